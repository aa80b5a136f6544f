// The fuzzer: mutated specs, templates and contexts, checked for what scaffold promises.
//
//     swift build -c release --package-path Tools --scratch-path .build --product scaffold-fuzz
//     .build/release/scaffold-fuzz [--seconds N] [--seed N] [--count N] [--kinds spec,template]
//
// Every input must end without a trap, within a time budget (2 s by default; past 10 s it is
// killed as a hang), with every error located (file:line:column) and quoting at most a short
// excerpt of the input, and, when lint accepts a spec, with generated Swift that parses and a
// `feature` run that succeeds. Inputs come from the corpus (Tests/Fixtures/fuzz-corpus: seed
// specs and templates, and the failures found before, in crashers/), the examples and the
// embedded templates. A failure is saved to crashers/ with its seed and index, minimised when
// it traps or hangs; the run then exits 1. `.ci/fuzz` runs this in CI for a bounded time.

import Foundation
import ScaffoldCore
import ScaffoldFuzzing

let usage = """
	usage: scaffold-fuzz [--seconds N] [--seed N] [--count N] [--kinds spec,template] [--corpus DIR] [--examples DIR]
	                     [--input-budget N] [--input-seconds N]
	       scaffold-fuzz --replay FILE [--corpus DIR] [--examples DIR]

	  --seconds N        stop after N seconds, shared between the kinds (default 150 without --count)
	  --count N          inputs of each kind (default: as many as the time allows)
	  --seed N           the run's seed (default: from the clock); a failure reproduces with its seed and index
	  --kinds LIST       spec, template or both (default spec,template)
	  --input-budget N   one input whose check takes longer fails the run as slow (default 2)
	  --input-seconds N  one input running longer is a hang, and its worker is killed (default 10)
	  --replay FILE      check one spec file in this process (used to minimise failures)
	"""

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
	guard argument.hasPrefix("--"), argument != "--help", let value = arguments.popFirst() else {
		say(usage)
		exit(argument == "--help" || argument == "-h" ? 0 : 64)
	}
	options[String(argument.dropFirst(2))] = value
}

@MainActor func number(_ key: String) -> Double? {
	guard let text = options[key] else { return nil }
	guard let value = Double(text), value >= 0 else {
		say("scaffold-fuzz: --\(key) needs a number, found '\(text)'\n\n\(usage)")
		exit(64)
	}
	return value
}

let corpusFolder = options["corpus"] ?? "Tests/Fixtures/fuzz-corpus"
let examplesFolder = options["examples"] ?? "Examples"
let corpus: FuzzCorpus
do {
	corpus = try FuzzCorpus(folder: corpusFolder, examples: examplesFolder)
} catch {
	say("scaffold-fuzz: the embedded templates do not parse: \(error)")
	exit(1)
}
guard !corpus.specs.isEmpty else {
	say("scaffold-fuzz: no seed specs in \(examplesFolder) or \(corpusFolder)/specs; run from the package root")
	exit(66)
}

if let kindName = options["worker"] {
	guard let kind = FuzzInput.Kind(rawValue: kindName), let seed = options["seed"].flatMap(UInt64.init),
		let from = options["from"].flatMap(Int.init), let to = options["to"].flatMap(Int.init), let progress = options["progress"],
		let out = options["out"], let budget = options["budget"].flatMap(Double.init)
	else { exit(64) }
	Worker.run(kind: kind, seed: seed, range: from..<to, corpus: corpus, budget: budget, progress: progress, out: out)
	exit(0)
}

if let path = options["replay"] {
	let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
	let result = FuzzChecks.spec(bytes, path: FuzzInput.specPath, generator: corpus.generator)
	for problem in result.problems { say(problem) }
	say(result.accepted ? "accepted: \(result.files.count) files" : "refused")
	exit(result.problems.isEmpty ? 0 : 1)
}

let seed = options["seed"].flatMap(UInt64.init) ?? UInt64(Date().timeIntervalSince1970 * 1000)
let count = number("count").map { Int($0) } ?? Int.max
let seconds = number("seconds") ?? (count == Int.max ? 150 : .infinity)
let kinds = (options["kinds"] ?? "spec,template").split(separator: ",").compactMap { FuzzInput.Kind(rawValue: String($0)) }
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-\(getpid())").path
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }

var supervisor = Supervisor(
	executable: Bundle.main.executablePath ?? CommandLine.arguments[0], seed: seed, corpus: corpus,
	crashers: corpusFolder + "/crashers", scratch: scratch, inputSeconds: number("input-seconds") ?? 10,
	inputBudget: number("input-budget") ?? 2)
let started = Date()
say("scaffold-fuzz: seed \(seed), \(corpus.specs.count) seed specs, \(corpus.templates.count) seed templates")
for (position, kind) in kinds.enumerated() {
	// Each kind gets its share of the time that is left.
	let remaining = seconds - Date().timeIntervalSince(started)
	let share = remaining.isFinite ? remaining / Double(kinds.count - position) : .infinity
	supervisor.run(kind, count: count, until: share.isFinite ? Date().addingTimeInterval(share) : .distantFuture)
}
supervisor.saveFailures()
try? FileManager.default.removeItem(atPath: scratch)

let elapsed = Date().timeIntervalSince(started)
var failures = 0
for kind in kinds {
	let tally = supervisor.tally[kind] ?? Supervisor.Tally()
	failures += tally.failures
	var line = "  \(kind.rawValue)s: \(tally.inputs) inputs"
	if kind == .spec { line += ", \(tally.accepted) accepted by lint, \(tally.swiftFiles) distinct generated Swift files parsed" }
	line += "; traps \(tally.traps), hangs \(tally.hangs), slow \(tally.slow), unlocated or long errors and lint gaps \(tally.problems)"
	if kind == .spec { line += ", unparsable \(tally.unparsable)" }
	say(line)
}
say("scaffold-fuzz: \(String(format: "%.1f", elapsed)) s, \(failures == 0 ? "no failures" : "\(failures) failures, saved in \(corpusFolder)/crashers")")
exit(failures == 0 ? 0 : 1)
