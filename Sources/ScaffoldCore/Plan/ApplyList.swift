import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Exactly what the executable must do to apply a plan, in order.
public struct ApplyList: Sendable, Equatable {
	/// One change to the disk.
	public enum Operation: Sendable, Equatable {
		/// Write these bytes to the path (relative to the root), creating missing parent folders.
		case write(path: String, bytes: [UInt8])
		/// Delete the file at the path; the executable may then remove parent folders left empty.
		case delete(path: String)

		/// The path the operation touches.
		public var path: String {
			switch self {
			case .write(let path, _), .delete(let path): path
			}
		}
	}

	/// Writes (in path order), then deletes (in path order).
	public var operations: [Operation]
	/// The new manifest's bytes, to write to ``Manifest/path`` after every operation succeeded;
	/// `nil` when it would not change. Written last, so an interrupted run leaves files the next
	/// run recognises (a written file equals its new contents and counts as identical).
	public var manifest: [UInt8]?

	/// Creates a list (plans make theirs; the executable's tests make their own).
	public init(operations: [Operation], manifest: [UInt8]?) {
		self.operations = operations
		self.manifest = manifest
	}

	/// Whether applying changes nothing at all.
	public var isEmpty: Bool { operations.isEmpty && manifest == nil }
}

extension Plan {
	/// The writes and deletes that apply the plan.
	///
	/// - Throws: one diagnostic per conflict, when there are any: nothing is applied then, so
	///   a person's edits are never half-overwritten. Build the plan with `force` to overwrite.
	public func applyList() throws(DiagnosticError) -> ApplyList {
		ApplyList(operations: try applyOperations(), manifest: manifestChanged ? manifest.serialized() : nil)
	}

	/// ``applyList()``'s operations, without the manifest (a ``ScopedPlan`` writes its own).
	func applyOperations() throws(DiagnosticError) -> [ApplyList.Operation] {
		// A file still holding the markers of an earlier merge is reported, not refused: the
		// rest of a merging run applies, as git applies a merge with conflicts.
		let conflicts = entries.filter { $0.status == .conflict && $0.reason != .unresolvedMarkers }
		if !conflicts.isEmpty {
			throw DiagnosticError(conflicts.map(\.conflictDiagnostic))
		}
		var writes: [ApplyList.Operation] = []
		var deletes: [ApplyList.Operation] = []
		for entry in entries {
			switch entry.status {
			case .create, .update, .merge:
				if let bytes = entry.written { writes.append(.write(path: entry.path, bytes: bytes)) }
			case .remove:
				deletes.append(.delete(path: entry.path))
			case .identical, .skip, .conflict:
				break
			}
		}
		return writes + deletes
	}
}

extension Plan.Entry {
	/// Why applying refuses this conflicting file, pointing at the file itself.
	package var conflictDiagnostic: Diagnostic {
		let location = SourceLocation(path: path, position: nil)
		let message: String
		switch reason {
		case .orphanEdited:
			message = "no spec generates this file any more, but it was edited by hand; delete it, or use --force to keep it as your own"
		case .unmanaged:
			message = "file exists but was not written by scaffold; move it away, or use --force to overwrite it"
		case .baseMissing:
			message =
				"cannot merge the edits: neither .scaffold/bases/ nor git history holds the version scaffold last wrote here; "
				+ "use --force to overwrite the file, or remove its header line to keep it as your own"
		default:
			message = "file was edited by hand since scaffold wrote it; remove its header line to keep it as your own, or use --force to overwrite it"
		}
		return .error(message, at: location)
	}
}
