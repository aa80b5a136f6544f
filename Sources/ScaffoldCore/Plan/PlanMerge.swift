import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What the executable needs to know of a merging plan (`feature --merge`): the bases to find
/// before merging, and the files left with conflicts after.
extension Plan {
	/// The files a merge needs a base for and the plan has none (`baseMissing`): each path
	/// with the content hash the manifest recorded, in path order. The executable looks for
	/// them in `.scaffold/bases/`, then in git history, and plans again with what it found.
	public var mergeBasesNeeded: [(path: String, contentHash: String)] {
		entries.compactMap { entry in
			guard entry.reason == .baseMissing, let hash = previousManifest[entry.path]?.contentHash else { return nil }
			return (entry.path, hash)
		}
	}

	/// The files that hold conflict markers once the plan is applied: merged with conflicts
	/// now, or still unresolved from an earlier merge. Any makes the run exit 1.
	public var unresolvedMerges: [Entry] {
		entries.filter { $0.reason == .mergeConflicted || $0.reason == .unresolvedMarkers }
	}

	/// One error per conflict hunk of the ``unresolvedMerges``, at the line of its opening
	/// marker: `path:12:1: error: unresolved merge conflict (lines 12-20): …`.
	public var mergeConflictDiagnostics: [Diagnostic] {
		unresolvedMerges.flatMap { entry in
			// Merged now: the markers are in what is written; left from before: in the file on disk.
			ConflictMarkers.diagnostics(in: (entry.reason == .mergeConflicted ? entry.merged : entry.disk) ?? [], path: entry.path)
		}
	}
}

extension ConflictMarkers {
	/// An error for each hunk of `bytes`, located at its opening marker in `path`.
	public static func diagnostics(in bytes: [UInt8], path: String) -> [Diagnostic] {
		hunks(in: bytes).map { hunk in
			.error(
				"unresolved merge conflict (lines \(hunk.lines)): keep what you want of both sides (edited, then generated) and delete the marker lines",
				at: SourceLocation(path: path, position: SourcePosition(line: hunk.start, column: 1)))
		}
	}
}

extension Manifest {
	/// The content hashes whose bytes a later merge may need: every record's but deleted files'.
	public var baseHashes: Set<String> {
		Set(records.values.lazy.filter { !$0.deleted }.map(\.contentHash))
	}
}
