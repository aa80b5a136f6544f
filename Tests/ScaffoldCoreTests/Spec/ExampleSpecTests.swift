import Testing

@testable import ScaffoldCore

struct ExampleSpecTests {
	@Test(arguments: try SpecTestSupport.exampleNames())
	func everyExampleLoadsClean(name: String) throws {
		let (spec, diagnostics) = Spec.load(bytes: try SpecTestSupport.bytes("Examples/\(name)"), path: "Examples/\(name)")
		#expect(diagnostics.map(\.description) == [])
		#expect(spec != nil)
	}

	@Test func characterDecodesAsWritten() throws {
		let spec = try Spec.parse(bytes: try SpecTestSupport.bytes("Examples/Character.json"), path: "Examples/Character.json")
		#expect(spec.feature == "Character")
		#expect(spec.types.map(\.name) == ["Location", "CharacterStatus"])
		#expect(spec.types[1].cases.map(\.value) == ["Alive", "Dead", "unknown"])
		let character = try #require(spec.entities.first)
		#expect(character.pluralName.upperCamel == "Characters")
		#expect(character.identifier.name == "id")
		#expect(character.identifier.type == .int)
		#expect(character.fields.map(\.name) == ["name", "status", "species", "type", "gender", "origin", "location", "imageURL", "episode", "url", "created"])
		#expect(character.fields[1].type == .enumType("CharacterStatus"))
		#expect(character.fields[5].type == .valueType("Location"))
		#expect(character.fields[6].type == .valueType("Location"))
		#expect(character.fields[7].jsonKey == "image")
		#expect(character.fields[7].hasExplicitJSONKey)
		#expect(character.fields[8].type == .array(.url))
		#expect(character.fields[3].swiftName == "type")
		#expect(character.rest?.path == "/character")
		#expect(character.rest?.list?.paginated == true)
		#expect(character.rest?.list?.filters.map(\.parameter) == ["name", "status"])
		#expect(character.local == .swiftData)
		#expect(character.repository == SpecRepository(enabled: true, useCases: false, cachePolicy: .cacheFirst, location: character.location))
		#expect(character.location == SourceLocation(path: "Examples/Character.json", line: 25, column: 3))
	}
}
