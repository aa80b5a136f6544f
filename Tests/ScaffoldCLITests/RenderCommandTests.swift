import Foundation
import Testing

/// `scaffold render` end to end, in temporary folders.
struct RenderCommandTests {
	let scaffold: ScaffoldBinary

	init() throws {
		scaffold = try ScaffoldBinary.locate()
	}

	@Test func reportsAMissingTemplateWithStatus66AndNoOutput() throws {
		try TemporaryFolder.with { folder in
			try folder.write("{}", to: "data.json")
			let result = try scaffold.run(["render", "missing.mustache", "--data", "data.json"], in: folder.url)
			#expect(
				result == .init(status: 66, stdout: "", stderr: "missing.mustache: error: cannot read file: no such file or directory\n"))
		}
	}

	@Test func reportsAMissingDataFileWithStatus66() throws {
		try TemporaryFolder.with { folder in
			try folder.write("Hello", to: "t.mustache")
			#expect(
				try scaffold.run(["render", "t.mustache", "--data", "nope.json"], in: folder.url)
					== .init(status: 66, stdout: "", stderr: "nope.json: error: cannot read file: no such file or directory\n"))
			try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("dir.json"), withIntermediateDirectories: true)
			#expect(
				try scaffold.run(["render", "t.mustache", "--data", "dir.json"], in: folder.url)
					== .init(status: 66, stdout: "", stderr: "dir.json: error: cannot read file: is a directory\n"))
		}
	}

	@Test func reportsAMissingPartialsFolderWithStatus66() throws {
		try TemporaryFolder.with { folder in
			try folder.write("Hello", to: "t.mustache")
			try folder.write("{}", to: "data.json")
			#expect(
				try scaffold.run(["render", "t.mustache", "--data", "data.json", "--partials", "partials"], in: folder.url)
					== .init(status: 66, stdout: "", stderr: "partials: error: cannot read file: no such file or directory\n"))
			#expect(
				try scaffold.run(["render", "t.mustache", "--data", "data.json", "--partials", "data.json"], in: folder.url)
					== .init(status: 66, stdout: "", stderr: "data.json: error: cannot read file: not a directory\n"))
		}
	}

	@Test func reportsBadJSONDataAtItsLineAndColumn() throws {
		try TemporaryFolder.with { folder in
			try folder.write("Hello {{name}}", to: "t.mustache")
			try folder.write("{\n  \"name\": \"Rick\",\n  \"age\": 70,\n}\n", to: "data.json")
			#expect(
				try scaffold.run(["render", "t.mustache", "--data", "data.json"], in: folder.url)
					== .init(status: 1, stdout: "", stderr: "data.json:4:1: error: expected a string key, found '}'\n"))
		}
	}

	@Test func reportsATemplateThatIsNotUTF8() throws {
		try TemporaryFolder.with { folder in
			try Foundation.Data([0x48, 0xFF, 0x21]).write(to: folder.url.appendingPathComponent("t.mustache"))
			try folder.write("{}", to: "data.json")
			#expect(
				try scaffold.run(["render", "t.mustache", "--data", "data.json"], in: folder.url)
					== .init(status: 1, stdout: "", stderr: "t.mustache: error: file is not valid UTF-8 text\n"))
		}
	}
}
