import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold adopt`: writes `scaffold.json` for an app that already exists, from what it finds there.
enum AdoptCommand: Command {
	static let definition = CommandDefinition(
		"adopt",
		abstract: "Set scaffold up in an existing app: write its scaffold.json.",
		discussion: """
			Reads the app in the current folder (or --path) and explains every guess as a note at the \
			file and line it came from: the project system (SwiftPM, Tuist, XcodeGen, Xcode), the \
			modules that play Networking, Core and their mocks, how feature modules are named, the \
			indentation, the test framework, how tests load fixtures, each module's default isolation, \
			and which of the types and members generated code uses the app lacks (a warning each, \
			saying what generated code does instead). Then writes scaffold.json (and, in a Tuist app \
			with a feature module helper, a template made of it for new features' helpers, in \
			scaffold's templates folder) and nothing else: the app's own files are never touched. --dry-run prints scaffold.json instead; an existing \
			scaffold.json is replaced only with --force.
			""",
		options: [
			.value("path", "dir", help: "The app's root folder.", default: "."),
			.flag("dry-run", help: "Print scaffold.json and write nothing."),
			.flag("force", help: "Replace an existing scaffold.json."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let root = invocation.value("path") ?? "."
		guard FileReading.isFolder(root) == true else {
			throw CommandFailure([.error("'\(root)' is not a folder")], exitCode: .noInput)
		}
		let configPath = root == "." ? ProjectConfig.fileName : root + "/" + ProjectConfig.fileName
		// Refused before the survey: its notes would only bury the one line that matters.
		if !invocation.flag("dry-run"), !invocation.flag("force"), FileReading.isFolder(configPath) != nil {
			throw CommandFailure([.error("file already exists; use --force to replace it", at: SourceLocation(path: configPath, position: nil))], exitCode: .failure)
		}
		let (paths, files) = try AppFiles.read(root: root)
		var survey = AppSurvey(paths: paths, files: files)
		// The team's formatter configuration sets the indentation; scaffold.json must not override it.
		if let file = [".swift-format", ".editorconfig"].first(where: { FileReading.isFolder(root == "." ? $0 : root + "/" + $0) == false }) {
			survey.leaveIndentation(to: file)
		}
		// One version per project from the start, as `init` pins it.
		survey.config.scaffoldVersion = ScaffoldVersionPin.minorRange(of: CommandRegistry.version)
		let text = survey.configText
		context.console.report(survey.diagnostics)
		let app = survey.config.app
		let missing = RuntimeDoctor.diagnostics(
			survey.findings, recorded: app?.lacks ?? [], sources: app?.sources ?? [:], configPath: ProjectConfig.fileName)
		context.console.report(missing)
		if invocation.flag("dry-run") {
			context.console.output(text)
			return .success
		}
		try TextFileWriting.write(text, to: configPath, replacing: invocation.flag("force"))
		// A Tuist app's feature helper, made a template for new features' helpers: scaffold's own
		// folder, written once (an edited template is the team's).
		if let template = survey.tuistTemplate {
			let path = root == "." ? template.path : root + "/" + template.path
			if FileReading.isFolder(path) == nil {
				try TextFileWriting.write(template.text, to: path, replacing: false)
				context.console.report(Diagnostic(.note, "wrote the template of new features' Tuist helpers", at: SourceLocation(path: path, position: nil)))
			}
		}
		let present = survey.findings.filter(\.isPresent).count
		context.console.summary(
			"wrote \(configPath): \(app?.project.rawValue ?? "xcode") project, \(present) of \(survey.findings.count) runtime requirements present, \(survey.findings.count - present) recorded in app.lacks")
		return .success
	}
}
