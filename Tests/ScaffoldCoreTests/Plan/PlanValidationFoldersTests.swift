import Testing

import ScaffoldCore

/// An output whose path another output needs as a folder is refused, however the outputs are
/// ordered: the walk up each path stops at folders seen before, and passes over an output in the
/// same folder as the one before it, which must never hide such a pair.
struct PlanValidationFoldersTests {
	/// Paths in a small tree where a file's path is often another's folder.
	static let paths = [
		"A", "A/B", "A/B/c.swift", "A/B/d.swift", "A/B/C", "A/B/C/e.swift", "A/e.swift", "A/C/e.swift", "A/C", "B/c.swift", "B",
		"A/B/C/D/f.swift", "A/B/C/D", "Caf\u{E9}/x.swift", "Caf\u{E9}", "Cafe\u{301}/y.swift",
	]

	@Test func namesEveryFileAnotherOutputNeedsAsAFolder() {
		var generator = SeededGenerator(seed: 4)
		var refused = 0
		for _ in 0..<2_000 {
			var chosen = Self.paths.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
			// Half the time in runs of outputs in one folder, as generation often produces them.
			if Bool.random(using: &generator) {
				var runs: [String: [String]] = [:]
				var folders: [String] = []
				for path in chosen {
					let folder = path.split(separator: "/").dropLast().joined(separator: "/")
					if runs[folder] == nil { folders.append(folder) }
					runs[folder, default: []].append(path)
				}
				chosen = folders.flatMap { runs[$0]! }
			}
			let outputs = chosen.map { OutputFile(path: $0, contents: "x", origin: "Specs/\($0.count).json", templateHash: "t") }
			let problems = Fixture.planProblems(outputs, disk: [:]).map(\.message)
			expectEqual(problems, Self.expectedProblems(chosen), "\(chosen)")
			if !problems.isEmpty { refused += 1 }
		}
		expectGreater(refused, 500)
	}

	/// Each output with its deepest folder that is also an output, in the outputs' order; outputs
	/// in a canonically equal folder (`Café` and `Cafe` with a combining accent) count as well,
	/// as the plan compares paths as strings. Otherwise the snapshot's problems (every path absent).
	static func expectedProblems(_ paths: [String]) -> [String] {
		let files = Set(paths)
		var problems: [String] = []
		for path in paths {
			var components = path.split(separator: "/").dropLast()
			while !components.isEmpty {
				let folder = components.joined(separator: "/")
				if files.contains(folder) {
					problems.append("'\(folder)' is generated as a file, but '\(path)' needs it to be a folder")
					break
				}
				components.removeLast()
			}
		}
		if !problems.isEmpty { return problems }
		return paths.map { "internal error: the disk snapshot does not describe '\($0)'" }
	}
}
