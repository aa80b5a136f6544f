import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold init`: sets a folder up as a scaffold project that builds and tests on its own.
enum InitCommand: Command {
	static let definition = CommandDefinition(
		"init",
		abstract: "Set up a project: config, starter spec, runtime, Package.swift.",
		discussion: """
			Writes scaffold.json, Specs/Character.json, the runtime libraries the generated code \
			imports (networking, mocks, core, test helpers, with their tests) and a Package.swift that \
			scaffold keeps in step with the features you generate. Works in an empty or an existing \
			folder and never overwrites anything there: files that exist are skipped, and a \
			Package.swift that is not scaffold's stops the run before anything is written. A team \
			with an existing app runs 'scaffold adopt' instead.
			""",
		options: [
			.value("name", "name", help: "The Swift package's name.", default: "App"),
			.value("module-prefix", "prefix", help: "The prefix of module names (ChallengeNetworking, …).", default: "Challenge"),
			.value("path", "dir", help: "The project folder to set up (created when missing).", default: "."),
			.value(
				"default-isolation", "isolation",
				help: "The default isolation of the modules in Package.swift: mainActor (Xcode 26's app defaults) or nonisolated.",
				default: DefaultIsolation.standard.rawValue, allowed: DefaultIsolation.allCases.map(\.rawValue)),
			.flag("dry-run", help: "Show what would be written, and write nothing."),
		])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let root = invocation.value("path") ?? "."
		let project = try Project.open(output: root, context: context, access: invocation.flag("dry-run") ? .read : .write)
		var config = project.config
		// The starter spec goes into the specs folder: it must be inside the project, and is
		// named relative to the root even when scaffold.json gives it as an absolute path.
		let specs = try project.writableFolder("specs")
		if config.specs.hasPrefix("/"), let relative = ConfigPath.relative(specs, to: project.disk.resolvedRoot), !relative.isEmpty {
			config.specs = relative
		}
		let hasConfig = project.disk.exists(ProjectConfig.fileName)
		if !hasConfig {
			let prefix = invocation.value("module-prefix") ?? "Challenge"
			guard SwiftIdentifier.isPlain(prefix) else {
				throw CommandFailure([.error("module prefix \(quoted: prefix) is not a valid Swift identifier")], exitCode: .usage)
			}
			config.modulePrefix = prefix
			config.modules = ProjectConfig.Modules(prefix: prefix)
			config.packageName = invocation.value("name") ?? "App"
			config.defaultIsolation = invocation.value("default-isolation").flatMap(DefaultIsolation.init(rawValue:)) ?? .standard
			// One version per project from the start: this scaffold's minor version, any patch.
			config.scaffoldVersion = ScaffoldVersionPin.minorRange(of: CommandRegistry.version)
		}
		let initialized = Project(config: config, disk: project.disk)
		let generator = try initialized.generator()
		let manifest = try initialized.manifest()
		let features = manifest?.features ?? []
		let outputs =
			try ProjectFiles.initFiles(config: config, generator: generator)
			+ (try initialized.projectFiles(features: features, generator: generator))
		let scope = Manifest.Scope.features([], projectFiles: true, paths: initialized.generatedPaths)
		let scoped = try initialized.plan(outputs, features: features, scope: scope, manifest: manifest)
		return try PlanPresentation(console: context.console, disk: project.disk).present(
			scoped, dryRun: invocation.flag("dry-run"), diff: false, json: false,
			conflictHint: "nothing was written; init never overwrites files: move them away, or write scaffold.json by hand")
	}
}
