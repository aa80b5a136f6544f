import Foundation
import ScaffoldCore

/// Runs a fuzzing campaign: batches of inputs in child processes, each watched for traps
/// (the child dies), hangs (one input runs past the time limit, and is killed) and slow
/// inputs (one takes longer than the budget per input), every problem saved to the corpus's
/// `crashers/` folder, and the Swift of accepted specs parsed with `swiftc`.
struct Supervisor {
	/// The figures printed at the end.
	struct Tally {
		var inputs = 0
		var accepted = 0
		var traps = 0
		var hangs = 0
		var slow = 0
		var problems = 0
		var unparsable = 0
		var swiftFiles = 0
		var failures: Int { traps + hangs + slow + problems + unparsable }
	}

	let executable: String
	let seed: UInt64
	let corpus: FuzzCorpus
	let crashers: String
	let scratch: String
	/// The longest one input may take before it counts as a hang (and its worker is killed).
	let inputSeconds: Double
	/// The longest one input's check may take before it fails the run as slow: scaffold's
	/// scanners are linear, so no input of a few megabytes should take seconds.
	let inputBudget: Double
	var parser = SwiftParseCheck()
	var tally: [FuzzInput.Kind: Tally] = [:]

	/// Runs up to `count` inputs of `kind`, stopping at `deadline`.
	///
	/// Specs go in batches of 50: the Swift of a batch's accepted specs is parsed after it, which
	/// takes about as long as the batch (and runs past the deadline for the last one); batches
	/// of 200 overran a 30-second share by half a minute, leaving templates no time at all.
	mutating func run(_ kind: FuzzInput.Kind, count: Int, until deadline: Date) {
		var next = 0
		while next < count, Date() < deadline {
			let end = min(next + (kind == .spec ? 50 : 200), count)
			next = runBatch(kind, next..<end, until: deadline)
		}
	}

	/// Runs one child over `range`; returns the first index it did not finish.
	private mutating func runBatch(_ kind: FuzzInput.Kind, _ range: Range<Int>, until deadline: Date) -> Int {
		let out = scratch + "/out-\(kind.rawValue)-\(range.lowerBound)"
		let progress = scratch + "/progress"
		try? FileManager.default.removeItem(atPath: progress)
		let child = Process()
		child.executableURL = URL(fileURLWithPath: executable)
		child.arguments = [
			"--worker", kind.rawValue, "--seed", String(seed), "--from", String(range.lowerBound), "--to", String(range.upperBound),
			"--progress", progress, "--out", out, "--corpus", corpus.folder, "--examples", corpus.examples,
			"--budget", String(inputBudget),
		]
		child.standardOutput = FileHandle.nullDevice
		child.standardError = FileHandle.nullDevice
		do { try child.run() } catch {
			say("scaffold-fuzz: cannot start a worker: \(error)")
			exit(1)
		}
		var current: (index: Int, since: Date)?
		var hung = false
		while child.isRunning {
			usleep(20_000)
			let lines = Self.lines(progress)
			if let last = lines.last, last.hasPrefix("begin "), let index = Int(last.dropFirst(6)) {
				if current?.index != index { current = (index, Date()) }
				if let current, Date().timeIntervalSince(current.since) > inputSeconds {
					kill(child.processIdentifier, SIGKILL)
					hung = true
				}
			}
			if Date() >= deadline && !hung { child.terminate() }
		}
		child.waitUntilExit()
		var finished = range.lowerBound
		for line in Self.lines(progress) where line.hasPrefix("slow ") {
			let parts = line.split(separator: " ")
			guard parts.count == 3, let index = Int(parts[1]) else { continue }
			tally[kind, default: Tally()].slow += 1
			record(kind, index, because: "slow", detail: "its check took \(parts[2]) s, over the budget of \(inputBudget) s per input")
		}
		for line in Self.lines(progress) where line.hasPrefix("end ") {
			let parts = line.split(separator: " ", maxSplits: 3)
			guard parts.count >= 3, let index = Int(parts[1]) else { continue }
			finished = index + 1
			tally[kind, default: Tally()].inputs += 1
			if parts[2] == "accepted" { tally[kind, default: Tally()].accepted += 1 }
			if parts.count == 4 {
				tally[kind, default: Tally()].problems += 1
				record(kind, index, because: "problem", detail: String(parts[3]))
			}
		}
		let stoppedByDeadline = Date() >= deadline && !hung && child.terminationReason == .uncaughtSignal
		if finished < range.upperBound && !stoppedByDeadline {
			// The input begun and never ended is the culprit; the batch goes on after it.
			tally[kind, default: Tally()].inputs += 1
			if hung { tally[kind, default: Tally()].hangs += 1 } else { tally[kind, default: Tally()].traps += 1 }
			record(kind, finished, because: hung ? "hang" : "trap", detail: "exit \(child.terminationStatus)")
			finished += 1
		}
		if kind == .spec { parseCheck(out) }
		try? FileManager.default.removeItem(atPath: out)
		return stoppedByDeadline ? range.upperBound : finished
	}

