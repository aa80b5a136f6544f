import Testing

import ScaffoldCore

/// The key of a `feature` run's inputs: every input is in it, and nothing else.
struct FeatureRunInputsTests {
	static let inputs = FeatureRunInputs(
		build: "scaffold 0.1.0 2049 131 9000000 1.5 1.5", root: "/work/app", feature: "Character",
		specPath: "Specs/Character.json", specIsOutsideProject: false, spec: Array("{\"feature\": \"Character\"}".utf8),
		config: Array("{\"output\": \".\"}".utf8), templateOverrides: [TemplateSource(path: "DTO.mustache", text: "{{name}}")],
		manifest: Array("{\"version\": 2}".utf8), force: false)

	/// One change to each field. A field added to the type without a change here fails the
	/// count below: every input must be shown to reach the key.
	static let changes: [(String, @Sendable (inout FeatureRunInputs) -> Void)] = [
		("build", { $0.build += "1" }),
		("root", { $0.root = "/work/other" }),
		("feature", { $0.feature = "Episode" }),
		("specPath", { $0.specPath = "Examples/Character.json" }),
		("specIsOutsideProject", { $0.specIsOutsideProject = true }),
		("specPathFromRoot", { $0.specPathFromRoot = "../Character.json" }),
		("ignoredSpecs", { $0.ignoredSpecs = ["Specs/Character.json"] }),
		("spec", { $0.spec.append(UInt8(ascii: "\n")) }),
		("config", { $0.config = nil }),
		("templateOverrides", { $0.templateOverrides[0].text += "\n" }),
		("manifest", { $0.manifest?.append(UInt8(ascii: " ")) }),
		("force", { $0.force = true }),
		("style", { $0.style = CodeStyle.swiftFormatDefaults.summary }),
	]

	@Test func everyFieldChangesTheKey() {
		let fields = Mirror(reflecting: Self.inputs).children.compactMap(\.label)
		#expect(Set(Self.changes.map(\.0)) == Set(fields), "a field of FeatureRunInputs has no change here")
		let key = Self.inputs.key
		var keys: Set<[UInt8]> = [key]
		for (field, change) in Self.changes {
			var changed = Self.inputs
			change(&changed)
			#expect(changed.key != key, "\(field)")
			keys.insert(changed.key)
		}
		#expect(keys.count == Self.changes.count + 1, "two different changes gave the same key")
		#expect(Self.inputs.key == key && key.count == 32)
	}

	@Test func aMissingFileIsNotAnEmptyOne() {
		var missing = Self.inputs
		missing.config = nil
		var empty = Self.inputs
		empty.config = []
		#expect(missing.key != empty.key)
		missing.manifest = nil
		empty.manifest = []
		missing.config = []
		#expect(missing.key != empty.key)
	}

	@Test func bytesCannotMoveBetweenFieldsUnnoticed() {
		var one = Self.inputs
		(one.feature, one.specPath) = ("Char", "acterSpecs/Character.json")
		var other = Self.inputs
		(other.feature, other.specPath) = ("Character", "Specs/Character.json")
		#expect(one.key != other.key)
		var path = Self.inputs
		path.templateOverrides = [TemplateSource(path: "DTO.mustache{{", text: "name}}")]
		#expect(path.key != Self.inputs.key)
	}

	@Test func theOrderTheTemplatesFolderListsOverridesInIsNotAnInput() {
		var forwards = Self.inputs
		forwards.templateOverrides = [TemplateSource(path: "A.mustache", text: "a"), TemplateSource(path: "B.mustache", text: "b")]
		var backwards = forwards
		backwards.templateOverrides.reverse()
		#expect(forwards.key == backwards.key)
		backwards.templateOverrides.removeLast()
		#expect(forwards.key != backwards.key)
	}
}
