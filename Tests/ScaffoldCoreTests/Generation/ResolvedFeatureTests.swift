import Testing

import ScaffoldCore

/// Generation resolves a spec against its project once (``ResolvedFeature``): the spec stays what
/// the file says, and what the project and its recorded history add travels beside it.
struct ResolvedFeatureTests {
	func anAdoptedAppsRuntimeIsResolvedBesideTheSpec() throws {
		let config = try ExistingAppFixture.survey().config
		let bytes = try SpecTestSupport.bytes("Examples/Character.json")
		let output = FeatureGeneration.run(
			specBytes: bytes, specPath: "Specs/Character.json", config: config, generator: try SharedGeneration.generator())
		let resolved = try require(output.resolved)
		expectEqual(resolved.runtime, ProjectRuntime(adopted: true, lacks: Set(config.app?.lacks ?? [])))
		expectEqual(resolved.runtime("MappingError"), "ScaffoldMappingError")
		// The spec is the one read from the file, not one the driver completed.
		expectEqual(output.spec, Spec.load(bytes: bytes, path: "Specs/Character.json").spec)
		expectEqual(resolved.spec, output.spec)
	}

	func aRecordedHistoryIsResolvedBesideTheSpec() throws {
		let output = try ExampleGeneration.generate("Blog.json")
		let resolved = try require(output.resolved)
		expectEqual(resolved.runtime, .plain)
		expectNotEmpty(resolved.storedMigrationSteps.byEntity)
		let alone = ResolvedFeature(spec: resolved.spec)
		expectEqual(alone.storedMigrationSteps, StoredMigrationSteps())
		expectEqual(alone.swiftDataModelVersions, SwiftDataModelVersions())
	}

	func aSpecWithErrorsIsNotResolved() throws {
		let output = FeatureGeneration.run(
			specBytes: Array(#"{"version": 1, "feature": "A", "entities": 3}"#.utf8), specPath: "Specs/A.json", config: .defaults,
			generator: try SharedGeneration.generator())
		expectTrue(output.failed)
		expectEqual(output.resolved, nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ResolvedFeatureTests>] = [
		SuiteTest("anAdoptedAppsRuntimeIsResolvedBesideTheSpec") { try $0.anAdoptedAppsRuntimeIsResolvedBesideTheSpec() },
		SuiteTest("aRecordedHistoryIsResolvedBesideTheSpec") { try $0.aRecordedHistoryIsResolvedBesideTheSpec() },
		SuiteTest("aSpecWithErrorsIsNotResolved") { try $0.aSpecWithErrorsIsNotResolved() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ResolvedFeatureTests>) async throws { try await test.body(self) }
}
