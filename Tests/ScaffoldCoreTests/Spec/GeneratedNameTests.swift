import Testing

@testable import ScaffoldCore

/// The names the spec checker reserves agree with the types the generator really declares, and
/// the rules around them accept what they should.
struct GeneratedNameTests {
	/// A spec with every shape that adds types: REST paginated with SwiftData, GraphQL paginated,
	/// a plural equal to its singular, a value type, an enum and a `userDefaults` list.
	static let everyShape = """
		{
			"version": 1,
			"feature": "Zoo",
			"types": [
				{ "name": "Spot", "fields": [{ "name": "x", "type": "Int" }] },
				{ "name": "Mood", "enum": [{ "name": "calm" }] }
			],
			"entities": [
				{
					"name": "Animal",
					"fields": [{ "name": "spot", "type": "Spot" }, { "name": "mood", "type": "Mood" }],
					"rest": { "path": "/animal", "list": { "paginated": true, "filters": [{ "name": "mood", "type": "Mood" }] }, "create": true },
					"local": "swiftData"
				},
				{
					"name": "Species",
					"fields": [{ "name": "name", "type": "String" }],
					"graphql": { "detail": true, "list": { "paginated": true } },
					"local": "file"
				},
				{ "name": "Keeper", "fields": [], "local": "memory" }
			],
			"userDefaults": [{ "name": "RecentAnimals", "element": "Int" }]
		}
		"""

	/// The top-level types a generated Swift file declares, except file-private helpers that every
	/// mock repeats (`NotConfiguredError`), which cannot collide with anything.
	private static func declaredTypes(in source: String) -> [String] {
		let modifiers: Set<Substring> = ["private", "fileprivate", "internal", "public", "nonisolated", "final"]
		let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor"]
		var names: [String] = []
		for line in source.split(separator: "\n") where line.first?.isWhitespace == false {
			var words = line.split(separator: " ")[...]
			while let first = words.first, modifiers.contains(first) { words = words.dropFirst() }
			guard let kind = words.first, kinds.contains(kind), let rawName = words.dropFirst().first else { continue }
			let name = String(rawName.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
			if name != "NotConfiguredError" { names.append(name) }
		}
		return names
	}

	private func reserved(for spec: Spec) -> Set<String> {
		Set(SpecChecker(spec: spec, broken: []).generatedTypeNames)
	}

	@Test func everyTypeTheGeneratorDeclaresIsReserved() throws {
		let output = FeatureGeneration.run(
			specBytes: Array(Self.everyShape.utf8), specPath: "Specs/Zoo.json", config: .defaults,
			generator: try Generator(catalog: .embedded))
		#expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.description))")
		let spec = try #require(output.spec)
		let sources = output.files.filter { $0.path.hasSuffix(".swift") && !$0.path.contains("/Tests/Unit/") }
		let declared = Set(sources.flatMap { Self.declaredTypes(in: $0.contents) })
		#expect(declared.subtracting(reserved(for: spec)) == [])
		// The shapes that are easy to forget are really generated, so the check above covers them.
		#expect(
			declared.isSuperset(of: [
				"PaginationInfoDTO", "AnimalsResponseDTO", "SpeciesListResponseDTO", "SpeciesPaginationInfoDTO", "SpeciesQueryResponse",
				"SpeciesListQueryResponse", "AnimalEntityDTOMapper", "SpotDTO", "RecentAnimalsUserDefaultsDataSource",
			]))
		#expect(!declared.contains("MoodDTO"))
	}

	@Test(arguments: try SpecTestSupport.exampleNames())
	func everyTypeOfEveryExampleIsReserved(name: String) throws {
		let output = try ExampleGeneration.generate(name)
		let spec = try #require(output.spec)
		let sources = output.files.filter { $0.path.hasSuffix(".swift") && !$0.path.contains("/Tests/Unit/") }
		#expect(Set(sources.flatMap { Self.declaredTypes(in: $0.contents) }).subtracting(reserved(for: spec)) == [])
	}

	@Test func anIdentifierNamedIdentifierAndValueTypeFieldsNamedIdentifierAreFine() {
		let text = BadSpecCases.spec(
			entity: #"{"name": "Character", "identifier": {"name": "identifier"}, "fields": [{"name": "tag", "type": "Tag"}], "local": "swiftData"}"#,
			types: #"[{"name": "Tag", "fields": [{"name": "identifier", "type": "String"}]}]"#)
		let (spec, diagnostics) = SpecTestSupport.load(text)
		#expect(diagnostics.map(\.description) == [])
		#expect(spec != nil)
	}

	@Test func namesThatOnlyResembleGeneratedOnesAreFine() {
		// The generator derives no repository, mapper or filter type of these names (any more).
		let text = BadSpecCases.spec(
			entity: #"{"name": "Character", "fields": [{"name": "a", "type": "CharacterRepository"}, {"name": "b", "type": "CharacterFilter"}, {"name": "c", "type": "CharacterMapper"}], "local": "memory"}"#,
			types: #"[{"name": "CharacterRepository", "enum": [{"name": "a"}]}, {"name": "CharacterFilter", "enum": [{"name": "a"}]}, {"name": "CharacterMapper", "enum": [{"name": "a"}]}]"#)
		#expect(SpecTestSupport.messages(text) == [])
	}

	@Test func reportsEachOwnerOnceEvenWithSeveralCollisions() {
		// Entity 'LocationDTO' is named like type Location's DTO and generates 'LocationDTODTO', the
		// name of an enum: one error, for the first of its names that is taken.
		let text = BadSpecCases.spec(
			entity: #"{"name": "LocationDTO", "fields": [{"name": "l", "type": "Location"}, {"name": "k", "type": "LocationDTODTO"}], "local": "memory"}"#,
			types: #"[{"name": "Location", "fields": []}, {"name": "LocationDTODTO", "enum": [{"name": "a"}]}]"#)
		#expect(
			SpecTestSupport.messages(text) == [
				"Specs/Character.json:3:14: error: entity 'LocationDTO' collides with 'LocationDTO', generated for type 'Location'\nSpecs/Character.json:2:11: note: type 'Location' is declared here"
			])
	}
}
