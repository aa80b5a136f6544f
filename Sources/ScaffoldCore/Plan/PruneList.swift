import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension Plan {
	/// Only the removals of the plan: orphans (files no spec produces any more) that are
	/// unmodified, with the manifest losing their records. Every other entry is left as it is,
	/// so pruning never rewrites a file; edited orphans stay as conflicts for a person to judge.
	package func pruneList() -> ApplyList {
		let removed = entries.filter { $0.status == .remove }.map(\.path)
		return ApplyList(operations: removed.map { .delete(path: $0) }, manifest: prunedManifest?.serialized())
	}

	/// The previous manifest without the removed orphans, or `nil` when nothing is removed.
	/// Features keep their record unless no spec generates them any more; features not
	/// generated yet are not added (pruning writes nothing).
	var prunedManifest: Manifest? {
		let removed = Set(entries.filter { $0.status == .remove }.map(\.path))
		guard !removed.isEmpty else { return nil }
		let current = Set(manifest.features.map(\.name))
		return Manifest(
			records: previousManifest.sortedRecords.filter { !removed.contains($0.path) },
			features: previousManifest.features.filter { current.contains($0.name) })
	}
}
