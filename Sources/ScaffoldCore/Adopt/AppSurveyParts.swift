import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSwiftScanning

// The smaller guesses of `scaffold adopt`, each from the app's own files.

/// How the app's tests load a JSON fixture: scaffold's `Bundle.loadJSON` (then `nil`), or a type
/// with two static functions taking the fixture's name, one returning `Data` and one generic over
/// `Decodable` (`JSONFixtureLoader.data` and `.decode`).
struct FixtureLoaderSurvey {
	/// The loader's type (or `Bundle`'s extension), where the mocks module is.
	var declaration: AppDeclaration?
	/// The loader for `scaffold.json`; `nil` for `Bundle.loadJSON`.
	var loader: AdoptedApp.FixtureLoader?
	/// What loads fixtures, for the note.
	var description = ""

	init(declarations: AppDeclarations) {
		if let bundle = declarations.extensions(of: "Bundle").first(where: { $0.declaration.members.contains { $0.name == "loadJSON" } }) {
			declaration = bundle
			description = "Bundle.loadJSON and Bundle.loadJSONData"
			return
		}
		for owner in declarations.allTypes where owner.declaration.kind != .protocol {
			let statics = owner.declaration.members.filter { $0.kind == .func && $0.modifiers.contains("static") && $0.signature.contains("String") }
			guard let data = statics.first(where: { $0.signature.hasSuffix("-> Data") }),
				let decode = statics.first(where: { $0.signature.contains("Decodable") && $0.signature.hasSuffix("-> T") })
			else { continue }
			declaration = owner
			let type = owner.declaration.name
			loader = AdoptedApp.FixtureLoader(data: type + "." + data.name, decode: type + "." + decode.name)
			description = "\(type).\(data.name) and \(type).\(decode.name)"
			return
		}
	}
}

/// The pattern of feature module names, from a feature's tests: `@testable import HomeFeature`
/// in `Features/Home/Tests/…` gives `{Feature}Feature`.
struct FeatureModuleSurvey {
	var pattern: String
	var example: String
	var location: SourceLocation

	init?(files: [AppSourceFile]) {
		for file in files where file.path.hasPrefix("Features/") && file.path.contains("/Tests/") {
			let feature = String(file.path.split(separator: "/")[1])
			for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
				let words = line.split(separator: " ")
				guard words.count == 3, words[0] == "@testable", words[1] == "import", words[2].contains(feature) else { continue }
				let module = String(words[2])
				let candidate = module.replacing(feature, with: "{Feature}", maxReplacements: 1)
				guard ProjectConfig.featureModuleProblem(candidate) == nil else { continue }
				pattern = candidate
				example = "'\(module)' for \(feature)"
				location = SourceLocation(path: file.path, line: index + 1, column: 1)
				return
			}
		}
		return nil
	}
}

/// Tabs or spaces, and how many: the commonest first step of indentation in the app's Swift.
package enum IndentationSurvey {
	package static func indentation(of files: [AppSourceFile]) -> (indentation: Indentation, description: String)? {
		var tabs = 0
		var widths: [Int: Int] = [:]
		for file in files {
			for line in Array(file.text.utf8).split(separator: UInt8(ascii: "\n")) {
				guard let first = line.first else { continue }
				if first == UInt8(ascii: "\t") {
					tabs += 1
				} else if first == UInt8(ascii: " ") {
					let width = line.prefix { $0 == UInt8(ascii: " ") }.count
					if width < line.count, line[line.startIndex + width] != UInt8(ascii: "*") { widths[width, default: 0] += 1 }
				}
			}
		}
		let spaced = widths.values.reduce(0, +)
		guard tabs + spaced > 0 else { return nil }
		if tabs >= spaced { return (.tab, "tabs (\(tabs) lines indented with tabs, \(spaced) with spaces)") }
		// The unit is the narrowest width a tenth of the indented lines use.
		let unit = widths.keys.sorted().first { width in width >= 1 && width <= 16 && widths[width, default: 0] * 10 >= spaced } ?? 4
		return (.spaces(unit), "\(unit) spaces (\(spaced) lines indented with spaces, \(tabs) with tabs)")
	}
}

/// Swift Testing or XCTest: generated tests use Swift Testing.
enum TestFrameworkSurvey {
	static func notes(_ files: [AppSourceFile]) -> [Diagnostic] {
		let testing = files.filter { $0.text.contains("import Testing\n") }
		let xctest = files.filter { $0.text.contains("import XCTest\n") }
		if let first = testing.first {
			return [Diagnostic(.note, "tests use Swift Testing (\(testing.count) files), as generated tests do", at: SourceLocation(path: first.path, position: nil))]
		}
		if let first = xctest.first {
			return [
				.warning(
					"tests use XCTest (\(xctest.count) files); generated tests use Swift Testing, which needs Xcode 16 or later and runs beside XCTest",
					at: SourceLocation(path: first.path, position: nil))
			]
		}
		return []
	}
}

/// Each module's default isolation, where the project sets one: Tuist's and XcodeGen's
/// `SWIFT_DEFAULT_ACTOR_ISOLATION`, an `.xcconfig`'s, or `Package.swift`'s `.defaultIsolation`.
/// Reported only: generated code declares its own isolation and compiles under either default.
package enum IsolationSurvey {
	package static func notes(texts: [String: String], modules: [RuntimeRequirement.Role: String]) -> [Diagnostic] {
		var notes: [Diagnostic] = []
		// Project files anywhere (an `.xcconfig` beside a module's sources too); of Swift, only manifests.
		for path in texts.keys.sorted() where !path.hasSuffix(".swift") || AppSurvey.isManifest(path) {
			guard let text = texts[path] else { continue }
			for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
				let value: String
				if line.contains("SWIFT_DEFAULT_ACTOR_ISOLATION") {
					value = line.contains("nonisolated") ? "nonisolated" : (line.contains("MainActor") ? "MainActor" : "set")
				} else if line.contains(".defaultIsolation(MainActor.self)") {
					value = "MainActor"
				} else {
					continue
				}
				let column = (line.firstRange(of: "SWIFT_DEFAULT_ACTOR_ISOLATION") ?? line.firstRange(of: ".defaultIsolation"))
					.map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 } ?? 1
				let owner = Self.module(of: path).map { " for \($0)" } ?? ""
				notes.append(
					Diagnostic(
						.note, "default isolation \(value)\(owner); generated code declares its own isolation and builds under either",
						at: SourceLocation(path: path, line: index + 1, column: column)))
			}
		}
		return notes
	}

	/// `Networking` for Tuist's `…/Modules/NetworkingModule.swift`.
	private static func module(of path: String) -> String? {
		guard let file = path.split(separator: "/").last, file.hasSuffix("Module.swift"), file != "Module.swift" else { return nil }
		return String(file.dropLast("Module.swift".count))
	}
}
