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

	@Test func twoFeatureRunsAtOnceBothEndUpRecorded() throws {
		try ProjectSandbox.with(.initialized) { project in
			let episode = RepositoryRoot.url.appendingPathComponent("Examples/Episode.json")
			try project.write(try String(contentsOf: episode, encoding: .utf8), to: "Specs/Episode.json")
			let results = Results()
			DispatchQueue.concurrentPerform(iterations: 2) { index in
				let result = try? project.run(["feature", index == 0 ? "Character" : "Episode"])
				results.set(index, result)
			}
			for index in 0..<2 { #expect(results.get(index)?.status == 0, "\(String(describing: results.get(index)))") }
			#expect(try project.run(["check"]) == Result(status: 0, stdout: "", stderr: ""))
			let manifest = try project.text(".scaffold/manifest.json")
			#expect(manifest.contains("\"Features/Character/Sources/Data/DTOs/CharacterDTO.swift\""))
			#expect(manifest.contains("\"Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift\""))
			let package = try project.text("Package.swift")
			#expect(package.contains(#"path: "Features/Character/Sources""#) && package.contains(#"path: "Features/Episode/Sources""#))
		}
	}

	@Test func aRunThatCannotGetTheLockSaysSoAndChangesNothing() throws {
		try ProjectSandbox.with(.initialized) { project in
			let holder = open(project.url.path, O_RDONLY)
			defer { close(holder) }
			#expect(flock(holder, LOCK_EX) == 0)
			let (result, changes) = try project.changes {
				try project.scaffold.run(["feature", "Character"], in: project.url, environment: ["SCAFFOLD_LOCK_TIMEOUT": "0.2"])
			}
			#expect(
				result == Result(
					status: 1, stdout: "",
					stderr: "error: another scaffold run is working on this project; waited 0.2 s for it to finish\nnote: try again when it has finished; nothing was changed\n"))
			#expect(changes == [])
		}
	}

	@Test func checkSharesTheLockWithOtherReadersButNotWithAWriter() throws {
		try ProjectSandbox.with(.generated) { project in
			let holder = open(project.url.path, O_RDONLY)
			defer { close(holder) }
			let quick = ["SCAFFOLD_LOCK_TIMEOUT": "0.2"]
			#expect(flock(holder, LOCK_SH) == 0)
			#expect(try project.scaffold.run(["check"], in: project.url, environment: quick) == Result(status: 0, stdout: "", stderr: ""))
			#expect(try project.scaffold.run(["prune"], in: project.url, environment: quick).status == 1)
			#expect(flock(holder, LOCK_EX) == 0)
			let blocked = try project.scaffold.run(["check"], in: project.url, environment: quick)
			#expect(blocked.stderr.hasPrefix("error: another scaffold run"))
		}
	}
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
