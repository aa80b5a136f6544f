import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension Plan {
	/// What applying the plan does to one file.
	public enum Status: String, Sendable, Hashable, CaseIterable {
		/// Absent on disk: written.
		case create
		/// Already has exactly these bytes: not rewritten.
		case identical
		/// scaffold's own, unedited output is out of date: rewritten.
		case update
		/// A person changed the file (or it was never scaffold's): not written unless forced.
		case conflict
		/// Belongs to a person (user-owned, or its header was removed): never touched.
		case skip
		/// scaffold wrote it, no spec produces it any more, and it is unedited: deleted.
		case remove
		/// A person edited it and scaffold's output changed (`--merge`): both changes merged, three
		/// ways, into the file; a conflicting chunk is written between conflict markers.
		case merge
	}

	/// Why a file has its status.
	public enum Reason: String, Sendable, Hashable, CaseIterable {
		/// `create`: scaffold has never written this file.
		case new
		/// `create`: the file is not on disk (the manifest says scaffold wrote it, or it is a user-owned file to recreate).
		case missing
		/// `identical`: disk already has these bytes.
		case upToDate
		/// `update`: same template as last time, so the spec or a setting (`scaffold.json`, the formatter's configuration) changed.
		case specChanged
		/// `update`: the template hash differs from the manifest's.
		case templateChanged
		/// `conflict` (or `update` when forced): disk differs from what scaffold last wrote.
		case editedByHand
		/// `conflict` (or `update` when forced): the file exists, differs, and scaffold has no record of writing it.
		case unmanaged
		/// `skip`: a user-owned file that exists.
		case userOwned
		/// `skip`: a person deleted the header line, taking the file over.
		case headerRemoved
		/// `remove`: no spec produces the file any more.
		case orphaned
		/// `conflict` (or `skip` when forced): no spec produces the file any more, but a person edited it,
		/// so it is never deleted; forcing releases it from the manifest and leaves it in place.
		case orphanEdited
		/// `merge`: both changes merged cleanly.
		case merged
		/// `merge`: written with conflict markers, for a person to resolve (the run exits 1).
		case mergeConflicted
		/// `conflict` (`--merge`): the file still holds conflict markers of an earlier merge: left as it is.
		case unresolvedMarkers
		/// `conflict` (`--merge`): neither `.scaffold/bases/` nor git history holds what scaffold last wrote there.
		case baseMissing
		/// `skip` (`--merge`): the edited file already holds every change of the new output.
		case editsKept
		/// `skip`: scaffold wrote the file, a person deleted it, and a merging run recorded that: it stays deleted.
		case deletedByHand
		/// `create`: a runtime file the features need that the project's runtime, written by an
		/// older `scaffold init`, lacks: written once, user-owned like the rest of the runtime.
		case runtimeLacked

		/// A few words for people: "template changed", "edited by hand"…
		public var summary: String {
			switch self {
			case .new: "new"
			case .missing: "missing"
			case .upToDate: "up to date"
			case .specChanged: "spec or settings changed"
			case .templateChanged: "template changed"
			case .editedByHand: "edited by hand"
			case .unmanaged: "not written by scaffold"
			case .userOwned: "user-owned"
			case .headerRemoved: "header removed"
			case .orphaned: "orphaned"
			case .orphanEdited: "orphaned, edited by hand"
			case .merged: "edited by hand, merged"
			case .mergeConflicted: "edited by hand, merged with conflicts"
			case .unresolvedMarkers: "unresolved conflict markers"
			case .baseMissing: "edited by hand, no merge base"
			case .editsKept: "edited by hand, already merged"
			case .deletedByHand: "deleted by hand"
			case .runtimeLacked: "the features need it and the project's runtime lacks it: written once, yours from then on"
			}
		}
	}

	/// One file of the plan.
	public struct Entry: Sendable, Equatable {
		/// Relative to the project root.
		public var path: String
		/// What applying does.
		public var status: Status
		/// Why.
		public var reason: Reason
		/// The spec it comes from (for orphans: the spec it came from), or `""`.
		public var origin: String
		/// The bytes generation produced; `nil` for files no spec produces any more.
		public var generated: [UInt8]?
		/// The bytes on disk; `nil` when absent.
		public var disk: [UInt8]?
		/// For a `merge`: what is written, the three-way merge of the disk and `generated`.
		public var merged: [UInt8]?

		/// Creates an entry.
		public init(path: String, status: Status, reason: Reason, origin: String, generated: [UInt8]?, disk: [UInt8]?) {
			self.path = path
			self.status = status
			self.reason = reason
			self.origin = origin
			self.generated = generated
			self.disk = disk
			self.merged = nil
		}

		/// The bytes applying writes: the merge for a `merge`, else the generated bytes.
		public var written: [UInt8]? { merged ?? generated }

		/// The reason, when it adds something to the status ("update (template changed)"); `nil` for
		/// the self-explanatory `create`/`new` and `identical`.
		public var shownReason: String? {
			switch (status, reason) {
			case (.create, .new), (.identical, _): nil
			case (.update, .editedByHand), (.update, .unmanaged): "\(reason.summary), overwritten"
			case (.skip, .orphanEdited): "\(reason.summary), left in place"
			// Project-level files (Package.swift) follow the set of features, not one spec.
			case (_, .specChanged) where origin.isEmpty: "features changed"
			default: reason.summary
			}
		}
	}
}
