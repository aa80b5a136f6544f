import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// `check`'s quick answer for a project that is current, decided without a whole plan: each
/// spec's feature was judged on its own (its files against its records), and this says whether
/// those judgements settle the project, and which recorded features' files must still be judged
/// with the project files (those of no feature generated now: orphans).
///
/// Anything the per-feature judgements cannot settle (a feature that is not current, two feature
/// folders that differ only in case, a project file in the way of the features' folder, a spec
/// that cannot be read) asks for the whole plan, which words the report: the answer is always
/// the whole plan's.
package enum CurrentProjectJudgement {
	/// What the quick path may conclude.
	package enum Outcome: Equatable {
		/// The whole plan must be made.
		case needsWholePlan
		/// Every feature generated now is current; the project files must still be judged with
		/// the records of these recorded features (sorted), which no spec generates now.
		case judgeProjectFiles(withRecordsOf: [String])
	}

	/// Settles the project from `judged` (for each spec, in order, the feature it generated and
	/// whether its own files are current), `assembled` (the project those specs make, with the
	/// manifest's `recordedFeatureFolders`) and the configured paths.
	package static func judge(
		specs: [ProjectGeneration.SpecFile], judged: [(feature: GeneratedFeature?, isCurrent: Bool)],
		assembled: ProjectGeneration.Output, recordedFeatureFolders: [String], paths: GeneratedPaths
	) -> Outcome {
		guard !assembled.failed, assembled.unreadable.isEmpty else { return .needsWholePlan }
		// Every feature generated now must come out current from the spec that owns it.
		var current: Set<Owner> = []
		for (spec, result) in zip(specs, judged) where result.isCurrent {
			guard let feature = result.feature else { continue }
			current.insert(Owner(name: feature.name, spec: spec.path, isOutsideProject: spec.isOutsideProject))
		}
		var generatedNow: Set<String> = []
		var folded: Set<String> = []
		for feature in assembled.features where !assembled.notRegenerated.contains(feature.name) {
			guard current.contains(Owner(name: feature.name, spec: feature.spec, isOutsideProject: feature.specIsOutsideProject)) else {
				return .needsWholePlan
			}
			generatedNow.insert(feature.name)
			// Two features whose folders differ only in case are one folder on macOS: the whole plan says so.
			guard folded.insert(CaseFolding.folded(feature.name)).inserted else { return .needsWholePlan }
		}
		// A project file that would be a folder of the features' files is the whole plan's to report.
		let featuresFolder = CaseFolding.folded(paths.folder(of: ""))
		guard !GeneratedPaths.projectFiles.contains(where: { featuresFolder.hasPrefix(CaseFolding.folded($0) + "/") }) else {
			return .needsWholePlan
		}
		let orphans = recordedFeatureFolders.filter { !generatedNow.contains($0) && !assembled.notRegenerated.contains($0) }
		return .judgeProjectFiles(withRecordsOf: orphans.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
	}

	/// A feature and the spec it comes from.
	private struct Owner: Hashable {
		var name: String
		var spec: String
		var isOutsideProject: Bool
	}
}
