import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSwiftScanning

/// What `scaffold adopt` finds in an existing app, and the `scaffold.json` it writes from that:
/// the project system, the modules that play Networking, Core and their mocks, where features
/// live and what their modules are called, the indentation, the test framework, how tests load
/// fixtures, and what the app's runtime lacks. Every guess is a note at the file and line it
/// came from.
package struct AppSurvey: Sendable {
	/// The configuration to write.
	package var config: ProjectConfig
	/// The guesses, each located, and warnings about what scaffold cannot use, in order.
	package var diagnostics: [Diagnostic] { notes.map(\.diagnostic) }
	/// ``diagnostics``, each with what it is about: a later choice that overrides a guess (the
	/// team's formatter, a brought-in runtime) replaces the notes of its topic, never by their text.
	private var notes: [(topic: Topic, diagnostic: Diagnostic)]

	/// What a note of the survey is about.
	package enum Topic: Sendable {
		/// The modules that play Networking, Core and their mocks, and their names.
		case modules
		/// The indentation of generated code.
		case indentation
		/// Anything else: the project system, features, tests, isolation, Tuist helpers.
		case other
	}

	/// Adds `diagnostic` about `topic` after the others.
	package mutating func note(_ diagnostic: Diagnostic, about topic: Topic = .other) {
		notes.append((topic, diagnostic))
	}

	/// Drops every note about `topic`.
	package mutating func forget(_ topic: Topic) {
		notes.removeAll { $0.topic == topic }
	}
	/// The runtime requirements, as found.
	package var findings: [RuntimeDoctor.Finding]
	/// For a Tuist app with a feature module helper: the template new features' helpers are
	/// rendered from, derived from it, and its path in the project's templates folder.
	package var tuistTemplate: (path: String, text: String)?
	/// The formatter configuration at the app's root (`.swift-format` or `.editorconfig`), when
	/// there is one: it sets the indentation of generated code, so `scaffold.json` leaves `indent`
	/// out instead of overriding it with what the survey counted.
	package private(set) var formatterConfiguration: String?
	/// Whether the app's own feature modules showed how it names them (`featureModule`).
	package private(set) var foundFeatureModules = false
	/// The app's own declarations of the types seed 004's runtime declares (`Endpoint`,
	/// `APIError`, `HTTPClient`…), for what an app with a runtime of its own is told.
	package private(set) var ownRuntimeTypes: [SourceLocation] = []
	/// The folder of the app target's `@main` type (`Cosmos` for `Cosmos/CosmosApp.swift`), where
	/// a file the app target compiles goes; `nil` when no source has one.
	package private(set) var entryFolder: String?

	/// Leaves the indentation to `file`, the formatter configuration at the app's root.
	package mutating func leaveIndentation(to file: String) {
		formatterConfiguration = file
		forget(.indentation)
		note(Diagnostic(.note, "indentation: left to \(file), which lays out generated code too"), about: .indentation)
	}

	/// Surveys an app: `paths` are all its files from the root; `files` the Swift sources and
	/// the project files (`Package.swift`, `project.yml`, `*.xcconfig`, Tuist's manifests) read.
	package init(paths: [String], files: [AppSourceFile]) {
		var notes: [(topic: Topic, diagnostic: Diagnostic)] = []
		let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
		let swift = files.filter { $0.path.hasSuffix(".swift") && !Self.isManifest($0.path) }
		let declarations = AppDeclarations(files: swift)
		var projectNotes: [Diagnostic] = []
		let project = Self.projectSystem(paths: paths, notes: &projectNotes)
		notes += projectNotes.map { (.other, $0) }

		// The shared modules: where the types only each of them declares are.
		var sources: [RuntimeRequirement.Role: String] = [:]
		var names: [RuntimeRequirement.Role: String] = [:]
		let anchors: [(RuntimeRequirement.Role, [String])] = [
			(.networking, ["HTTPClientContract", "APIError", "Endpoint"]), (.networkingMocks, ["HTTPClientMock", "GraphQLClientMock"]),
			(.core, ["CachePolicy", "MapperContract"]),
		]
		// A module's name is its folder's unless the project spells it otherwise (a prefix, say).
		let allTypes = declarations.allTypes
		func named(_ module: AppModules.Module) -> AppModules.Module {
			let typeNames = allTypes.filter { AppDeclarations.isBelow($0.path, [module.folder]) }.map(\.declaration.name)
			guard let found = AppModuleNames.name(of: module, texts: texts, swift: swift, typeNames: typeNames), found.name != module.name else {
				return module
			}
			notes.append(
				(.modules, Diagnostic(.note, "the module in \(module.folder) is named '\(found.name)', not '\(module.name)': \(found.evidence)", at: found.location)))
			return AppModules.Module(name: found.name, folder: module.folder)
		}
		for (role, types) in anchors {
			guard let found = types.lazy.compactMap({ declarations.types(named: $0).first }).first,
				let folderModule = AppModules.module(of: found.path)
			else { continue }
			let module = named(folderModule)
			sources[role] = module.folder
			names[role] = module.name
			notes.append(
				(.modules, Diagnostic(.note, "\(role.rawValue): module '\(module.name)' in \(module.folder), which declares \(found.declaration.name)", at: found.location)))
		}
		let loader = FixtureLoaderSurvey(declarations: declarations)
		if let found = loader.declaration, let folderModule = AppModules.module(of: found.path) {
			let module = named(folderModule)
			sources[.coreMocks] = module.folder
			names[.coreMocks] = module.name
			notes.append((.modules, Diagnostic(.note, "coreMocks: module '\(module.name)' in \(module.folder), whose \(loader.description) load fixtures", at: found.location)))
		}

		var config = ProjectConfig.defaults
		config.modulePrefix = ""
		config.modules = ProjectConfig.Modules(prefix: "")
		config.modules.networking = names[.networking] ?? "Networking"
		config.modules.networkingMocks = names[.networkingMocks] ?? config.modules.networking + "Mocks"
		config.modules.core = names[.core] ?? "Core"
		config.modules.coreMocks = names[.coreMocks] ?? config.modules.core + "Mocks"
		for role in RuntimeRequirement.Role.allCases where names[role] == nil {
			notes.append((.modules, .warning("found no module playing \(role.rawValue); scaffold.json names it '\(Self.name(of: role, in: config))', change it if that is wrong")))
		}
		if let pattern = FeatureModuleSurvey(files: swift) {
			foundFeatureModules = true
			config.featureModule = pattern.pattern
			notes.append((.other, Diagnostic(.note, "features live in Features/<Name>; their modules are named '\(pattern.pattern)', as \(pattern.example)", at: pattern.location)))
		}
		if let indentation = IndentationSurvey.indentation(of: swift) {
			config.indentation = indentation.indentation
			notes.append((.indentation, Diagnostic(.note, "indentation: \(indentation.description)")))
		}
		notes += TestFrameworkSurvey.notes(swift).map { (.other, $0) }
		notes += IsolationSurvey.notes(texts: texts, modules: names).map { (.other, $0) }

		// Folders the app may use for something else (Xcode's file templates live in `Templates/`).
		// Scaffold's own (`.mustache` overrides, an earlier adopt's) do not count.
		if paths.contains(where: { $0.hasPrefix("Templates/") && !$0.hasSuffix(".mustache") && !Self.isFolderPath($0, in: paths) }) {
			config.templates = "Scaffold/Templates"
		}
		if paths.contains(where: { $0.hasPrefix("Specs/") && !$0.hasSuffix(".json") }) { config.specs = "Scaffold/Specs" }
		var moduleHelper = AdoptedApp.ModuleHelper.standard
		var tuistTemplate: (path: String, text: String)?
		if project == .tuist, let helper = TuistHelperSurvey(paths: paths, files: files) {
			moduleHelper = helper.helper
			tuistTemplate = (config.templates + "/Project/TuistModule.swift.mustache", helper.template)
			notes.append(
				(
					.other,
					Diagnostic(
						.note,
						"Tuist: new features get a module helper at \(helper.helper.path), from a template made of \(helper.feature)'s (\(config.templates)/Project/TuistModule.swift.mustache), registered with \(helper.helper.register)",
						at: helper.location)
				))
		}
		let findings = RuntimeDoctor.check(declarations, sources: sources)
		let coreFolder = sources[.core] ?? "Core"
		let mocksFolder = sources[.coreMocks] ?? coreFolder + "Mocks"
		config.app = AdoptedApp(
			project: project, sources: sources, supportSources: coreFolder + "/Scaffold", supportMocks: mocksFolder + "/Scaffold",
			fixtures: loader.loader, lacks: RuntimeDoctor.lacks(findings))
		config.app?.moduleHelper = moduleHelper
		self.config = config
		self.tuistTemplate = tuistTemplate
		self.notes = notes
		self.findings = findings
		self.entryFolder = swift.map(\.path).sorted().first { path in
			texts[path]?.split(separator: "\n").contains { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("@main") } == true
		}.map { path in path.split(separator: "/").dropLast().joined(separator: "/") }
		self.ownRuntimeTypes = ["HTTPClient", "Endpoint", "APIError", "NetworkService", "APIClient"].flatMap { name in
			declarations.types(named: name).map(\.location)
		}
	}

	private static func name(of role: RuntimeRequirement.Role, in config: ProjectConfig) -> String {
		switch role {
		case .networking: config.modules.networking
		case .networkingMocks: config.modules.networkingMocks
		case .core: config.modules.core
		case .coreMocks: config.modules.coreMocks
		}
	}

	/// Whether `path` is a folder: another path lies below it.
	static func isFolderPath(_ path: String, in paths: [String]) -> Bool {
		paths.contains { $0.hasPrefix(path + "/") }
	}

	/// Tuist's manifests describe the project; they are not the app's code.
	static func isManifest(_ path: String) -> Bool {
		path == "Project.swift" || path == "Tuist.swift" || path == "Package.swift" || path.hasPrefix("Tuist/") || path.hasSuffix("/Project.swift")
	}

	/// Tuist, XcodeGen, SwiftPM or a plain Xcode project, in that order of precedence: a Tuist or
	/// XcodeGen app may keep a `Package.swift` for its dependencies.
	static func projectSystem(paths: [String], notes: inout [Diagnostic]) -> AdoptedApp.ProjectSystem {
		let checks: [(AdoptedApp.ProjectSystem, (String) -> Bool)] = [
			(.tuist, { $0 == "Project.swift" || $0 == "Tuist.swift" || $0.hasPrefix("Tuist/ProjectDescriptionHelpers/") }),
			(.xcodeGen, { $0 == "project.yml" }),
			(.swiftPM, { $0 == "Package.swift" }),
			(.xcode, { $0.split(separator: "/").first?.hasSuffix(".xcodeproj") == true }),
		]
		for (system, matches) in checks {
			if let path = paths.sorted().first(where: matches) {
				notes.append(Diagnostic(.note, "project system: \(system.rawValue)", at: SourceLocation(path: path, position: nil)))
				return system
			}
		}
		notes.append(.warning("found no Package.swift, Project.swift, project.yml or .xcodeproj; scaffold.json says 'xcode' (nothing to register)"))
		return .xcode
	}
}
