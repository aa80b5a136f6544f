import ScaffoldBasics

/// Which runtime files of a project `scaffold init` made (``OutputFile/completesRuntime``) a plan
/// takes up.
///
/// `init` writes the runtime once and hands it over; a later scaffold's features may use a type
/// that an older `init` did not write (`StoredGraphContract`). Generation always produces the
/// runtime files the features need; the plan decides from the disk, as for extension points
/// (``ExtensionPointFiles``): a file the project has is left out of the plan (it is the
/// team's, whatever it holds), and one it lacks is created, when the project has scaffold's
/// runtime at all. A project with none of them keeps its runtime somewhere else, or not yet.
///
/// The executable tells generation which runtime files exist before it renders (``OutputFile/lackedOnDisk``),
/// so that only the lacking ones are rendered; the plan then keeps those as they are, and decides
/// here for the outputs of a generation that was not told (tests, callers without a disk).
enum RuntimeFiles {
	/// `outputs` without the runtime files the project has, and without all of them when it has
	/// none.
	static func lacked(_ outputs: [OutputFile], disk: [String: DiskEntry]) -> [OutputFile] {
		guard outputs.contains(where: \.completesRuntime) else { return outputs }
		let isPresent = { (output: OutputFile) in disk[output.path].map { $0.contents != .absent } ?? false }
		let hasRuntime = outputs.contains { $0.completesRuntime && ($0.lackedOnDisk || isPresent($0)) }
		return outputs.filter { !$0.completesRuntime || (hasRuntime && !isPresent($0)) }
	}
}
