import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// One way the project on disk differs from what scaffold would generate now (`scaffold check`).
public struct Drift: Sendable, Equatable {
	/// The broad kind of difference.
	public enum Kind: String, Sendable, Hashable, CaseIterable {
		/// scaffold's own output is out of date (spec or template changed).
		case stale
		/// A person changed a generated file, or a file scaffold would write is not its own.
		case edited
		/// A file scaffold would write is absent.
		case missing
		/// No spec generates the file any more.
		case orphaned
	}

	/// Relative to the project root.
	public var path: String
	/// The broad kind.
	public var kind: Kind
	/// The plan's precise reason.
	public var reason: Plan.Reason

	/// Creates a drift entry.
	public init(path: String, kind: Kind, reason: Plan.Reason) {
		self.path = path
		self.kind = kind
		self.reason = reason
	}

	/// For people: "stale (template changed)", "edited by hand", "missing", "orphaned".
	public var summary: String {
		switch reason {
		case .specChanged, .templateChanged: "stale (\(reason.summary))"
		case .editedByHand, .merged, .mergeConflicted, .baseMissing, .editsKept: "edited by hand"
		case .unresolvedMarkers: "edited by hand (unresolved conflict markers)"
		case .unmanaged: "edited by hand (not written by scaffold)"
		case .orphanEdited: "orphaned (edited by hand)"
		case .new, .missing: "missing"
		case .runtimeLacked: "missing: the features need it; 'scaffold feature' writes it"
		default: kind.rawValue
		}
	}

	/// The drift as `path: error: generated file is stale (template changed)`.
	public var diagnostic: Diagnostic {
		let what = kind == .orphaned ? "file" : reason == .runtimeLacked ? "runtime file" : "generated file"
		let state = kind == .orphaned ? "is \(summary): no spec generates it any more" : "is \(summary)"
		return .error("\(what) \(state)", at: SourceLocation(path: path, position: nil))
	}
}

extension Drift.Kind {
	/// How a file with this reason drifted; `nil` for identical and user-owned (skipped) files, which never drift.
	init?(_ reason: Plan.Reason) {
		switch reason {
		case .new, .missing, .runtimeLacked: self = .missing
		case .specChanged, .templateChanged: self = .stale
		case .editedByHand, .unmanaged, .merged, .mergeConflicted, .unresolvedMarkers, .baseMissing, .editsKept: self = .edited
		case .orphaned, .orphanEdited: self = .orphaned
		// A deleted file a merging run recorded is the person's choice, as a removed header is.
		case .upToDate, .userOwned, .headerRemoved, .deletedByHand: return nil
		}
	}
}

extension Plan {
	/// Every file that differs from what generation would produce, in path order.
	/// Identical and user-owned (skipped) files never drift.
	public var drift: [Drift] {
		entries.compactMap { entry in
			Drift.Kind(entry.reason).map { Drift(path: entry.path, kind: $0, reason: entry.reason) }
		}
	}

	/// Whether every file is exactly what generation would produce (`scaffold check` passes).
	public var isCurrent: Bool { drift.isEmpty }

	/// Whether the plan of `outputs` would be current (``isCurrent``), judged by the same rules and
	/// throwing the same problems, without making the plan: no new manifest, so nothing written is
	/// hashed and nothing sorted. What `check` asks of each feature of a project.
	public static func isCurrent(
		outputs: [OutputFile], disk: [String: DiskEntry], manifest: Manifest?, root: String, options: Options = Options()
	) throws(DiagnosticError) -> Bool {
		let classifier = try classified(
			outputs: outputs, disk: disk, previous: manifest ?? .empty, root: root, options: options, recordingManifest: false)
		return !classifier.entries.contains { Drift.Kind($0.reason) != nil }
	}
}
