import ScaffoldCommandLine
import ScaffoldCore

/// The project a command works on: its root, its `scaffold.json` (or the defaults) and the
/// templates in force (the embedded ones, with the project's overrides).
struct Project {
	/// What a command does to the project, and so which lock it takes.
	enum Access {
		/// Reads only (`check`, dry runs): a shared lock, so it never sees half a run.
		case read
		/// Writes: the exclusive lock, and interrupted runs are cleaned up first.
		case write
	}

	let config: ProjectConfig
	/// `scaffold.json`'s bytes, as `config` was read from them; `nil` for the defaults.
	let configBytes: [UInt8]?
	let disk: ProjectDisk
	/// Held for the rest of the process.
	var lock: ProjectLock?

	init(config: ProjectConfig, configBytes: [UInt8]? = nil, disk: ProjectDisk, lock: ProjectLock? = nil) {
		self.config = config
		self.configBytes = configBytes
		self.disk = disk
		self.lock = lock
	}

	/// Finds the project: `--output DIR` names the root outright; otherwise the nearest
	/// `scaffold.json` from the working directory upward, else the working directory itself.
	/// Then takes the project's lock for `access`; a writer first undoes or cleans up what
	/// interrupted runs left (and says so on standard error).
	static func open(output: String?, context: CommandContext, access: Access) throws -> Project {
		var warnings: [Diagnostic] = []
		var project = try find(output: output, fileSystem: context.fileSystem, warnings: &warnings)
		// A setting of the team's formatter configuration scaffold's layout cannot follow.
		context.console.report(warnings)
		// A project pinned to other versions of scaffold: this one reads and writes nothing of it.
		if let refusal = project.config.versionRefusal(running: CommandRegistry.version) {
			throw CommandFailure([refusal], exitCode: .invalidConfiguration)
		}
		try project.checkOutputFolder()
		let disk = project.disk
		project.lock = try ProjectLock.acquire(
			root: disk.resolvedRoot, exclusive: access == .write, fileSystem: disk.fileSystem,
			timeout: ProjectLock.timeout(environment: context.environment), display: disk.display)
		let recovery = StagingRecovery(fileSystem: disk.fileSystem, root: disk.resolvedRoot)
		context.console.report(access == .write ? recovery.recover(display: disk.display) : recovery.warnings(display: disk.display))
		return project
	}

	private static func find(output: String?, fileSystem: any FileSystem, warnings: inout [Diagnostic]) throws -> Project {
		let read: (String) -> [UInt8]? = { path in try? FileReading.bytes(path) }
		if let output {
			let disk = try ProjectDisk(root: output, fileSystem: fileSystem)
			let configPath = ProjectConfig.path(in: output)
			guard let bytes = read(configPath) else {
				return Project(config: try styled(&warnings, .defaults, root: output, shownRoot: output), disk: disk)
			}
			let config = try loaded(ProjectConfig.load(bytes: bytes, path: configPath))
			return Project(config: try styled(&warnings, config, root: output, shownRoot: output), configBytes: bytes, disk: disk)
		}
		let workingDirectory = ProjectDisk.workingDirectory ?? FileManager.default.currentDirectoryPath
		let directories = ProjectConfig.candidateDirectories(from: workingDirectory)
		guard let configPath = ProjectConfig.find(in: directories, fileExists: { var info = stat(); return stat($0, &info) == 0 }),
			let bytes = read(configPath)
		else {
			let root = workingDirectory
			return Project(config: try styled(&warnings, .defaults, root: root, shownRoot: "."), disk: try ProjectDisk(root: root, fileSystem: fileSystem))
		}
		// Problems in the config are shown at its path as the user would type it (`../scaffold.json`).
		let shown = ProjectDisk.relativeToWorkingDirectory(configPath)
		let root = ProjectDisk.parent(of: configPath)
		let config = try styled(&warnings, 
			try loaded(ProjectConfig.load(bytes: bytes, path: shown)), root: root, shownRoot: ProjectDisk.parent(of: shown))
		return Project(config: config, configBytes: bytes, disk: try ProjectDisk(root: root, fileSystem: fileSystem))
	}

	/// `config` with the style of the root's `.swift-format` (or, without one, `.editorconfig`)
	/// under its own `format` settings.
	private static func styled(
		_ warnings: inout [Diagnostic], _ config: ProjectConfig, root: String, shownRoot: String
	) throws -> ProjectConfig {
		func file(_ name: String) -> (bytes: [UInt8], path: String)? {
			let path = root.isEmpty ? name : root + "/" + name
			guard let bytes = try? FileReading.bytes(path) else { return nil }
			return (bytes, shownRoot.isEmpty || shownRoot == "." ? name : shownRoot + "/" + name)
		}
		let swiftFormat = file(".swift-format")
		let result = config.applyingStyleFiles(swiftFormat: swiftFormat, editorConfig: swiftFormat == nil ? file(".editorconfig") : nil)
		warnings = result.diagnostics
		return try loaded(result)
	}

