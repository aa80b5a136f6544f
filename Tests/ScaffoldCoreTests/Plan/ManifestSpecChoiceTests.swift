import Testing

import ScaffoldCore

/// The two optional keys of a manifest feature: where a spec outside the project lies
/// (`specPath`), and the project's other specs the user chose against (`ignoredSpecs`).
struct ManifestSpecChoiceTests {
	static let outside = GeneratedFeature(
		name: "Character", spec: "Character.json", specIsOutsideProject: true, specPathFromRoot: "../specs/Character.json",
		ignoredSpecs: ["Specs/Character.json", "Specs/Copy.json"], hasFixtures: true)

	private func problems(_ members: String) -> [String] {
		do {
			_ = try Manifest.parse(Array("{\"version\": 2, \"files\": [], \"features\": [{\(members)}]}".utf8))
			return []
		} catch {
			return error.diagnostics.map(\.message)
		}
	}

	func bothKeysAreWrittenInOrderAndReadBack() throws {
		let manifest = Manifest(features: [Self.outside])
		let text = String(decoding: manifest.serialized(), as: UTF8.self)
		#expect(
			text.contains(
				"""
				\t\t{
				\t\t\t"fixtures": true,
				\t\t\t"ignoredSpecs": ["Specs/Character.json", "Specs/Copy.json"],
				\t\t\t"name": "Character",
				\t\t\t"spec": "Character.json",
				\t\t\t"specOutsideProject": true,
				\t\t\t"specPath": "../specs/Character.json"
				\t\t}
				"""))
		expectEqual(try Manifest.parse(manifest.serialized()), manifest)
		// The fast reader of scaffold's own form gives the same manifest, or leaves it to the parser.
		#expect(CanonicalManifestReader.manifest(manifest.serialized(), generatedPaths: nil).map { $0 == manifest } ?? true)
	}

	func theSpecChoicesAreWrittenOnlyWhenMade() {
		// A feature with neither is written as before.
		let plain = GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: true)
		let text = String(decoding: Manifest(features: [plain]).serialized(), as: UTF8.self)
		expectLacks(text, "specPath")
		expectLacks(text, "ignoredSpecs")

		// Ignored specs are kept sorted and unique.
		do {
			let feature = GeneratedFeature(name: "A", spec: "Specs/A.json", ignoredSpecs: ["Specs/b.json", "Specs/B.json", "Specs/b.json"], hasFixtures: false)
			expectEqual(feature.ignoredSpecs, ["Specs/B.json", "Specs/b.json"])
		}

		// A spec path inside the project is never kept.
		do {
			let feature = GeneratedFeature(name: "A", spec: "Specs/A.json", specPathFromRoot: "../A.json", hasFixtures: false)
			expectEqual(feature.specPathFromRoot, nil)
		}
	}

	func badValuesAreLocatedProblems() {
		let base = "\"fixtures\": true, \"name\": \"Character\", \"spec\": \"Character.json\", \"specOutsideProject\": true"
		expectEqual(problems(base + ", \"specPath\": \"../specs/Character.json\""), [])
		expectEqual(problems(base + ", \"specPath\": \"/home/me/Character.json\""), ["'specPath' must be relative to the project root and lead out of it with '..'"])
		expectEqual(problems(base + ", \"specPath\": \"specs/Character.json\""), ["'specPath' must be relative to the project root and lead out of it with '..'"])
		expectEqual(problems(base + ", \"specPath\": 3"), ["'specPath' must be a string, found a number"])
		let inside = "\"fixtures\": true, \"name\": \"Character\", \"spec\": \"Specs/Character.json\", \"specOutsideProject\": false"
		expectEqual(problems(inside + ", \"specPath\": \"../Character.json\""), ["'specPath' is recorded only for a spec outside the project"])
		expectEqual(problems(inside + ", \"ignoredSpecs\": [\"Specs/Copy.json\"]"), [])
		expectEqual(problems(inside + ", \"ignoredSpecs\": [\"../Copy.json\"]"), ["'ignoredSpecs' holds paths of specs relative to the project root"])
		expectEqual(problems(inside + ", \"ignoredSpecs\": \"Specs/Copy.json\""), ["'ignoredSpecs' must be an array, found a string"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ManifestSpecChoiceTests>] = [
		SuiteTest("bothKeysAreWrittenInOrderAndReadBack") { try $0.bothKeysAreWrittenInOrderAndReadBack() },
		SuiteTest("theSpecChoicesAreWrittenOnlyWhenMade") { $0.theSpecChoicesAreWrittenOnlyWhenMade() },
		SuiteTest("badValuesAreLocatedProblems") { $0.badValuesAreLocatedProblems() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ManifestSpecChoiceTests>) async throws { try await test.body(self) }
}
