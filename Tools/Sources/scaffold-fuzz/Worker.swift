import Foundation
import ScaffoldCore
import ScaffoldFuzzing

/// The child process: checks inputs `range` of one run and reports on a progress file, one
/// line before each input (`begin 12`) and one after (`end 12 ok`, `end 12 problem "…"`),
/// preceded by `slow 12 3.215` when the check took longer than `budget` seconds.
/// A trap or a hang leaves a `begin` without its `end`: that is how the supervisor, which
/// survives both, knows the input to blame.
enum Worker {
	static func run(
		kind: FuzzInput.Kind, seed: UInt64, range: Range<Int>, corpus: FuzzCorpus, budget: Double, progress: String, out: String
	) {
		_ = FileManager.default.createFile(atPath: progress, contents: nil)
		guard let handle = FileHandle(forWritingAtPath: progress) else { return }
		var written: Set<String> = []
		for index in range {
			handle.write(Data("begin \(index)\n".utf8))
			let input = FuzzInput.make(kind, seed: seed, index: index, corpus: corpus)
			let start = DispatchTime.now().uptimeNanoseconds
			let (accepted, problems) = check(input, corpus: corpus, index: index, out: out, written: &written)
			// The check alone is timed: making the input is the fuzzer's work, not scaffold's.
			let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
			if seconds > budget { handle.write(Data("slow \(index) \(String(format: "%.3f", seconds))\n".utf8)) }
			var line = "end \(index) \(accepted ? "accepted" : "ok")"
			for problem in problems { line += " " + JSONWriter.quoted(problem) }
			handle.write(Data((line + "\n").utf8))
		}
		try? handle.close()
	}

	/// Checks one input; an accepted spec's Swift files go to `out/<index>/` for the parse
	/// check (each distinct file once per worker).
	static func check(
		_ input: FuzzInput, corpus: FuzzCorpus, index: Int, out: String, written: inout Set<String>
	) -> (accepted: Bool, problems: [String]) {
		switch input {
		case .spec(let bytes):
			let result = FuzzChecks.spec(bytes, path: FuzzInput.specPath, generator: corpus.generator)
			for file in result.files where file.path.hasSuffix(".swift") && written.insert(SHA256.hex(file.contents)).inserted {
				let path = "\(out)/\(index)/\(file.path)"
				try? FileManager.default.createDirectory(
					atPath: String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]), withIntermediateDirectories: true)
				_ = FileManager.default.createFile(atPath: path, contents: Data(file.contents.utf8))
			}
			return (result.accepted, result.problems)
		case .template(let name, let source, let context):
			return (false, FuzzChecks.template(name: name, source: source, partials: corpus.partials, context: context))
		}
	}
}
