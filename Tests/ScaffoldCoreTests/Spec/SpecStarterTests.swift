import Testing

import ScaffoldCore

struct SpecStarterTests {
	func writesAStarterThatLoadsAndReferencesTheSchemaWhenAsked() throws {
		// Writes a starter that loads.
		do {
			let (text, diagnostics) = SpecStarter.text(feature: "Character", fields: ["name:String", "status:String?", "tags:[String]"])
			expectEmpty(diagnostics)
			let written = try require(text)
			expectEqual(
				written, """
					{
						"version": 1,
						"feature": "Character",
						"entities": [
							{
								"name": "Character",
								"fields": [
									{
										"name": "name",
										"type": "String"
									},
									{
										"name": "status",
										"type": "String?"
									},
									{
										"name": "tags",
										"type": "[String]"
									}
								],
								"rest": {
									"path": "/character",
									"detail": true,
									"list": {
										"paginated": true
									}
								},
								"local": "none"
							}
						]
					}

					""")
			let spec = try Spec.parse(bytes: Array(written.utf8), path: "Specs/Character.json")
			expectEqual(spec.entities[0].fields.map(\.type), [.string, .optional(.string), .array(.string)])
		}

		// References the schema when asked.
		do {
			let text = SpecStarter.text(feature: "RecentSearch", fields: [], schemaPath: "../schema.json").text
			expectEqual(text?.hasPrefix("{\n\t\"$schema\": \"../schema.json\",\n\t\"version\": 1,"), true)
			expectEqual(text?.contains("\"path\": \"/recent-search\""), true)
		}
	}

	func reportsEveryBadArgumentAndWhatOnlyTheWholeSpecShows() {
		// Reports every bad argument.
		do {
			let (text, diagnostics) = SpecStarter.text(
				feature: "character", fields: ["name", "Name:String", "tags:[Strin]", "id:Int", "a:Int", "a:Int", "identifier:String"])
			expectEqual(text, nil)
			expectEqual(
				diagnostics.map(\.description), [
					"error: feature name 'character' must start with an upper-case letter; try 'Character'",
					"error: field argument 'name' must be written name:Type, e.g. name:String",
					"error: field name 'Name' must start with a lower-case letter; try 'name'",
					"error: in 'tags:[Strin]': unknown type 'Strin'; did you mean 'String'?",
					"error: field 'id' is the entity's identifier already",
					"error: duplicate field 'a'",
					"error: field name 'identifier' is reserved: the SwiftData model stores the entity's identifier under that name",
				])
		}

		// Reports what only the whole spec shows.
		do {
			let (text, diagnostics) = SpecStarter.text(feature: "PaginationInfo", fields: ["page:Int"])
			expectEqual(text, nil)
			expectEqual(
				diagnostics.map(\.description), [
					"error: 'PaginationInfoDTO', generated for entity 'PaginationInfo', collides with 'PaginationInfoDTO', generated once for the whole feature"
				])
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecStarterTests>] = [
		SuiteTest("writesAStarterThatLoadsAndReferencesTheSchemaWhenAsked") { try $0.writesAStarterThatLoadsAndReferencesTheSchemaWhenAsked() },
		SuiteTest("reportsEveryBadArgumentAndWhatOnlyTheWholeSpecShows") { $0.reportsEveryBadArgumentAndWhatOnlyTheWholeSpecShows() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecStarterTests>) async throws { try await test.body(self) }
}
