import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold spec import FILE --name FEATURE`: a spec from an OpenAPI document or a GraphQL schema.
///
/// Like `spec infer`, the spec goes to standard output (or `--output`) and every guess and loss
/// is explained on standard error, located in the document. A document that cannot be read is
/// one located error (status 1) and nothing is written. GraphQL custom scalars are typed by the
/// `scalars` of the nearest `scaffold.json`; an invalid `scaffold.json` is status 2.
enum SpecImportCommand: Command {
	static let definition = CommandDefinition(
		"import",
		abstract: "Import a spec from an OpenAPI document or a GraphQL schema.",
		discussion: """
			FILE is an OpenAPI 3.0 or 3.1 document (JSON or YAML), a GraphQL schema (.graphql, \
			.graphqls) or a GraphQL introspection result (JSON). Resources (/things and /things/{id}) \
			or object types fetched by query fields become entities. Every guess is explained as a \
			note and everything the spec format cannot express is a warning, both on standard error, \
			pointing into FILE.
			""",
		arguments: [ArgumentDefinition("file", help: "An OpenAPI document or a GraphQL schema.")],
		options: [
			.value("name", "feature", help: "The feature's name (UpperCamelCase).", required: true),
			.value(
				"select", "name",
				help: "Import only these: OpenAPI path prefixes (/pets) or tags (pet); GraphQL object types. Repeat or separate with commas.",
				repeatable: true),
			.value(
				"identifier", "path=property",
				help: "The property identifying the items of an OpenAPI collection path (/keys=uid), or the field identifying a GraphQL type's objects (Artwork=internalID), when the import cannot find it. Repeatable.",
				repeatable: true),
			.value(
				"depth", "levels",
				help: "GraphQL: write out this many levels of object types below each entity as value types, and leave out deeper object fields (default: every level)."),
		] + SpecOutput.options)

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		guard let path = invocation.argument("file"), let feature = invocation.value("name") else {
			preconditionFailure("the parser guarantees <file> and --name")
		}
		var problems: [Diagnostic] = []
		let output = SpecOutput(invocation, problems: &problems)
		if let problem = Spec.typeNameProblem(feature, role: "feature") { problems.append(.error(problem)) }
		var identifiers: [String: String] = [:]
		for pair in invocation.values("identifier").flatMap({ $0.split(separator: ",").map(trimmingWhitespace) }) where !pair.isEmpty {
			let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
			guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
				problems.append(
					.error("'--identifier \(pair)' is not PATH=PROPERTY (a collection path and a property of its items: '/keys=uid') or TYPE=FIELD (a GraphQL type and its field: 'Artwork=internalID')"))
				continue
			}
			identifiers[parts[0]] = parts[1]
		}
		let depth = invocation.value("depth").map { Int($0) }
		if let depth, depth == nil || depth! < 0 {
			problems.append(.error("'--depth \(invocation.value("depth")!)' is not a number of levels (0 or more)"))
		}
		guard problems.isEmpty else { throw CommandFailure.usage(problems, command: invocation.command) }

		let select = invocation.values("select").flatMap { $0.split(separator: ",").map(trimmingWhitespace) }
		let options = SpecImport.Options(feature: feature, select: select.filter { !$0.isEmpty }, scalars: try projectScalars(), identifiers: identifiers,
			depth: depth ?? nil)
		let (text, diagnostics) = SpecImport.run(bytes: try FileReading.bytes(path), path: path, options: options)
		guard let text else { throw DiagnosticError(diagnostics) }
		try output.write(text, console: context.console)
		context.console.report(diagnostics)
		return .success
	}

	/// The `scalars` of the nearest `scaffold.json` (none without one).
	private static func projectScalars() throws -> [String: String] {
		let files = FileManager.default
		let directories = ProjectConfig.candidateDirectories(from: files.currentDirectoryPath)
		guard let path = ProjectConfig.find(in: directories, fileExists: { files.fileExists(atPath: $0) }),
			let bytes = files.contents(atPath: path)
		else { return [:] }
		// Shown as the user would type it (`../scaffold.json`), like every command that reads the config.
		let loaded = ProjectConfig.load(bytes: Array(bytes), path: ProjectDisk.relativeToWorkingDirectory(path))
		guard let config = loaded.config, !loaded.diagnostics.containsErrors else {
			throw CommandFailure(loaded.diagnostics, exitCode: .invalidConfiguration)
		}
		return config.scalars
	}
}

/// `part` without the white space around it (`--select "A, B"`).
private func trimmingWhitespace(_ part: Substring) -> String {
	var trimmed = part.drop(while: \.isWhitespace)
	while trimmed.last?.isWhitespace == true { trimmed = trimmed.dropLast() }
	return String(trimmed)
}
