import Testing

import ScaffoldCore

struct SpecInferenceTests {
	private func infer(_ sample: String, _ options: SpecInference.Options) throws -> (text: String?, diagnostics: [String]) {
		let path = "samples/\(sample)"
		let result = SpecInference.infer(bytes: try SpecTestSupport.bytes("Tests/Fixtures/\(path)"), path: path, options: options)
		return (result.text, result.diagnostics.map(\.description))
	}

	func infersCharactersFromAPage() throws {
		let (text, diagnostics) = try infer("characters_page.json", .init(name: "Character"))
		let spec = try Spec.parse(bytes: Array(try require(text).utf8), path: "inferred.json")
		let character = try require(spec.entities.first)
		expectEqual(character.identifier.type, .int)
		expectEqual(character.fields.map(\.name), ["name", "status", "species", "type", "gender", "origin", "location", "image", "episode", "url", "created"])
		expectEqual(character.fields.map(\.type.swiftSpelling), ["String", "String", "String", "String", "String", "Origin", "Origin", "URL", "[URL]", "URL", "Date"])
		expectEqual(spec.types.map(\.name), ["Origin"])
		expectEqual(spec.types[0].fields.map(\.type), [.string, .string])
		expectEqual(character.rest?.list?.paginated, true)
		expectEqual(character.rest?.path, "/character")
		expectEqual(character.fields[0].sample?.value, .string("Rick Sanchez"))
		expectContains(
			diagnostics,
				"samples/characters_page.json:18:9: note: field 'url' of Origin stays String: '' is not one of the web addresses the other 2 of 3 values are")
		expectContains(diagnostics, "samples/characters_page.json:20:7: note: field 'location' of Character has the same keys as type 'Origin' and shares it")
		expectContains(diagnostics, "samples/characters_page.json:31:7: note: field 'created' of Character is Date because all 3 values are ISO 8601 date-times")
		expectContains(diagnostics, "samples/characters_page.json:1:1: note: a paginated {info, results} envelope: the entity is read from the 3 results")
	}

	func keysAreRenamedWhereLintRefusesThemAndKeptSnakeCaseAsTheSpecWideRule() throws {
		// Lint's bounds hold for what inference writes: a name of at most 100 bytes, never `_`.
		do {
			let long = String(repeating: "a", count: 150)
			let sample = #"{"id": 1, "\#(long)": "x", "_": "y"}"#
			let result = SpecInference.infer(bytes: Array(sample.utf8), path: "s.json", options: .init(name: "Item"))
			let spec = try Spec.parse(bytes: Array(try require(result.text).utf8), path: "inferred.json")
			let fields = try require(spec.entities.first?.fields)
			expectEqual(fields.map(\.name), [String(repeating: "a", count: 100), "field"])
			expectEqual(fields.map(\.jsonKey), [long, "_"])
		}

		// Keeps snake case keys as the spec-wide rule.
		do {
			let (text, diagnostics) = try infer("episode.json", .init(name: "Episode"))
			let spec = try Spec.parse(bytes: Array(try require(text).utf8), path: "inferred.json")
			expectEqual(spec.jsonKeys, .snakeCase)
			let airDate = try require(spec.entities.first?.fields.first { $0.name == "airDate" })
			expectEqual(airDate.jsonKey, "air_date")
			expectFalse(airDate.hasExplicitJSONKey)
			expectEqual(airDate.type, .string)
			expectEqual(spec.entities.first?.rest?.list, nil)
			expectContains(diagnostics, "samples/episode.json:1:1: note: the REST path '/episode' is a guess; check it against the API")
		}
	}

	func readsTheGraphQLDataField() throws {
		let (text, _) = try infer("episode_graphql_response.json", .init(name: "Episode"))
		let spec = try Spec.parse(bytes: Array(try require(text).utf8), path: "inferred.json")
		let episode = try require(spec.entities.first)
		expectEqual(episode.identifier.type, .string)
		expectEqual(episode.rest, nil)
		expectEqual(episode.graphQL?.detail?.field, "episode")
		expectEqual(spec.types.map(\.name), ["Character"])
		expectEqual(episode.fields.first { $0.name == "characters" }?.type, .array(.valueType("Character")))
	}

