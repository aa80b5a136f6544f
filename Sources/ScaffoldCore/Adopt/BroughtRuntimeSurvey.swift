import ScaffoldBasics
import ScaffoldSpec

/// An app without seed 004's runtime (its own `NetworkService`, an `Endpoint` of another shape):
/// what `adopt` tells it, and the configuration that brings scaffold's runtime into it instead
/// (`adopt --with-runtime`).
extension AppSurvey {
	/// The folder a brought-in runtime goes to unless the team names another.
	package static let defaultRuntimePath = "ScaffoldRuntime"
	/// The prefix of a brought-in runtime's modules unless the team names another.
	package static let defaultRuntimePrefix = "Scaffold"

	/// Whether the app has the runtime generated code is written against: an
	/// `HTTPClientContract` whose `request` sends an `Endpoint` (seed 004's shape). Without it,
	/// no REST data source can be generated, and the other requirements do not matter.
	package var hasDocumentedRuntime: Bool {
		findings.contains { $0.requirement.id == "HTTPClientContract.request" && $0.isPresent }
	}

	/// The one message for an app without the documented runtime, instead of a warning per
	/// requirement: why nothing can be generated against the app's own networking, and the way
	/// forward, with the app's own networking types as notes (they stay the app's).
	package var missingRuntimeDiagnostic: Diagnostic {
		let own = ownRuntimeTypes.prefix(4).map { Diagnostic.Note("the app's own networking type, which stays as it is", at: $0) }
		return .error(
			"the app has no runtime of the shape generated code uses (an HTTPClientContract whose request(_:) sends an Endpoint, with APIError, CachePolicy and MapperContract): nothing could be generated against it",
			notes: own + [
				Diagnostic.Note(
					"run 'scaffold adopt --with-runtime' to bring scaffold's runtime into the app as modules of their own (\(Self.defaultRuntimePath)/\(Self.defaultRuntimePrefix)Networking, …; --runtime-path and --runtime-prefix choose), beside the app's own networking, which is never touched; a transport file then sends the runtime's requests through the app's own URLSession setup (docs/adopting.md)"
				)
			])
	}

	/// Drops what the survey said about the app's modules playing Networking, Core and their
	/// mocks: an app without the documented runtime has none, and its own networking types
	/// (an `Endpoint`, an `APIError`) are no such module.
	package mutating func forgetModuleGuesses() {
		forget(.modules)
	}

	/// Makes the configuration one with scaffold's runtime brought into the app at `path`, its
	/// modules named with `prefix`: generated code imports those modules (never the app's own
	/// networking), needs no support files, and lacks nothing.
	package mutating func bringRuntime(path: String, prefix: String) {
		let runtime = AdoptedApp.BroughtRuntime(path: path, prefix: prefix)
		config.modules = ProjectConfig.Modules(prefix: prefix)
		if !foundFeatureModules {
			// `{Feature}` alone would name a module `Character`, which shadows Swift's own type.
			config.featureModule = "{Feature}Feature"
		}
		forgetModuleGuesses()
		var sources: [RuntimeRequirement.Role: String] = [:]
		for role in RuntimeRequirement.Role.allCases {
			let suffix = String(role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst())
			sources[role] = runtime.folder(of: suffix)
			note(Diagnostic(.note, "\(role.rawValue): module '\(prefix + suffix)' in \(runtime.folder(of: suffix)), scaffold's runtime"), about: .modules)
		}
		config.app?.runtime = runtime
		config.app?.supportSources = runtime.supportFolders.sources
		config.app?.supportMocks = runtime.supportFolders.mocks
		config.app?.sources = sources
		config.app?.fixtures = nil
		config.app?.lacks = []
		findings = []
	}
}

extension AppSurvey {
	/// Where the app's transport file goes: beside the `@main` type, so the app target compiles
	/// it (a synchronized folder takes it in), else in the runtime's folder.
	package func transportPath(runtimePath: String) -> String {
		let folder = entryFolder.flatMap { $0.isEmpty ? nil : $0 } ?? runtimePath
		return folder + "/AppHTTPTransport.swift"
	}
}
