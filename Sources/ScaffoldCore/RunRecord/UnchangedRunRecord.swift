import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What a `scaffold feature` run that changes nothing prints, with everything that listing
/// depends on: the key of the run's inputs (``RunInputs``) and the fingerprint of every
/// path its plan inspects (``DiskEntry/fingerprint``).
///
/// A plan is a function of its inputs and of the disk entries it inspects. So when a later run
/// has the same key and finds every recorded path as fingerprinted, its plan is this one:
/// nothing to write, and this listing to print. Such a run skips parsing templates, building
/// contexts, rendering and judging, and only reads and hashes the files the plan would read.
/// Any difference, however small, sends the run down the full path; a record is never trusted
/// beyond the state it describes, so a record that has gone stale is useless, never wrong.
///
/// Only runs that write record (see ``afterApplying(_:list:outputs:features:scope:disk:inputs:root:generatedPaths:alsoInspecting:)``):
/// a run that changes nothing leaves no trace.
package struct UnchangedRunRecord: Sendable, Equatable {
	/// One path the plan inspects.
	package struct InspectedPath: Sendable, Equatable {
		/// Relative to the project root.
		package var path: String
		/// ``DiskEntry/fingerprint`` of what the plan found there.
		package var fingerprint: [UInt8]
		/// Whether the path is an entry of the plan (a file it lists), rather than only inspected
		/// (the manifest): the folders of entries are those a writing run sweeps.
		package var isPlanEntry: Bool

		/// Creates one.
		package init(path: String, fingerprint: [UInt8], isPlanEntry: Bool) {
			self.path = path
			self.fingerprint = fingerprint
			self.isPlanEntry = isPlanEntry
		}
	}

	/// ``RunInputs/key`` of the run the plan belongs to.
	package var key: [UInt8]
	/// Every path the plan inspects, in the order the plan inspects them.
	package var paths: [InspectedPath]
	/// The plan's listing (``Plan/renderText()``).
	package var text: String

	/// Creates a record.
	package init(key: [UInt8], paths: [InspectedPath], text: String) {
		self.key = key
		self.paths = paths
		self.text = text
	}

	/// The paths whose fingerprints ``replay(key:fingerprints:)`` compares, in its order.
	package var pathsToInspect: [String] { paths.map(\.path) }

	/// The paths the plan lists (those whose folders a writing run sweeps).
	package var planEntryPaths: [String] { paths.filter(\.isPlanEntry).map(\.path) }

	/// The listing to print, when `key` is the record's and `fingerprints` (one for each of
	/// ``pathsToInspect``, in order, computed as ``DiskEntry/fingerprint``; `nil` for a path
	/// behind a symbolic link that ``leavesRoot(_:_:root:)`` of the root the run is in) match
	/// every path's; `nil` when anything differs.
	///
	/// A record is a file anyone could have written, so its paths are held to the plan's own
	/// rules before a run acts on them (it sweeps their folders): each is safe and stays inside
	/// the root, even through symbolic links; otherwise it is no record.
	package func replay(key: [UInt8], fingerprints: [[UInt8]?]) -> String? {
		for inspected in paths where inspected.path != Manifest.path && SafePath.problem(with: inspected.path, at: nil) != nil {
			return nil
		}
		return replayingCheck(key: key, fingerprints: fingerprints)
	}

	/// ``replay(key:fingerprints:)`` against `disk`, a snapshot of at least ``pathsToInspect``
	/// below `root`: a path missing from it, or behind a link leading out of `root`, matches nothing.
	package func replay(key: [UInt8], disk: [String: DiskEntry], root: String) -> String? {
		replay(
			key: key,
			fingerprints: paths.map { inspected in
				disk[inspected.path].flatMap { Self.leavesRoot(inspected.path, $0, root: root) ? nil : $0.fingerprint }
			})
	}

	/// Whether a symbolic link on the way to `path` (as `entry` describes it) leads out of `root`,
	/// the resolved root of the run replaying: the plan would refuse the path, so the record does
	/// not hold. The root is no part of a record's key (``RunInputs``): a fingerprint holds a
	/// link's resolved target, which says nothing of whether that target is inside a project that
	/// was since moved or copied, so every replay judges it here, against the root it runs in.
	package static func leavesRoot(_ path: String, _ entry: DiskEntry, root: String) -> Bool {
		guard let components = entry.components else { return false }
		return Containment.problem(writing: path, components: components, root: root, at: nil) != nil
	}
}
