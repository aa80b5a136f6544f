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

	/// The project system.
	package var project: ProjectSystem
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
	/// The support files' paths below the output root.
	package var supportPaths: [String] {
		RuntimeSupport.files.map(path(of:))
	}

	/// Where the support file `file` goes, below the output root.
	package func path(of file: RuntimeSupport.File) -> String {
		(file.placement == .sources ? supportSources : supportMocks) + "/" + RuntimeSupport.prefix + file.type + ".swift"
	}
}
