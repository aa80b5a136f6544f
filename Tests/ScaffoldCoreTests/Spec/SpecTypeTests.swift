import Testing

import ScaffoldCore

struct SpecTypeTests {
	private let parser = SpecTypeParser(declared: ["Location": .valueType, "Status": .enumeration], entityNames: ["Character"])

	static let parsesAndSpellsBackArguments: [(String, SpecType)] = [
		("String", SpecType.string), ("Int?", .optional(.int)), ("[URL]", .array(.url)), ("[URL]?", .optional(.array(.url))),
		("[String?]", .array(.optional(.string))), ("[[Double]]", .array(.array(.double))), ("Location", .valueType("Location")),
		("Status?", .optional(.enumType("Status"))), ("Date", .date), ("UUID", .uuid), ("Decimal", .decimal), ("Bool", .bool),
		("JSON", .json), ("[JSON]?", .optional(.array(.json))),
		("[String: Int]", .dictionary(.int)), ("[String: JSON]?", .optional(.dictionary(.json))), ("[[String: Bool]]", .array(.dictionary(.bool))),
	]
	func parsesAndSpellsBack(text: String, type: SpecType) {
		expectEqual(parser.parse(text), .success(type))
		expectEqual(type.swiftSpelling, text)
	}

	static let reportsProblemsWithTheirOffsetArguments: [(String, String, Int)] = [
		("", "expected a type, found an empty string", 0),
		("[Strin]", "unknown type 'Strin'; did you mean 'String'?", 1),
		("string", "unknown type 'string'; did you mean 'String'?", 0),
		("[String", "expected ']' to close the array type", 7),
		("String??", "a type can be optional only once", 7),
		("[Int: String]", "a map's keys are String (JSON object keys are text), found 'Int'", 1),
		("[String: URL]", "a map's values are String, Int, Double, Bool, Decimal or JSON, found 'URL'; declare a value type with the keys as fields, or use [String: JSON]", 9),
		("[String: Int?]", "a map's values are String, Int, Double, Bool, Decimal or JSON, found 'Int?'; declare a value type with the keys as fields, or use [String: JSON]", 9),
		("[String: Int", "expected ']' to close the map type", 12),
		("Character", "'Character' is an entity; only an entity's field can refer to another entity, here use a type declared in 'types'", 0),
		("Int Int", "unexpected ' ' after type 'Int'", 3),
		("[]", "expected a type name, found ']'", 1),
		("[", "expected a type, found the end of the text", 1),
	]
	func reportsProblemsWithTheirOffset(text: String, message: String, offset: Int) {
		expectEqual(parser.parse(text), .failure(SpecTypeParser.Failure(message: message, offset: offset)))
	}

	func spellsTypesThroughAMappingAndTheRuntimesJSON() {
		// The spec says `JSON`; generated code says the runtime's type, as the project spells it.
		let type = SpecType.optional(.array(.json))
		expectEqual(type.swiftSpelling, "[JSON]?")
		expectEqual(type.swiftSpelling(json: "ScaffoldJSONValue"), "[ScaffoldJSONValue]?")
		expectEqual(type.spelling(naming: { $0 + "DTO" }, json: "JSONValue"), "[JSONValue]?")

		// `[String:Int]` reads as `[String: Int]`, the spelling written back.
		expectEqual(parser.parse("[String:Int]"), .success(.dictionary(.int)))
		expectEqual(SpecType.dictionary(.json).swiftSpelling(json: "JSONValue"), "[String: JSONValue]")

		// Spells names through a mapping.
		expectEqual(SpecType.optional(.array(.valueType("Location"))).spelling { $0 + "DTO" }, "[LocationDTO]?")
		expectEqual(SpecType.optional(.array(.valueType("Location"))).referencedTypeName, "Location")
		expectEqual(SpecType.optional(.array(.int)).arrayElement, .int)
		expectEqual(SpecType.optional(.int).unwrapped, .int)
		expectTrue(SpecType.int.isBuiltinScalar)
		expectFalse(SpecType.enumType("S").isBuiltinScalar)
	}

	func readsEntitiesOnlyWhereTheyAreAllowed() {
		var entityField = parser
		entityField.allowsEntities = true
		expectEqual(entityField.parse("[Character]?"), .success(.optional(.array(.entity("Character")))))
		expectEqual(SpecType.optional(.array(.entity("Character"))).referencedEntity, "Character")
		expectEqual(SpecType.optional(.array(.entity("Character"))).replacingEntity(with: .int), .optional(.array(.int)))
		expectEqual(SpecType.entity("Character").spelling { $0 + "DTO" }, "CharacterDTO")
		expectEqual(entityField.parse("Location"), .success(.valueType("Location")))
		expectNotEqual(parser.parse("[Character]"), .success(.array(.entity("Character"))))
	}

	func recognisesDateUUIDAndURLTextAndDerivesKeys() {
		// Recognises date UUID and URL text.
		expectTrue(TextFormat.isISO8601("2017-11-04T18:48:46.250Z"))
		expectTrue(TextFormat.isISO8601("2017-11-04T18:48:46+01:00"))
		expectFalse(TextFormat.isISO8601("2017-11-04"))
		expectFalse(TextFormat.isISO8601("2017-13-04T18:48:46Z"))
		expectFalse(TextFormat.isISO8601("December 2, 2013"))
		expectFalse(TextFormat.isISO8601("2017-11-04T18:48:46"))
		expectTrue(TextFormat.isUUID("6F9619FF-8B86-D011-B42D-00C04FC964FF"))
		expectFalse(TextFormat.isUUID("6F9619FF8B86D011B42D00C04FC964FF"))
		expectTrue(TextFormat.isWebURL("https://rickandmortyapi.com/api/character/1"))
		expectFalse(TextFormat.isWebURL("https://"))
		expectFalse(TextFormat.isWebURL(""))
		expectFalse(TextFormat.isWebURL("ftp://x.y"))

		// Json key styles derive keys.
		expectEqual(JSONKeyStyle.snakeCase.key(for: "imageURL"), "image_url")
		expectEqual(JSONKeyStyle.snakeCase.key(for: "airDate"), "air_date")
		expectEqual(JSONKeyStyle.camelCase.key(for: "airDate"), "airDate")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecTypeTests>] = [
		SuiteTest("spellsTypesThroughAMappingAndTheRuntimesJSON") { $0.spellsTypesThroughAMappingAndTheRuntimesJSON() },
		SuiteTest("readsEntitiesOnlyWhereTheyAreAllowed") { $0.readsEntitiesOnlyWhereTheyAreAllowed() },
		SuiteTest("recognisesDateUUIDAndURLTextAndDerivesKeys") { $0.recognisesDateUUIDAndURLTextAndDerivesKeys() },
	]
		+ SuiteTest<SpecTypeTests>.cases("parsesAndSpellsBack(text:type:)", parsesAndSpellsBackArguments) { $0.parsesAndSpellsBack(text: $1.0, type: $1.1) }
		+ SuiteTest<SpecTypeTests>.cases("reportsProblemsWithTheirOffset(text:message:offset:)", reportsProblemsWithTheirOffsetArguments) { $0.reportsProblemsWithTheirOffset(text: $1.0, message: $1.1, offset: $1.2) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecTypeTests>) async throws { try await test.body(self) }
}
