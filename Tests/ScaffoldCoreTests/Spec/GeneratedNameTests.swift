import Testing

import ScaffoldCore

/// The names the spec checker reserves agree with the types the generator really declares, and
/// the rules around them accept what they should.
struct GeneratedNameTests {
	/// A spec with every shape that adds types: REST paginated with SwiftData, writes and use cases,
	/// GraphQL paginated, a plural equal to its singular, reads by parent (REST with SwiftData and use
	/// cases, GraphQL), a value type, an enum and a `userDefaults` list.
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
					"local": "swiftData",
					"repository": { "useCases": true }
				},
				{
					"name": "Species",
					"fields": [{ "name": "name", "type": "String" }],
					"graphql": { "detail": true, "list": { "paginated": true }, "byParent": [{ "parent": "Keeper" }] },
					"local": "file"
				},
				{ "name": "Keeper", "fields": [], "local": "memory" },
				{
					"name": "Visit",
					"fields": [],
					"rest": { "path": "/visits", "byParent": [{ "parent": "Animal", "query": "animal" }] },
					"local": "swiftData",
					"repository": { "useCases": true }
				}
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

	/// The generated names and the declared ones: entities and types are domain models under their own names.
	private func reserved(for spec: Spec) -> Set<String> {
		let checker = SpecChecker(spec: spec, broken: [])
		return Set(checker.generatedTypeNames + checker.nameOwners.map(\.name))
	}

	func everyTypeTheGeneratorDeclaresIsReserved() throws {
		let output = FeatureGeneration.run(
			specBytes: Array(Self.everyShape.utf8), specPath: "Specs/Zoo.json", config: .templateShaped,
			generator: try SharedGeneration.generator())
		expectEmpty(output.diagnostics, "\(output.diagnostics.map(\.description))")
		let spec = try require(output.spec)
		let sources = output.files.filter { $0.path.hasSuffix(".swift") && !$0.path.contains("/Tests/Unit/") }
		let declared = Set(sources.flatMap { Self.declaredTypes(in: $0.contents) })
		expectEqual(declared.subtracting(reserved(for: spec)), [])
		// The shapes that are easy to forget are really generated, so the check above covers them.
		#expect(
			declared.isSuperset(of: [
				"PaginationInfoDTO", "AnimalsResponseDTO", "SpeciesListResponseDTO", "SpeciesPaginationInfoDTO", "SpeciesQueryResponse",
				"SpeciesListQueryResponse", "AnimalEntityDTOMapper", "SpotDTO", "RecentAnimalsUserDefaultsDataSource",
				// The repository slice: domain models under their own names, and what derives from them.
				"Animal", "Spot", "Mood", "AnimalsPage", "AnimalFilter", "AnimalError", "AnimalRepositoryContract", "AnimalRepository",
				"AnimalRepositoryMock", "AnimalMapper", "AnimalDTOMapper", "AnimalsPageMapper", "AnimalFilterMapper", "AnimalErrorMapper",
				"GetAnimalUseCase", "RefreshAnimalUseCase", "SpotMapper", "SpotDTOMapper", "SpeciesListPage",
				// The page slice of a paginated list, and the SwiftData page of a cached one.
				"AnimalsPageError", "AnimalsPageRepositoryContract", "AnimalsPageRepository", "AnimalsPageErrorMapper", "AnimalsPageEntity",
				"AnimalsPageEntityDTOMapper", "SpeciesListPageRepository",
				"WireValueParser", "ZooContainer",
				// Reads by parent: the SwiftData list per parent, the GraphQL wrapper, the use case.
				"VisitsByAnimalEntity", "SpeciesListByKeeperQueryResponse", "GetVisitsByAnimalUseCase", "GetVisitsByAnimalUseCaseContract",
				"GetVisitsByAnimalUseCaseMock",
			]))
		expectLacks(declared, "MoodDTO")
		#expect(declared.isSuperset(of: ["Keeper", "KeeperRepository", "KeeperRepositoryContract", "KeeperError"]), "a local-only entity has a repository")
	}

	func everyTypeOfEveryExampleIsReserved(name: String) throws {
		let output = try ExampleGeneration.generate(name)
		let spec = try require(output.spec)
		let sources = output.files.filter { $0.path.hasSuffix(".swift") && !$0.path.contains("/Tests/Unit/") }
		expectEqual(Set(sources.flatMap { Self.declaredTypes(in: $0.contents) }).subtracting(reserved(for: spec)), [])
	}

	/// A spec and the messages it loads with: a name the generator derives colliding with one the spec
	/// declares is an error at the spec's type; a name that only resembles a generated one is fine.
	typealias NameRow = TableCase<String, [String]>

	static func collision(_ name: String) -> [String] {
		["Specs/Character.json:3:14: error: '\(name)', generated for entity 'Character', collides with enum '\(name)'\nSpecs/Character.json:2:11: note: enum '\(name)' is declared here"]
	}

	static func listCollision(_ name: String) -> [String] {
		["Specs/Character.json:3:11: error: enum '\(name)' collides with '\(name)', generated for userDefaults 'RecentSearches'\nSpecs/Character.json:2:18: note: userDefaults 'RecentSearches' is declared here"]
	}

	/// A Character of REST with one field of type `name`, an enum declared beside it.
	static func fieldOfEnum(_ name: String, extra: String = "") -> String {
		BadSpecCases.spec(
			entity: #"{"name": "Character", "fields": [{"name": "a", "type": "\#(name)"}], "rest": {"path": "/c"}}"#,
			types: #"[{"name": "\#(name)", "enum": [{"name": "a"}]}]"#, extra: extra)
	}

	static let recentSearches = #"\#n"userDefaults": [{"name": "RecentSearches", "element": "String"}],"#

	static let nameRows: [NameRow] = [
		NameRow(
			"an identifier named identifier and value type fields named identifier are fine",
			BadSpecCases.spec(
				entity: #"{"name": "Character", "identifier": {"name": "identifier"}, "fields": [{"name": "tag", "type": "Tag"}], "local": "swiftData"}"#,
				types: #"[{"name": "Tag", "fields": [{"name": "identifier", "type": "String"}]}]"#),
			[]),
		// The generator derives no type of these names.
		NameRow(
			"names that only resemble generated ones are fine",
			BadSpecCases.spec(
				entity: #"{"name": "Character", "fields": [{"name": "a", "type": "CharacterRepositories"}, {"name": "b", "type": "CharacterFilters"}, {"name": "c", "type": "CharacterMapping"}], "local": "memory"}"#,
				types: #"[{"name": "CharacterRepositories", "enum": [{"name": "a"}]}, {"name": "CharacterFilters", "enum": [{"name": "a"}]}, {"name": "CharacterMapping", "enum": [{"name": "a"}]}]"#),
			[]),
		// Reserved whatever the entity's sources, so adding a remote source later never breaks the spec.
		NameRow(
			"a type named like the repository slice collides",
			BadSpecCases.spec(
				entity: #"{"name": "Character", "fields": [{"name": "a", "type": "CharactersPageError"}], "local": "memory"}"#,
				types: #"[{"name": "CharactersPageError", "enum": [{"name": "a"}]}]"#),
			collision("CharactersPageError")),
		NameRow("a type named like a use case contract collides", fieldOfEnum("GetCharacterUseCaseContract"), collision("GetCharacterUseCaseContract")),
		NameRow("a type named like a use case mock collides", fieldOfEnum("SearchCharactersUseCaseMock"), collision("SearchCharactersUseCaseMock")),
		NameRow(
			"a type named like a list's repository collides", fieldOfEnum("RecentSearchesRepository", extra: recentSearches),
			listCollision("RecentSearchesRepository")),
		NameRow(
			"a type named like a list's use case collides", fieldOfEnum("SaveRecentSearchUseCase", extra: recentSearches),
			listCollision("SaveRecentSearchUseCase")),
		NameRow(
			"a type named like a list's use case mock collides", fieldOfEnum("DeleteRecentSearchUseCaseMock", extra: recentSearches),
			listCollision("DeleteRecentSearchUseCaseMock")),
		NameRow(
			"a type named like the container collides",
			BadSpecCases.spec(
				entity: #"{"name": "Character", "fields": [{"name": "a", "type": "CharacterContainer"}], "rest": {"path": "/c"}}"#,
				types: #"[{"name": "CharacterContainer", "fields": []}]"#),
			["Specs/Character.json:2:11: error: type 'CharacterContainer' collides with 'CharacterContainer', generated once for the whole feature"]),
		// Every mock keeps its state in a nested `MockState`, which would hide a feature type of that name.
		NameRow(
			"a type named like the mock's state collides",
			BadSpecCases.spec(
				entity: #"{"name": "Character", "fields": [{"name": "a", "type": "MockState"}], "rest": {"path": "/c"}}"#,
				types: #"[{"name": "MockState", "fields": []}]"#),
			["Specs/Character.json:2:11: error: type 'MockState' collides with 'MockState', generated once for the whole feature"]),
		NameRow(
			"an entity that would hide the runtime is refused",
			BadSpecCases.spec(entity: #"{"name": "CachePolicy", "fields": [], "rest": {"path": "/c"}}"#),
			["Specs/Character.json:3:14: error: entity 'CachePolicy' would hide the runtime's 'CachePolicy' in the generated code"]),
		NameRow(
			"a name derived from an entity that would hide the runtime is refused",
			BadSpecCases.spec(entity: #"{"name": "Mapping", "fields": [], "rest": {"path": "/c"}}"#),
			["Specs/Character.json:3:14: error: 'MappingError', generated for entity 'Mapping', would hide the runtime's 'MappingError' in the generated code"]),
		// Entity 'LocationDTO' is named like type Location's DTO and generates 'LocationDTODTO', the
		// name of an enum: one error, for the first of its names that is taken.
		NameRow(
			"each owner is reported once even with several collisions",
			BadSpecCases.spec(
				entity: #"{"name": "LocationDTO", "fields": [{"name": "l", "type": "Location"}, {"name": "k", "type": "LocationDTODTO"}], "local": "memory"}"#,
				types: #"[{"name": "Location", "fields": []}, {"name": "LocationDTODTO", "enum": [{"name": "a"}]}]"#),
			["Specs/Character.json:3:14: error: entity 'LocationDTO' collides with 'LocationDTO', generated for type 'Location'\nSpecs/Character.json:2:11: note: type 'Location' is declared here"]),
	]

	/// A spec that gives no message loads.
	func loadsWithItsMessages(_ row: NameRow) {
		let (spec, diagnostics) = SpecTestSupport.load(row.input)
		row.expect(diagnostics.map(\.description))
		if row.expected.isEmpty { expectNotNil(spec) }
	}

	/// `Get{Plural}By{Parent}PageUseCase` is generated for a paged read by parent only: a read of one
	/// array per parent leaves the name free, and its own use case's name taken.
	func thePageUseCaseOfAReadByParentIsReservedOnlyWhenTheReadIsPaged() {
		func spec(typeName: String) -> String {
			BadSpecCases.spec(
				entity: #"{"name": "Episode", "fields": [], "rest": {"path": "/e"}}, {"name": "Character", "fields": [{"name": "a", "type": "\#(typeName)"}], "rest": {"path": "/c", "byParent": [{"parent": "Episode", "query": "episode"}]}}"#,
				types: #"[{"name": "\#(typeName)", "enum": [{"name": "a"}]}]"#)
		}
		expectEqual(SpecTestSupport.messages(spec(typeName: "GetCharactersByEpisodePageUseCase")), [])
		let taken = SpecTestSupport.messages(spec(typeName: "GetCharactersByEpisodeUseCase"))
		expectEqual(taken.count, 1)
		expectAll(taken, where: { $0.contains("error: 'GetCharactersByEpisodeUseCase', generated for entity 'Character', collides with enum") })
	}

	func theRuntimeNamesAreThePublicTypesOfTheRuntime() {
		var declared: Set<String> = []
		for source in TemplateCatalog.embedded.sources where source.path.hasPrefix("Init/Libraries/") && !source.path.contains("/Tests/") {
			for line in source.text.split(separator: "\n") where line.hasPrefix("public ") {
				// Support types are named through the context (`{{runtime.MappingError}}`): read the name itself.
				let plain = line.replacing("{{runtime.", with: "").replacing("}}", with: "")
				let words = plain.split(separator: " ").filter { !["public", "final", "nonisolated"].contains($0) }
				guard words.count > 1, ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(words[0]) else { continue }
				declared.insert(String(words[1].prefix { $0.isLetter || $0.isNumber }))
			}
		}
		expectEqual(declared, SpecChecker.runtimeTypeNames)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GeneratedNameTests>] = [
		SuiteTest("everyTypeTheGeneratorDeclaresIsReserved") { try $0.everyTypeTheGeneratorDeclaresIsReserved() },
		SuiteTest("thePageUseCaseOfAReadByParentIsReservedOnlyWhenTheReadIsPaged") { $0.thePageUseCaseOfAReadByParentIsReservedOnlyWhenTheReadIsPaged() },
		SuiteTest("theRuntimeNamesAreThePublicTypesOfTheRuntime") { $0.theRuntimeNamesAreThePublicTypesOfTheRuntime() },
	]
		+ SuiteTest<GeneratedNameTests>.cases("everyTypeOfEveryExampleIsReserved(name:)", try SpecTestSupport.exampleNames()) { try $0.everyTypeOfEveryExampleIsReserved(name: $1) }
		+ SuiteTest<GeneratedNameTests>.cases("loadsWithItsMessages(_:)", nameRows) { $0.loadsWithItsMessages($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<GeneratedNameTests>) async throws { try await test.body(self) }
}
