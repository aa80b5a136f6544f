import Testing

import ScaffoldCore

struct DriftTests {
	typealias F = Fixture

	@Test func reportsWhatDriftsAndNothingElse() throws {
		// Reports stale edited missing and orphaned files.
		do {
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
			expectFalse(plan.isCurrent)
			expectEqual(
				plan.drift.map { "\($0.path): \($0.summary)" }, [
					"Features/Character/Edited.swift: edited by hand",
					"Features/Character/Missing.swift: missing",
					"Features/Character/Old.swift: orphaned",
					"\(F.dtoPath): stale (spec or settings changed)",
					"\(F.mapperPath): stale (template changed)",
				])
			expectEqual(plan.drift.map(\.kind), [.edited, .missing, .orphaned, .stale, .stale])
			expectEqual(
				plan.drift.map(\.diagnostic.description), [
					"Features/Character/Edited.swift: error: generated file is edited by hand",
					"Features/Character/Missing.swift: error: generated file is missing",
					"Features/Character/Old.swift: error: file is orphaned: no spec generates it any more",
					"\(F.dtoPath): error: generated file is stale (spec or settings changed)",
					"\(F.mapperPath): error: generated file is stale (template changed)",
				])
		}

		// Edited orphans and unmanaged files drift.
		do {
			let orphan = F.mapperOutput()
			let plan = try F.plan(
				[F.dtoOutput()], disk: [F.dtoPath: .file(F.header() + "x\n"), F.mapperPath: .file(orphan.contents + "y\n")],
				manifest: Manifest(records: [F.record(orphan)]))
			expectEqual(
				plan.drift.map(\.summary), ["edited by hand (not written by scaffold)", "orphaned (edited by hand)"])
			expectEqual(plan.drift.map(\.kind), [.edited, .orphaned])
		}

		// Identical user-owned and taken-over files do not drift.
		do {
			let output = F.dtoOutput()
			let plan = try F.plan(
				[output, F.mapperOutput(), F.runtimeOutput()],
				disk: [F.dtoPath: .file(output.contents), F.mapperPath: .file("struct Mine {}\n"), F.runtimePath: .file("// mine\n")],
				manifest: Manifest(records: [F.record(output)]))
			expectEmpty(plan.drift)
			expectTrue(plan.isCurrent)
		}
	}

	/// Judging alone (`check`, feature by feature) gives the plan's own answer in every case:
	/// each state of a produced file and of an orphan, with and without records, with `force`.
	@Test func judgingAloneAgreesWithThePlan() throws {
		let dto = F.dtoOutput(F.fieldsV2, template: F.templateV2)
		let old = F.dtoOutput()
		let mapper = F.mapperOutput()
		let dtoStates: [DiskEntry] = [
			.absent, .file(dto.contents), .file(old.contents), .file(old.contents + "// mine\n"), .file("struct Mine {}\n"),
			DiskEntry(contents: .notAFile, components: nil),
		]
		let orphanStates: [DiskEntry] = [.absent, .file(mapper.contents), .file(mapper.contents + "// mine\n"), .file("struct Mine {}\n")]
		var judged = 0
		for dtoState in dtoStates {
			for orphanState in orphanStates {
				for records in [[], [F.record(old)], [F.record(old), F.record(mapper)], [F.record(dto), F.record(mapper)]] {
					for force in [false, true] {
						let manifest = Manifest(records: records)
						let outputs = [dto, F.runtimeOutput()]
						var disk = [F.dtoPath: dtoState, F.mapperPath: orphanState, F.runtimePath: .file("mine\n")]
						disk[Manifest.path] = .absent
						let options = Plan.Options(force: force)
						let whole = Result { () throws(DiagnosticError) in
							try Plan(outputs: outputs, disk: disk, manifest: manifest, root: F.root, options: options).isCurrent
						}
						let alone = Result { () throws(DiagnosticError) in
							try Plan.isCurrent(outputs: outputs, disk: disk, manifest: manifest, root: F.root, options: options)
						}
						expectEqual(alone, whole, "\(dtoState) \(orphanState) \(records.map(\.path)) force \(force)")
						judged += 1
					}
				}
			}
		}
		expectEqual(judged, 6 * 4 * 4 * 2)
	}
}
