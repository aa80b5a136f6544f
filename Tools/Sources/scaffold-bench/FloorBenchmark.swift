import Foundation
import ScaffoldCore

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// How close `scaffold feature` and `scaffold check` come to the physical floor of their
/// work, each as a ratio to that floor measured in the same run, on the same files:
///
/// - a fresh `feature` against writing the files it writes with an fsync each;
/// - a `feature` that changes nothing against `scaffold --version` (process start): with the
///   record the writing run left, and for reference without it (generating and planning);
/// - `check` over 200 features against `find Features -type f | xargs sha256sum`: with the
///   record the first `check` left, and without it (judging every feature: what a fresh clone,
///   a changed spec or another build of scaffold pays), its CPU ratio printed beside;
/// - `feature --all` over 200 features into a project without their files, against writing
///   those files with an fsync each;
/// - `check` over 2,000 features: how linear, and its peak memory.
///
/// Rounds are interleaved (one of each measurement per round) and medians reported, so that
/// a burst of load from elsewhere hits every measurement alike. Everything is written into
/// a temporary folder and removed. Every line with a target says `ok` or `OVER`; a line over
/// its target makes `scaffold-bench` exit with ``missedTargetStatus`` once every benchmark ran.
enum FloorBenchmark {
	/// The exit status of a run in which a floor line was over its target (1 is a benchmark
	/// that could not run, 64 a usage error).
	static let missedTargetStatus: Int32 = 2

	/// The lines over their target so far, as printed (without the `floor: ` prefix).
	nonisolated(unsafe) static var missedTargets: [String] = []

	/// `--quick`: three rounds, 20 features instead of 200, no 2,000-feature project. A smoke
	/// run (CI): its figures mean little.
	nonisolated(unsafe) static var quick = false

	/// `--only NAME[,NAME…]`: the lines of ``Line`` to measure; every line when nil.
	nonisolated(unsafe) static var only: Set<Line>?

	/// The lines (or groups of lines measured together) `--only` can name.
	enum Line: String, CaseIterable {
		/// A fresh `feature`, one that changes nothing, and for reference one without its record.
		case feature
		/// `check` with the record the first `check` left.
		case check
		/// `check` without its record (every feature generated and judged).
		case checkUnrecorded = "check-unrecorded"
		/// `check` over 2,000 features; its time per feature is against the record-less 200-feature
		/// `check`, so that line is measured too.
		case check2000 = "check-2000"
		/// `feature --all` into a project without its features' files.
		case featureAll = "feature-all"
	}

