import Testing

import ScaffoldCore

/// The scaffold version a manifest records per feature: written with the feature, read back by
/// both readers, and changed only by a run that writes one of the feature's files.
struct FeatureVersionRecordTests {
	typealias F = Fixture

	private static func feature(_ version: String?) -> GeneratedFeature {
		GeneratedFeature(name: "Character", spec: F.spec, hasFixtures: false, scaffoldVersion: version)
	}

	private static func plan(_ outputs: [OutputFile], disk: [String: DiskEntry], previous: Manifest, running version: String) throws -> Plan {
		var complete = disk
		for path in Plan.pathsToInspect(outputs: outputs, manifest: previous) where complete[path] == nil { complete[path] = .absent }
		return try Plan(outputs: outputs, disk: complete, manifest: previous, root: F.root, features: [feature(version)])
	}

	func theVersionIsWrittenBetweenNameAndSpecAndReadBack() throws {
		let manifest = Manifest(features: [Self.feature("0.2.1")])
		let text = String(decoding: manifest.serialized(), as: UTF8.self)
		expectContains(text, "\t\t\t\"name\": \"Character\",\n\t\t\t\"scaffoldVersion\": \"0.2.1\",\n\t\t\t\"spec\": ")
		expectEqual(try Manifest.parse(manifest.serialized()), manifest)
		expectEqual(try Manifest.parseLocated(manifest.serialized(), path: Manifest.path, generatedPaths: nil), manifest)
	}

	func aVersionThatIsNoneIsAnErrorAtIt() {
		let text = #"{"features": [{"fixtures": false, "name": "Character", "scaffoldVersion": "0 .1", "spec": "Specs/Character.json", "specOutsideProject": false}], "files": [], "version": 2}"#
		do {
			_ = try Manifest.parse(Array(text.utf8))
			Issue.record("expected an error")
		} catch {
			expectEqual(error.diagnostics.map(\.description), [".scaffold/manifest.json:1:75: error: 'scaffoldVersion' must be a version such as \"0.1.0\""])
		}
	}

	func aRunRecordsTheVersionOnlyWhenItWritesAFileOfTheFeature() throws {
		// A run that writes a file of the feature records its version.
		do {
			let old = F.dtoOutput(F.fieldsV1)
			let previous = Manifest(records: [F.record(old)], features: [Self.feature("0.1.0")])
			let new = F.dtoOutput(F.fieldsV2, template: F.templateV2)
			let plan = try Self.plan([new], disk: [F.dtoPath: .file(old.contents)], previous: previous, running: "0.1.1")
			expectEqual(plan[F.dtoPath]?.status, .update)
			expectEqual(plan.manifest.feature(named: "Character")?.scaffoldVersion, "0.1.1")
		}

		// Two teammates whose versions the pin accepts: identical output keeps the record as it is.
		do {
			let old = F.dtoOutput(F.fieldsV1)
			for recorded in ["0.1.0", nil] as [String?] {
				let previous = Manifest(records: [F.record(old)], features: [Self.feature(recorded)])
				let plan = try Self.plan([old], disk: [F.dtoPath: .file(old.contents)], previous: previous, running: "0.1.1")
				expectEqual(plan[F.dtoPath]?.status, .identical)
				expectEqual(plan.manifest.feature(named: "Character")?.scaffoldVersion, recorded)
				expectFalse(plan.manifestChanged)
			}
		}

		// A new feature records the version that created it.
		do {
			let plan = try Self.plan([F.dtoOutput()], disk: [:], previous: .empty, running: "0.3.0")
			expectEqual(plan.manifest.feature(named: "Character")?.scaffoldVersion, "0.3.0")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<FeatureVersionRecordTests>] = [
		SuiteTest("theVersionIsWrittenBetweenNameAndSpecAndReadBack") { try $0.theVersionIsWrittenBetweenNameAndSpecAndReadBack() },
		SuiteTest("aVersionThatIsNoneIsAnErrorAtIt") { $0.aVersionThatIsNoneIsAnErrorAtIt() },
		SuiteTest("aRunRecordsTheVersionOnlyWhenItWritesAFileOfTheFeature") { try $0.aRunRecordsTheVersionOnlyWhenItWritesAFileOfTheFeature() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<FeatureVersionRecordTests>) async throws { try await test.body(self) }
}
