import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What `scaffold check` concludes about a project: the plan of every feature it could generate
/// again, and, for each feature whose spec it cannot read, that feature's files held to the
/// hashes the manifest recorded. The executable prints it and exits with ``exitStatus``.
///
/// Every error in it makes the project not current: `check` never passes a project it knows is
/// wrong, whatever it could or could not regenerate.
public struct CheckReport: Sendable {
	/// How the report ends, as the executable's exit status says it.
	public enum Outcome: Sendable, Equatable {
		/// Every file is exactly what its spec and the templates generate (exit 0).
		case current
		/// A file drifted: stale, edited, missing or orphaned (exit 1).
		case drift
		/// A spec the manifest records cannot be read, so some files could be held only to their
		/// recorded hashes (exit 2, like any input `check` cannot use).
		case unreadableSpec
	}

	/// A feature whose spec `check` cannot read, and what became of its recorded files.
	public struct UnreadableFeature: Sendable, Equatable {
		/// The feature as the manifest records it.
		public var feature: GeneratedFeature
		/// Its files that differ from the recorded hashes (edited by hand, or missing), in path order.
		public var drift: [Drift]
		/// How many of its files the manifest records.
		public var recordedFiles: Int
	}

	/// The plan of every feature generated again, and the project files.
	public let plan: ScopedPlan
	/// The features whose spec cannot be read, by name.
	public let unreadable: [UnreadableFeature]

	/// Judges `plan` and, for each feature of `unreadable` (features the plan left out because
	/// their spec cannot be read), its records in `manifest` against `disk`, which must describe
	/// every one of those records' paths.
	public init(
		plan: ScopedPlan, unreadable: [GeneratedFeature], manifest: Manifest?, disk: [String: DiskEntry], paths: GeneratedPaths,
		options: Plan.Options = Plan.Options()
	) {
		self.plan = plan
		let records = Self.records(of: Set(unreadable.map(\.name)), in: manifest ?? .empty, paths: paths)
		self.unreadable = unreadable.sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }.map {
			feature in
			let own = records[feature.name] ?? []
			let drift = own.compactMap { RecordIntegrity.drift(of: $0, on: disk[$0.path], headerMarker: options.headerMarker) }
			return UnreadableFeature(feature: feature, drift: drift, recordedFiles: own.count)
		}
	}

	/// The paths whose disk entries ``init(plan:unreadable:manifest:disk:paths:options:)`` needs.
	public static func pathsToInspect(unreadable: [GeneratedFeature], manifest: Manifest?, paths: GeneratedPaths) -> [String] {
		records(of: Set(unreadable.map(\.name)), in: manifest ?? .empty, paths: paths).values.flatMap { $0.map(\.path) }
	}

	/// Every file that drifted, of the plan and of the unreadable features, in path order.
	public var drift: [Drift] {
		(plan.plan.drift + unreadable.flatMap(\.drift)).sorted { Plan.precedes($0.path, $1.path) }
	}

	/// One error per file that drifted (``Drift/diagnostic``), except that a file holding
	/// conflict markers (left by `feature --merge`) gets one per conflict, at its opening line.
	public var driftDiagnostics: [Diagnostic] {
		let drift = drift
		guard !drift.isEmpty else { return [] }
		let disk = Dictionary(plan.plan.entries.lazy.map { ($0.path, $0.disk) }, uniquingKeysWith: { first, _ in first })
		return drift.flatMap { item in
			let markers = (disk[item.path] ?? nil).map { ConflictMarkers.diagnostics(in: $0, path: item.path) } ?? []
			return markers.isEmpty ? [item.diagnostic] : markers
		}
	}

	/// The errors about the specs that cannot be read, one per feature, located at the manifest
	/// that records them.
	public var diagnostics: [Diagnostic] {
		unreadable.map { item in
			let name = item.feature.name
			let spec = item.feature.specPathFromRoot ?? item.feature.spec
			let compared =
				switch item.drift.count {
				case 0: "none differs"
				case 1: "1 differs"
				default: "\(item.drift.count) differ"
				}
			let remedy =
				item.feature.specPathFromRoot == nil
				? "an older scaffold recorded only the spec's file name: run 'scaffold feature \(name) --spec <path>' once to record where it lies"
				: "put the spec back there, or run 'scaffold feature \(name) --spec <path>' to generate the feature from where it lies now"
			return .error(
				"feature '\(name)' was generated from '\(spec)' (outside the project), which cannot be read",
				at: SourceLocation(path: Manifest.path, position: nil),
				notes: [
					.init("its \(item.recordedFiles) files were held only to the hashes the manifest recorded (\(compared)); none could be compared with its spec"),
					.init(remedy),
				])
		}
	}

	/// How `check` ends: an unreadable spec before drift, drift before current.
	public var outcome: Outcome {
		if !unreadable.isEmpty { return .unreadableSpec }
		return drift.isEmpty ? .current : .drift
	}

	/// Whether the project is current: nothing drifted and every spec was read.
	public var isCurrent: Bool { outcome == .current }

	/// `check --json`: the plan's JSON (``Plan/renderJSON()``), with `current` false whenever the
	/// report is not current and, only when some spec cannot be read, an `unreadableSpecs` list:
	/// each feature, the spec it was generated from, and its files that differ from their
	/// recorded hashes (`editedByHand` or `missing`).
	public func renderJSON() -> String {
		guard !unreadable.isEmpty else { return plan.plan.renderJSON(current: isCurrent, afterFiles: "") }
		var text = "  \"unreadableSpecs\": ["
		for (index, item) in unreadable.enumerated() {
			text += index == 0 ? "\n" : ",\n"
			let spec = item.feature.specPathFromRoot ?? item.feature.spec
			text += "    {\"feature\": \(JSONWriter.quoted(item.feature.name)), \"spec\": \(JSONWriter.quoted(spec)), "
			text += "\"recordedFiles\": \(item.recordedFiles), \"drift\": ["
			text += item.drift.map { "{\"path\": \(JSONWriter.quoted($0.path)), \"reason\": \"\($0.reason.rawValue)\"}" }.joined(separator: ", ")
			text += "]}"
		}
		text += "\n  ],\n"
		return plan.plan.renderJSON(current: isCurrent, afterFiles: text)
	}

	/// The features' records, by feature.
	private static func records(of features: Set<String>, in manifest: Manifest, paths: GeneratedPaths) -> [String: [Manifest.Record]] {
		guard !features.isEmpty else { return [:] }
		var byFeature: [String: [Manifest.Record]] = [:]
		for record in manifest.sortedRecords {
			guard let feature = paths.feature(of: record), features.contains(feature) else { continue }
			byFeature[feature, default: []].append(record)
		}
		return byFeature
	}
}
