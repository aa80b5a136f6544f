import Testing

/// Commands whose bodies are still to come parse their arguments fully, then say so with status 70.
struct UnfinishedCommandTests {
	@Test(arguments: [
		("spec lint", ["spec", "lint", "a.json", "b.json"]),
		("spec new", ["spec", "new", "Character", "id:Int", "name:String"]),
		("spec infer", ["spec", "infer", "sample.json", "--name", "Character"]),
		("schema", ["schema"]),
	])
	func parsesThenReportsNotImplemented(command: String, arguments: [String]) throws {
		let scaffold = try ScaffoldBinary.locate()
		let result = try TemporaryFolder.with { folder in try scaffold.run(arguments, in: folder.url) }
		#expect(result == .init(status: 70, stdout: "", stderr: "error: '\(command)' is not implemented yet\n"))
	}
}
