import Testing

import ScaffoldCore

/// What nested references and references by identifier become in the template context.
struct ReferenceContextTests {
	private static let characters =
		#"{"name": "Character", "identifier": {"name": "id", "type": "String"}, "fields": [{"name": "name", "type": "String"}], "local": "memory"}"#

	func graphQLSelectsANestedEntityWithItsIdentifier() throws {
		let spec = try ContextRuleTests.spec(
			#"[{"name": "Episode", "identifier": {"name": "id", "type": "String"}, "fields": [{"name": "name", "type": "String"}, {"name": "characters", "type": "[Character]"}], "graphql": {"detail": true}, "local": "swiftData"}, "#
				+ Self.characters + "]")
		let context = ContextRuleTests.context(spec)
		expectEqual(context["selection"], ["id", "name", "characters {", "\tid", "\tname", "}"])
		let fixture = JSONWriter().write(Fixtures(context: EntityContext(feature: ResolvedFeature(spec: spec), entity: spec.entities[0])).item(.first))
		expectContains(fixture, #""characters": ["#)
		expectContains(fixture, #""id": "1""#)
		expectContains(fixture, #""id": "2""#)
	}

	func aNestedEntityIsARelationshipOfTheModelAndATableOfTheGraph() throws {
		let spec = try ContextRuleTests.spec(
			#"[{"name": "Episode", "fields": [{"name": "characters", "type": "[Character]", "inverse": "appearances"}], "rest": {"path": "/e"}, "local": "swiftData"}, "#
				+ Self.characters + "]")
		let episode = ContextRuleTests.context(spec)
		guard case .list(let relationships)? = episode["relationships"], case .object(let relationship)? = relationships.first else {
			Issue.record("no relationship")
			return
		}
		expectEqual(relationship["storedType"], "[CharacterEntity]")
		expectEqual(relationship["deleteRule"], ".cascade")
		expectEqual(relationship["inverse"], "appearances")
		expectEqual(relationship["fromStored"], "input.characters.sorted { $0.identifier < $1.identifier }.map(CharacterEntityDTOMapper().map)")
		expectEqual(episode["fields"], .list([]))
		expectEqual(episode["hasGraph"], true)
		// The nested entity gets a model with the back-pointer, though it is kept in memory only.
		expectEqual(spec.swiftDataModelEntities, ["Episode", "Character"])
		guard case .list(let inverses)? = ContextRuleTests.context(spec, 1)["inverses"], case .object(let inverse)? = inverses.first else {
			Issue.record("no inverse")
			return
		}
		expectEqual(inverse["name"], "appearances")
		expectEqual(inverse["ownerModel"], "EpisodeEntity")
	}

	func aReferenceByIdentifierIsTheIdentifierItself() throws {
		let spec = try ContextRuleTests.spec(
			#"[{"name": "Episode", "fields": [{"name": "previous", "type": "Episode?", "reference": "identifier"}, {"name": "cast", "type": "[Character]", "reference": "identifier"}], "rest": {"path": "/e"}, "local": "swiftData"}, "#
				+ Self.characters + "]")
		expectEqual(spec.entities[0].fields.map(\.type), [.optional(.int), .array(.string)])
		expectEqual(spec.entities[0].fields[1].reference?.entity, "Character")
		expectEqual(spec.entities[0].fields[1].nestedReference, nil)
		expectEqual(spec.swiftDataModelEntities, ["Episode"])
		expectEqual(ContextRuleTests.context(spec)["hasGraph"], false)
	}

	func nestedModelsCarryTheirHints() throws {
		var feature = ResolvedFeature(
			spec: try ContextRuleTests.spec(
				#"[{"name": "Episode", "fields": [{"name": "cast", "type": "[Character]"}], "rest": {"path": "/e"}, "local": "swiftData"}, "#
					+ #"{"name": "Character", "fields": [{"name": "title", "type": "String"}, {"name": "rating", "type": "Int"}], "local": "memory"}]"#))
		feature.swiftDataModelVersions.hints = [
			"Episode": .init(originalNames: ["cast": "characters"]),
			"Character": .init(originalNames: ["title": "name"], initialValues: ["rating": .number("3")]),
		]
		guard case .list(let relationships)? = ContextRuleTests.context(feature)["relationships"], case .object(let relationship)? = relationships.first,
			case .list(let fields)? = ContextRuleTests.context(feature, 1)["fields"]
		else {
			Issue.record("no relationship or fields")
			return
		}
		expectEqual(relationship["originalName"], #", originalName: "characters""#)
		expectEqual(fields.map { $0["modelAttributes"] }, [#"@Attribute(originalName: "name") "#, ""])
		expectEqual(fields.map { $0["modelInitialValue"] }, ["", " = 3"])

		// Without a versioned schema, a model is what it always was.
		feature.swiftDataModelVersions.hints = [:]
		guard case .list(let plain)? = ContextRuleTests.context(feature, 1)["fields"] else { return }
		expectEqual(plain.map { $0["modelAttributes"] }, ["", ""])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ReferenceContextTests>] = [
		SuiteTest("graphQLSelectsANestedEntityWithItsIdentifier") { try $0.graphQLSelectsANestedEntityWithItsIdentifier() },
		SuiteTest("aNestedEntityIsARelationshipOfTheModelAndATableOfTheGraph") { try $0.aNestedEntityIsARelationshipOfTheModelAndATableOfTheGraph() },
		SuiteTest("aReferenceByIdentifierIsTheIdentifierItself") { try $0.aReferenceByIdentifierIsTheIdentifierItself() },
		SuiteTest("A versioned schema's hints reach every model it holds: a nested entity's fields and a renamed relationship") { try $0.nestedModelsCarryTheirHints() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ReferenceContextTests>) async throws { try await test.body(self) }
}
