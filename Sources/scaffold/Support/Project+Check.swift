import Dispatch
import ScaffoldCommandLine
import ScaffoldCore

// `scaffold check` on a project that is current, fast and in little memory: each feature is
// generated, read and judged on its own, on every core, and its files dropped at once. Only a
// project found current and valid is answered this way; anything else (drift, an error, a
// case that the per-feature plans cannot settle alone) is planned again as a whole by
// `planEverything`, which words the report. So the answer is always the whole plan's; that plan
// is made from what this pass generated (``CheckGeneration``), not from generating again.

extension Project {
	/// The diagnostics `check` prints when every file of the project is exactly what its specs
	/// generate and nothing is invalid; `nil` when the whole plan must be made to say what is not,
	/// with what this pass generated in `generated`, for that plan. Throws what
	/// ``planEverything(failureStatus:)`` throws before planning, with `failureStatus`.
	func diagnosticsIfCurrent(failureStatus: ExitCode, generated: inout CheckGeneration?) throws -> [Diagnostic]? {
		// What `planEverything` starts from, in its order (so the same problem is thrown first),
		// with the manifest's records left in the file until each feature is judged.
		let generator = try generator(failureStatus: failureStatus)
		// Looked for before generating, which then renders only the runtime files the project lacks.
		let runtimePaths = try? self.runtimePaths(generator: generator)
		var outlined = try CheckRecords(project: self, failureStatus: failureStatus)
		// A spec that cannot be read is thrown by the whole plan, after what it reads first (the
		// manifest, whose feature folders' records are checked only as each feature is judged).
		guard var specs = try? specFiles(recorded: outlined.features) else { return nil }
		// The last `check` that found the project current holds while nothing it read changed.
		let run = CheckRun(project: self, specs: specs, recorded: &outlined)
		let recorded = outlined
		// The inputs' key, a hash of them all, is wanted first when there is a record to replay;
		// without one (a fresh clone, a removed cache), only by the record written at the end, so
		// it is hashed by the loop below as one more iteration, on a core beside the generating.
		let record = run == nil ? nil : disk.checkRunRecord()
		if let run, let record, run.replays(record) { return [] }
		let hashesKey = run != nil && record == nil
		// What generation reads besides the specs (the stored-shape history) is inspected too.
		let storedShapeReads = Locked<Set<String>>([])
		for index in specs.indices {
			let read = specs[index].readStoredShape
			specs[index].readStoredShape = { path in
				storedShapeReads.withLock { _ = $0.insert(path) }
				return read(path)
			}
		}

		// Each spec on its own: generated, its files and records read and judged, then dropped unless
		// kept for the whole plan (``CheckGeneration/Keeper``). Each feature's inspected paths are
		// sorted there too, on its core, for the record.
		let keeper = CheckGeneration.Keeper()
		var judged = [(output: FeatureGeneration.Output, isCurrent: Bool, inspected: [CheckRun.Inspected], kept: [OutputFile]?)?](
			repeating: nil, count: specs.count)
		judged.withUnsafeMutableBufferPointer { results in
			nonisolated(unsafe) let results = results
			// The key first (iteration 0), so that it is not the last thing left for one core.
			let first = hashesKey ? 1 : 0
			DispatchQueue.concurrentPerform(iterations: specs.count + first) { [specs] iteration in
				guard iteration >= first else {
					_ = run?.key.value
					return
				}
				let index = iteration - first
				var output = ProjectGeneration.generate(specs[index], config: config, generator: generator)
				var inspected: [CheckRun.Inspected]?
				if !output.failed, let feature = output.feature, let records = recorded.records(of: feature.name) {
					inspected = currentPlanInspection(output.files, records: records, includingManifest: false, fingerprinting: run != nil)
						.map(CheckRun.sortedOnce)
				}
				let kept = keeper.keeps(output.files, isCurrent: inspected != nil) ? output.files : nil
				output.files = []
				output.jobs = []
				results[index] = (output, inspected != nil, inspected ?? [], kept)
			}
		}
		generated = CheckGeneration(
			generator: generator,
			kept: zip(specs, judged).map { spec, result in
				(spec: spec, output: result!.kept.map { files in
					var output = result!.output
					output.files = files
					return output
				})
			})
		let assembled = ProjectGeneration.assemble(
			specs: specs, outputs: judged.map { $0!.output }, recorded: recorded.features, config: config, generator: generator,
			runtimeOnDisk: runtimePaths.map { Set($0.filter(disk.exists)) })
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
		guard let projectInspected = currentPlanInspection(assembled.files, records: rest, includingManifest: true, fingerprinting: run != nil)
		else { return nil }
		if let run, assembled.diagnostics.isEmpty {
			// Lists joined and sorted once, rather than a dictionary per feature merged into one:
			// the record lists its paths in order anyway. The features' lists come sorted.
			let inspected = CheckRun.sortedOnce(joining: [CheckRun.sortedOnce(projectInspected)] + judged.map { $0!.inspected })
			// What generation read besides the specs, and the runtime files the project has (not
			// rendered): a record holds only while they stay as they are.
			let extra = (Array(storedShapeReads.withLock { $0 }).sorted() + (runtimePaths ?? [])).filter { !CheckRun.lists(inspected, $0) }
			var extraInspected: [CheckRun.Inspected] = []
			for (path, fingerprint) in zip(extra, disk.fingerprints(extra, workers: 1)) {
				if let fingerprint { extraInspected.append((path, fingerprint)) }
			}
			run.record(CheckRun.sortedOnce(inspected, adding: extraInspected))
		}
		// Freed by the exit, all at once, rather than value by value now (the features' specs and
		// judgements, the templates): `main` exits as soon as `check` returns.
		KeptUntilExit.keep(judged, assembled, recorded, generator, specs)
		return assembled.diagnostics
	}

