import Foundation

/// The `git` on the `PATH`, run like the `scaffold` binary, for tests that check patches with
/// `git apply`; such tests skip that step on machines without git.
enum Git {
	static func locate() -> ScaffoldBinary? {
		let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
		return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("git") }
			.first { FileManager.default.isExecutableFile(atPath: $0.path) }
			.map(ScaffoldBinary.init(url:))
	}
}
