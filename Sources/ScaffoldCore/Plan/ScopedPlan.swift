/// A plan over some specs only, inside a manifest that records every spec's files.
///
/// `scaffold feature Character` must not treat the files of other features as orphans, so it
/// plans against the manifest records of its own spec only, then puts the result back among
/// the others. `check` and `prune` plan over every spec and need no scope.
public struct ScopedPlan: Sendable {
	/// The plan of the scoped specs' files.
	public let plan: Plan
	/// The whole manifest as it should be after applying: other specs' records unchanged.
	public let manifest: Manifest
	/// The whole manifest before.
	public let previousManifest: Manifest

	/// Plans `outputs` (all from `origins`) against the records of `origins` in `manifest`.
	public init(
		outputs: [OutputFile], origins: Set<String>, disk: [String: DiskEntry], manifest: Manifest?, root: String,
		options: Plan.Options = Plan.Options()
	) throws(DiagnosticError) {
		let whole = manifest ?? .empty
		let scoped = Manifest(records: whole.sortedRecords.filter { origins.contains($0.origin) })
		plan = try Plan(outputs: outputs, disk: disk, manifest: scoped, root: root, options: options)
		let others = whole.sortedRecords.filter { !origins.contains($0.origin) }
		self.manifest = Manifest(records: others + plan.manifest.sortedRecords)
		self.previousManifest = whole
	}

	/// The paths to describe in the disk snapshot: the outputs, the scoped specs' recorded
	/// files and the manifest.
	public static func pathsToInspect(outputs: [OutputFile], origins: Set<String>, manifest: Manifest?) -> [String] {
		let scoped = Manifest(records: (manifest ?? .empty).sortedRecords.filter { origins.contains($0.origin) })
		return Plan.pathsToInspect(outputs: outputs, manifest: scoped)
	}

	/// What to write and delete; the manifest bytes are the whole manifest's.
	public func applyList() throws(DiagnosticError) -> ApplyList {
		var list = try plan.applyList()
		list.manifest = manifest == previousManifest ? nil : manifest.serialized()
		return list
	}
}
