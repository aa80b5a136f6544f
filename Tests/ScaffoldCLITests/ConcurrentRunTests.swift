import Foundation
import Testing

#if canImport(Glibc)
	import Glibc
#elseif canImport(Darwin)
	import Darwin
#endif

/// One run at a time per project: concurrent runs wait for each other, and a run that cannot
/// get the lock in time says so and changes nothing.
struct ConcurrentRunTests {
	typealias Result = ScaffoldBinary.Result

	func twoFeatureRunsAtOnceBothEndUpRecorded() throws {
		try ProjectSandbox.with(.initialized) { project in
			let episode = RepositoryRoot.url.appendingPathComponent("Examples/Episode.json")
			try project.write(try String(contentsOf: episode, encoding: .utf8), to: "Specs/Episode.json")
			let results = Results()
			DispatchQueue.concurrentPerform(iterations: 2) { index in
				let result = try? project.run(["feature", index == 0 ? "Character" : "Episode"])
				results.set(index, result)
			}
			for index in 0..<2 { expectEqual(results.get(index)?.status, 0, "\(String(describing: results.get(index)))") }
			try expectEqual(project.run(["check"]), Result(status: 0, stdout: "", stderr: ""))
			let manifest = try project.text(".scaffold/manifest.json")
			expectContains(manifest, "\"Features/Character/Sources/Data/DTOs/CharacterDTO.swift\"")
			expectContains(manifest, "\"Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift\"")
			let package = try project.text("Package.swift")
			expectContains(package, #"path: "Features/Character/Sources""#)
			expectContains(package, #"path: "Features/Episode/Sources""#)
		}
	}

	func aRunThatCannotGetTheLockSaysSoAndChangesNothing() throws {
		try ProjectSandbox.with(.initialized) { project in
			let holder = open(project.url.path, O_RDONLY)
			defer { close(holder) }
			expectEqual(flock(holder, LOCK_EX), 0)
			let (result, changes) = try project.changes {
				try project.scaffold.run(["feature", "Character"], in: project.url, environment: ["SCAFFOLD_LOCK_TIMEOUT": "0.2"])
			}
			#expect(
				result == Result(
					status: 1, stdout: "",
					stderr: "error: another scaffold run is working on this project; waited 0.2 s for it to finish\nnote: try again when it has finished; nothing was changed\n"))
			expectEqual(changes, [])
		}
	}

	func checkSharesTheLockWithOtherReadersButNotWithAWriter() throws {
		try ProjectSandbox.with(.generated) { project in
			let holder = open(project.url.path, O_RDONLY)
			defer { close(holder) }
			let quick = ["SCAFFOLD_LOCK_TIMEOUT": "0.2"]
			expectEqual(flock(holder, LOCK_SH), 0)
			try expectEqual(project.scaffold.run(["check"], in: project.url, environment: quick), Result(status: 0, stdout: "", stderr: ""))
			try expectEqual(project.scaffold.run(["prune"], in: project.url, environment: quick).status, 1)
			expectEqual(flock(holder, LOCK_EX), 0)
			let blocked = try project.scaffold.run(["check"], in: project.url, environment: quick)
			expectPrefix(blocked.stderr, "error: another scaffold run")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ConcurrentRunTests>] = [
		SuiteTest("twoFeatureRunsAtOnceBothEndUpRecorded") { try $0.twoFeatureRunsAtOnceBothEndUpRecorded() },
		SuiteTest("aRunThatCannotGetTheLockSaysSoAndChangesNothing") { try $0.aRunThatCannotGetTheLockSaysSoAndChangesNothing() },
		SuiteTest("checkSharesTheLockWithOtherReadersButNotWithAWriter") { try $0.checkSharesTheLockWithOtherReadersButNotWithAWriter() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ConcurrentRunTests>) async throws { try await test.body(self) }
}

/// Results written from concurrent closures.
private final class Results: @unchecked Sendable {  // guarded by `lock`
	private let lock = NSLock()
	private var values: [Int: ScaffoldBinary.Result] = [:]
	func set(_ index: Int, _ value: ScaffoldBinary.Result?) { lock.withLock { values[index] = value } }
	func get(_ index: Int) -> ScaffoldBinary.Result? { lock.withLock { values[index] } }
}

/// This repository's root, for its examples.
enum RepositoryRoot {
	static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