	func explainsOptionalFieldsFromNullsAndMissingKeys() {
		let sample = """
			[
				{"id": 1, "nickname": null, "age": 3},
				{"id": 2, "nickname": "Bob"},
				{"id": 3, "nickname": null, "age": 4.5}
			]
			"""
		let result = SpecInference.infer(bytes: Array(sample.utf8), path: "s.json", options: .init(name: "Pet", includeSamples: false))
		expectEqual(
			result.diagnostics.map(\.description), [
				"s.json:2:12: note: field 'nickname' of Pet is optional because it is null in 2 of 3 items",
				"s.json:2:30: note: field 'age' of Pet is optional because it is missing in 1 of 3 items",
				"s.json:2:2: note: the REST path '/pet' is a guess; check it against the API",
			])
		expectEqual(result.text?.contains("\"type\": \"Double?\""), true)
		expectEqual(result.text?.contains("\"type\": \"String?\""), true)
	}

	func detectionCanBeTurnedOff() throws {
		let (text, _) = try infer("character.json", .init(name: "Character", detectDates: false, detectURLs: false))
		let spec = try Spec.parse(bytes: Array(try require(text).utf8), path: "inferred.json")
		expectAll(spec.entities[0].fields, where: { $0.type.referencedTypeName != nil || [.string, .array(.string)].contains($0.type) })
	}

	func refusesWhatItCannotReadFrom() {
		let scalar = SpecInference.infer(bytes: Array("[1, 2]".utf8), path: "s.json", options: .init(name: "Pet"))
		expectEqual(scalar.text, nil)
		expectEqual(scalar.diagnostics.map(\.description), ["s.json:1:2: error: expected an object, an array of objects or a paginated {info, results} envelope, found a number"])
		let empty = SpecInference.infer(bytes: Array("[]".utf8), path: "s.json", options: .init(name: "Pet"))
		expectEqual(empty.diagnostics.map(\.description), ["s.json:1:1: error: the sample has no items to infer from"])
		let badName = SpecInference.infer(bytes: Array("{}".utf8), path: "s.json", options: .init(name: "pet"))
		expectEqual(badName.diagnostics.map(\.description), ["error: entity name 'pet' must start with an upper-case letter; try 'Pet'"])
	}

	static let everyInferredSpecLoadsCleanAndPassesTheSchemaArguments: [String] = ["character.json", "characters_page.json", "episode.json", "episode_graphql_response.json", "locations_page.json"]
	func everyInferredSpecLoadsCleanAndPassesTheSchema(sample: String) throws {
		let (text, diagnostics) = try infer(sample, .init(name: "Item"))
		expectNone(diagnostics, where: { $0.contains(": error: ") })
		let inferred = try require(text)
		let (spec, specDiagnostics) = Spec.load(bytes: Array(inferred.utf8), path: "inferred.json")
		expectNotEqual(spec, nil)
		expectEmpty(specDiagnostics)
		let node = try JSONReader(path: "inferred.json").read(inferred)
		expectEqual(TinySchemaValidator(root: SpecSchema.document).errors(node.value), [])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecInferenceTests>] = [
		SuiteTest("infersCharactersFromAPage") { try $0.infersCharactersFromAPage() },
		SuiteTest("keysAreRenamedWhereLintRefusesThemAndKeptSnakeCaseAsTheSpecWideRule") { try $0.keysAreRenamedWhereLintRefusesThemAndKeptSnakeCaseAsTheSpecWideRule() },
		SuiteTest("readsTheGraphQLDataField") { try $0.readsTheGraphQLDataField() },
		SuiteTest("explainsOptionalFieldsFromNullsAndMissingKeys") { $0.explainsOptionalFieldsFromNullsAndMissingKeys() },
		SuiteTest("detectionCanBeTurnedOff") { try $0.detectionCanBeTurnedOff() },
		SuiteTest("refusesWhatItCannotReadFrom") { $0.refusesWhatItCannotReadFrom() },
	]
		+ SuiteTest<SpecInferenceTests>.cases("everyInferredSpecLoadsCleanAndPassesTheSchema(sample:)", everyInferredSpecLoadsCleanAndPassesTheSchemaArguments) { try $0.everyInferredSpecLoadsCleanAndPassesTheSchema(sample: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecInferenceTests>) async throws { try await test.body(self) }
}
