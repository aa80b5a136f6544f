import Testing

@testable import ScaffoldCore

struct DriftTests {
	typealias F = Fixture

	@Test func reportsStaleEditedMissingAndOrphanedFiles() throws {
		let oldDTO = F.dtoOutput(F.fieldsV1)
		let oldMapper = F.mapperOutput(template: F.templateV1)
		var newMapper = F.mapperOutput(template: F.templateV2)
		newMapper.contents += "// v2\n"
		let orphan = OutputFile(path: "Features/Character/Old.swift", contents: F.header() + "old\n", origin: F.spec, templateHash: F.templateV1)
		let edited = OutputFile(path: "Features/Character/Edited.swift", contents: F.header() + "a\n", origin: F.spec, templateHash: F.templateV1)
		let missing = OutputFile(path: "Features/Character/Missing.swift", contents: F.header() + "m\n", origin: F.spec, templateHash: F.templateV1)
		let plan = try F.plan(
			[F.dtoOutput(F.fieldsV2), newMapper, edited, missing, F.runtimeOutput()],
			disk: [
				F.dtoPath: .file(oldDTO.contents), F.mapperPath: .file(oldMapper.contents), orphan.path: .file(orphan.contents),
				edited.path: .file(edited.contents + "b\n"), F.runtimePath: .file("// mine\n"),
			],
			manifest: Manifest(records: [F.record(oldDTO), F.record(oldMapper), F.record(orphan), F.record(edited), F.record(missing)]))
		#expect(!plan.isCurrent)
		#expect(
			plan.drift.map { "\($0.path): \($0.summary)" } == [
				"Features/Character/Edited.swift: edited by hand",
				"Features/Character/Missing.swift: missing",
				"Features/Character/Old.swift: orphaned",
				"\(F.dtoPath): stale (spec changed)",
				"\(F.mapperPath): stale (template changed)",
			])
		#expect(plan.drift.map(\.kind) == [.edited, .missing, .orphaned, .stale, .stale])
		#expect(
			plan.drift.map(\.diagnostic.description) == [
				"Features/Character/Edited.swift: error: generated file is edited by hand",
				"Features/Character/Missing.swift: error: generated file is missing",
				"Features/Character/Old.swift: error: file is orphaned: no spec generates it any more",
				"\(F.dtoPath): error: generated file is stale (spec changed)",
				"\(F.mapperPath): error: generated file is stale (template changed)",
			])
	}

	@Test func identicalUserOwnedAndTakenOverFilesDoNotDrift() throws {
		let output = F.dtoOutput()
		let plan = try F.plan(
			[output, F.mapperOutput(), F.runtimeOutput()],
			disk: [F.dtoPath: .file(output.contents), F.mapperPath: .file("struct Mine {}\n"), F.runtimePath: .file("// mine\n")],
			manifest: Manifest(records: [F.record(output)]))
		#expect(plan.drift.isEmpty)
		#expect(plan.isCurrent)
	}

	@Test func editedOrphansAndUnmanagedFilesDrift() throws {
		let orphan = F.mapperOutput()
		let plan = try F.plan(
			[F.dtoOutput()], disk: [F.dtoPath: .file(F.header() + "x\n"), F.mapperPath: .file(orphan.contents + "y\n")],
			manifest: Manifest(records: [F.record(orphan)]))
		#expect(
			plan.drift.map(\.summary) == ["edited by hand (not written by scaffold)", "orphaned (edited by hand)"])
		#expect(plan.drift.map(\.kind) == [.edited, .orphaned])
	}
}
