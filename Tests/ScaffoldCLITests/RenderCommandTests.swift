import Foundation
import Testing

/// `scaffold render` end to end, in temporary folders.
struct RenderCommandTests {
	let scaffold: ScaffoldBinary

	init() throws {
		scaffold = try ScaffoldBinary.locate()
	}

	func reportsAMissingTemplateWithStatus66AndNoOutput() throws {
		try TemporaryFolder.with { folder in
			try folder.write("{}", to: "data.json")
			let result = try scaffold.run(["render", "missing.mustache", "--data", "data.json"], in: folder.url)
			expectEqual(
				result, .init(status: 66, stdout: "", stderr: "missing.mustache: error: cannot read file: no such file or directory\n"))
		}
	}

	func reportsAMissingDataFileWithStatus66() throws {
		try TemporaryFolder.with { folder in
			try folder.write("Hello", to: "t.mustache")
			try scaffold.expect(["render", "t.mustache", "--data", "nope.json"], in: folder.url, .init(status: 66, stdout: "", stderr: "nope.json: error: cannot read file: no such file or directory\n"))
			try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("dir.json"), withIntermediateDirectories: true)
			try scaffold.expect(["render", "t.mustache", "--data", "dir.json"], in: folder.url, .init(status: 66, stdout: "", stderr: "dir.json: error: cannot read file: is a directory\n"))
		}
	}

	func reportsAMissingPartialsFolderWithStatus66() throws {
		try TemporaryFolder.with { folder in
			try folder.write("Hello", to: "t.mustache")
			try folder.write("{}", to: "data.json")
			try scaffold.expect(["render", "t.mustache", "--data", "data.json", "--partials", "partials"], in: folder.url, .init(status: 66, stdout: "", stderr: "partials: error: cannot read file: no such file or directory\n"))
			try scaffold.expect(["render", "t.mustache", "--data", "data.json", "--partials", "data.json"], in: folder.url, .init(status: 66, stdout: "", stderr: "data.json: error: cannot read file: not a directory\n"))
		}
	}

	func reportsBadJSONDataAtItsLineAndColumn() throws {
		try TemporaryFolder.with { folder in
			try folder.write("Hello {{name}}", to: "t.mustache")
			try folder.write("{\n  \"name\": \"Rick\",\n  \"age\": 70,\n}\n", to: "data.json")
			try scaffold.expect(["render", "t.mustache", "--data", "data.json"], in: folder.url, .init(status: 1, stdout: "", stderr: "data.json:4:1: error: expected a string key, found '}'\n"))
		}
	}

	func reportsATemplateThatIsNotUTF8() throws {
		try TemporaryFolder.with { folder in
			// The bad byte is on line 2, after "é" (two bytes, one column) and "x".
			try Foundation.Data([0x48, 0x0A, 0xC3, 0xA9, 0x78, 0xFF, 0x21]).write(to: folder.url.appendingPathComponent("t.mustache"))
			try folder.write("{}", to: "data.json")
			try scaffold.expect(
				["render", "t.mustache", "--data", "data.json"], in: folder.url,
				.init(status: 1, stdout: "", stderr: "t.mustache:2:3: error: invalid UTF-8: this file is not UTF-8 text\n"))
		}
	}

	func rendersWithPartialsToStandardOutput() throws {
		try TemporaryFolder.with { folder in
			try folder.write("struct {{name}}DTO {\n{{#fields}}\n{{> field}}\n{{/fields}}\n}\n", to: "dto.mustache")
			try folder.write("\tlet {{name}}: {{type}}\n", to: "partials/field.mustache")
			try folder.write("ignored", to: "partials/notes.txt")
			try folder.write(#"{"name": "Character", "fields": [{"name": "id", "type": "Int"}, {"name": "tags", "type": "[String]"}]}"#, to: "data.json")
			try scaffold.expect(["render", "dto.mustache", "--data", "data.json", "--partials", "partials"], in: folder.url, .init(status: 0, stdout: "struct CharacterDTO {\n\tlet id: Int\n\tlet tags: [String]\n}\n", stderr: ""))
		}
	}

	func escapesNothingUnlessAskedForHTML() throws {
		try TemporaryFolder.with { folder in
			try folder.write("{{text}}|{{{text}}}", to: "t.mustache")
			try folder.write(#"{"text": "<a href=\"x\">R&M</a>"}"#, to: "data.json")
			try scaffold.expect(["render", "t.mustache", "--data", "data.json"], in: folder.url, .init(status: 0, stdout: "<a href=\"x\">R&M</a>|<a href=\"x\">R&M</a>", stderr: ""))
			try scaffold.expect(["render", "t.mustache", "--data", "data.json", "--escape=html"], in: folder.url, .init(status: 0, stdout: "&lt;a href=&quot;x&quot;&gt;R&amp;M&lt;/a&gt;|<a href=\"x\">R&M</a>", stderr: ""))
		}
	}

	func reportsMissingNamesUnlessLenient() throws {
		try TemporaryFolder.with { folder in
			try folder.write("Hello {{name}}{{missing}}!\n", to: "t.mustache")
			try folder.write(#"{"name": "Rick"}"#, to: "data.json")
			try scaffold.expect(["render", "t.mustache", "--data", "data.json"], in: folder.url, .init(status: 1, stdout: "", stderr: "t.mustache:1:15: error: no value for 'missing' in the context\n"))
			try scaffold.expect(["render", "t.mustache", "--data", "data.json", "--lenient"], in: folder.url, .init(status: 0, stdout: "Hello Rick!\n", stderr: ""))
		}
	}

	func reportsTemplateErrorsAtTheirFiles() throws {
		try TemporaryFolder.with { folder in
			try folder.write("{{> row}}", to: "t.mustache")
			try folder.write("{{#rows}}x", to: "partials/row.mustache")
			try folder.write("{}", to: "data.json")
			try scaffold.expect(["render", "t.mustache", "--data", "data.json", "--partials", "partials"], in: folder.url, .init(status: 1, stdout: "", stderr: "partials/row.mustache:1:1: error: unclosed section 'rows'\n"))
			try folder.write("{{nope}}", to: "partials/row.mustache")
			try scaffold.expect(["render", "t.mustache", "--data", "data.json", "--partials", "partials/"], in: folder.url, .init(
						status: 1, stdout: "",
						stderr: "partials/row.mustache:1:1: error: no value for 'nope' in the context\nt.mustache:1:1: note: included from here\n"))
		}
	}

	func aTagNamedByAMillionCharactersIsReportedInOneShortLine() throws {
		// Issue 26: 34 s to render, and the whole name quoted on standard error.
		try TemporaryFolder.with { folder in
			let name = String(repeating: "a", count: 1_000_000)
			try folder.write("{{\(name)}}\n", to: "t.mustache")
			try folder.write(#"{"name": "Rick", "title": "t"}"#, to: "data.json")
			try scaffold.expect(["render", "t.mustache", "--data", "data.json"], in: folder.url, .init(
				status: 1, stdout: "",
				stderr: "t.mustache:1:1: error: no value for '\(String(repeating: "a", count: 40))…' (1000000 characters) in the context\n"))
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<RenderCommandTests>] = [
		SuiteTest("reportsAMissingTemplateWithStatus66AndNoOutput") { try $0.reportsAMissingTemplateWithStatus66AndNoOutput() },
		SuiteTest("reportsAMissingDataFileWithStatus66") { try $0.reportsAMissingDataFileWithStatus66() },
		SuiteTest("reportsAMissingPartialsFolderWithStatus66") { try $0.reportsAMissingPartialsFolderWithStatus66() },
		SuiteTest("reportsBadJSONDataAtItsLineAndColumn") { try $0.reportsBadJSONDataAtItsLineAndColumn() },
		SuiteTest("reportsATemplateThatIsNotUTF8") { try $0.reportsATemplateThatIsNotUTF8() },
		SuiteTest("rendersWithPartialsToStandardOutput") { try $0.rendersWithPartialsToStandardOutput() },
		SuiteTest("escapesNothingUnlessAskedForHTML") { try $0.escapesNothingUnlessAskedForHTML() },
		SuiteTest("reportsMissingNamesUnlessLenient") { try $0.reportsMissingNamesUnlessLenient() },
		SuiteTest("reportsTemplateErrorsAtTheirFiles") { try $0.reportsTemplateErrorsAtTheirFiles() },
		SuiteTest("aTagNamedByAMillionCharactersIsReportedInOneShortLine") { try $0.aTagNamedByAMillionCharactersIsReportedInOneShortLine() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<RenderCommandTests>) async throws { try await test.body(self) }
}
