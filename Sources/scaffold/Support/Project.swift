import Foundation
import ScaffoldCore

/// The project a command works on: its root, its `scaffold.json` (or the defaults) and the
/// templates in force (the embedded ones, with the project's overrides).
struct Project {
	let config: ProjectConfig
	let disk: ProjectDisk

	/// Finds the project: `--output DIR` names the root outright; otherwise the nearest
	/// `scaffold.json` from the working directory upward, else the working directory itself.
	static func open(output: String?) throws -> Project {
		let files = FileManager.default
		let read: (String) -> [UInt8]? = { path in files.contents(atPath: path).map { Array($0) } }
		if let output {
			let disk = try ProjectDisk(root: output)
			let configPath = ProjectConfig.path(in: output)
			guard let bytes = read(configPath) else { return Project(config: .defaults, disk: disk) }
			return Project(config: try loaded(ProjectConfig.load(bytes: bytes, path: configPath)), disk: disk)
		}
		let discovered = ProjectConfig.discover(from: files.currentDirectoryPath, read: read)
		let root = discovered.path.map { ($0 as NSString).deletingLastPathComponent } ?? files.currentDirectoryPath
		let config = try loaded((discovered.config, discovered.diagnostics))
		return Project(config: config, disk: try ProjectDisk(root: root))
	}

	private static func loaded(_ result: (config: ProjectConfig?, diagnostics: [Diagnostic])) throws -> ProjectConfig {
		guard let config = result.config, !result.diagnostics.containsErrors else {
			throw CommandFailure(result.diagnostics, exitCode: .invalidConfiguration)
		}
		return config
	}

	/// The spec of `feature` by convention: `<specs>/<Feature>.json`, relative to the root.
	func conventionalSpec(feature: String) -> String {
		config.specs + "/" + feature + ".json"
	}

	/// Every spec of the project (`<specs>/*.json`), relative to the root, sorted.
	func specPaths() throws -> [String] {
		let folder = disk.absolute(config.specs)
		guard FileManager.default.fileExists(atPath: folder) else { return [] }
		return try FileReading.files(in: folder, withExtension: "json").map {
			config.specs + "/" + ($0 as NSString).lastPathComponent
		}
	}

	/// How a spec path given on the command line appears in headers and the manifest: relative
	/// to the root when it lies inside, else as given (so output never depends on where
	/// the command ran from when the spec belongs to the project).
	func specDisplayPath(_ path: String) -> String {
		guard let resolved = ProjectDisk.realPath(path) else { return path }
		let root = disk.resolvedRoot.hasSuffix("/") ? disk.resolvedRoot : disk.resolvedRoot + "/"
		return resolved.hasPrefix(root) ? String(resolved.dropFirst(root.count)) : path
	}

	/// The embedded templates with the project's overrides from its templates folder.
	func catalog() throws -> TemplateCatalog {
		let folder = disk.absolute(config.templates)
		guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return .embedded }
		var overrides: [TemplateSource] = []
		while let relative = enumerator.nextObject() as? String {
			guard relative.hasSuffix(".mustache") else { continue }
			overrides.append(TemplateSource(path: relative, text: try FileReading.text(folder + "/" + relative)))
		}
		let (catalog, diagnostics) = TemplateCatalog.embedded.overridden(by: overrides, folder: disk.display(config.templates))
		if diagnostics.containsErrors { throw CommandFailure(diagnostics, exitCode: .failure) }
		return catalog
	}
}

extension Project {
	/// The project-level files (`Package.swift`, the schema) for the features already generated
	/// (as the manifest records them) plus the files of this run.
	func projectFiles(adding files: [OutputFile], manifest: Manifest?, generator: Generator) throws -> [OutputFile] {
		let recorded = (manifest ?? .empty).sortedRecords.map(\.path)
		let features = ProjectFiles.features(fromPaths: recorded + files.map(\.path), config: config)
		return try ProjectFiles.generated(features: features, config: config, generator: generator)
	}
}

extension Project {
	/// Every spec of the project generated in memory and planned against the disk and the
	/// whole manifest: what `check` reports and `prune` acts on. Problems of the specs,
	/// templates or configuration are thrown with `failureStatus`.
	func planEverything(failureStatus: ExitCode) throws -> (plan: Plan, warnings: [Diagnostic]) {
		let generator: Generator
		do {
			generator = try Generator(catalog: try catalog())
		} catch let error as DiagnosticError {
			throw CommandFailure(error.diagnostics, exitCode: failureStatus)
		}
		let specs = try specPaths().map { ProjectGeneration.SpecFile(path: $0, bytes: try FileReading.bytes(disk.absolute($0))) }
		let output = ProjectGeneration.run(specs: specs, config: config, generator: generator)
		if output.failed { throw CommandFailure(output.diagnostics, exitCode: failureStatus) }
		let manifest = try disk.manifest()
		let paths = Plan.pathsToInspect(outputs: output.files, manifest: manifest)
		let plan = try Plan(outputs: output.files, disk: disk.snapshot(paths), manifest: manifest, root: disk.resolvedRoot)
		return (plan, output.diagnostics)
	}
}
