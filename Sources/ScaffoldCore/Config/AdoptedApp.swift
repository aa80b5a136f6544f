/// `scaffold.json`'s `app` section: an app that brings its own Networking and Core, as
/// `scaffold adopt` found it. Generated code then uses the app's types, adapts where the app's
/// differ (``RuntimeRequirement/WhenMissing/adapted(_:)``), and gets scaffold's support types as
/// support files in the app's Core (``RuntimeSupport``).
package struct AdoptedApp: Sendable, Equatable {
	/// How the app's project is built: decides what `feature` prints about registering a module.
	package enum ProjectSystem: String, Sendable, CaseIterable {
		/// A Swift package (`Package.swift`).
		case swiftPM = "swiftpm"
		/// Tuist (`Project.swift`, `Tuist/ProjectDescriptionHelpers`).
		case tuist
		/// XcodeGen (`project.yml`).
		case xcodeGen = "xcodegen"
		/// An Xcode project with synchronized folders: nothing to register.
		case xcode
	}

	/// How tests load a JSON fixture: two static functions taking the fixture's name (without
	/// `.json`), one returning `Data`, one a decoded value.
	package struct FixtureLoader: Sendable, Equatable {
		/// `JSONFixtureLoader.data`: `(String) throws -> Data`.
		package var data: String
		/// `JSONFixtureLoader.decode`: `<T: Decodable>(String) throws -> T`.
		package var decode: String

		/// Creates a value from its members (the memberwise initializer, for the other stages).
		package init(data: String, decode: String) {
			self.data = data
			self.decode = decode
		}
	}

	/// Where a Tuist app's module helper for a feature goes, and the expression that registers it
	/// in `Project.swift`; both with `{Feature}` for the feature's name.
	package struct ModuleHelper: Sendable, Equatable {
		/// `Tuist/ProjectDescriptionHelpers/Modules/{Feature}Module.swift`.
		package var path: String
		/// `{Feature}Module.targets`.
		package var register: String

		/// Creates a value from its members (the memberwise initializer, for the other stages).
		package init(path: String, register: String) {
			self.path = path
			self.register = register
		}

		/// Tuist's helpers folder, one file per module, each an enum with its targets.
		package static let standard = ModuleHelper(
			path: "Tuist/ProjectDescriptionHelpers/Modules/{Feature}Module.swift", register: "{Feature}Module.targets")
	}

	/// scaffold's own runtime, brought into an app that has none of seed 004's shape
	/// (`adopt --with-runtime`): its four libraries as modules of their own in a folder of the
	/// app, generated files like a feature's.
	package struct BroughtRuntime: Sendable, Equatable {
		/// The folder the modules live in, one folder per module below it (`ScaffoldRuntime`).
		package var path: String
		/// The prefix of the modules' names: `Scaffold` gives `ScaffoldNetworking`, `ScaffoldCore`….
		package var prefix: String

		/// Creates a value from its members (the memberwise initializer, for the other stages).
		package init(path: String, prefix: String) {
			self.path = path
			self.prefix = prefix
		}

		/// The templates of the runtime's libraries (not their tests): `Init/Libraries/{{modulePrefix}}…`.
		package static let templatePrefix = "Init/Libraries/{{modulePrefix}}"

		/// Where the runtime template `template` (a name starting with ``templatePrefix``) is
		/// written below the output root: `ScaffoldRuntime/ScaffoldNetworking/HTTP/HTTPClient.swift`.
		package func outputPath(ofTemplate template: String) -> String? {
			guard template.hasPrefix(Self.templatePrefix), template.hasSuffix(".mustache") else { return nil }
			let rest = template.dropFirst(Self.templatePrefix.count).dropLast(".mustache".count)
			return path + "/" + prefix + rest
		}

		/// What `app.support` would be (unused: the runtime has the support types): its Core's
		/// and CoreMocks' `Scaffold` folders, so that a configuration reads back as written.
		package var supportFolders: (sources: String, mocks: String) {
			(folder(of: "Core") + "/Scaffold", folder(of: "CoreMocks") + "/Scaffold")
		}

		/// The folder of the module `suffix` (`Networking`, `CoreMocks`) below the output root.
		package func folder(of suffix: String) -> String {
			path + "/" + prefix + suffix
		}
	}

	/// The project system.
	package var project: ProjectSystem
	/// scaffold's runtime, when the app brought it in instead of having its own; `nil` for an
	/// app whose own Networking and Core generated code uses.
	package var runtime: BroughtRuntime?
	/// Whether generated code gets scaffold's support types as support files in the app's Core
	/// (prefixed `Scaffold…`): only when it uses the app's own runtime. A brought-in runtime has them.
	package var usesSupportFiles: Bool { runtime == nil }
	/// Where a Tuist app's module helper for a new feature goes (ignored by other systems).
	package var moduleHelper: ModuleHelper = .standard
	/// The folder of each shared module's sources, for `doctor` to read.
	package var sources: [RuntimeRequirement.Role: String]
	/// Where support files of the Core module go (`Libraries/Core/Sources/Scaffold`).
	package var supportSources: String
	/// Where support files of the CoreMocks module go (`Libraries/Core/Mocks/Scaffold`).
	package var supportMocks: String
	/// The app's own fixture loader; `nil` when tests use `Bundle.module.loadJSON`.
	package var fixtures: FixtureLoader?
	/// The requirements (``RuntimeRequirement/id``) the app lacks, sorted.
	package var lacks: [String]

	/// Creates the section.
	package init(
		project: ProjectSystem, sources: [RuntimeRequirement.Role: String], supportSources: String, supportMocks: String,
		fixtures: FixtureLoader?, lacks: [String]
	) {
		self.project = project
		self.sources = sources
		self.supportSources = supportSources
		self.supportMocks = supportMocks
		self.fixtures = fixtures
		self.lacks = lacks.sorted()
	}

	/// Whether the app has the requirement `id`.
	package func has(_ id: String) -> Bool {
		!lacks.contains(id)
	}
}

extension AdoptedApp {
	// Run once per command (or only by `adopt`): unoptimised in this `-O` target, where optimising
	// it cost the build more than any run saves (docs/performance.md, "Tables and cold paths").
	/// The support files' paths below the output root.
	@_optimize(none)
	package var supportPaths: [String] {
		usesSupportFiles ? RuntimeSupport.files.map(path(of:)) : []
	}

	/// Where the support file `file` goes, below the output root.
	@_optimize(none)
	package func path(of file: RuntimeSupport.File) -> String {
		(file.placement == .sources ? supportSources : supportMocks) + "/" + RuntimeSupport.prefix + file.type + ".swift"
	}
}

extension ProjectConfig {
	/// Whether scaffold's support types are the adopted app's prefixed support files
	/// (``AdoptedApp/usesSupportFiles``); `false` with scaffold's own runtime, written by `init`
	/// or brought into the app.
	package var usesSupportFiles: Bool {
		app?.usesSupportFiles ?? false
	}
}
