import Testing

import ScaffoldCore

struct PlanRenderingTests {
	typealias F = Fixture

	/// A project exercising every status: create, identical, update, conflict, skip, remove.
	static func mixedPlan(force: Bool = false) throws -> Plan {
		let oldDTO = F.dtoOutput(F.fieldsV1)
		let mapper = F.mapperOutput()
		let orphan = OutputFile(path: "Features/Character/Sources/Data/Old.swift", contents: F.header() + "struct Old {}\n", origin: F.spec, templateHash: F.templateV1)
		let edited = OutputFile(path: "Features/Character/Tests/CharacterTests.swift", contents: F.header() + "import Testing\n", origin: F.spec, templateHash: F.templateV1)
		let create = OutputFile(path: "Features/Character/Sources/Data/Mocks/CharacterMock.swift", contents: F.header() + "struct CharacterMock {}\n", origin: F.spec, templateHash: F.templateV1)
		return try F.plan(
			[F.dtoOutput(F.fieldsV2), mapper, edited, create, F.runtimeOutput()],
			disk: [
				F.dtoPath: .file(oldDTO.contents), F.mapperPath: .file(mapper.contents), orphan.path: .file(orphan.contents),
				edited.path: .file(edited.contents + "@Test func mine() {}\n"), F.runtimePath: .file("// mine\n"),
			],
			manifest: Manifest(records: [F.record(oldDTO), F.record(mapper), F.record(orphan), F.record(edited)]), force: force)
	}

	func textListsOneAlignedLinePerFileAndSaysWhenForceOverwrites() throws {
		// Text lists one aligned line per file with reasons.
		try expectEqual(
			Self.mixedPlan().renderText(), """
				  update     Features/Character/Sources/Data/DTOs/CharacterDTO.swift (spec or settings changed)
				  identical  Features/Character/Sources/Data/Mappers/CharacterMapper.swift
				  create     Features/Character/Sources/Data/Mocks/CharacterMock.swift
				  remove     Features/Character/Sources/Data/Old.swift (orphaned)
				  conflict   Features/Character/Tests/CharacterTests.swift (edited by hand)
				  skip       Runtime/Sources/ScaffoldRuntime/HTTPClient.swift (user-owned)
				6 files: 1 create, 1 identical, 1 update, 1 conflict, 1 skip, 1 remove

				""")

		// Text says when force overwrites.
		let text = try Self.mixedPlan(force: true).renderText()
		expectContains(text, "  update     Features/Character/Tests/CharacterTests.swift (edited by hand, overwritten)\n")

		// Text of an empty plan.
		expectEqual(try F.plan([]).renderText(), "no files\n")
	}

	func jsonHasTheDocumentedShapeAndSaysWhenTheProjectIsCurrent() throws {
		// Json has the documented shape.
		try expectEqual(
			Self.mixedPlan().renderJSON(), """
				{
				  "version": 1,
				  "files": [
				    {"path": "Features/Character/Sources/Data/DTOs/CharacterDTO.swift", "status": "update", "reason": "specChanged", "origin": "Specs/Character.json"},
				    {"path": "Features/Character/Sources/Data/Mappers/CharacterMapper.swift", "status": "identical", "reason": "upToDate", "origin": "Specs/Character.json"},
				    {"path": "Features/Character/Sources/Data/Mocks/CharacterMock.swift", "status": "create", "reason": "new", "origin": "Specs/Character.json"},
				    {"path": "Features/Character/Sources/Data/Old.swift", "status": "remove", "reason": "orphaned", "origin": "Specs/Character.json"},
				    {"path": "Features/Character/Tests/CharacterTests.swift", "status": "conflict", "reason": "editedByHand", "origin": "Specs/Character.json"},
				    {"path": "Runtime/Sources/ScaffoldRuntime/HTTPClient.swift", "status": "skip", "reason": "userOwned", "origin": ""}
				  ],
				  "summary": {"create": 1, "identical": 1, "update": 1, "conflict": 1, "skip": 1, "remove": 1, "merge": 0, "current": false}
				}

				""")

		// Json of a current project is parseable and says so.
		let output = F.dtoOutput()
		let plan = try F.plan([output], disk: [F.dtoPath: .file(output.contents)], manifest: Manifest(records: [F.record(output)]))
		let node = try JSONReader(path: "plan.json").read(plan.renderJSON())
		expectEqual(node["summary"]?["current"]?.bool, true)
		expectEqual(node["summary"]?["identical"]?.int, 1)
		expectEqual(node["files"]?.elements?.first?["status"]?.string, "identical")
		let empty = try JSONReader(path: "plan.json").read(try F.plan([]).renderJSON())
		expectEqual(empty["files"]?.elements?.isEmpty, true)
	}

	func diffCoversTheFilesApplyingChangesOrAsForceWould() throws {
		// Diff covers exactly the files applying changes.
		do {
			let diff = try Self.mixedPlan().renderDiff()
			let headers = diff.split(separator: "\n").filter { $0.hasPrefix("diff --git") }
			expectEqual(
				headers, [
					"diff --git a/Features/Character/Sources/Data/DTOs/CharacterDTO.swift b/Features/Character/Sources/Data/DTOs/CharacterDTO.swift",
					"diff --git a/Features/Character/Sources/Data/Mocks/CharacterMock.swift b/Features/Character/Sources/Data/Mocks/CharacterMock.swift",
					"diff --git a/Features/Character/Sources/Data/Old.swift b/Features/Character/Sources/Data/Old.swift",
				])
			expectContains(diff, "+\tpublic var species: String\n")
			expectContains(diff, "--- a/Features/Character/Sources/Data/Old.swift\n+++ /dev/null\n")
			expectContains(diff, "--- /dev/null\n+++ b/Features/Character/Sources/Data/Mocks/CharacterMock.swift\n")
		}

		// Diff can show conflicts as force would resolve them.
		do {
			let diff = try Self.mixedPlan().renderDiff(includeConflicts: true)
			expectContains(diff, "diff --git a/Features/Character/Tests/CharacterTests.swift")
			expectContains(diff, "-@Test func mine() {}\n")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<PlanRenderingTests>] = [
		SuiteTest("textListsOneAlignedLinePerFileAndSaysWhenForceOverwrites") { try $0.textListsOneAlignedLinePerFileAndSaysWhenForceOverwrites() },
		SuiteTest("jsonHasTheDocumentedShapeAndSaysWhenTheProjectIsCurrent") { try $0.jsonHasTheDocumentedShapeAndSaysWhenTheProjectIsCurrent() },
		SuiteTest("diffCoversTheFilesApplyingChangesOrAsForceWould") { try $0.diffCoversTheFilesApplyingChangesOrAsForceWould() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<PlanRenderingTests>) async throws { try await test.body(self) }
}
