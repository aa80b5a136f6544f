import Testing

import ScaffoldCore

/// A plan is refused outright, with located diagnostics, before anything could be written wrongly.
struct PlanValidationTests {
	typealias F = Fixture

	@Test func refusesUnsafeOutputPathsAtTheirSpec() {
		let evil = OutputFile(path: "../evil.swift", contents: "x", origin: "Specs/Evil.json", templateHash: "t")
		let problems = F.planProblems([evil], disk: [:])
		expectEqual(problems.map(\.description), ["Specs/Evil.json: error: output path '../evil.swift' leads outside the project root"])
	}

	@Test func refusesTheSamePathGeneratedTwice() {
		let first = F.dtoOutput()
		var second = F.dtoOutput()
		second.origin = "Specs/Hero.json"
		let problems = F.planProblems([first, second], disk: [:])
		expectEqual(
			problems.map(\.description), [
				"Specs/Hero.json: error: '\(F.dtoPath)' is generated twice: from 'Specs/Character.json' and from 'Specs/Hero.json'"
			])
	}

	@Test func refusesPathsDifferingOnlyInCase() {
		var other = F.dtoOutput()
		other.path = F.dtoPath.lowercased()
		let problems = F.planProblems([F.dtoOutput(), other], disk: [:])
		expectEqual(problems.count, 1)
		expectEqual(problems.first?.message.contains("differ only in case"), true)
	}

	@Test func refusesAFileThatAnotherOutputNeedsAsAFolder() {
		let folder = OutputFile(path: "Features/Character", contents: "x", origin: "", templateHash: "t")
		let problems = F.planProblems([F.dtoOutput(), folder], disk: [:])
		expectEqual(
			problems.map(\.message), [
				"'Features/Character' is generated as a file, but '\(F.dtoPath)' needs it to be a folder"
			])
	}

	@Test func refusesASnapshotThatForgetsAPath() {
		let problems = F.planProblems([F.dtoOutput()], disk: [Manifest.path: .absent])
		expectEqual(problems.map(\.description), ["Specs/Character.json: error: internal error: the disk snapshot does not describe '\(F.dtoPath)'"])
	}

	@Test func refusesAFolderWhereAFileShouldBe() {
		let problems = F.planProblems(
			[F.dtoOutput()], disk: [F.dtoPath: DiskEntry(contents: .notAFile, components: nil), Manifest.path: .absent])
		expectEqual(problems.map(\.message), ["'\(F.dtoPath)' exists but is not a regular file"])
	}

	@Test func refusesWritingThroughASymlinkedFolderOutsideTheRoot() {
		let components: [PathComponentState] = [.present, .symlink(resolvedTarget: "/tmp/elsewhere"), .absent]
		let problems = F.planProblems(
			[F.dtoOutput()], disk: [F.dtoPath: DiskEntry(contents: .absent, components: components), Manifest.path: .absent])
		expectEqual(
			problems.map(\.description), [
				"Specs/Character.json: error: refusing to write '\(F.dtoPath)': 'Features/Character' is a symbolic link to '/tmp/elsewhere', outside the project root '/work/app'"
			])
	}

	@Test func acceptsASymlinkedFolderInsideTheRoot() throws {
		let components: [PathComponentState] = [.symlink(resolvedTarget: "/work/app/Modules"), .present, .present, .present, .present, .present]
		let plan = try F.plan([F.dtoOutput()], disk: [F.dtoPath: DiskEntry(contents: .file(Array(F.dto(F.fieldsV1).utf8)), components: components)])
		expectEqual(plan[F.dtoPath]?.status, .identical)
	}

	@Test func refusesOrphansAndTheManifestBehindEscapingSymlinks() {
		let orphan = F.mapperOutput()
		let outside = DiskEntry(contents: .file(Array(orphan.contents.utf8)), components: [.symlink(resolvedTarget: "/etc"), .present, .present, .present, .present, .present])
		let scaffoldOutside = DiskEntry(contents: .absent, components: [.symlink(resolvedTarget: "/var/tmp"), .absent])
		let problems = F.planProblems(
			[], disk: [F.mapperPath: outside, Manifest.path: scaffoldOutside], manifest: Manifest(records: [F.record(orphan)]))
		expectEqual(problems.count, 2)
		expectEqual(problems.first?.location, SourceLocation(path: Manifest.path, position: nil))
		expectEqual(problems.last?.message.contains("'.scaffold' is a symbolic link to '/var/tmp'"), true)
	}

	@Test func listsEveryPathToInspectOnce() {
		let orphan = F.mapperOutput()
		let paths = Plan.pathsToInspect(
			outputs: [F.runtimeOutput(), F.dtoOutput()], manifest: Manifest(records: [F.record(orphan), F.record(F.dtoOutput())]))
		expectEqual(paths, [".scaffold/manifest.json", F.dtoPath, F.mapperPath, F.runtimePath])
	}
}

extension PlanValidationTests {
	@Test func refusesUnsafePathsInAManifestBuiltInCode() {
		let record = Manifest.Record(path: "/etc/passwd", origin: "", templateHash: "t", contentHash: SHA256.hex(""))
		let problems = Fixture.planProblems([], disk: [:], manifest: Manifest(records: [record]))
		expectEqual(problems.map(\.description), [".scaffold/manifest.json: error: output path '/etc/passwd' is absolute; output paths are relative to the project root"])
	}
}
