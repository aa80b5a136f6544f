/// Project-level files: what `scaffold init` writes once, and what scaffold keeps in step
/// with the set of specs (`Package.swift`, the spec schema).
package enum ProjectFiles {
	/// The templates `init` renders, all under `Templates/Init/`.
	static let initFolder = "Init/"
	/// Where the schema that specs' `$schema` points at lives in a project.
	package static let schemaPath = "schema/scaffold-spec.schema.json"

	/// What `init` writes for a new project: `scaffold.json`, a starter spec and the runtime
	/// libraries, all user-owned (never overwritten, never checked).
	package static func initFiles(config: ProjectConfig, generator: Generator) throws(DiagnosticError) -> [OutputFile] {
		let context: TemplateValue = ["modulePrefix": .string(config.modulePrefix)]
		var files = [OutputFile(path: ProjectConfig.fileName, contents: configText(config), origin: "", templateHash: "", ownership: .userOwned)]
		let sources = generator.catalog.sources.filter {
			$0.path.hasPrefix(initFolder) && !$0.isPartial && $0.path != initFolder + "Package.swift.mustache"
		}
		for source in sources {
			var path = try outputPath(of: source, context: context)
			if path.hasPrefix("Specs/") { path = config.specs + path.dropFirst("Specs".count) }
			let job = RenderJob(templatePath: source.path, context: context, outputPath: path, origin: "")
			var file = try generator.render([job], config: config)[0]
			file.ownership = .userOwned
			files.append(file)
		}
		return files
	}

	/// The files kept in step with the specs; empty for a project without `packageName`.
	package static func generated(
		features: [GeneratedFeature], config: ProjectConfig, generator: Generator
	) throws(DiagnosticError) -> [OutputFile] {
		guard let packageName = config.packageName else { return [] }
		let featureValues: [TemplateValue] = features.normalized().map { feature in
			[
				"name": .string(feature.name),
				"module": .string(config.featureModuleName(for: feature.name)),
				"testModule": .string(config.featureModuleName(for: feature.name) + "Tests"),
				"path": .string(config.outputPath("Features/" + feature.name)),
				"hasFixtures": .bool(feature.hasFixtures),
			]
		}
		let context: TemplateValue = [
			"modulePrefix": .string(config.modulePrefix), "packageName": .string(packageName), "features": .list(featureValues),
			"mainActor": .bool(config.defaultIsolation == .mainActor),
		]
		let package = RenderJob(templatePath: initFolder + "Package.swift.mustache", context: context, outputPath: "Package.swift", origin: "")
		var files = try generator.render([package], config: config)
		files.append(OutputFile(path: schemaPath, contents: schema.text, origin: "", templateHash: schema.hash))
		return files
	}

	/// The schema's text and hash, built once per process: it never changes, and writing it
	/// as JSON on every run was a sixth of a `scaffold feature` that changes nothing.
	private static let schema: (text: String, hash: String) = {
		let text = SpecSchema.text()
		return (text, SHA256.hex(text))
	}()

	/// A template's output path: its path below `Init/`, without `.mustache`, rendered as a
	/// template itself (folders are named `{{modulePrefix}}Networking` and the like).
	static func outputPath(of source: TemplateSource, context: TemplateValue) throws(DiagnosticError) -> String {
		let relative = String(source.name.dropFirst(initFolder.count))
		let template = try Template(name: source.displayPath, source: relative)
		do {
			return try template.render(context)
		} catch {
			throw DiagnosticError(error)
		}
	}

	/// `scaffold.json` as `init` writes it: every key a newcomer may want to change, with defaults.
	static func configText(_ config: ProjectConfig) -> String {
		var members: [(String, JSONValue)] = [("version", .number(String(ProjectConfig.currentVersion)))]
		if let packageName = config.packageName { members.append(("packageName", .string(packageName))) }
		members += [
			("modulePrefix", .string(config.modulePrefix)), ("specs", .string(config.specs)), ("output", .string(config.output)),
			("templates", .string(config.templates)), ("defaultIsolation", .string(config.defaultIsolation.rawValue)),
		]
		return JSONWriter(indentation: config.indentation).write(JSONValue.ordered(members))
	}
}
