import Dispatch
import ScaffoldCore

// `scaffold check` on a project that is current, fast and in little memory: each feature is
// generated, read and judged on its own, on every core, and its files dropped at once. Only a
// project found current and valid is answered this way; anything else (drift, an error, a
// case that the per-feature plans cannot settle alone) is planned again as a whole by
// `planEverything`, which words the report. So the answer is always the whole plan's.

extension Project {
	/// The diagnostics `check` prints when every file of the project is exactly what its specs
	/// generate and nothing is invalid; `nil` when the whole plan must be made to say what is not.
	/// Throws what ``planEverything(failureStatus:)`` throws before planning, with `failureStatus`.
	func diagnosticsIfCurrent(failureStatus: ExitCode) throws -> [Diagnostic]? {
		// What `planEverything` starts from, in its order (so the same problem is thrown first),
		// with the manifest's records left in the file until each feature is judged.
		let generator = try generator(failureStatus: failureStatus)
		let recorded = try CheckRecords(project: self, failureStatus: failureStatus)
		let specs = try specFiles(recorded: recorded.features)

		// Each spec on its own: generated, its files and records read and judged, then dropped.
		var judged = [(output: FeatureGeneration.Output, isCurrent: Bool)?](repeating: nil, count: specs.count)
		judged.withUnsafeMutableBufferPointer { results in
			nonisolated(unsafe) let results = results
			DispatchQueue.concurrentPerform(iterations: specs.count) { index in
				var output = ProjectGeneration.generate(specs[index], config: config, generator: generator)
				var isCurrent = false
				if !output.failed, let feature = output.feature, let records = recorded.records(of: feature.name) {
					isCurrent = isCurrentPlan(output.files, records: records, includingManifest: false)
				}
				output.files = []
				output.jobs = []
				results[index] = (output, isCurrent)
			}
		}
		let assembled = ProjectGeneration.assemble(
			specs: specs, outputs: judged.map { $0!.output }, recorded: recorded.features, config: config, generator: generator)
		// Whether the per-feature judgements settle the project is the core's decision.
		let outcome = CurrentProjectJudgement.judge(
			specs: specs, judged: judged.map { ($0!.output.feature, $0!.isCurrent) }, assembled: assembled,
			recordedFeatureFolders: recorded.featureNames, paths: generatedPaths)
		guard case .judgeProjectFiles(let orphans) = outcome else { return nil }

		// The project files, with the records of no feature generated now (orphans), as `check` scopes them.
		var rest = recorded.projectRecords
		for feature in orphans {
			guard let records = recorded.records(of: feature) else { return nil }
			rest += records
		}
		guard isCurrentPlan(assembled.files, records: rest, includingManifest: true) else { return nil }
		return assembled.diagnostics
	}

	/// Whether `outputs`, planned against the disk and `records`, leave nothing to do and break no rule.
	private func isCurrentPlan(_ outputs: [OutputFile], records: [Manifest.Record], includingManifest: Bool) -> Bool {
		var entries = disk.snapshot(outputs.map(\.path) + records.map(\.path))
		// The manifest file is located once, with the project files (every feature doing it again
		// would be quadratic); the plan never compares its bytes, so they are not read again.
		if includingManifest { entries[Manifest.path] = disk.entryWithoutContents(Manifest.path) }
		let judged = try? Plan.isCurrent(outputs: outputs, disk: entries, manifest: Manifest(records: records), root: disk.resolvedRoot)
		return judged == true
	}
}
