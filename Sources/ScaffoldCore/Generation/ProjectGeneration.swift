import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Generation of a whole project in memory: every spec, then the project-level files for the
/// features they produce. What `check`, `prune` and the benchmark run.
public enum ProjectGeneration {
	/// One spec file as read from disk.
	public struct SpecFile: Sendable {
		/// The path relative to the project root (`Specs/Character.json`), or the file name of a
		/// spec outside the project (a `specs` folder configured elsewhere).
		public var path: String
		/// Whether the spec lies outside the project.
		public var isOutsideProject: Bool
		/// For a spec outside the project, its path from the root (``SpecOrigin/pathFromRoot``).
		public var pathFromRoot: String?
		/// Its bytes.
		public var bytes: [UInt8]
		/// Reads a file of the project by its path below the root (nil when there is none), for
		/// the stored-shape history its generation asks for (``FeatureGeneration/run``).
		package var readStoredShape: @Sendable (String) -> [UInt8]? = { _ in nil }

		/// Creates a spec file.
		public init(path: String, isOutsideProject: Bool = false, pathFromRoot: String? = nil, bytes: [UInt8]) {
			self.path = path
			self.isOutsideProject = isOutsideProject
			self.pathFromRoot = isOutsideProject ? pathFromRoot : nil
			self.bytes = bytes
		}

		var key: RecordedClaims.SpecKey { .init(path: path, isOutsideProject: isOutsideProject) }
	}

	/// What a project produced.
	public struct Output: Sendable {
		/// Every file of every spec and the project-level files; empty when anything failed.
		public var files: [OutputFile]
		/// Every feature of the project: those generated now and those kept from the manifest.
		public var features: [GeneratedFeature]
		/// The recorded features that could not be generated again because their spec lies
		/// outside the project and cannot be read there: their files are left as the manifest
		/// records them (`check` holds them to its hashes and reports the spec).
		public var unreadable: [GeneratedFeature]
		/// The names of ``unreadable``.
		public var notRegenerated: Set<String> { Set(unreadable.map(\.name)) }
		/// A note for each of ``unreadable``, for commands that leave their files alone (`prune`).
		public var unreadableNotes: [Diagnostic] { unreadable.map(RecordedClaims.notRegenerated) }
		/// Every problem of every spec.
		public var diagnostics: [Diagnostic]

		/// Creates a value from its members (the memberwise initializer, for the other stages).
		package init(files: [OutputFile], features: [GeneratedFeature], unreadable: [GeneratedFeature], diagnostics: [Diagnostic]) {
			self.files = files
			self.features = features
			self.unreadable = unreadable
			self.diagnostics = diagnostics
		}

		/// Whether any spec or the project failed to generate.
		public var failed: Bool { diagnostics.containsErrors }
	}

	/// Generates every spec. Each feature the manifest records (`recorded`) is generated from
	/// the spec it was generated from: another spec describing it too is reported and left out;
	/// one whose spec lies outside the project is kept as recorded. Two specs naming a feature
	/// nobody recorded are an error (their files would overwrite each other). `runtimeOnDisk`: the
	/// runtime files of a project `init` made that exist (``ProjectFiles/initRuntimePaths(config:generator:)``),
	/// when the caller looked, so that only the lacking ones are rendered.
	public static func run(
		specs: [SpecFile], recorded: [GeneratedFeature] = [], config: ProjectConfig, generator: Generator, runtimeOnDisk: Set<String>? = nil
	) -> Output {
		assemble(
			specs: specs, outputs: specs.map { generate($0, config: config, generator: generator) }, recorded: recorded, config: config,
			generator: generator, runtimeOnDisk: runtimeOnDisk)
	}

	/// One spec's generation, independent of every other: callers may run these on several
	/// threads, then ``assemble(specs:outputs:recorded:config:generator:runtimeOnDisk:)`` the results in order.
	public static func generate(_ spec: SpecFile, config: ProjectConfig, generator: Generator) -> FeatureGeneration.Output {
		var output = FeatureGeneration.run(
			specBytes: spec.bytes, specPath: spec.path, specIsOutsideProject: spec.isOutsideProject, config: config, generator: generator,
			readStoredShape: spec.readStoredShape)
		output.feature?.specPathFromRoot = spec.pathFromRoot
		return output
	}

	/// What ``run(specs:recorded:config:generator:runtimeOnDisk:)`` returns, from `outputs[i]` generated from
	/// `specs[i]`: which spec describes each feature, and the project-level files. The files of
	/// the outputs are taken as given (a caller that already judged them may pass none).
	public static func assemble(
		specs: [SpecFile], outputs: [FeatureGeneration.Output], recorded: [GeneratedFeature] = [], config: ProjectConfig,
		generator: Generator, runtimeOnDisk: Set<String>? = nil
	) -> Output {
		var files: [OutputFile] = []
		var diagnostics: [Diagnostic] = []
		var features: [GeneratedFeature] = []
		var described: [String: String] = [:]
		let claims = RecordedClaims(recorded: recorded, readable: Set(specs.map(\.key)))
		for (spec, output) in zip(specs, outputs) {
			diagnostics += output.diagnostics
			guard let loaded = output.spec, let feature = output.feature, !output.failed else { continue }
			if let owner = claims.owner(of: feature.name, otherThan: spec.key) {
				// Once the user chose the other spec (`feature --spec`), this one is not mentioned again.
				if spec.isOutsideProject || !owner.ignoredSpecs.contains(spec.path) {
					diagnostics.append(RecordedClaims.ignored(spec.path, feature: feature.name, owner: owner, at: loaded.location))
				}
				continue
			}
			if let first = described[feature.name] {
				diagnostics.append(
					.error("feature \(quoted: feature.name) is also described by \(first); one spec per feature", at: loaded.location))
				continue
			}
			described[feature.name] = spec.path
			features.append(claims.keepingChoices(of: feature))
			files += output.files
		}
		features += claims.unreadable
		guard !diagnostics.containsErrors else {
			return Output(files: [], features: [], unreadable: [], diagnostics: diagnostics)
		}
		do {
			files += try ProjectFiles.generated(features: features, config: config, generator: generator, runtimeOnDisk: runtimeOnDisk)
		} catch {
			return Output(files: [], features: [], unreadable: [], diagnostics: diagnostics + error.diagnostics)
		}
		return Output(files: files, features: features.normalized(), unreadable: claims.unreadable, diagnostics: diagnostics)
	}
}
