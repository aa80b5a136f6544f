import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold spec verify SPEC --against FILE…`: finds drift between a spec and what the API
/// really sends (recorded JSON responses) or describes (an OpenAPI document).
///
/// Status 0 when nothing drifted (notes about ignored keys allowed), 1 on drift, 2 when the spec
/// or a file cannot be read or checked. `--json` prints the findings on standard output for CI.
enum SpecVerifyCommand: Command {
	static let definition = CommandDefinition(
		"verify",
		abstract: "Check recorded responses or an OpenAPI document against a spec.",
		discussion: """
			Each file given with --against is a recorded JSON response (one object, an array, an \
			{info, results} page or a GraphQL {data: ...} response) or an OpenAPI document. A required \
			field missing or null, a type mismatch, an enum value the spec does not know, or a field the \
			document lost is drift (an error); a key the spec ignores is a note. Each finding points into \
			the file, with a note at the spec's declaration. Status: 0 clean, 1 drift, 2 bad input.
			""",
		arguments: [ArgumentDefinition("spec", help: "The spec to check against.")],
		options: [
			.value("against", "file", help: "A recorded response or an OpenAPI document; repeat for several.", required: true, repeatable: true),
			.flag("json", help: "Print the findings as JSON on standard output instead of diagnostics on standard error."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		guard let specPath = invocation.argument("spec") else { preconditionFailure("the parser guarantees <spec>") }
		let spec: Spec
		do {
			let loaded = Spec.load(bytes: try FileReading.bytes(specPath), path: specPath)
			guard let found = loaded.spec else { throw CommandFailure(loaded.diagnostics, exitCode: .invalidConfiguration) }
			spec = found
		} catch let failure as CommandFailure {
			throw CommandFailure(failure.diagnostics, exitCode: .invalidConfiguration)
		}
		var findings: [Diagnostic] = []
		for path in invocation.values("against") {
			do {
				findings += try SpecVerification.verify(spec: spec, against: try FileReading.bytes(path), path: path)
			} catch let failure as CommandFailure {
				throw CommandFailure(failure.diagnostics, exitCode: .invalidConfiguration)
			} catch let diagnostic as Diagnostic {
				throw CommandFailure([diagnostic], exitCode: .invalidConfiguration)
			}
		}
		let drift = findings.filter { $0.severity == .error }.count
		if invocation.flag("json") {
			context.console.output(VerificationReport.json(findings))
		} else {
			context.console.report(findings)
			let notes = findings.count - drift
			context.console.summary(
				"verified \(invocation.values("against").count) file\(invocation.values("against").count == 1 ? "" : "s") against \(specPath): "
					+ (drift == 0 ? "no drift" : "\(drift) drift finding\(drift == 1 ? "" : "s")") + (notes > 0 ? ", \(notes) note\(notes == 1 ? "" : "s")" : ""))
		}
		return drift > 0 ? .failure : .success
	}
}

/// The `--json` form of `spec verify`'s findings.
enum VerificationReport {
	static func json(_ findings: [Diagnostic]) -> String {
		let items: [JSONValue] = findings.map { finding in
			var members: [(String, JSONValue)] = [
				("severity", .string(finding.severity == .error ? "drift" : "note")), ("message", .string(finding.message)),
			]
			members += location(finding.location, prefix: "")
			if let declared = finding.notes.first {
				members.append(("spec", .ordered([("message", .string(declared.message))] + location(declared.location, prefix: ""))))
			}
			return .ordered(members)
		}
		let drift = findings.filter { $0.severity == .error }.count
		return JSONWriter().write(
			.ordered([
				("clean", .bool(drift == 0)), ("drift", .integer(drift)), ("notes", .integer(findings.count - drift)), ("findings", .list(items)),
			]))
	}

	private static func location(_ location: SourceLocation?, prefix: String) -> [(String, JSONValue)] {
		guard let location else { return [] }
		var members: [(String, JSONValue)] = [("file", .string(location.path))]
		if let position = location.position { members += [("line", .integer(position.line)), ("column", .integer(position.column))] }
		return members
	}
}
