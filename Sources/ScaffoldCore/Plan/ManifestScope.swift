import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension Manifest {
	/// The part of a manifest a plan works on: the records it classifies (the rest are kept as
	/// they are) and the recorded features its own features replace.
	///
	/// Records belong to a feature by folder (`<output>/Features/<Feature>/`, which the manifest
	/// parser enforces), never by origin: two specs outside the project may share a file name.
	public struct Scope: Sendable {
		let containsRecord: @Sendable (Record) -> Bool
		let containsFeature: @Sendable (String) -> Bool

		/// The files of `features` and, with `projectFiles`, the project-level files
		/// (`scaffold feature`, `destroy`, `init`).
		public static func features(_ features: Set<String>, projectFiles: Bool, paths: GeneratedPaths) -> Scope {
			Scope(
				containsRecord: { record in
					record.origin.isEmpty ? projectFiles : paths.feature(of: record).map(features.contains) ?? false
				},
				containsFeature: { features.contains($0) })
		}

		/// Everything but the files of `excluded` (`check` and `prune`, which cannot regenerate
		/// features whose spec lies outside the project).
		public static func everything(except excluded: Set<String>, paths: GeneratedPaths) -> Scope {
			Scope(
				containsRecord: { record in
					!(paths.feature(of: record).map(excluded.contains) ?? false)
				},
				containsFeature: { !excluded.contains($0) })
		}
	}

	// Records in any order: a manifest keeps them by path, and writes them sorted.

	/// The manifest restricted to `scope`.
	func restricted(to scope: Scope) -> Manifest {
		Manifest(
			records: records.values.filter(scope.containsRecord), features: features.filter { scope.containsFeature($0.name) })
	}

	/// The manifest outside `scope`.
	func excluding(_ scope: Scope) -> Manifest {
		Manifest(
			records: records.values.filter { !scope.containsRecord($0) },
			features: features.filter { !scope.containsFeature($0.name) })
	}

	/// The records and features of both, `other`'s replacing ours where they meet.
	func merged(with other: Manifest) -> Manifest {
		Manifest(records: Array(records.values) + other.records.values, features: features + other.features)
	}
}

extension GeneratedPaths {
	/// The feature a manifest record belongs to: the folder its path lies in, when it came from a
	/// spec; `nil` for a project file. Every scope and `check` assign records by this.
	public func feature(of record: Manifest.Record) -> String? {
		record.origin.isEmpty ? nil : featureName(of: record.path)
	}
}
