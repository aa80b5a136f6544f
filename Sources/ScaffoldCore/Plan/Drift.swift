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
		case .editedByHand: "edited by hand"
		case .unmanaged: "edited by hand (not written by scaffold)"
		case .orphanEdited: "orphaned (edited by hand)"
		case .new, .missing: "missing"
		default: kind.rawValue
		}
	}

	/// The drift as `path: error: generated file is stale (template changed)`.
	public var diagnostic: Diagnostic {
		let what = kind == .orphaned ? "file" : "generated file"
		let state = kind == .orphaned ? "is \(summary): no spec generates it any more" : "is \(summary)"
		return .error("\(what) \(state)", at: SourceLocation(path: path, position: nil))
	}
}

extension Plan {
	/// Every file that differs from what generation would produce, in path order.
	/// Identical and user-owned (skipped) files never drift.
	public var drift: [Drift] {
		entries.compactMap { entry in
			let kind: Drift.Kind? =
				switch entry.reason {
				case .new, .missing: .missing
				case .specChanged, .templateChanged: .stale
				case .editedByHand, .unmanaged: .edited
				case .orphaned, .orphanEdited: .orphaned
				case .upToDate, .userOwned, .headerRemoved: nil
				}
			return kind.map { Drift(path: entry.path, kind: $0, reason: entry.reason) }
		}
	}

	/// Whether every file is exactly what generation would produce (`scaffold check` passes).
	public var isCurrent: Bool { drift.isEmpty }
}
