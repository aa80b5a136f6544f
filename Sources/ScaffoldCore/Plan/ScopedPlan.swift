import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// A plan over part of a project, inside a manifest that records all of it.
///
/// `scaffold feature Character` must not treat the files of other features as orphans, so it
/// plans against the manifest records of its own feature only, then puts the result back among
/// the others. `check` and `prune` leave out the features they cannot regenerate.
public struct ScopedPlan: Sendable {
	/// The plan of the files in scope.
	public let plan: Plan
	/// The whole manifest as it should be after applying: records and features out of scope unchanged.
	public let manifest: Manifest
	/// The whole manifest before.
	public let previousManifest: Manifest
	/// The manifest outside the scope, kept as it is.
	private let kept: Manifest

	/// Plans `outputs` (the files of `features`) against the records of `scope` in `manifest`.
	public init(
		outputs: [OutputFile], features: [GeneratedFeature], scope: Manifest.Scope, disk: [String: DiskEntry],
		manifest: Manifest?, root: String, options: Plan.Options = Plan.Options()
	) throws(DiagnosticError) {
		let whole = manifest ?? .empty
		plan = try Plan(
			outputs: outputs, disk: disk, manifest: whole.restricted(to: scope), root: root, options: options, features: features)
		kept = whole.excluding(scope)
		self.manifest = kept.merged(with: plan.manifest)
		self.previousManifest = whole
	}

	/// The paths to describe in the disk snapshot: the outputs, the recorded files in scope and
	/// the manifest.
	public static func pathsToInspect(outputs: [OutputFile], scope: Manifest.Scope, manifest: Manifest?) -> [String] {
		Plan.pathsToInspect(outputs: outputs, manifest: (manifest ?? .empty).restricted(to: scope))
	}

	/// What to write and delete; the manifest bytes are the whole manifest's.
	public func applyList() throws(DiagnosticError) -> ApplyList {
		ApplyList(operations: try plan.applyOperations(), manifest: manifest == previousManifest ? nil : manifest.serialized())
	}

	/// Only the removal of orphans (see ``Plan/pruneList()``), in the whole manifest.
	public func pruneList() -> ApplyList {
		var list = plan.pruneList()
		if list.manifest != nil, let pruned = manifestAfterPruning {
			list.manifest = pruned.serialized()
		}
		return list
	}

	/// The whole manifest once the orphans are removed, or `nil` when pruning removes nothing: what
	/// decides which merge bases are still needed.
	package var manifestAfterPruning: Manifest? {
		plan.prunedManifest.map { kept.merged(with: $0) }
	}
}
