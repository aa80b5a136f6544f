extension Plan {
	/// Only the removals of the plan: orphans (files no spec produces any more) that are
	/// unmodified, with the manifest losing their records. Every other entry is left as it is,
	/// so pruning never rewrites a file; edited orphans stay as conflicts for a person to judge.
	public func pruneList() -> ApplyList {
		let removed = entries.filter { $0.status == .remove }.map(\.path)
		let remaining = previousManifest.sortedRecords.filter { !removed.contains($0.path) }
		let manifest = Manifest(records: remaining)
		return ApplyList(
			operations: removed.map { .delete(path: $0) },
			manifest: removed.isEmpty ? nil : manifest.serialized())
	}
}
