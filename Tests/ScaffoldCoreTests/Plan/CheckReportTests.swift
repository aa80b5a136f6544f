import Testing

import ScaffoldCore

/// `check`'s conclusion when a feature's spec cannot be read: its files are still held to the
/// hashes the manifest recorded, the spec is reported, and the project is never current.
struct CheckReportTests {
	typealias F = Fixture

	static let outside = GeneratedFeature(
		name: "Character", spec: "Character.json", specIsOutsideProject: true, specPathFromRoot: "../specs/Character.json",
		hasFixtures: false)

	/// The DTO and mapper as scaffold wrote them from a spec outside the project.
	static let outputs = [
		OutputFile(path: F.dtoPath, contents: F.dto(F.fieldsV1, origin: "Character.json"), origin: "Character.json", templateHash: F.templateV1),
		OutputFile(path: F.mapperPath, contents: F.header("Character.json") + "struct CharacterMapper {}\n", origin: "Character.json", templateHash: F.templateV1),
	]
	static let manifest = Manifest(records: outputs.map(F.record), features: [outside])

	/// The report of a project whose only feature's spec cannot be read, with `disk` as given.
	private func report(disk: [String: DiskEntry]) throws -> CheckReport {
		let paths = GeneratedPaths(config: .defaults)
		let scope = Manifest.Scope.everything(except: ["Character"], paths: paths)
		let plan = try ScopedPlan(outputs: [], features: [], scope: scope, disk: [:], manifest: Self.manifest, root: F.root)
		expectEqual(
			Set(CheckReport.pathsToInspect(unreadable: [Self.outside], manifest: Self.manifest, paths: paths)), [F.dtoPath, F.mapperPath])
		return CheckReport(plan: plan, unreadable: [Self.outside], manifest: Self.manifest, disk: disk, paths: paths)
	}

	private static func asWritten(_ output: OutputFile) -> DiskEntry { .file(output.contents) }

	func filesAsRecordedStillLeaveTheProjectNotCurrent() throws {
		let report = try report(disk: [F.dtoPath: Self.asWritten(Self.outputs[0]), F.mapperPath: Self.asWritten(Self.outputs[1])])
		expectEmpty(report.drift)
		expectEqual(report.outcome, .unreadableSpec)
		expectFalse(report.isCurrent)
		expectEqual(
			report.diagnostics.map(\.description), [
				".scaffold/manifest.json: error: feature 'Character' was generated from '../specs/Character.json' (outside the project), which cannot be read\n"
					+ "note: its 2 files were held only to the hashes the manifest recorded (none differs); none could be compared with its spec\n"
					+ "note: put the spec back there, or run 'scaffold feature Character --spec <path>' to generate the feature from where it lies now"
			])
		expectContains(report.renderJSON(), "\"unreadableSpecs\": [\n    {\"feature\": \"Character\", \"spec\": \"../specs/Character.json\", \"recordedFiles\": 2, \"drift\": []}\n  ],\n")
		expectContains(report.renderJSON(), "\"current\": false}")
	}

	func editsDeletionsAndRemovedHeadersAreTold() throws {
		// An edit and a deletion are found by the recorded hashes.
		do {
			let edited = Self.outputs[0].contents + "// my change\n"
			let report = try report(disk: [F.dtoPath: .file(edited), F.mapperPath: .absent])
			expectEqual(
				report.drift, [
					Drift(path: F.dtoPath, kind: .edited, reason: .editedByHand),
					Drift(path: F.mapperPath, kind: .missing, reason: .missing),
				])
			expectEqual(report.drift.map(\.diagnostic.description), [
				"\(F.dtoPath): error: generated file is edited by hand",
				"\(F.mapperPath): error: generated file is missing",
			])
			expectEqual(report.diagnostics.first?.notes.first?.message.contains("(2 differ)"), true)
			let json = report.renderJSON()
			expectContains(json, "\"drift\": [{\"path\": \"\(F.dtoPath)\", \"reason\": \"editedByHand\"}, {\"path\": \"\(F.mapperPath)\", \"reason\": \"missing\"}]")
		}

		// A file whose header was removed is the user's and not drift.
		do {
			let taken = "// Mine now.\n" + Self.outputs[0].contents.drop { $0 != "\n" }.dropFirst()
			let report = try report(disk: [F.dtoPath: .file(String(taken)), F.mapperPath: Self.asWritten(Self.outputs[1])])
			expectEmpty(report.drift)
		}
	}

	func aFeatureRecordedWithoutItsPathSaysHowToRecordIt() throws {
		var legacy = Self.outside
		legacy.specPathFromRoot = nil
		let paths = GeneratedPaths(config: .defaults)
		let plan = try ScopedPlan(
			outputs: [], features: [], scope: .everything(except: ["Character"], paths: paths), disk: [:], manifest: Self.manifest,
			root: F.root)
		let report = CheckReport(plan: plan, unreadable: [legacy], manifest: Self.manifest, disk: [:], paths: paths)
		expectEqual(report.diagnostics.first?.message, "feature 'Character' was generated from 'Character.json' (outside the project), which cannot be read")
		expectEqual(report.diagnostics.first?.notes.last?.message.hasPrefix("an older scaffold recorded only the spec's file name"), true)
		expectEqual(report.drift.count, 2, "both files are missing")
	}

	func aProjectWithEverySpecReadIsCurrentOnlyWithoutDrift() throws {
		let paths = GeneratedPaths(config: .defaults)
		let output = F.dtoOutput()
		let current = try ScopedPlan(
			outputs: [output], features: [], scope: .everything(except: [], paths: paths), disk: [F.dtoPath: .file(output.contents)],
			manifest: Manifest(records: [F.record(output)]), root: F.root)
		let report = CheckReport(plan: current, unreadable: [], manifest: nil, disk: [:], paths: paths)
		expectEqual(report.outcome, .current)
		expectTrue(report.isCurrent)
		expectEqual(report.renderJSON(), current.plan.renderJSON())

		let edited = try ScopedPlan(
			outputs: [output], features: [], scope: .everything(except: [], paths: paths),
			disk: [F.dtoPath: .file(output.contents + "//\n")], manifest: Manifest(records: [F.record(output)]), root: F.root)
		let drifted = CheckReport(plan: edited, unreadable: [], manifest: nil, disk: [:], paths: paths)
		expectEqual(drifted.outcome, .drift)
		expectContains(drifted.renderJSON(), "\"current\": false}")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CheckReportTests>] = [
		SuiteTest("filesAsRecordedStillLeaveTheProjectNotCurrent") { try $0.filesAsRecordedStillLeaveTheProjectNotCurrent() },
		SuiteTest("editsDeletionsAndRemovedHeadersAreTold") { try $0.editsDeletionsAndRemovedHeadersAreTold() },
		SuiteTest("aFeatureRecordedWithoutItsPathSaysHowToRecordIt") { try $0.aFeatureRecordedWithoutItsPathSaysHowToRecordIt() },
		SuiteTest("aProjectWithEverySpecReadIsCurrentOnlyWithoutDrift") { try $0.aProjectWithEverySpecReadIsCurrentOnlyWithoutDrift() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<CheckReportTests>) async throws { try await test.body(self) }
}
