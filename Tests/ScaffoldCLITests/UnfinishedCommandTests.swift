import Testing

/// Commands whose bodies are still to come parse their arguments fully, then say so with status 70.
struct UnfinishedCommandTests {
	@Test(arguments: [
		("feature", ["feature", "Character", "--spec", "Examples/Character.json", "--output", "out", "--dry-run", "--diff", "--json", "--force"]),
		("init", ["init", "--name", "App", "--module-prefix", "Challenge", "--path", "."]),
		("check", ["check", "--quiet", "--json"]),
		("templates list", ["templates", "list"]),
		("templates cat", ["templates", "cat", "DTO"]),
		("templates eject", ["templates", "eject", "DTO", "--to", "Templates"]),
		("prune", ["prune"]),
		("destroy", ["destroy", "Character"]),
	])
	func parsesThenReportsNotImplemented(command: String, arguments: [String]) throws {
		let scaffold = try ScaffoldBinary.locate()
		let result = try TemporaryFolder.with { folder in try scaffold.run(arguments, in: folder.url) }
		#expect(result == .init(status: 70, stdout: "", stderr: "error: '\(command)' is not implemented yet\n"))
	}
}
