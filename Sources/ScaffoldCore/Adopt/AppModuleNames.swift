import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSwiftScanning

/// The name a project gives the module in a folder, when it is not the folder's name: a
/// documented app keeps `Libraries/Core/Sources` and calls the module `ChallengeCore`, and every
/// generated `import` must say so. The evidence, strongest first: a project manifest that states
/// the name beside the folder (a Tuist helper's or SwiftPM target's `name:` before its `path:` or
/// sources glob, an XcodeGen target whose sources list the folder), then the app's own imports in
/// files that use the module's types. Each answer carries the line it came from.
enum AppModuleNames {
	/// A name and where the project states it.
	struct Found: Equatable {
		var name: String
		var location: SourceLocation
		/// What was read there, for the note (`Tuist's name:`, `imported by 12 files`).
		var evidence: String
	}

	/// The name of `module` as the project spells it, or `nil` when nothing states one.
	/// `texts` are every file read (manifests among them), `swift` the app's own Swift files,
	/// `typeNames` the types the module's folder declares.
	static func name(
		of module: AppModules.Module, texts: [String: String], swift: [AppSourceFile], typeNames: [String]
	) -> Found? {
		fromManifests(module, texts: texts) ?? fromImports(module, swift: swift, typeNames: typeNames)
	}

	/// `Libraries/Core` for `Libraries/Core/Sources` and `Libraries/Core/Mocks`: the path a Tuist
	/// helper is given, from which its targets' globs are made.
	private static func root(of folder: String) -> (root: String, isMocks: Bool) {
		for (suffix, isMocks) in [("/Sources", false), ("/Mocks", true)] where folder.hasSuffix(suffix) {
			return (String(folder.dropLast(suffix.count)), isMocks)
		}
		return (folder, false)
	}

	// MARK: - Manifests

	private static func fromManifests(_ module: AppModules.Module, texts: [String: String]) -> Found? {
		let (root, isMocks) = root(of: module.folder)
		for path in texts.keys.sorted() {
			guard let text = texts[path] else { continue }
			let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
			if path.hasSuffix(".swift"), AppSurvey.isManifest(path) {
				if let found = swiftManifestName(lines, path: path, folder: module.folder, root: root, isMocks: isMocks) { return found }
			} else if path == "project.yml" || path.hasSuffix("/project.yml") {
				if let found = xcodeGenName(lines, path: path, folder: module.folder) { return found }
			}
		}
		return nil
	}

	/// A Swift manifest (Tuist's helpers, `Project.swift`, `Package.swift`): the `name: "…"`
	/// nearest above a line that names the folder (`path: "Libraries/Core/Sources"`, a glob
	/// `"Libraries/Core/Sources/**"`), or the folder's root (`path: "Libraries/Core"`, a Tuist
	/// helper's; its mocks target is the name with `Mocks`, as such helpers make it).
	private static func swiftManifestName(_ lines: [String], path: String, folder: String, root: String, isMocks: Bool) -> Found? {
		for (index, line) in lines.enumerated() {
			let namesFolder = line.contains("\"\(folder)\"") || line.contains("\"\(folder)/")
			let namesRoot = root != folder && line.contains("path: \"\(root)\"")
			guard namesFolder || namesRoot else { continue }
			// The call's own `name:`: the nearest above, within the few lines a target call spans.
			for above in stride(from: index, through: max(0, index - 12), by: -1) {
				guard let (name, column) = stringArgument("name", in: lines[above]), isModuleName(name) else { continue }
				let full = namesRoot && !namesFolder && isMocks ? name + "Mocks" : name
				return Found(
					name: full, location: SourceLocation(path: path, line: above + 1, column: column),
					evidence: namesRoot && !namesFolder && isMocks ? "the name: of the target at \(root), with Mocks" : "the name: of the target at \(namesFolder ? folder : root)")
			}
		}
		return nil
	}

	/// The value and 1-based column of `label: "value"` on `line`.
	private static func stringArgument(_ label: String, in line: String) -> (String, Int)? {
		guard let range = line.firstRange(of: "\(label): \"") else { return nil }
		let rest = line[range.upperBound...]
		guard let end = rest.firstIndex(of: "\"") else { return nil }
		return (String(rest[..<end]), line.distance(from: line.startIndex, to: range.lowerBound) + 1)
	}

	/// XcodeGen's `project.yml`: the target whose sources list the folder, as the key above it at
	/// a shallower indentation (`targets:` → `ChallengeCore:` → `sources: [Libraries/Core/Sources]`).
	private static func xcodeGenName(_ lines: [String], path: String, folder: String) -> Found? {
		for (index, line) in lines.enumerated() where line.contains(folder) && !line.trimmingPrefix(while: \.isWhitespace).hasPrefix("#") {
			var indentation = line.prefix { $0 == " " }.count
			for above in stride(from: index - 1, through: 0, by: -1) {
				let candidate = lines[above]
				let depth = candidate.prefix { $0 == " " }.count
				let key = candidate.trimmingPrefix(while: { $0 == " " })
				guard depth < indentation, !key.isEmpty, !key.hasPrefix("#") else { continue }
				indentation = depth
				guard key.hasSuffix(":"), above > 0 else { continue }
				// A target is a key whose parent is `targets:`.
				let parent = lines[..<above].last { line in
					let parentDepth = line.prefix { $0 == " " }.count
					return parentDepth < depth && !line.trimmingPrefix(while: { $0 == " " }).isEmpty
				}
				guard parent?.trimmingPrefix(while: { $0 == " " }).hasPrefix("targets:") == true else { continue }
				let name = String(key.dropLast())
				guard isModuleName(name) else { return nil }
				return Found(
					name: name, location: SourceLocation(path: path, line: above + 1, column: depth + 1),
					evidence: "the XcodeGen target whose sources list \(folder)")
			}
		}
		return nil
	}

	// MARK: - Imports

	/// The module name most files import where they use the module's types, among the names that
	/// end with the folder's (`ChallengeCore` for `Core`): a suffix keeps system and third-party
	/// modules out (`Foundation`, `SwiftData`), and most use picks one where a file imports two.
	private static func fromImports(_ module: AppModules.Module, swift: [AppSourceFile], typeNames: [String]) -> Found? {
		let (root, _) = root(of: module.folder)
		guard !typeNames.isEmpty else { return nil }
		var counts: [String: (count: Int, location: SourceLocation)] = [:]
		for file in swift where !file.path.hasPrefix(root + "/") {
			guard typeNames.contains(where: { file.text.contains($0) }) else { continue }
			for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
				let words = line.split(separator: " ")
				let name: Substring
				if words.count == 2, words[0] == "import" {
					name = words[1]
				} else if words.count == 3, words[0] == "@testable", words[1] == "import" {
					name = words[2]
				} else {
					continue
				}
				guard name.hasSuffix(module.name), name != module.name, isModuleName(String(name)) else { continue }
				let column = line.distance(from: line.startIndex, to: line.firstRange(of: "import")!.upperBound) + 2
				let entry = counts[String(name)] ?? (0, SourceLocation(path: file.path, line: index + 1, column: column))
				counts[String(name)] = (entry.count + 1, entry.location)
			}
		}
		guard let best = counts.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }) else { return nil }
		let files = best.value.count == 1 ? "1 file" : "\(best.value.count) files"
		return Found(name: best.key, location: best.value.location, evidence: "imported so by \(files) that use its types")
	}

	/// A Swift identifier fit to be a module's name.
	private static func isModuleName(_ name: String) -> Bool {
		guard let first = name.unicodeScalars.first, first.properties.isXIDStart || first == "_" else { return false }
		return name.unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
	}
}