	private static func loaded(_ result: (config: ProjectConfig?, diagnostics: [Diagnostic])) throws -> ProjectConfig {
		guard let config = result.config, !result.diagnostics.containsErrors else {
			throw CommandFailure(result.diagnostics, exitCode: .invalidConfiguration)
		}
		return config
	}

	/// The spec of `feature` by convention: `<specs>/<Feature>.json`, relative to the root
	/// (or absolute, when `specs` is).
	func conventionalSpec(feature: String) -> String {
		config.specs + "/" + feature + ".json"
	}

	/// Every spec of the project (`<specs>/*.json`), relative to the root (or absolute), sorted.
	func specPaths() throws -> [String] {
		let folder = path(config.specs)
		guard FileManager.default.fileExists(atPath: folder) else { return [] }
		return try FileReading.files(in: folder, withExtension: "json").map {
			config.specs + "/" + ProjectDisk.lastComponent(of: $0)
		}
	}

	/// A path of the config (`specs`, `templates`, a spec below them) as an absolute path: the
	/// one way every command resolves them (``ConfigPath/resolve(_:against:)``).
	func path(_ configured: String) -> String {
		ConfigPath.resolve(configured, against: disk.resolvedRoot)
	}

	/// Reads a file below the root for generation, which asks for a feature's stored-shape history
	/// (``StoredShapeJudgement``): its bytes, or nil when there is none.
	var storedShapeReader: @Sendable (String) -> [UInt8]? {
		let root = disk.resolvedRoot
		return { path in try? FileReading.bytes(root + "/" + path) }
	}

	/// The bytes of a file the config names (a spec), reported at its path as the user sees it.
	func read(_ configured: String) throws(CommandFailure) -> [UInt8] {
		do {
			return try FileReading.bytes(path(configured))
		} catch {
			var failure = error
			for index in failure.diagnostics.indices { failure.diagnostics[index].location?.path = display(configured) }
			throw failure
		}
	}

	/// A path of the config as the user should see it.
	func display(_ configured: String) -> String {
		configured.hasPrefix("/") ? ProjectDisk.relativeToWorkingDirectory(configured) : disk.display(configured)
	}

	/// The folder a config key names, resolved through symbolic links, when scaffold may write
	/// into it; otherwise an error at the key in `scaffold.json` (status 2), or, for a default
	/// folder that is a symbolic link leading out, at no place (status 1).
	func writableFolder(_ key: String) throws(CommandFailure) -> String {
		let configured =
			switch key {
			case "specs": config.specs
			case "templates": config.templates
			default: config.output
			}
		let location = config.keyLocations[key]
		let resolved = ProjectDisk.resolvedThroughLinks(path(configured)) ?? path(configured)
		if let problem = ConfigPath.writeProblem(
			key: key, configured: configured, resolved: resolved, root: disk.resolvedRoot, at: location)
		{
			throw CommandFailure([problem], exitCode: location == nil ? .failure : .invalidConfiguration)
		}
		return resolved
	}

	/// Every generated file lands below `output`: it must stay inside the root.
	private func checkOutputFolder() throws(CommandFailure) {
		_ = try writableFolder("output")
	}

	/// The manifest, every record checked against what this project can generate.
	func manifest() throws -> Manifest? {
		try disk.manifest(generatedPaths: GeneratedPaths(config: config))
	}

	/// The manifest read from `bytes` (``ProjectDisk/manifestFileBytes()``), checked likewise.
	func manifest(bytes: [UInt8]?) throws -> Manifest? {
		try bytes.map { try disk.manifest(bytes: $0, generatedPaths: GeneratedPaths(config: config)) }
	}

	/// The templates of the project's templates folder (`.mustache` files), as read.
	func templateOverrides() throws -> [TemplateSource] {
		let folder = path(config.templates)
		// Most projects override nothing: one `stat` then, not a directory enumerator (Foundation's
		// first use of FileManager and its casts cost a `feature` run more than its own reading).
		var info = stat()
		guard stat(folder, &info) == 0, let relatives = try? FileManager.default.subpathsOfDirectory(atPath: folder) else { return [] }
		// In path order, so that what is said about them comes in the same order on every machine.
		return try relatives.filter { $0.hasSuffix(".mustache") }.sorted().map { relative in
			TemplateSource(path: relative, text: try FileReading.text(folder + "/" + relative))
		}
	}

	/// The embedded templates with the project's overrides from its templates folder.
	func catalog() throws -> TemplateCatalog {
		try catalog(overrides: try templateOverrides())
	}

	/// The embedded templates with `overrides` (``templateOverrides()``).
	func catalog(overrides: [TemplateSource]) throws -> TemplateCatalog {
		if overrides.isEmpty { return .embedded }
		let (catalog, diagnostics) = TemplateCatalog.embedded.overridden(by: overrides, folder: display(config.templates))
		if diagnostics.containsErrors { throw CommandFailure(diagnostics, exitCode: .failure) }
		return catalog
	}
}
