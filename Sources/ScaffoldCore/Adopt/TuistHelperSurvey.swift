import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSwiftScanning

/// A Tuist app's module helper for one of its features (`Modules/HomeModule.swift`, naming
/// `Features/Home`), turned into what new features get: the template of their helper (the file
/// with the feature's name as `{{name}}`), where it goes, and how `Project.swift` registers it.
struct TuistHelperSurvey {
	/// The template's text.
	var template: String
	/// Where helpers go, with `{Feature}`.
	var helper: AdoptedApp.ModuleHelper
	/// The helper it was derived from.
	var location: SourceLocation
	/// The feature whose helper it is.
	var feature: String

	init?(paths: [String], files: [AppSourceFile]) {
		let features = Set(paths.compactMap { path -> String? in
			let parts = path.split(separator: "/")
			return parts.count > 2 && parts[0] == "Features" ? String(parts[1]) : nil
		})
		let helpers = files.filter { $0.path.hasPrefix("Tuist/ProjectDescriptionHelpers/") && $0.path.hasSuffix(".swift") }
		for file in helpers.sorted(by: { $0.path < $1.path }) {
			guard let feature = features.sorted().first(where: { file.text.contains("\"Features/\($0)\"") }) else { continue }
			let fileName = String(file.path.split(separator: "/").last ?? "")
			guard fileName.contains(feature), !file.text.contains("{{") else { continue }
			let folder = String(file.path.dropLast(fileName.count))
			let pattern = folder + fileName.replacing(feature, with: "{Feature}")
			let register = Self.registration(of: feature, in: files.first { $0.path == "Project.swift" }?.text ?? "")
			self.template = file.text.replacing(feature, with: "{{name}}")
			self.helper = AdoptedApp.ModuleHelper(path: pattern, register: register ?? AdoptedApp.ModuleHelper.standard.register)
			self.location = SourceLocation(path: file.path, line: 1, column: 1)
			self.feature = feature
			return
		}
		return nil
	}

	/// `{Feature}Module.targets` from `HomeModule.targets` in `Project.swift`.
	private static func registration(of feature: String, in text: String) -> String? {
		let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
		var word = ""
		for character in text + " " {
			if isWord(character) {
				word.append(character)
				continue
			}
			if word.contains(feature), word.contains("."), !word.hasPrefix(".") {
				return word.replacing(feature, with: "{Feature}")
			}
			word = ""
		}
		return nil
	}
}
