import Testing

import ScaffoldCore

/// The key of a run's inputs: every input is in it, and nothing else.
struct RunInputsTests {
	static let spec = RunInputs.SpecInput(path: "Specs/Character.json", isOutsideProject: false, bytes: Array("{\"feature\": \"Character\"}".utf8))
	static let inputs = RunInputs(
		command: .feature("Character", ignoredSpecs: [], force: false), build: "scaffold 0.1.0 2049 131 9000000 1.5 1.5",
		specs: [spec], config: Array("{\"output\": \".\"}".utf8),
		templateOverrides: [TemplateSource(path: "DTO.mustache", text: "{{name}}")], manifest: Array("{\"version\": 2}".utf8))

	/// One change to each field and to each part of a command. A field added to the type
	/// without a change here fails the count below: every input must be shown to reach the key.
	static let changes: [(String, @Sendable (inout RunInputs) -> Void)] = [
		("command", { $0.command = .check }),
		("build", { $0.build += "1" }),
		("specs", { $0.specs.append(spec) }),
		("config", { $0.config = nil }),
		("templateOverrides", { $0.templateOverrides[0].text += "\n" }),
		("manifest", { $0.manifest?.append(UInt8(ascii: " ")) }),
		("style", { $0.style = CodeStyle.swiftFormatDefaults.summary }),
		("feature", { $0.command = .feature("Episode", ignoredSpecs: [], force: false) }),
		("ignoredSpecs", { $0.command = .feature("Character", ignoredSpecs: ["Specs/Character.json"], force: false) }),
		("force", { $0.command = .feature("Character", ignoredSpecs: [], force: true) }),
		("spec path", { $0.specs[0].path = "Examples/Character.json" }),
		("spec outside", { $0.specs[0].isOutsideProject = true }),
		("spec from root", { $0.specs[0].pathFromRoot = "../Character.json" }),
		("spec bytes", { $0.specs[0].bytes.append(UInt8(ascii: "\n")) }),
	]

	func everyInputAndEveryByteOfItChangesTheKey() {
		// Every field changes the key.
		let fields = Mirror(reflecting: Self.inputs).children.compactMap(\.label)
		#expect(Set(fields).isSubset(of: Set(Self.changes.map(\.0))), "a field of RunInputs has no change here")
		let specFields = Mirror(reflecting: Self.spec).children.compactMap(\.label)
		expectEqual(specFields.count, 4, "a field of RunInputs.SpecInput has no change here")
		let key = Self.inputs.key
		var keys: Set<[UInt8]> = [key]
		for (field, change) in Self.changes {
			var changed = Self.inputs
			change(&changed)
			expectNotEqual(changed.key, key, "\(field)")
			keys.insert(changed.key)
		}
		expectEqual(keys.count, Self.changes.count + 1, "two different changes gave the same key")
		expectEqual(Self.inputs.key, key)
		expectEqual(key.count, 32)

		// A missing file is not an empty one.
		var missing = Self.inputs
		missing.config = nil
		var empty = Self.inputs
		empty.config = []
		expectNotEqual(missing.key, empty.key)
		missing.manifest = nil
		empty.manifest = []
		missing.config = []
		expectNotEqual(missing.key, empty.key)

		// Bytes cannot move between fields unnoticed.
		var one = Self.inputs
		one.command = .feature("Char", ignoredSpecs: [], force: false)
		one.specs[0].path = "acterSpecs/Character.json"
		var other = Self.inputs
		other.command = .feature("Character", ignoredSpecs: [], force: false)
		other.specs[0].path = "Specs/Character.json"
		expectNotEqual(one.key, other.key)
		var path = Self.inputs
		path.templateOverrides = [TemplateSource(path: "DTO.mustache{{", text: "name}}")]
		expectNotEqual(path.key, Self.inputs.key)
	}

	func aCheckNeverSharesAFeatureRunsKey() {
		var check = Self.inputs
		check.command = .check
		expectEqual(check.force, false)
		expectEqual(check.feature, nil)
		expectEqual(Self.inputs.feature, "Character")
		expectNotEqual(check.key, Self.inputs.key)
	}

	func theOrderTheTemplatesFolderListsOverridesInIsNotAnInput() {
		var forwards = Self.inputs
		forwards.templateOverrides = [TemplateSource(path: "A.mustache", text: "a"), TemplateSource(path: "B.mustache", text: "b")]
		var backwards = forwards
		backwards.templateOverrides.reverse()
		expectEqual(forwards.key, backwards.key)
		backwards.templateOverrides.removeLast()
		expectNotEqual(forwards.key, backwards.key)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<RunInputsTests>] = [
		SuiteTest("everyInputAndEveryByteOfItChangesTheKey") { $0.everyInputAndEveryByteOfItChangesTheKey() },
		SuiteTest("aCheckNeverSharesAFeatureRunsKey") { $0.aCheckNeverSharesAFeatureRunsKey() },
		SuiteTest("theOrderTheTemplatesFolderListsOverridesInIsNotAnInput") { $0.theOrderTheTemplatesFolderListsOverridesInIsNotAnInput() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<RunInputsTests>) async throws { try await test.body(self) }
}
