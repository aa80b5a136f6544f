import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold doctor`: checks an adopted app's runtime against what generated code uses.
enum DoctorCommand: Command {
	static let definition = CommandDefinition(
		"doctor",
		abstract: "Check that the app's runtime still has what generated code uses.",
		discussion: """
			Scans the Swift sources of the modules scaffold.json's app.sources names with scaffold's \
			declaration scanner and looks up every type, member, enum case and conformance generated \
			code uses (docs/runtime.md lists them). Each one the app lacks is a warning at the type's \
			declaration (or the module's folder) saying what generated code does without it; one that \
			scaffold.json's app.lacks does not list is an error, because generated code expects it; one \
			app.lacks lists that the app now has is a note. Exits with 0 when there is no error, 1 when \
			there is one, and 2 when scaffold.json is invalid or has no app section.
			""")

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let project = try Project.open(output: nil, context: context, access: .read)
		guard let app = project.config.app else {
			throw CommandFailure(
				[
					.error(
						"\(ProjectConfig.fileName) has no 'app' section: doctor checks an app that brings its own runtime; run 'scaffold adopt' in its root first",
						at: project.config.location.map { SourceLocation(path: $0.path, position: nil) })
				], exitCode: .invalidConfiguration)
		}
		let root = project.disk.resolvedRoot
		let (_, files) = try AppFiles.read(root: root)
		let findings = RuntimeDoctor.check(AppDeclarations(files: files), sources: app.sources)
		let diagnostics = RuntimeDoctor.diagnostics(
			findings, recorded: app.lacks, sources: app.sources, configPath: ProjectConfig.fileName)
		context.console.report(diagnostics)
		let present = findings.filter(\.isPresent).count
		context.console.summary("doctor: \(findings.count) requirements, \(present) present, \(findings.count - present) missing")
		return diagnostics.containsErrors ? .failure : .success
	}
}