	/// Parses every new Swift file of a batch; a file that does not parse blames its spec.
	private mutating func parseCheck(_ out: String) {
		let (files, failures) = parser.check(folder: out)
		tally[.spec, default: Tally()].swiftFiles += files
		for (index, message) in failures {
			tally[.spec, default: Tally()].unparsable += 1
			record(.spec, index, because: "unparsable", detail: message)
		}
	}

	/// Failures found, saved by ``saveFailures()`` once the run is over: workers read the
	/// corpus, so it must not change while they run (input `index` of a seed must stay the same).
	var failures: [(kind: FuzzInput.Kind, index: Int, reason: String, detail: String)] = []

	private mutating func record(_ kind: FuzzInput.Kind, _ index: Int, because reason: String, detail: String) {
		say("\(reason): \(kind.rawValue) input \(index) of seed \(seed): \(detail.prefix(300))")
		failures.append((kind, index, reason, detail))
	}

	/// Keeps every failing input in the corpus, with why it failed, so it is replayed as a
	/// seed and can be turned into a test.
	func saveFailures() {
		for failure in failures { save(failure.kind, failure.index, because: failure.reason, detail: failure.detail) }
	}

	private func save(_ kind: FuzzInput.Kind, _ index: Int, because reason: String, detail: String) {
		try? FileManager.default.createDirectory(atPath: crashers, withIntermediateDirectories: true)
		let stem = "\(crashers)/\(reason)-\(kind.rawValue)-\(seed)-\(index)"
		switch FuzzInput.make(kind, seed: seed, index: index, corpus: corpus) {
		case .spec(let bytes):
			// A slow spec is kept whole: each replay that is still slow would cost the budget again.
			let minimised =
				reason == "unparsable" || reason == "slow" ? bytes : Minimiser(executable: executable, corpus: corpus, scratch: scratch).minimise(bytes)
			_ = FileManager.default.createFile(atPath: stem + ".json", contents: Data(minimised))
		case .template(_, let source, let context):
			_ = FileManager.default.createFile(atPath: stem + ".mustache", contents: Data(source))
			_ = FileManager.default.createFile(atPath: stem + ".context.json", contents: Data(JSONWriter().write(context.jsonValue).utf8))
		}
		_ = FileManager.default.createFile(atPath: stem + ".txt", contents: Data((detail + "\n").utf8))
		say("saved \(stem).*")
	}

	static func lines(_ path: String) -> [Substring] {
		guard let data = FileManager.default.contents(atPath: path) else { return [] }
		return String(decoding: data, as: UTF8.self).split(separator: "\n")
	}
}

/// Writes a line to standard output at once (`print` is buffered when the output is a file,
/// and a CI log should show a failure when it is found).
func say(_ text: String) {
	FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