	/// Whether `outputs`, planned against the disk and `records`, leave nothing to do and break no
	/// rule: `nil` when they do not; otherwise, with `fingerprinting`, the fingerprint of every path
	/// inspected (none without), sorted when ``pathsInOrder(_:records:outputs:)`` can tell the order.
	private func currentPlanInspection(
		_ outputs: [OutputFile], records: [Manifest.Record], includingManifest: Bool, fingerprinting: Bool
	) -> [CheckRun.Inspected]? {
		var entries = disk.snapshot(outputs.map(\.path) + records.map(\.path))
		// The manifest file is located once, with the project files (every feature doing it again
		// would be quadratic); the plan never compares its bytes, so they are not read again.
		if includingManifest { entries[Manifest.path] = disk.entryWithoutContents(Manifest.path) }
		let judged = try? Plan.isCurrent(outputs: outputs, disk: entries, manifest: Manifest(records: records), root: disk.resolvedRoot)
		guard judged == true else { return nil }
		guard fingerprinting else { return [] }
		// Sorted here when the records list the paths in order (a current feature's do: the manifest
		// keeps them sorted), so that ``CheckRun/sortedOnce(_:)`` finds the list sorted rather than
		// sorting it (0.9% of the 20-feature `check`'s instructions); in the dictionary's order
		// otherwise, for it to sort.
		if let ordered = Self.pathsInOrder(entries, records: records, outputs: outputs) {
			return ordered.map { ($0, entries[$0]!.fingerprint) }
		}
		return entries.map { ($0.key, $0.value.fingerprint) }
	}

	/// The keys of `entries` (a snapshot of the paths of `records` and `outputs`) sorted, each once,
	/// when the records (sorted, as a manifest lists them) name every one but the paths of outputs
	/// that are not regenerated (a feature's files written once, which no record keeps): those few
	/// are sorted alone and merged in. `nil` when the paths so listed are not every key, each once,
	/// in order. No path is hashed to know it: a current feature's records list its paths sorted.
	static func pathsInOrder(_ entries: [String: DiskEntry], records: [Manifest.Record], outputs: [OutputFile]) -> [String]? {
		let others = outputs.lazy.filter { $0.ownership != .generated }.map { $0.path }.sorted()
		var merged: [String] = []
		merged.reserveCapacity(records.count + others.count)
		var next = 0
		for record in records {
			while next < others.count, others[next] < record.path {
				merged.append(others[next])
				next += 1
			}
			merged.append(record.path)
		}
		merged += others[next...]
		// Strictly in order, so each once; as many as the keys, all of which they are among.
		guard merged.count == entries.count, zip(merged, merged.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
		return merged
	}
}
