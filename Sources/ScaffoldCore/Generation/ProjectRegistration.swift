import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What an adopted app's project system needs for a feature scaffold generates for the first
/// time, since scaffold never edits a project file (`Project.swift`, `project.yml`, `.pbxproj`):
/// - Tuist: a module helper file (from `Templates/Project/TuistModule.swift`, which `adopt` may
///   derive from a feature helper the app has), written once and the app's from then on, and the
///   line that registers it;
/// - XcodeGen: the targets for `project.yml` (`Templates/Project/XcodeGenTargets.yml`), printed;
/// - SwiftPM: the targets for `Package.swift` (`Templates/Project/SwiftPMTargets.swift`), printed;
/// - Xcode with synchronized folders: nothing to write, and a note that says so.
package enum ProjectRegistration {
	/// The files to create (owned by the app once written) and the notes to print.
	package struct Steps: Sendable {
		/// User-owned files: created when missing, never overwritten.
		package var files: [OutputFile] = []
		/// What to add to the project by hand, as notes.
		package var notes: [Diagnostic] = []
	}

	/// Why `feature` is refused in an adopted app whose `folder` exists though scaffold never
	/// generated the feature: the folder is the app's own (a hand-written feature of that name),
	/// and scaffold writes into none of the app's folders.
	package static func foreignFeatureFolder(_ feature: String, folder: String, spec: SourceLocation?) -> Diagnostic {
		.error(
			"\(folder) is a folder of the app's own: scaffold never generated feature '\(feature)', and writes into none of the app's folders",
			at: spec,
			notes: [
				Diagnostic.Note(
					"give the spec another feature name; a hand-written feature stays the team's (scaffold.json's featureModule names the module of a new one)")
			])
	}

	/// The steps for `feature`, new in the adopted app `app`.
	package static func steps(feature: String, app: AdoptedApp, config: ProjectConfig, generator: Generator) throws(DiagnosticError) -> Steps {
		let module = config.featureModuleName(for: feature)
		let path = config.outputPath("Features/" + feature)
		let context = TemplateValue.object(
			TemplateObject(
				[
					("name", .string(feature)), ("module", .string(module)), ("testModule", .string(module + "Tests")), ("path", .string(path)),
					("usesBundleFixtures", .bool(app.fixtures == nil)),
				] + moduleEntries(config)))
		var steps = Steps()
		switch app.project {
		case .tuist:
			let helper = app.moduleHelper.path.replacingFeature(feature)
			steps.files.append(try userOwned("Project/TuistModule.swift.mustache", context, at: helper, generator, config))
			steps.notes.append(
				Diagnostic(
					.note,
					"Tuist: register \(module) by adding \(app.moduleHelper.register.replacingFeature(feature)) to the targets of Project.swift (and .target(name: \"\(module)\") to the app target's dependencies); scaffold never edits Project.swift",
					at: SourceLocation(path: helper, position: nil)))
		case .xcodeGen, .swiftPM:
			steps.notes.append(try targetsToPaste(app.project, prefix: "", context, generator, config))
		case .xcode:
			steps.notes.append(
				Diagnostic(
					.note,
					"Xcode: with synchronized folders, \(path) joins the project by itself; add a framework target \(module) for \(path)/Sources and a test target \(module)Tests for \(path)/Tests if your project has none",
					at: nil))
		}
		return steps
	}

	/// The steps for scaffold's runtime brought into `app` (`adopt --with-runtime`): the app's
	/// transport file at `transportPath`, written once, and what to register for its four modules.
	package static func runtimeSteps(
		_ runtime: AdoptedApp.BroughtRuntime, app: AdoptedApp, transportPath: String, config: ProjectConfig, generator: Generator
	) throws(DiagnosticError) -> Steps {
		let modules = config.modules
		let context = TemplateValue.object(TemplateObject([("runtimePath", .string(config.outputPath(runtime.path)))] + moduleEntries(config)))
		var steps = Steps()
		steps.files.append(try userOwned("Project/AppHTTPTransport.swift.mustache", context, at: transportPath, generator, config))
		steps.notes.append(
			Diagnostic(
				.note,
				"the app's transport: HTTPClient(baseURL:transport: AppHTTPTransport(…)) sends the runtime's requests through the app's own URLSession setup; the file is the app's (written once, never rewritten)",
				at: SourceLocation(path: transportPath, position: nil)))
		let folders = [modules.networking, modules.networkingMocks, modules.core, modules.coreMocks].map { "\($0) (\(config.outputPath(runtime.path))/\($0))" }
		let what =
			"framework targets \(folders.joined(separator: ", ")), the Mocks depending on their library; link \(modules.networking) and \(modules.core) to the app target, and compile \(transportPath) in it"
		switch app.project {
		case .tuist:
			steps.notes.append(Diagnostic(.note, "Tuist: add \(what); scaffold never edits Project.swift", at: nil))
		case .xcodeGen, .swiftPM:
			steps.notes.append(try targetsToPaste(app.project, prefix: "Runtime", context, generator, config))
		case .xcode:
			steps.notes.append(Diagnostic(.note, "Xcode: add \(what)", at: nil))
		}
		return steps
	}

	/// The shared modules' names, as every `Project/` template reads them.
	private static func moduleEntries(_ config: ProjectConfig) -> [(String, TemplateValue)] {
		[
			("networkingModule", .string(config.modules.networking)), ("networkingMocksModule", .string(config.modules.networkingMocks)),
			("coreModule", .string(config.modules.core)), ("coreMocksModule", .string(config.modules.coreMocks)),
		]
	}

	/// `template` rendered to `path` as a file the app owns: created when missing, never overwritten.
	private static func userOwned(
		_ template: String, _ context: TemplateValue, at path: String, _ generator: Generator, _ config: ProjectConfig
	) throws(DiagnosticError) -> OutputFile {
		let job = RenderJob(templatePath: template, context: context, outputPath: path, origin: "")
		var file = try generator.render([job], config: config)[0]
		file.ownership = .userOwned
		return file
	}

	/// The note with the targets to paste into `project.yml` or `Package.swift`, from
	/// `Project/{prefix}XcodeGenTargets.yml` or `Project/{prefix}SwiftPMTargets.swift`.
	private static func targetsToPaste(
		_ project: AdoptedApp.ProjectSystem, prefix: String, _ context: TemplateValue, _ generator: Generator, _ config: ProjectConfig
	) throws(DiagnosticError) -> Diagnostic {
		if project == .xcodeGen {
			let text = try render("Project/\(prefix)XcodeGenTargets.yml.mustache", context, generator, config)
			return Diagnostic(.note, "XcodeGen: add these targets under 'targets:' in project.yml, then run xcodegen:\n" + text, at: nil)
		}
		let text = try render("Project/\(prefix)SwiftPMTargets.swift.mustache", context, generator, config)
		return Diagnostic(.note, "SwiftPM: add these targets to Package.swift's targets:\n" + text, at: nil)
	}

	private static func render(_ template: String, _ context: TemplateValue, _ generator: Generator, _ config: ProjectConfig) throws(DiagnosticError) -> String {
		let job = RenderJob(templatePath: template, context: context, outputPath: "", origin: "")
		return try generator.render([job], config: config)[0].contents.trimmingTrailingNewlines
	}
}

extension String {
	/// `{Feature}` replaced by `feature`.
	fileprivate func replacingFeature(_ feature: String) -> String {
		replacing("{Feature}", with: feature)
	}

	/// Without the newlines at the end.
	fileprivate var trimmingTrailingNewlines: String {
		var text = self
		while text.hasSuffix("\n") { text.removeLast() }
		return text
	}
}
