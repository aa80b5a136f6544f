import ScaffoldCore

/// What many suites generate alike, done once per test process (issue 51: `swift test` spent a
/// tenth of its run generating the same examples again, suite after suite, and parsing the same
/// templates for every new `Generator`).
///
/// Outputs are values, so a test can read a shared one but not change another test's. A test
/// that is about generating itself (two runs agree, a shuffled spec gives the same files) still
/// generates afresh beside the shared output.
enum SharedGeneration {
	/// The embedded templates, each parsed the first time any test renders it (the generator
	/// keeps them, under a lock, for every thread).
	private static let embedded = Result { () throws(DiagnosticError) in try Generator(catalog: .embedded) }

	/// The generator of the embedded templates, shared by every test that uses it.
	static func generator() throws -> Generator {
		try embedded.get()
	}

	private static let examples = Locked<[String: FeatureGeneration.Output]>([:])

	/// The output of `example` (a file of `Examples/`), made by `generate` the first time it is
	/// asked for. Two tests asking at once may both generate; the outputs are equal, one is kept.
	static func example(_ example: String, _ generate: () throws -> FeatureGeneration.Output) rethrows -> FeatureGeneration.Output {
		if let known = examples.withLock({ $0[example] }) { return known }
		let output = try generate()
		examples.withLock { $0[example] = output }
		return output
	}
}
