import Foundation

/// `scaffold-bench project [--renders N]`: writes the `check` benchmark's project of N features
/// (default 200) into `scaffold-bench-project-N` in the working directory and leaves it there,
/// so that `scaffold check` can be profiled on it (callgrind, `/usr/bin/time -v`). Times nothing.
enum ProjectBenchmark {
	static func run(_ limit: BenchmarkLimit) throws {
		let features = if case .iterations(let count) = limit { count } else { CheckBenchmark.featureCount }
		let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("scaffold-bench-project-\(features)")
		guard !FileManager.default.fileExists(atPath: root.path) else { throw BenchmarkError("\(root.path) exists already") }
		let files = try CheckBenchmark.makeProject(at: root, features: features)
		print("project: \(features) features, \(files) generated files, in \(root.path)")
	}
}
