import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold check`'s shortcut for a project it found current before (see ``RunInputs``):
/// when the inputs are those of the last `check` that found the project current and every path
/// it inspected is as it was, answer "current" having read and hashed the files, without
/// generating anything. Only a `check` that found the project current and had nothing to say
/// records; the record lives in `.scaffold/cache/check`, ignored by git, and is only a cache.
struct CheckRun {
	let project: Project
	/// ``RunInputs/key`` of this run's inputs, hashed when first wanted: with no record to replay,
	/// only the record written at the end needs it, so `check` hashes it on one core while the
	/// other generates (``Project/diagnosticsIfCurrent(failureStatus:)``).
	let key: InputsKey

	/// More paths than this are not recorded: a record of a project that large would cost more
	/// memory to read than `check` spends judging it feature by feature.
	static let largestRecord = 50_000

	/// The largest manifest read for a record: about 50,000 records as scaffold writes them
	/// (some 300 bytes each), and far more than a record's worth of the shortest ones.
	static let largestManifest = 16_000_000

	/// The run's inputs; `nil` when the build of scaffold cannot be told, the project has no
	/// manifest (nothing was generated, so there is nothing to remember), or one too large to
	/// record (``largestRecord``). `recorded` is the manifest as `check` outlined it: its bytes and
	/// its count of records are taken from there when it has them, rather than read and counted again.
	init?(project: Project, specs: [ProjectGeneration.SpecFile], recorded: inout CheckRecords) {
		// A manifest larger than a recordable project's is not even read whole: `check` reads it
		// a megabyte at a time, and holding all of it would double its peak memory.
		var info = stat()
		guard let build = BuildIdentity.current, stat(project.disk.absolute(Manifest.path), &info) == 0,
			info.st_size <= Self.largestManifest, let manifest = recorded.takeManifestBytes() ?? (try? project.disk.manifestFileBytes()),
			let overrides = try? project.templateOverrides()
		else { return nil }
		// A project with more recorded files than a record may list keeps none, and judging it
		// must not keep a fingerprint of each of its files for nothing.
		guard (recorded.recordCount ?? Self.recordedFiles(in: manifest)) <= Self.largestRecord else { return nil }
		self.project = project
		key = InputsKey(
			RunInputs(
				command: .check, build: build,
				specs: specs.map { .init(path: $0.path, isOutsideProject: $0.isOutsideProject, pathFromRoot: $0.pathFromRoot, bytes: $0.bytes) },
				config: project.configBytes, templateOverrides: overrides, manifest: manifest, style: project.config.codeStyle.summary))
	}

	/// Whether `record` (the project's, ``ProjectDisk/checkRunRecord()``) holds: the same key, and
	/// every path it lists fingerprinted alike.
	func replays(_ record: UnchangedRunRecord) -> Bool {
		let key = key.value
		guard record.key == key else { return false }
		// A path behind a link that leads out of this root (the project was moved or copied) has none.
		let fingerprints = project.disk.fingerprints(record.pathsToInspect, workers: Self.workers, insideRoot: true)
		return record.replayingCheck(key: key, fingerprints: fingerprints) == ""
	}

	/// ``RunInputs/key`` of inputs, hashed once, on whichever thread first asks; the inputs (the
	/// manifest's bytes among them, 7 MB at 200 features) are dropped then, not held for the run.
	final class InputsKey: Sendable {
		private let state: Locked<(inputs: RunInputs?, key: [UInt8]?)>

		init(_ inputs: RunInputs) {
			state = Locked((inputs, nil))
		}

		/// The key; the first call hashes the inputs.
		var value: [UInt8] {
			state.withLock { state in
				if let key = state.key { return key }
				let key = state.inputs!.key
				state = (nil, key)
				return key
			}
		}
	}

	/// A path `check` inspected, and its ``DiskEntry/fingerprint``.
	typealias Inspected = (path: String, fingerprint: [UInt8])

	/// Records that the project is current with every path of `inspected` (in order, each once:
	/// ``sortedOnce(_:)``) as fingerprinted.
	func record(_ inspected: [Inspected]) {
		guard inspected.count <= Self.largestRecord else { return }
		let paths = inspected.map { UnchangedRunRecord.InspectedPath(path: $0.path, fingerprint: $0.fingerprint, isPlanEntry: false) }
		project.disk.writeCheckRecord(UnchangedRunRecord(key: key.value, paths: paths, text: ""))
	}

	/// `inspected` sorted by path, each path once: the first of those listed for it (one path
	/// inspected twice, by a feature and by the project, was read twice in the same run).
	static func sortedOnce(_ inspected: [Inspected]) -> [Inspected] {
		// A list already in order, each path once (a current feature's, in its records' order), is
		// its own answer: a comparison per path rather than a sort.
		if zip(inspected, inspected.dropFirst()).allSatisfy({ $0.path < $1.path }) { return inspected }
		let order = inspected.indices.sorted { left, right in
			inspected[left].path == inspected[right].path ? left < right : inspected[left].path < inspected[right].path
		}
		var sorted: [Inspected] = []
		sorted.reserveCapacity(order.count)
		for index in order where sorted.last?.path != inspected[index].path { sorted.append(inspected[index]) }
		return sorted
	}

	/// ``sortedOnce(_:)`` of `runs` joined in order, each run already ``sortedOnce(_:)`` (each
	/// feature's paths, sorted on the core that judged it). Runs that follow one another without
	/// overlapping once put in the order of their first paths (the usual case: each feature's
	/// paths lie in its own folder) are joined as they are, a comparison per run; any overlap, a
	/// path in two runs included, and the joined runs are sorted as one list, as before.
	static func sortedOnce(joining runs: [[Inspected]]) -> [Inspected] {
		let filled = runs.filter { !$0.isEmpty }.sorted { $0[0].path < $1[0].path }
		var joined: [Inspected] = []
		joined.reserveCapacity(filled.reduce(0) { $0 + $1.count })
		for run in filled {
			// Strictly before: a path in two runs must be told once, the first run's (in `runs`' order).
			guard joined.last.map({ $0.path < run[0].path }) ?? true else { return sortedOnce(Array(runs.joined())) }
			joined += run
		}
		return joined
	}

	/// ``sortedOnce(_:)`` of `sorted` (itself ``sortedOnce(_:)``) followed by `others`: `others`
	/// sorted alone, then merged in, a path in both told once, by `sorted`. The run's few paths read
	/// besides the plan join tens of thousands sorted on the features' cores, where sorting every
	/// path again took 0.011 s at 200 features, on one thread, after the others finished.
	static func sortedOnce(_ sorted: [Inspected], adding others: [Inspected]) -> [Inspected] {
		let others = sortedOnce(others)
		guard !others.isEmpty else { return sorted }
		var merged: [Inspected] = []
		merged.reserveCapacity(sorted.count + others.count)
		var next = 0
		for inspected in sorted {
			while next < others.count, others[next].path < inspected.path {
				merged.append(others[next])
				next += 1
			}
			if next < others.count, others[next].path == inspected.path { next += 1 }
			merged.append(inspected)
		}
		merged += others[next...]
		return merged
	}

	/// Whether `sorted` (``sortedOnce(_:)``) lists `path`: a binary search.
	static func lists(_ sorted: [Inspected], _ path: String) -> Bool {
		var low = 0
		var high = sorted.count
		while low < high {
			let middle = (low + high) / 2
			if sorted[middle].path < path { low = middle + 1 } else { high = middle }
		}
		return low < sorted.count && sorted[low].path == path
	}

	/// How many records `manifest` holds, by their `"contentHash"` keys (one each).
	static func recordedFiles(in manifest: [UInt8]) -> Int {
		let key = Array("\"contentHash\"".utf8)
		var count = 0
		// `memchr` to each quote and `memcmp` there, not a comparison of slices at every byte: the
		// manifest of a 200-feature project is 7 MB, read before anything is judged.
		manifest.withUnsafeBytes { haystack in
			key.withUnsafeBytes { needle in
				guard let base = haystack.baseAddress, let key = needle.baseAddress else { return }
				var offset = 0
				while offset + needle.count <= haystack.count,
					let found = memchr(base + offset, Int32(needle[0]), haystack.count - offset - needle.count + 1)
				{
					offset = base.distance(to: UnsafeRawPointer(found))
					if memcmp(found, key, needle.count) == 0 {
						count += 1
						offset += needle.count
					} else {
						offset += 1
					}
				}
			}
		}
		return count
	}

	/// The cores to hash on.
	private static let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
