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
			scaffold.json is replaced only with --force. An app without the runtime generated code is \
			written against (an HTTPClientContract sending an Endpoint) is told so once, and adopted \
			with --with-runtime: scaffold's runtime is written into the app as four modules of their \
			own (generated files, kept by check), with a transport file, the app's from then on, that \
			sends their requests through the app's own URLSession setup; the targets to add are printed.
			""",
		options: [
			.value("path", "dir", help: "The app's root folder.", default: "."),
			.flag("with-runtime", help: "Bring scaffold's runtime into the app as modules of their own."),
			.value(
				"runtime-path", "dir", help: "With --with-runtime: the folder of the runtime's modules, below the app's root.",
				default: AppSurvey.defaultRuntimePath),
			.value(
				"runtime-prefix", "prefix", help: "With --with-runtime: the prefix of the runtime's module names.",
				default: AppSurvey.defaultRuntimePrefix),
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
		if invocation.flag("with-runtime") {
			return try adoptWithRuntime(survey, root: root, configPath: configPath, invocation, context)
		}
		for option in ["runtime-path", "runtime-prefix"] where invocation.wasGiven(option) {
			throw CommandFailure([.error("--\(option) goes with --with-runtime")], exitCode: .usage)
		}
		guard survey.hasDocumentedRuntime else {
			// One message, not a warning per requirement: without an HTTPClientContract nothing fits.
			survey.forgetModuleGuesses()
			context.console.report(survey.diagnostics)
			throw CommandFailure([survey.missingRuntimeDiagnostic], exitCode: .failure)
		}
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

	/// `adopt --with-runtime`: scaffold.json naming scaffold's runtime as the app's, the runtime's
	/// files (generated, recorded in the manifest) and the app's transport file (written once);
	/// then what the project system needs. A conflict writes nothing, scaffold.json included.
	private static func adoptWithRuntime(
		_ survey: AppSurvey, root: String, configPath: String, _ invocation: Invocation, _ context: CommandContext
	) throws -> ExitCode {
		var survey = survey
		let prefix = invocation.value("runtime-prefix") ?? AppSurvey.defaultRuntimePrefix
		let path = invocation.value("runtime-path") ?? AppSurvey.defaultRuntimePath
		guard SwiftIdentifier.isPlain(prefix) else {
			throw CommandFailure([.error("runtime prefix \(quoted: prefix) is not a valid Swift identifier")], exitCode: .usage)
		}
		guard ConfigPath.isBelowRoot(path) else {
			throw CommandFailure([.error("runtime path \(quoted: path) must be a folder below the app's root (no '..', no leading '/')")], exitCode: .usage)
		}
		if survey.hasDocumentedRuntime {
			survey.note(
				Diagnostic(.note, "the app has a runtime of the documented shape; --with-runtime brings scaffold's beside it, and generated code uses scaffold's"))
		}
		// A folder of the app's own by that name: its files would be taken for the team's edits.
		let folder = root == "." ? path : root + "/" + path
		if FileReading.isFolder(folder) != nil, !invocation.flag("force") {
			throw CommandFailure(
				[
					.error(
						"\(path) already exists: scaffold's runtime needs a folder of its own; choose another with --runtime-path (or --force to adopt again over a runtime scaffold wrote)",
						at: SourceLocation(path: folder, position: nil))
				], exitCode: .failure)
		}
		survey.bringRuntime(path: path, prefix: prefix)
		let text = survey.configText
		context.console.report(survey.diagnostics)
		if invocation.flag("dry-run") {
			context.console.output(text)
			return .success
		}
		let previous = try? FileReading.bytes(configPath)
		try TextFileWriting.write(text, to: configPath, replacing: invocation.flag("force"))
		let status: ExitCode
		do {
			status = try writeRuntime(survey, root: root, path: path, context)
		} catch {
			try restore(configPath, previous)
			throw error
		}
		if status != .success { try restore(configPath, previous) }
		return status
	}

	/// Plans and writes the runtime's files and the transport file, and prints the registration.
	private static func writeRuntime(_ survey: AppSurvey, root: String, path: String, _ context: CommandContext) throws -> ExitCode {
		let project = try Project.open(output: root, context: context, access: .write)
		guard let app = project.config.app, let runtime = app.runtime else { return .failure }
		let generator = try project.generator()
		let manifest = try project.manifest()
		let steps: ProjectRegistration.Steps
		do {
			steps = try ProjectRegistration.runtimeSteps(
				runtime, app: app, transportPath: project.config.outputPath(survey.transportPath(runtimePath: path)), config: project.config,
				generator: generator)
		} catch {
			throw CommandFailure(error.diagnostics, exitCode: .failure)
		}
		let features = manifest?.features ?? []
		let outputs = try project.projectFiles(features: features, generator: generator) + steps.files
		let scope = Manifest.Scope.features([], projectFiles: true, paths: project.generatedPaths)
		let scoped = try project.plan(outputs, features: features, scope: scope, manifest: manifest)
		let status = try PlanPresentation(console: context.console, disk: project.disk).present(
			scoped, dryRun: false, diff: false, json: false,
			conflictHint: "nothing was written, scaffold.json included: move those files away, or choose another --runtime-path")
		guard status == .success else { return status }
		context.console.report(steps.notes)
		return status
	}

	/// Puts scaffold.json back as it was before this run (`nil`: there was none).
	private static func restore(_ path: String, _ bytes: [UInt8]?) throws {
		if let bytes {
			try TextFileWriting.write(String(decoding: bytes, as: UTF8.self), to: path, replacing: true)
		} else {
			try? FileManager.default.removeItem(atPath: path)
		}
	}
}