	/// The lines named by `--only`'s argument (comma-separated), or nil when one is unknown.
	static func lines(_ argument: String) -> Set<Line>? {
		var lines: Set<Line> = []
		for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
			guard let line = Line(rawValue: String(name)) else { return nil }
			lines.insert(line)
		}
		return lines
	}

	/// Whether `line` is measured in this run.
	static func measures(_ line: Line) -> Bool { only?.contains(line) ?? true }

	static func run(_ limit: BenchmarkLimit) throws {
		let scaffold = try CheckBenchmark.binary()
		let work = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-floor-\(getpid())").path
		try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
		defer { try? FileManager.default.removeItem(atPath: work) }
		let rounds: Int
		switch limit {
		case .iterations(let count): rounds = count
		case .seconds: rounds = quick ? 3 : 9
		}
		print("floor: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage()) at the start, \(rounds) rounds, medians")
		print("floor: SHA-256 \(SHA256.isAccelerated ? "with the CPU's SHA instructions" : "in portable C (no SHA instructions on this CPU)")")
		// Three times the rounds for `feature`: each takes a tenth of a second, and a fresh run and
		// its floor each follow the disk's mood, so 9 medians left the ratio to luck.
		if measures(.feature) { try featureFloor(scaffold, work: work, rounds: rounds * 3) }
		let small = quick ? 20 : 200
		let scaling = !quick && measures(.check2000)
		var smallCheck: Double?
		if measures(.check) || measures(.checkUnrecorded) || scaling {
			smallCheck = try checkFloor(
				scaffold, work: work, features: small, rounds: rounds, recorded: measures(.check),
				unrecorded: measures(.checkUnrecorded) || scaling)
		}
		// The 2,000-feature peak memory before `feature --all`'s floor, which holds its 23,000
		// files' bytes: a child's peak counts this process's own (see ``ChildRun/peakBytes``),
		// and this process's peak never falls again.
		if scaling, let smallCheck {
			try checkScaling(scaffold, work: work, features: 2_000, rounds: max(3, rounds / 3), baseline: smallCheck)
		}
		if measures(.featureAll) { try allFloor(scaffold, work: work, features: small, rounds: quick ? 1 : 3) }
		print("floor: load average \(loadAverage()) at the end")
	}

	// MARK: - feature

	private static func featureFloor(_ scaffold: String, work: String, rounds: Int) throws {
		let base = work + "/base"
		try expect(ChildRun.run(scaffold, ["init", "--path", base], in: work), "scaffold init")
		// One untimed run tells which files a fresh `feature` writes; it is then the project
		// that the runs that change nothing use.
		let current = work + "/current"
		try FileManager.default.copyItem(atPath: base, toPath: current)
		try expect(ChildRun.run(scaffold, ["feature", "Character"], in: current), "scaffold feature")
		// The project's files, not the record in `.scaffold/cache/` nor the merge bases in
		// `.scaffold/bases/`: stores written without an fsync, which an fsync each would make
		// the floor out of proportion.
		let written = try changedFiles(from: base, to: current).filter {
			!$0.path.hasPrefix(".scaffold/cache/") && !$0.path.hasPrefix(".scaffold/bases/")
		}
		let bytes = written.reduce(0) { $0 + $1.bytes.count }
		// The same project without the record: a run that changes nothing there generates and plans.
		let unrecorded = work + "/unrecorded"
		try FileManager.default.copyItem(atPath: current, toPath: unrecorded)
		try FileManager.default.removeItem(atPath: unrecorded + "/.scaffold/cache")

		var fresh: [Double] = [], floor: [Double] = [], unchanged: [Double] = [], version: [Double] = [], full: [Double] = []
		for round in 0..<rounds {
			let project = work + "/fresh-\(round)"
			try FileManager.default.copyItem(atPath: base, toPath: project)
			let copy = work + "/copy-\(round)"
			// The copy just made and the last round's removals go to the disk before anything is
			// timed: otherwise the first fsync timed (the floor's, always) committed them too.
			sync()
			// Each half goes first in every other round: the one that follows meets the disk as
			// the other left it (its write-back, its journal), so a fixed order favours one side.
			let floorFirst = round % 2 == 0
			if floorFirst { floor.append(try timeWritingWithFsync(written, into: copy)) }
			fresh.append(try expect(ChildRun.run(scaffold, ["feature", "Character"], in: project), "scaffold feature").seconds)
			if !floorFirst { floor.append(try timeWritingWithFsync(written, into: copy)) }
			version.append(try expect(ChildRun.run(scaffold, ["--version"], in: work), "scaffold --version").seconds)
			unchanged.append(try expect(ChildRun.run(scaffold, ["feature", "Character"], in: current), "scaffold feature").seconds)
			full.append(try expect(ChildRun.run(scaffold, ["feature", "Character"], in: unrecorded), "scaffold feature").seconds)
			try FileManager.default.removeItem(atPath: project)
			try FileManager.default.removeItem(atPath: copy)
		}
		report(
			"feature, fresh project (\(written.count) files, \(bytes / 1000) kB, \(rounds) rounds)", median(fresh),
			floor: "the same files written with an fsync each", median(floor), target: 1.5)
		report("feature, nothing to change", median(unchanged), floor: "scaffold --version", median(version), target: 2)
		print(
			String(
				format: "floor: feature, nothing to change and no record (generating and planning): %@; ratio %.2f to --version (for reference)",
				shown(median(full)), median(full) / median(version)))
	}

	/// Every file below `after` that is absent from `before` or differs there.
	private static func changedFiles(from before: String, to after: String) throws -> [(path: String, bytes: Data)] {
		guard let enumerator = FileManager.default.enumerator(atPath: after) else { throw BenchmarkError("cannot list \(after)") }
		var files: [(String, Data)] = []
		while let relative = enumerator.nextObject() as? String {
			var isDirectory: ObjCBool = false
			guard FileManager.default.fileExists(atPath: after + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue,
				let bytes = FileManager.default.contents(atPath: after + "/" + relative)
			else { continue }
			if FileManager.default.contents(atPath: before + "/" + relative) != bytes { files.append((relative, bytes)) }
		}
		return files.sorted { $0.0 < $1.0 }
	}

	/// Seconds to create `files` below `folder` (and their folders), each written and fsynced.
	private static func timeWritingWithFsync(_ files: [(path: String, bytes: Data)], into folder: String) throws -> Double {
		let start = DispatchTime.now().uptimeNanoseconds
		for (path, bytes) in files {
			let absolute = folder + "/" + path
			try FileManager.default.createDirectory(
				atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
			let descriptor = open(absolute, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
			guard descriptor >= 0 else { throw BenchmarkError("cannot write \(absolute)") }
			let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
			let synced = fsync(descriptor)
			close(descriptor)
			guard written == bytes.count, synced == 0 else { throw BenchmarkError("cannot write \(absolute)") }
		}
		return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
	}

	// MARK: - check

	/// Times `check --quiet` over `features` features against hashing its files, with the record
	/// the first `check` left (`recorded`) and without it (`unrecorded`: the full judgement a fresh
	/// clone or a changed input makes), each in wall time against its target; returns the median of
	/// the one without (nil when it was not measured).
	private static func checkFloor(
		_ scaffold: String, work: String, features: Int, rounds: Int, recorded: Bool = true, unrecorded: Bool = true
	) throws -> Double? {
		let (root, files) = try project(features: features, in: work)
		let record = root + "/.scaffold/cache/check"
		try expect(ChildRun.run(scaffold, ["check", "--quiet"], in: root), "scaffold check")
		guard FileManager.default.fileExists(atPath: record) else { throw BenchmarkError("check left no record at \(record)") }
		let kept = try Data(contentsOf: URL(fileURLWithPath: record))
		var checks: [ChildRun] = [], full: [ChildRun] = [], hashingRuns: [ChildRun] = []
		for _ in 0..<rounds {
			if recorded { checks.append(try expect(ChildRun.run(scaffold, ["check", "--quiet"], in: root), "scaffold check")) }
			let hash = try ChildRun.run("/bin/sh", ["-c", "find Features -type f -print0 | xargs -0 sha256sum > /dev/null"], in: root)
			hashingRuns.append(try expect(hash, "find | xargs sha256sum"))
			guard unrecorded else { continue }
			try FileManager.default.removeItem(atPath: record)
			full.append(try expect(ChildRun.run(scaffold, ["check", "--quiet"], in: root), "scaffold check"))
			try kept.write(to: URL(fileURLWithPath: record))
		}
		let hashing = hashingRuns.map(\.seconds)
		if recorded {
			let seconds = median(checks.map(\.seconds))
			let cores = median(checks.map { $0.cpuSeconds / $0.seconds })
			report(
				"check, \(features) features (\(files) files), \(String(format: "%.1f", cores)) cores busy", seconds,
				floor: "find Features -type f | xargs sha256sum", median(hashing), target: 1.25)
		}
		try FileManager.default.removeItem(atPath: root)
		guard unrecorded else { return nil }
		let fullSeconds = median(full.map(\.seconds))
		// Judged in wall time, as every floor line; the CPU ratio beside it says how much of the
		// wall ratio is work (on a shared machine the wall ratio also measures waiting).
		let (fullCPU, hashingCPU) = (median(full.map(\.cpuSeconds)), median(hashingRuns.map(\.cpuSeconds)))
		report(
			"check, \(features) features without its record (judging every feature), \(String(format: "%.1f", median(full.map { $0.cpuSeconds / $0.seconds }))) cores busy",
			fullSeconds, floor: "find Features -type f | xargs sha256sum", median(hashing), target: 2,
			beside: String(format: "; CPU %@ against %@, ratio %.2f", shown(fullCPU), shown(hashingCPU), fullCPU / hashingCPU))
		return fullSeconds
	}

	/// `feature --all` in a copy of the `features`-feature project whose files and manifest were
	/// removed (every spec generated anew, as after cloning a project that does not commit them),
	/// against writing the files it wrote with an fsync each.
	private static func allFloor(_ scaffold: String, work: String, features: Int, rounds: Int) throws {
		let (root, _) = try project(features: features, in: work)
		let bare = work + "/all-bare"
		try FileManager.default.copyItem(atPath: root, toPath: bare)
		try FileManager.default.removeItem(atPath: root)
		try FileManager.default.removeItem(atPath: bare + "/Features")
		try FileManager.default.removeItem(atPath: bare + "/.scaffold")
		var all: [ChildRun] = [], floor: [Double] = []
		var written: [(path: String, bytes: Data)] = []
		for round in 0..<rounds {
			let project = work + "/all-\(round)"
			try FileManager.default.copyItem(atPath: bare, toPath: project)
			all.append(try expect(ChildRun.run(scaffold, ["feature", "--all"], in: project, output: "/dev/null"), "scaffold feature --all"))
			if written.isEmpty {
				written = try changedFiles(from: bare, to: project).filter {
					!$0.path.hasPrefix(".scaffold/cache/") && !$0.path.hasPrefix(".scaffold/bases/")
				}
			}
			try FileManager.default.removeItem(atPath: project)
			let copy = work + "/all-copy-\(round)"
			floor.append(try timeWritingWithFsync(written, into: copy))
			try FileManager.default.removeItem(atPath: copy)
		}
		report(
			"feature --all, \(features) features into a project without their files (\(written.count) files), \(String(format: "%.1f", median(all.map { $0.cpuSeconds / $0.seconds }))) cores busy",
			median(all.map(\.seconds)), floor: "the same files written with an fsync each", median(floor), target: 2)
		try FileManager.default.removeItem(atPath: bare)
	}

	/// `check --quiet` over `features` features: time against `baseline` (200 features), peak memory.
	private static func checkScaling(_ scaffold: String, work: String, features: Int, rounds: Int, baseline: Double) throws {
		let (root, files) = try project(features: features, in: work)
		try expect(ChildRun.run(scaffold, ["check", "--quiet"], in: root), "scaffold check")
		var checks: [ChildRun] = []
		for _ in 0..<rounds { checks.append(try expect(ChildRun.run(scaffold, ["check", "--quiet"], in: root), "scaffold check")) }
		let seconds = median(checks.map(\.seconds))
		let peak = Double(checks.map(\.peakBytes).max() ?? 0) / 1e6
		let perFeature = seconds / Double(features) / (baseline / 200)
		let line = String(
			format: "check, %d features (%d files): %.2f s, %.2f× the time per feature of 200 (target about 1: linear); peak memory %.0f MB (target ≤ 100 MB) %@",
			features, files, seconds, perFeature, peak, peak <= 100 ? "ok" : "OVER")
		print("floor: " + line)
		if peak > 100 { missedTargets.append(line) }
		try FileManager.default.removeItem(atPath: root)
	}

	/// The `check` benchmark's project of `features` features, written below `work` by a child
	/// (`scaffold-bench project`): generating it here would make this process big, and every
	/// child's peak memory with it (see ``ChildRun/peakBytes``). Returns its root and file count.
	private static func project(features: Int, in work: String) throws -> (root: String, files: Int) {
		let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
		let report = work + "/project-\(features).txt"
		try expect(ChildRun.run(bench, ["project", "--renders", "\(features)"], in: work, output: report), "scaffold-bench project")
		// "project: 200 features, 22802 generated files, in …"
		let words = try String(contentsOfFile: report, encoding: .utf8).split(separator: " ")
		guard let index = words.firstIndex(of: "generated"), let files = Int(words[index - 1]) else {
			throw BenchmarkError("scaffold-bench project said: \(words.joined(separator: " "))")
		}
		return (work + "/scaffold-bench-project-\(features)", files)
	}

	// MARK: - Helpers

	@discardableResult
	private static func expect(_ run: ChildRun, _ what: String) throws -> ChildRun {
		guard run.status == 0 else { throw BenchmarkError("\(what) exited with status \(run.status); the benchmark is meaningless") }
		return run
	}

	/// Prints a line judged against its target (`beside`: figures printed after the verdict) and
	/// keeps it in ``missedTargets`` when it is over.
	private static func report(_ what: String, _ seconds: Double, floor: String, _ floorSeconds: Double, target: Double, beside: String = "") {
		let ratio = seconds / floorSeconds
		let line = String(
			format: "%@: %@; %@: %@; ratio %.2f (target ≤ %.2f) %@", what, shown(seconds), floor, shown(floorSeconds), ratio, target,
			ratio <= target ? "ok" : "OVER")
		print("floor: " + line + beside)
		if ratio > target { missedTargets.append(line) }
	}

	private static func shown(_ seconds: Double) -> String {
		seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
	}

	private static func median(_ values: [Double]) -> Double {
		let sorted = values.sorted()
		guard !sorted.isEmpty else { return 0 }
		return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
	}

	private static func loadAverage() -> String {
		(try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "unknown"
	}
}
