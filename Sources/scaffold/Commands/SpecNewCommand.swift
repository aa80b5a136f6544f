import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold spec new NAME [field:Type …]`: starts a spec from the command line.
///
/// Bad arguments (a field without a type, an unknown type, a lower-case name) are usage errors,
/// status 64, all of them reported at once. `--output` never replaces a file unless `--force`.
enum SpecNewCommand: Command {
	static let definition = CommandDefinition(
		"new",
		abstract: "Write a starter spec for an entity and its fields.",
		discussion: """
			The spec has one entity named after the feature, with a REST source (detail and a \
			paginated list) to adjust. It is printed on standard output unless --output is given.
			""",
		arguments: [
			ArgumentDefinition("name", help: "The entity's name, in UpperCamelCase (e.g. Character)."),
			ArgumentDefinition("field:type", .zeroOrMore, help: "Fields as name:Type (e.g. id:Int name:String born:Date?)."),
		],
		options: SpecOutput.options + [
			.value("schema", "path", help: "The JSON Schema to reference as \"$schema\", for editors.")
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		guard let name = invocation.argument("name") else { preconditionFailure("the parser guarantees <name>") }
		var problems: [Diagnostic] = []
		let output = SpecOutput(invocation, problems: &problems)
		guard problems.isEmpty else { throw CommandFailure.usage(problems, command: invocation.command) }
		let (text, diagnostics) = SpecStarter.text(
			feature: name, fields: invocation.arguments("field:type"), schemaPath: invocation.value("schema"))
		guard let text else { throw CommandFailure.usage(diagnostics, command: invocation.command) }
		context.console.report(diagnostics)
		try output.write(text, console: context.console)
		return .success
	}
}
