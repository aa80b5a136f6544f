import Foundation
import Testing

import ScaffoldCore

/// A problem matcher pattern as VS Code and GitHub Actions declare it in JSON: a regular
/// expression and the group number of each field.
///
/// The expression is written for JavaScript; the tests run it with `NSRegularExpression`, which
/// agrees with JavaScript on the constructs ``isPortable`` allows.
struct ProblemMatcher: Equatable {
	var regexp: String
	/// `"file"` for problems about a whole file, `"location"` (VS Code's default) otherwise.
	var kind: String
	var file: Int?
	var line: Int?
	var column: Int?
	var severity: Int?
	var message: Int?

	/// What one matched line says, by field.
	struct Problem: Equatable {
		var file: String?
		var line: String?
		var column: String?
		var severity: String?
		var message: String?
	}

	/// Reads a `pattern` object; a missing `regexp` fails the test.
	init(pattern: JSONNode, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
		regexp = try #require(pattern["regexp"]?.string, "pattern without a regexp", sourceLocation: sourceLocation)
		kind = pattern["kind"]?.string ?? "location"
		file = pattern["file"]?.int
		line = pattern["line"]?.int
		column = pattern["column"]?.int
		severity = pattern["severity"]?.int
		message = pattern["message"]?.int
	}

	/// Whether the expression stays inside what JavaScript and ICU read alike: no escapes (so no
	/// `\d`, whose ICU meaning includes every Unicode digit), no named groups, lookbehind, atomic
	/// groups, possessive quantifiers or inline flags.
	var isPortable: Bool {
		!regexp.contains("\\") && !regexp.contains("(?<") && !regexp.contains("(?>") && !regexp.contains("(?i")
			&& !regexp.contains("(?m") && !regexp.contains("(?s") && !regexp.contains("(?x") && !regexp.contains("++")
			&& !regexp.contains("*+") && !regexp.contains("?+")
	}

	/// The fields of `text` when the expression matches it, or `nil`.
	func match(_ text: String) throws -> Problem? {
		let expression = try NSRegularExpression(pattern: regexp)
		let range = NSRange(text.startIndex..., in: text)
		guard let result = expression.firstMatch(in: text, range: range) else { return nil }
		func group(_ number: Int?) -> String? {
			guard let number, let range = Range(result.range(at: number), in: text) else { return nil }
			return String(text[range])
		}
		return Problem(
			file: group(file), line: group(line), column: group(column), severity: group(severity),
			message: group(message))
	}
}

/// Real diagnostics as scaffold prints them, split into lines, with what each line should yield.
enum DiagnosticLines {
	/// One printed line and the problem it reports.
	struct Line {
		var text: String
		var path: String?
		var position: SourcePosition?
		var severity: Diagnostic.Severity
		var message: String
	}

	/// Errors, warnings and notes from loading real specs, plus whole-file and path-less ones.
	static func all() throws -> [Line] {
		let typo = Spec.load(
			bytes: Array(BadSpecCases.spec(entity: #"{"name": "Character", "feilds": []}"#).utf8), path: "Specs/Character.json")
		let clash = Spec.load(
			bytes: Array(BadSpecCases.spec(types: #"[{"name": "CHARACTER", "fields": []}]"#).utf8), path: "Specs/Nested Folder/Character.json")
		var syntax: [Diagnostic] = []
		do {
			_ = try JSONReader(path: ".scaffold/manifest.json").read("{\n\t\"files\": tru\n}")
		} catch {
			syntax.append(error)
		}
		let wholeFile: [Diagnostic] = [
			.error("cannot read file: no such file or directory", at: SourceLocation(path: "scaffold.json", position: nil)),
			.warning("file was edited by hand", at: SourceLocation(path: "Features/Character/CharacterDTO.swift", position: nil)),
			Diagnostic(.note, "generated from Specs/Character.json", at: SourceLocation(path: "Features/Character/CharacterDTO.swift", position: nil)),
		]
		let pathless: [Diagnostic] = [
			.error("unknown command 'rendr'; did you mean 'render'?", notes: [.init("see 'scaffold --help'")]),
			.warning("warning: a message that starts with a severity"),
		]
		let diagnostics = typo.diagnostics + clash.diagnostics + syntax + wholeFile + pathless
		// Guards against the sample losing its variety if spec checking changes.
		expectEqual(Set(diagnostics.map(\.severity)), [.error, .warning, .note])
		expectAny(diagnostics, where: { $0.notes.contains { $0.location != nil } })
		return diagnostics.flatMap(lines)
	}

	/// The printed lines of one diagnostic, checked against ``Diagnostic/description``.
	private static func lines(_ diagnostic: Diagnostic) -> [Line] {
		let main = Line(
			text: "", path: diagnostic.location?.path, position: diagnostic.location?.position, severity: diagnostic.severity,
			message: diagnostic.message)
		let notes = diagnostic.notes.map {
			Line(text: "", path: $0.location?.path, position: $0.location?.position, severity: .note, message: $0.message)
		}
		let printed = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
		expectEqual(printed.count, notes.count + 1, "\(diagnostic.description)")
		return zip([main] + notes, printed).map { line, text in
			var line = line
			line.text = text
			return line
		}
	}

	/// Output that is not a diagnostic: SwiftPM's progress, plan lines, the plugin's summary.
	static let unrelated = [
		"",
		"Building for debugging...",
		"[12/40] Compiling ScaffoldCore Spec.swift",
		"Build complete! (0.45s)",
		"create  Features/Character/Sources/Data/DTOs/CharacterDTO.swift",
		"3 files: 2 created, 1 unchanged",
		"error: scaffold check exited with status 1",
		"scaffold 0.1.0",
		"OVERVIEW: Generate the data layer of a Swift feature from a JSON spec and Mustache templates.",
		"Specs/Character.json:14: error: a line without a column",
		"Specs/Character.json:x:9: error: a line number that is not a number",
		"Specs/Character.json:14:9: fatal: not a severity scaffold prints",
		"Specs/Character.json:14:9:error: no space after the colon",
	]
}
