/// Generation of a whole project in memory: every spec, then the project-level files for the
/// features they produce. What `check`, `prune` and the benchmark run.
public enum ProjectGeneration {
	/// One spec file as read from disk.
	public struct SpecFile: Sendable {
		/// The path relative to the project root (`Specs/Character.json`).
		public var path: String
		/// Its bytes.
		public var bytes: [UInt8]

		/// Creates a spec file.
		public init(path: String, bytes: [UInt8]) {
			self.path = path
			self.bytes = bytes
		}
	}

	/// What a project produced.
	public struct Output: Sendable {
		/// Every file of every spec and the project-level files; empty when anything failed.
		public var files: [OutputFile]
		/// Every problem of every spec.
		public var diagnostics: [Diagnostic]

		/// Whether any spec or the project failed to generate.
		public var failed: Bool { diagnostics.containsErrors }
	}

	/// Generates every spec; two specs naming the same feature are an error (their files would
	/// overwrite each other).
	public static func run(specs: [SpecFile], config: ProjectConfig, generator: Generator) -> Output {
		var files: [OutputFile] = []
		var diagnostics: [Diagnostic] = []
		var features: [String: String] = [:]
		for spec in specs {
			let output = FeatureGeneration.run(specBytes: spec.bytes, specPath: spec.path, config: config, generator: generator)
			diagnostics += output.diagnostics
			guard let loaded = output.spec, !output.failed else { continue }
			let feature = loaded.featureName.upperCamel
			if let first = features[feature] {
				diagnostics.append(
					.error(
						"feature '\(feature)' is also described by \(first); one spec per feature", at: loaded.location))
				continue
			}
			features[feature] = spec.path
			files += output.files
		}
		guard !diagnostics.containsErrors else { return Output(files: [], diagnostics: diagnostics) }
		do {
			let featureList = ProjectFiles.features(fromPaths: files.map(\.path), config: config)
			files += try ProjectFiles.generated(features: featureList, config: config, generator: generator)
		} catch {
			return Output(files: [], diagnostics: diagnostics + error.diagnostics)
		}
		return Output(files: files, diagnostics: diagnostics)
	}
}
