import Testing

import ScaffoldCore

struct ApplyListTests {
	typealias F = Fixture

	func writesThenDeletesInPathOrderThenTheManifest() throws {
		let old = F.dtoOutput(F.fieldsV1)
		let orphan = OutputFile(path: "A/Old.swift", contents: F.header() + "old\n", origin: F.spec, templateHash: F.templateV1)
		let new = F.dtoOutput(F.fieldsV2)
		let plan = try F.plan(
			[F.runtimeOutput(), F.mapperOutput(), new],
			disk: [F.dtoPath: .file(old.contents), orphan.path: .file(orphan.contents)],
			manifest: Manifest(records: [F.record(old), F.record(orphan)]))
		let apply = try plan.applyList()
		expectEqual(
			apply.operations, [
				.write(path: F.dtoPath, bytes: Array(new.contents.utf8)),
				.write(path: F.mapperPath, bytes: Array(F.mapperOutput().contents.utf8)),
				.write(path: F.runtimePath, bytes: Array(F.runtimeOutput().contents.utf8)),
				.delete(path: "A/Old.swift"),
			])
		expectEqual(apply.manifest, Manifest(records: [F.record(new), F.record(F.mapperOutput())]).serialized())
		#expect(!apply.isEmpty)
	}

	func nothingToDoForACurrentProject() throws {
		let output = F.dtoOutput()
		let plan = try F.plan([output], disk: [F.dtoPath: .file(output.contents)], manifest: Manifest(records: [F.record(output)]))
		let apply = try plan.applyList()
		#expect(apply.isEmpty)
		expectEqual(apply.manifest, nil)
	}

	func refusesToApplyWithConflictsNamingEachFileForItsReason() throws {
		// Conflict messages fit their reason.
		do {
			let orphan = F.mapperOutput()
			let plan = try F.plan(
				[F.dtoOutput()], disk: [F.dtoPath: .file(F.header() + "other\n"), F.mapperPath: .file(orphan.contents + "x\n")],
				manifest: Manifest(records: [F.record(orphan)]))
			let messages = plan.entries.filter { $0.status == .conflict }.map(\.conflictDiagnostic.message)
			expectEqual(messages.count, 2)
			expectPrefix(messages[0], "file exists but was not written by scaffold")
			expectPrefix(messages[1], "no spec generates this file any more")
		}

		// Refuses to apply with conflicts naming each file.
		do {
			let plan = try PlanRenderingTests.mixedPlan()
			#expect {
				try plan.applyList()
			} throws: { error in
				let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
				return diagnostics.map(\.description) == [
					"Features/Character/Tests/CharacterTests.swift: error: file was edited by hand since scaffold wrote it; remove its header line to keep it as your own, or use --force to overwrite it"
				]
			}
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ApplyListTests>] = [
		SuiteTest("writesThenDeletesInPathOrderThenTheManifest") { try $0.writesThenDeletesInPathOrderThenTheManifest() },
		SuiteTest("nothingToDoForACurrentProject") { try $0.nothingToDoForACurrentProject() },
		SuiteTest("refusesToApplyWithConflictsNamingEachFileForItsReason") { try $0.refusesToApplyWithConflictsNamingEachFileForItsReason() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ApplyListTests>) async throws { try await test.body(self) }
}
