import Foundation
import ScaffoldCore

/// Parses generated Swift with one `swiftc -frontend -parse` per group of files, each distinct
/// file once per run: mutated specs mostly generate files seen before, and starting the compiler
/// costs more than parsing a file. The frontend, not the driver: `swiftc -parse` starts one
/// frontend per file, which took 23 s of CPU for 400 generated files where one frontend parses
/// them in 0.1 s (docs/performance.md, "The fuzzer's parse check in one frontend").
struct SwiftParseCheck {
	private var parsed: Set<String> = []

	/// Parses the new files below `folder` (laid out as `<input index>/<path>`); returns how
	/// many were parsed and, per input whose file does not parse, the compiler's message.
	mutating func check(folder: String) -> (files: Int, failures: [(index: Int, message: String)]) {
		guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return (0, []) }
		var files: [String] = []
		for case let relative as String in enumerator where relative.hasSuffix(".swift") {
			let path = folder + "/" + relative
			guard let data = FileManager.default.contents(atPath: path), parsed.insert(SHA256.hex(Array(data))).inserted else { continue }
			files.append(path)
		}
		var failures: [Int: String] = [:]
		for chunk in Self.chunks(files) {
			let (status, errors) = Self.swiftcParse(chunk)
			guard status != 0 else { continue }
			for line in errors.split(separator: "\n") where line.contains(": error: ") && line.hasPrefix(folder + "/") {
				let index = line.dropFirst(folder.count + 1).prefix { $0 != "/" }
				if let index = Int(index), failures[index] == nil { failures[index] = String(line) }
			}
			if failures.isEmpty { failures[-1] = "swiftc -frontend -parse failed: \(errors.prefix(500))" }
		}
		return (files.count, failures.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
	}

	/// Groups of at most 1,000 files, so that one command line stays far below the system's
	/// limit on arguments. (The frontend, unlike the driver, takes two files of one name.)
	private static func chunks(_ files: [String]) -> [[String]] {
		stride(from: 0, to: files.count, by: 1_000).map { Array(files[$0..<min($0 + 1_000, files.count)]) }
	}

	private static func swiftcParse(_ files: [String]) -> (Int32, String) {
		let process = Process()
		process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
		process.arguments = ["swiftc", "-frontend", "-parse"] + files
		let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-swiftc-\(getpid()).txt")
		_ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
		defer { try? FileManager.default.removeItem(at: errorsFile) }
		process.standardOutput = FileHandle.nullDevice
		process.standardError = FileHandle(forWritingAtPath: errorsFile.path)
		do { try process.run() } catch { return (127, "cannot run swiftc: \(error)") }
		process.waitUntilExit()
		let errors = String(decoding: FileManager.default.contents(atPath: errorsFile.path) ?? Data(), as: UTF8.self)
		return (process.terminationStatus, errors)
	}
}
