import Testing

import ScaffoldCore

/// The files one spec generates, by path, for tests that read a few of them.
enum GeneratedFiles {
	/// Every file `spec` (the text of `Specs/<feature>.json`) generates, by path; an error in the
	/// generation is an issue of the calling test.
	static func files(_ spec: String, path: String) throws -> [String: String] {
		let output = FeatureGeneration.run(
			specBytes: Array(spec.utf8), specPath: path, config: .templateShaped, generator: try SharedGeneration.generator())
		expectEmpty(output.diagnostics.filter { $0.severity == .error }, "\(output.diagnostics)")
		return Dictionary(output.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
	}

	/// The contents of the one file among `files` whose path ends with `suffix`.
	static func file(_ files: [String: String], endingWith suffix: String) throws -> String {
		try require(files.first { $0.key.hasSuffix(suffix) }?.value, "no file ending with \(suffix)")
	}
}
