import Foundation
import Testing

import ScaffoldCore

/// The `--diff` patch must be something `git apply` really accepts: checked against git itself
/// in a temporary repository (skipped when git is not installed).
struct GitApplyTests {
	static let git: String? = {
		let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
		return path.split(separator: ":").map { "\($0)/git" }.first { FileManager.default.isExecutableFile(atPath: $0) }
	}()

	@Test(.enabled(if: git != nil, "git is not on PATH"))
	func planDiffIsAcceptedAndAppliedByGit() throws {
		typealias F = Fixture
		let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-git-apply-\(UUID().uuidString)")
		try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
		defer { try? FileManager.default.removeItem(at: folder) }

		let oldDTO = F.dtoOutput(F.fieldsV1)
		let noNewline = OutputFile(path: "Features/Character/Fixtures/character.txt", contents: "id=1\nname=Rick", origin: F.spec, templateHash: F.templateV1)
		let emptyOrphan = OutputFile(path: "Features/Character/Empty.swift", contents: "", origin: F.spec, templateHash: F.templateV1)
		let orphan = F.mapperOutput()
		let disk: [String: String] = [
			oldDTO.path: oldDTO.contents, noNewline.path: noNewline.contents, emptyOrphan.path: "", orphan.path: orphan.contents,
		]
		var newFixture = noNewline
		newFixture.contents = "id=1\nname=Rick Sanchez\nstatus=Alive"
		let created = OutputFile(path: "Features/Character/Sources/Data/Mocks/CharacterMock.swift", contents: F.header() + "struct CharacterMock {}", origin: F.spec, templateHash: F.templateV1)
		let createdEmpty = OutputFile(path: "Features/Character/Sources/Data/Placeholder.swift", contents: "", origin: F.spec, templateHash: F.templateV1)
		let outputs = [F.dtoOutput(F.fieldsV2), newFixture, created, createdEmpty]
		let plan = try F.plan(
			outputs, disk: disk.mapValues { .file($0) },
			manifest: Manifest(records: [oldDTO, noNewline, emptyOrphan, orphan].map(F.record)))
		expectEqual(plan.entries.map(\.status), [.remove, .update, .update, .remove, .create, .create])

		for (path, contents) in disk {
			let url = folder.appendingPathComponent(path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(contents.utf8).write(to: url)
		}
		try run(["init", "--quiet"], in: folder)
		let patchURL = folder.appendingPathComponent("plan.patch")
		try Data(plan.diffBytes()).write(to: patchURL)

		expectEqual(try run(["apply", "--check", patchURL.path], in: folder), 0)
		expectEqual(try run(["apply", patchURL.path], in: folder), 0)
		for output in outputs {
			try expectEqual(Data(contentsOf: folder.appendingPathComponent(output.path)), Data(output.contents.utf8), "\(output.path)")
		}
		for removed in [emptyOrphan.path, orphan.path] {
			#expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(removed).path), "\(removed)")
		}
	}

	@discardableResult
	private func run(_ arguments: [String], in folder: URL) throws -> Int32 {
		let process = Process()
		process.executableURL = URL(fileURLWithPath: Self.git!)
		process.arguments = arguments
		process.currentDirectoryURL = folder
		process.standardOutput = FileHandle.nullDevice
		try process.run()
		process.waitUntilExit()
		return process.terminationStatus
	}
}
