// Release-built benchmarks that print figures (never timed tests):
//
//     swift run -c release --package-path Tools --scratch-path .build scaffold-bench [all|render] [--seconds N] [--renders N]
//
// `--renders N` does exactly N iterations instead of running for a time, for profilers
// such as `valgrind --tool=callgrind` whose instruction counts are exact. `floor --only LINE,…`
// measures only the floor lines named (`check-unrecorded`: the record-less `check` alone).
// Each benchmark is one entry of `benchmarks`; add further subcommands (`check`, `feature`…)
// by appending an entry. Output goes to standard output; a usage error exits with 64, a benchmark
// that cannot run with 1, and a `floor` line over its target with 2 once every benchmark ran.

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// A benchmark subcommand.
struct Benchmark {
	let name: String
	let summary: String
	let run: (_ limit: BenchmarkLimit) throws -> Void
}

let benchmarks: [Benchmark] = [
	Benchmark(name: "render", summary: "render a realistic Swift source file (DTO + data source + mock) from a fixed context", run: RenderBenchmark.run),
	Benchmark(name: "check", summary: "scaffold check (the release binary) over a project of 200 generated features", run: CheckBenchmark.run),
	Benchmark(
		name: "floor", summary: "feature and check as ratios to writing, hashing and process start, measured in the same run (--quick: a smoke run)",
		run: FloorBenchmark.run),
	Benchmark(name: "json", summary: "read and check a 10 MB spec (JSONReader, Spec.load)", run: JSONBenchmark.run),
	Benchmark(
		name: "hostile", summary: "inputs of 1 MB made to be slow or loud, through each scanner: time and longest diagnostic line",
		run: HostileBenchmark.run),
	Benchmark(
		name: "project", summary: "write the check benchmark's project of --renders N features (200) here and keep it, for profiling",
		run: ProjectBenchmark.run),
]

@MainActor func usage() -> String {
	var lines = ["usage: scaffold-bench [all|\(benchmarks.map(\.name).joined(separator: "|"))] [--seconds N | --renders N] [--quick] [--only LINE,…]", ""]
	for benchmark in benchmarks { lines.append("  \(benchmark.name.padded(to: 8))\(benchmark.summary)") }
	lines.append("  all     every benchmark (the default)")
	lines.append("")
	lines.append("  --only LINE,…  floor: measure only these lines (\(FloorBenchmark.Line.allCases.map(\.rawValue).joined(separator: ", ")))")
	return lines.joined(separator: "\n")
}

extension String {
	func padded(to length: Int) -> String {
		count >= length ? self + " " : self + String(repeating: " ", count: length - count)
	}
}

/// How long a benchmark runs.
enum BenchmarkLimit {
	case seconds(Double)
	case iterations(Int)
}

var selection = "all"
var limit = BenchmarkLimit.seconds(3)
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
	switch argument {
	case "--seconds":
		guard let text = arguments.popFirst(), let value = Double(text), value > 0 else {
			print("scaffold-bench: --seconds needs a positive number\n\n\(usage())")
			exit(64)
		}
		limit = .seconds(value)
	case "--renders":
		guard let text = arguments.popFirst(), let value = Int(text), value > 0 else {
			print("scaffold-bench: --renders needs a positive whole number\n\n\(usage())")
			exit(64)
		}
		limit = .iterations(value)
	case "--quick":
		FloorBenchmark.quick = true
	case "--only":
		guard let text = arguments.popFirst(), let lines = FloorBenchmark.lines(text) else {
			print("scaffold-bench: --only needs floor lines, comma-separated: \(FloorBenchmark.Line.allCases.map(\.rawValue).joined(separator: ", "))\n\n\(usage())")
			exit(64)
		}
		FloorBenchmark.only = lines
	case "-h", "--help":
		print(usage())
		exit(0)
	default:
		selection = argument
	}
}

// `all` runs the benchmarks, not the `project` utility.
let chosen = selection == "all" ? benchmarks.filter { $0.name != "project" } : benchmarks.filter { $0.name == selection }
if chosen.isEmpty {
	print("scaffold-bench: unknown benchmark '\(selection)'\n\n\(usage())")
	exit(64)
}
do {
	for benchmark in chosen { try benchmark.run(limit) }
} catch {
	print("scaffold-bench: \(error)")
	exit(1)
}
if !FloorBenchmark.missedTargets.isEmpty {
	print("scaffold-bench: \(FloorBenchmark.missedTargets.count) floor line(s) over target:")
	for line in FloorBenchmark.missedTargets { print("  " + line) }
	exit(FloorBenchmark.missedTargetStatus)
}
