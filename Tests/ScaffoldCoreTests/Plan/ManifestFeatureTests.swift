import Testing

import ScaffoldCore

/// The features a manifest records (version 2), how version 1 manifests are still read, and
/// how scoped plans keep the records and features outside their scope.
struct ManifestFeatureTests {
	typealias F = Fixture

	static let hash = SHA256.hex("a")
	static let character = GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: true)

	private func problems(_ features: String) -> [String] {
		do {
			_ = try Manifest.parse(Array("{\"version\": 2, \"files\": [], \"features\": [\(features)]}".utf8))
			return []
		} catch {
			return error.diagnostics.map(\.description)
		}
	}

	private func feature(name: String = "Character", spec: String = "Specs/Character.json", outside: String = "false") -> String {
		"{\"fixtures\": true, \"name\": \"\(name)\", \"spec\": \"\(spec)\", \"specOutsideProject\": \(outside)}"
	}

	func readsVersionOneManifestsDerivingTheirFeatures() throws {
		func record(_ path: String, _ origin: String) -> String {
			"{\"contentHash\": \"\(Self.hash)\", \"origin\": \"\(origin)\", \"path\": \"\(path)\", \"templateHash\": \"t\"}"
		}
		let text = """
			{"version": 1, "files": [
				\(record("Features/Character/Sources/Data/DTOs/CharacterDTO.swift", "Specs/Character.json")),
				\(record("Features/Character/Tests/Shared/Fixtures/character.json", "Specs/Character.json")),
				\(record("Features/Search/Sources/Data/DTOs/SearchDTO.swift", "/home/someone/specs/Search.json")),
				\(record("Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift", "../shared/Episode.json")),
				\(record("Package.swift", ""))
			]}
			"""
		let manifest = try Manifest.parse(Array(text.utf8))
		expectEqual(
			manifest.features, [
				Self.character,
				GeneratedFeature(name: "Episode", spec: "Episode.json", specIsOutsideProject: true, hasFixtures: false),
				GeneratedFeature(name: "Search", spec: "Search.json", specIsOutsideProject: true, hasFixtures: false),
			])
		expectEqual(manifest.records.count, 5)
		// Written back, it is a version 2 manifest that never holds the absolute path as a spec.
		let reread = try Manifest.parse(manifest.serialized())
		expectEqual(reread, manifest)
	}

	func refusesFeaturesThatAreNotRelativeOrAreListedTwice() {
		expectEqual(problems(feature()), [])
		expectEqual(problems(feature(spec: "Character.json", outside: "true")), [])
		expectEqual(
			problems(feature(spec: "/home/someone/Character.json")), [
				".scaffold/manifest.json:1:90: error: '/home/someone/Character.json' is not a path relative to the project root; a spec in the project is recorded relative to its root"
			])
		expectEqual(
			problems(feature(spec: "../Character.json", outside: "true")), [
				".scaffold/manifest.json:1:90: error: a spec outside the project is recorded by its file name only"
			])
		expectEqual(
			problems(feature() + ", " + feature(spec: "Other.json")), [
				".scaffold/manifest.json:1:171: error: feature 'Character' is listed twice in the manifest\n.scaffold/manifest.json:1:69: note: first listed here"
			])
		expectEqual(
			problems("{\"fixtures\": 1, \"name\": \"Character\", \"spec\": \"S.json\"}"), [
				".scaffold/manifest.json:1:55: error: 'fixtures' must be true or false, found a number",
				".scaffold/manifest.json:1:42: error: manifest feature has no 'specOutsideProject'",
			])
		expectEqual(
			problems(feature(name: "not a name")), [
				".scaffold/manifest.json:1:69: error: feature name 'not a name' is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit); try 'NotAName'"
			])
	}

	/// Two features whose specs lie outside the project may have specs of the same file name:
	/// a feature's plan must never take the other's files for its orphans.
	func aScopedPlanKeepsOtherFeaturesEvenWithTheSameSpecName() throws {
		let mine = OutputFile(path: F.dtoPath, contents: F.header("Spec.json") + "mine\n", origin: "Spec.json", templateHash: "t")
		let theirs = OutputFile(
			path: "Features/Search/Sources/Data/DTOs/SearchDTO.swift", contents: F.header("Spec.json") + "theirs\n",
			origin: "Spec.json", templateHash: "t")
		let search = GeneratedFeature(name: "Search", spec: "Spec.json", specIsOutsideProject: true, hasFixtures: false)
		let previous = Manifest(records: [F.record(theirs)], features: [search])
		let feature = GeneratedFeature(name: "Character", spec: "Spec.json", specIsOutsideProject: true, hasFixtures: false)
		let scope = Manifest.Scope.features(["Character"], projectFiles: true, paths: GeneratedPaths(config: .defaults))
		let scoped = try ScopedPlan(
			outputs: [mine], features: [feature], scope: scope,
			disk: [F.dtoPath: .absent, Manifest.path: .absent], manifest: previous, root: F.root)
		expectEqual(scoped.plan.entries.map(\.path), [F.dtoPath])
		expectEqual(scoped.manifest.features, [feature, search])
		expectEqual(Set(scoped.manifest.records.keys), [F.dtoPath, theirs.path])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ManifestFeatureTests>] = [
		SuiteTest("readsVersionOneManifestsDerivingTheirFeatures") { try $0.readsVersionOneManifestsDerivingTheirFeatures() },
		SuiteTest("refusesFeaturesThatAreNotRelativeOrAreListedTwice") { $0.refusesFeaturesThatAreNotRelativeOrAreListedTwice() },
		SuiteTest("aScopedPlanKeepsOtherFeaturesEvenWithTheSameSpecName") { try $0.aScopedPlanKeepsOtherFeaturesEvenWithTheSameSpecName() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ManifestFeatureTests>) async throws { try await test.body(self) }
}
