import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold feature`'s shortcut for a run that changes nothing (see ``UnchangedRunRecord``):
/// when the inputs are those of the feature's last writing run and the disk still holds what
/// it left, print that run's recorded listing of the next plan instead of generating it again.
///
/// Only a plain writing run takes it (not `--dry-run`, `--diff` or `--json`), and only a writing
/// run that changed something records, so a run that changes nothing still writes nothing.
struct UnchangedRun {
	let project: Project
	/// The feature the run generates.
	let feature: String
	let inputs: RunInputs
	/// ``RunInputs/key`` of `inputs`, computed once.
	let key: [UInt8]

	/// The run's inputs; `nil` when the build of scaffold cannot be told (no shortcut then).
	init?(project: Project, feature: String, origin: SpecOrigin, ignoredSpecs: [String], spec: [UInt8],
		templateOverrides: [TemplateSource], manifest: [UInt8]?, force: Bool)
	{
		guard let build = BuildIdentity.current else { return nil }
		self.project = project
		self.feature = feature
		inputs = RunInputs(
			command: .feature(feature, ignoredSpecs: ignoredSpecs, force: force), build: build,
			specs: [.init(path: origin.path, isOutsideProject: origin.isOutsideProject, pathFromRoot: origin.pathFromRoot, bytes: spec)],
			config: project.configBytes, templateOverrides: templateOverrides, manifest: manifest, style: project.config.codeStyle.summary)
		key = inputs.key
	}

	/// Prints the recorded listing, when the feature's record holds for these inputs and the
	/// disk as it is now; whether it did. Temporaries of old scaffold versions are swept from
	/// the plan's folders first, as every writing run does.
	func replay(console: Console) -> Bool {
		guard let record = project.disk.unchangedRunRecord(feature: feature), record.key == key else { return false }
		// Each file hashed right after it is read and its bytes dropped then (a snapshot held all
		// 122 files of a feature at once, each array's pages faulted in fresh), on this thread: a
		// second one starts later than these few hundred kilobytes take to hash
		// (docs/performance.md, "A run that changes nothing, once more").
		let fingerprints = project.disk.fingerprints(record.pathsToInspect, workers: 1, insideRoot: true, readingManifest: true)
		guard let listing = record.replay(key: key, fingerprints: fingerprints) else { return false }
		project.disk.sweepLegacyTemporaries(near: record.planEntryPaths, console: console)
		console.output(listing)
		return true
	}

	/// Starts working out what the next run would print once `applied` (planned from
	/// `snapshot`) is applied with `list`, on another thread: applying mostly waits for the
	/// disk, so the second core plans the next run meanwhile. ``PendingRecord/finish()`` writes
	/// the record, to be called only once applying succeeded.
	func startRecording(
		_ applied: ScopedPlan, list: ApplyList, outputs: [OutputFile], features: [GeneratedFeature], scope: Manifest.Scope,
		snapshot: [String: DiskEntry], alsoInspecting: [String] = []
	) -> PendingRecord {
		let (inputs, root, generatedPaths) = (inputs, project.disk.resolvedRoot, project.generatedPaths)
		let record = Background {
			UnchangedRunRecord.afterApplying(
				applied, list: list, outputs: outputs, features: features, scope: scope, disk: snapshot, inputs: inputs, root: root,
				generatedPaths: generatedPaths, alsoInspecting: alsoInspecting)
		}
		return PendingRecord(disk: project.disk, feature: feature, record: record)
	}

	/// A record being worked out on another thread.
	struct PendingRecord {
		let disk: ProjectDisk
		let feature: String
		let record: Background<UnchangedRunRecord?>

		/// Waits for the record, then writes it (when the next run would change nothing).
		func finish() {
			if let record = record.value { disk.writeRecord(record, feature: feature) }
		}
	}
}
