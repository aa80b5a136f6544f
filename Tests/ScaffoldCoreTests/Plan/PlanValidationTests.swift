import Testing

import ScaffoldCore

/// A plan is refused outright, with located diagnostics, before anything could be written wrongly.
struct PlanValidationTests {
	typealias F = Fixture

	/// What a plan is given: the outputs, what the disk holds and the manifest.
	struct Given: Sendable {
		var outputs: [OutputFile]
		var disk: [String: DiskEntry] = [:]
		var manifest: Manifest? = nil
	}

	/// What a plan is given and the located errors it is refused with.
	typealias RefusalRow = TableCase<Given, [String]>

	static let refusalRows: [RefusalRow] = [
		RefusalRow(
			"an unsafe output path, at its spec",
			Given(outputs: [OutputFile(path: "../evil.swift", contents: "x", origin: "Specs/Evil.json", templateHash: "t")]),
			["Specs/Evil.json: error: output path '../evil.swift' leads outside the project root"]),
		RefusalRow(
			"the same path generated twice",
			Given(outputs: [F.dtoOutput(), with(F.dtoOutput()) { $0.origin = "Specs/Hero.json" }]),
			["Specs/Hero.json: error: '\(F.dtoPath)' is generated twice: from 'Specs/Character.json' and from 'Specs/Hero.json'"]),
		RefusalRow(
			"paths differing only in case",
			Given(outputs: [F.dtoOutput(), with(F.dtoOutput()) { $0.path = F.dtoPath.lowercased() }]),
			["Specs/Character.json: error: '\(F.dtoPath.lowercased())' and '\(F.dtoPath)' differ only in case; they would be the same file on macOS"]),
		RefusalRow(
			"a file that another output needs as a folder",
			Given(outputs: [F.dtoOutput(), OutputFile(path: "Features/Character", contents: "x", origin: "", templateHash: "t")]),
			["Specs/Character.json: error: 'Features/Character' is generated as a file, but '\(F.dtoPath)' needs it to be a folder"]),
		RefusalRow(
			"a snapshot that forgets a path", Given(outputs: [F.dtoOutput()], disk: [Manifest.path: .absent]),
			["Specs/Character.json: error: internal error: the disk snapshot does not describe '\(F.dtoPath)'"]),
		RefusalRow(
			"a folder where a file should be",
			Given(outputs: [F.dtoOutput()], disk: [F.dtoPath: DiskEntry(contents: .notAFile, components: nil), Manifest.path: .absent]),
			["Specs/Character.json: error: '\(F.dtoPath)' exists but is not a regular file"]),
		RefusalRow(
			"writing through a symlinked folder outside the root",
			Given(
				outputs: [F.dtoOutput()],
				disk: [
					F.dtoPath: DiskEntry(contents: .absent, components: [.present, .symlink(resolvedTarget: "/tmp/elsewhere"), .absent]),
					Manifest.path: .absent,
				]),
			[
				"Specs/Character.json: error: refusing to write '\(F.dtoPath)': 'Features/Character' is a symbolic link to '/tmp/elsewhere', outside the project root '/work/app'"
			]),
		RefusalRow(
			"an unsafe path in a manifest built in code",
			Given(
				outputs: [],
				manifest: Manifest(records: [Manifest.Record(path: "/etc/passwd", origin: "", templateHash: "t", contentHash: SHA256.hex(""))])),
			[".scaffold/manifest.json: error: output path '/etc/passwd' is absolute; output paths are relative to the project root"]),
	]

	private static func with(_ output: OutputFile, _ change: (inout OutputFile) -> Void) -> OutputFile {
		var changed = output
		change(&changed)
		return changed
	}

	func refusesWithLocatedErrors(_ row: RefusalRow) {
		row.expect(F.planProblems(row.input.outputs, disk: row.input.disk, manifest: row.input.manifest).map(\.description))
	}

	func acceptsASymlinkedFolderInsideTheRoot() throws {
		let components: [PathComponentState] = [.symlink(resolvedTarget: "/work/app/Modules"), .present, .present, .present, .present, .present]
		let plan = try F.plan([F.dtoOutput()], disk: [F.dtoPath: DiskEntry(contents: .file(Array(F.dto(F.fieldsV1).utf8)), components: components)])
		expectEqual(plan[F.dtoPath]?.status, .identical)
	}

	func refusesOrphansAndTheManifestBehindEscapingSymlinks() {
		let orphan = F.mapperOutput()
		let outside = DiskEntry(contents: .file(Array(orphan.contents.utf8)), components: [.symlink(resolvedTarget: "/etc"), .present, .present, .present, .present, .present])
		let scaffoldOutside = DiskEntry(contents: .absent, components: [.symlink(resolvedTarget: "/var/tmp"), .absent])
		let problems = F.planProblems(
			[], disk: [F.mapperPath: outside, Manifest.path: scaffoldOutside], manifest: Manifest(records: [F.record(orphan)]))
		expectEqual(problems.count, 2)
		expectEqual(problems.first?.location, SourceLocation(path: Manifest.path, position: nil))
		expectEqual(problems.last?.message.contains("'.scaffold' is a symbolic link to '/var/tmp'"), true)
	}

	func listsEveryPathToInspectOnce() {
		let orphan = F.mapperOutput()
		let paths = Plan.pathsToInspect(
			outputs: [F.runtimeOutput(), F.dtoOutput()], manifest: Manifest(records: [F.record(orphan), F.record(F.dtoOutput())]))
		expectEqual(paths, [".scaffold/manifest.json", F.dtoPath, F.mapperPath, F.runtimePath])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<PlanValidationTests>] = [
		SuiteTest("acceptsASymlinkedFolderInsideTheRoot") { try $0.acceptsASymlinkedFolderInsideTheRoot() },
		SuiteTest("refusesOrphansAndTheManifestBehindEscapingSymlinks") { $0.refusesOrphansAndTheManifestBehindEscapingSymlinks() },
		SuiteTest("listsEveryPathToInspectOnce") { $0.listsEveryPathToInspectOnce() },
	]
		+ SuiteTest<PlanValidationTests>.cases("refusesWithLocatedErrors(_:)", refusalRows) { $0.refusesWithLocatedErrors($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<PlanValidationTests>) async throws { try await test.body(self) }
}
