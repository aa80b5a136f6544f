import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold spec infer SAMPLE.json --name NAME`: guesses a spec from real data.
///
/// The spec goes to standard output (or `--output`); every decision the inference made is
/// explained on standard error as a note pointing into the sample. A sample that is not JSON,
/// or not a shape a spec can be read from, is an error (status 1) and nothing is printed.
enum SpecInferCommand: Command {
	static let definition = CommandDefinition(
		"infer",
		abstract: "Infer a spec from a sample JSON response.",
		discussion: """
			The sample may be one object, an array of objects, a paginated {info, results} page or a \
			GraphQL {data: {field: ...}} response. Each decision (optional, Date, URL, a shared \
			value type) is explained on standard error, pointing into the sample.
			""",
		arguments: [ArgumentDefinition("sample", help: "A sample JSON document, such as one API response.")],
		options: [
			.value("name", "name", help: "The name of the entity the sample's top-level object describes.", required: true),
			.value("feature", "name", help: "The feature's name (default: the entity's name)."),
			.value(
				"json-keys", "style",
				help: "How JSON keys follow from Swift names: camelCase or snake_case (default: snake_case when a key has an underscore).",
				allowed: JSONKeyStyle.allCases.map(\.rawValue)),
			.flag("no-dates", help: "Keep ISO 8601 date-times as String instead of Date."),
			.flag("no-urls", help: "Keep web addresses as String instead of URL."),
			.flag("no-samples", help: "Leave out the sample values taken from the first item."),
		] + SpecOutput.options)

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		guard let samplePath = invocation.argument("sample"), let name = invocation.value("name") else {
			preconditionFailure("the parser guarantees <sample> and --name")
		}
		var problems: [Diagnostic] = []
		let output = SpecOutput(invocation, problems: &problems)
		if let problem = Spec.typeNameProblem(name, role: "entity") { problems.append(.error(problem)) }
		let feature = invocation.value("feature")
		if let feature, let problem = Spec.typeNameProblem(feature, role: "feature") { problems.append(.error(problem)) }
		guard problems.isEmpty else { throw CommandFailure.usage(problems, command: invocation.command) }

		let options = SpecInference.Options(
			name: name, feature: feature, jsonKeys: invocation.value("json-keys").flatMap(JSONKeyStyle.init(rawValue:)),
			detectDates: !invocation.flag("no-dates"), detectURLs: !invocation.flag("no-urls"),
			includeSamples: !invocation.flag("no-samples"))
		let (text, diagnostics) = SpecInference.infer(bytes: try FileReading.bytes(samplePath), path: samplePath, options: options)
		guard let text else { throw DiagnosticError(diagnostics) }
		try output.write(text, console: context.console)
		// After the spec: on a terminal the explanations follow what they explain.
		context.console.report(diagnostics)
		return .success
	}
}
