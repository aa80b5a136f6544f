import Testing

import ScaffoldCore

/// One rule of the context layer per test: a tiny spec in, exact values out.
struct ContextRuleTests {
	static func spec(_ entities: String, types: String = "[]", extra: String = "") throws -> Spec {
		let text = #"{"version": 1, "feature": "Shop", "types": \#(types), "entities": \#(entities)\#(extra)}"#
		let loaded = Spec.load(bytes: Array(text.utf8), path: "Specs/Shop.json")
		expectEmpty(loaded.diagnostics.filter { $0.severity == .error }, "\(loaded.diagnostics.map(\.description))")
		return try require(loaded.spec)
	}

	static func context(_ spec: Spec, _ index: Int = 0) -> TemplateObject {
		context(ResolvedFeature(spec: spec), index)
	}

	/// The context of entity `index` of a spec resolved with a history (or a runtime) of its own.
	static func context(_ feature: ResolvedFeature, _ index: Int = 0) -> TemplateObject {
		EntityContext(feature: feature, entity: feature.spec.entities[index]).build()
	}

	func dtosKeepWireTypes() {
		let wire = WireType(dateFormat: .iso8601)
		expectEqual(wire.spelling(.date), "String")
		expectEqual(wire.spelling(.optional(.array(.url))), "[String]?")
		expectEqual(wire.spelling(.valueType("Location")), "LocationDTO")
		expectEqual(wire.spelling(.enumType("Status")), "String")
		expectEqual(WireType(dateFormat: .millisecondsSince1970).spelling(.date), "Int")
		expectEqual(WireType(dateFormat: .secondsSince1970).spelling(.date), "Double")
		// A `JSON` field travels as the runtime's JSON value, as the project spells it.
		expectEqual(wire.spelling(.optional(.array(.json))), "[JSONValue]?")
		expectEqual(WireType(dateFormat: .iso8601, json: "ScaffoldJSONValue").spelling(.json), "ScaffoldJSONValue")
	}

	func swiftStringLiteralsEscapeWhatSwiftNeeds() {
		expectEqual(SwiftLiteral.string("a \"b\" \\ c\n"), #""a \"b\" \\ c\n""#)
		expectEqual(SwiftLiteral.string("bell\u{7}"), #""bell\u{7}""#)
	}

	func codingKeysOnlyWhenAJSONKeyDiffers() throws {
		let plain = Self.context(try Self.spec(#"[{"name": "Item", "fields": [{"name": "title", "type": "String"}]}]"#))
		expectEqual(plain["hasCodingKeys"], false)
		let renamed = Self.context(
			try Self.spec(#"[{"name": "Item", "fields": [{"name": "imageURL", "type": "URL", "jsonKey": "image"}]}]"#))
		expectEqual(renamed["hasCodingKeys"], true)
		expectEqual(renamed["properties"], [
			["name": "id", "dtoType": "Int", "codingKey": "id", "indirect": [], "comma": ","],
			["name": "imageURL", "dtoType": "String", "codingKey": #"imageURL = "image""#, "indirect": [], "comma": ""],
		])
	}

	func reservedWordsAreBacktickedButNotAsCallSiteLabels() throws {
		let context = Self.context(try Self.spec(#"[{"name": "Item", "fields": [{"name": "default", "type": "Bool"}]}]"#))
		expectEqual(
			context["fields"], [
				[
					"name": "`default`", "label": "default", "dtoType": "Bool", "storedType": "Bool", "toStored": "input.`default`",
					"fromStored": "input.`default`", "storedResultAsDTO": "result.`default`",
				]
			])
	}

	func aPluralEqualToTheSingularGetsAListSuffix() throws {
		let context = Self.context(try Self.spec(#"[{"name": "Species", "fields": [{"name": "name", "type": "String"}]}]"#))
		expectEqual(context["plural"], "SpeciesList")
		expectEqual(context["name"], "Species")
	}

	func restListRequestsArePrecomputed() throws {
		let spec = try Self.spec(
			#"[{"name": "Item", "fields": [{"name": "name", "type": "String"}], "rest": {"path": "/items", "list": {"paginated": true, "filters": [{"name": "name", "type": "String"}, {"name": "minimum", "type": "Int", "parameter": "min"}]}}}]"#)
		let context = Self.context(spec)
		expectEqual(context["queryItemsDeclaration"], #"var queryItems = [URLQueryItem(name: "page", value: String(page))]"#)
		expectEqual(context["filterSample"], #"ItemFilterDTO(name: "Name 1", minimum: 10)"#)
		expectEqual(
			context["filterSampleQueryItems"], #"[URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "name", value: "Name 1"), URLQueryItem(name: "min", value: "10")]"#)
		expectEqual(context["listResult"], "ItemsResponseDTO")
	}

	func graphQLQueriesExpandValueTypesAndDeclareFilters() throws {
		let spec = try Self.spec(
			#"[{"name": "Episode", "identifier": {"name": "id", "type": "String"}, "fields": [{"name": "name", "type": "String"}, {"name": "place", "type": "Place"}], "graphql": {"detail": true, "list": {"paginated": true, "filters": [{"name": "name", "type": "String"}]}}}]"#,
			types: #"[{"name": "Place", "fields": [{"name": "name", "type": "String"}, {"name": "url", "type": "String"}]}]"#)
		let context = Self.context(spec)
		expectEqual(context["selection"], ["id", "name", "place {", "\tname", "\turl", "}"])
		expectEqual(context["listQuerySignature"], "query GetEpisodes($page: Int, $name: String)")
		expectEqual(context["listFieldCall"], "episodes(page: $page, filter: { name: $name })")
		expectEqual(context["variablesDeclaration"], #"var variables: [String: GraphQLVariable] = ["page": .int(page)]"#)
		expectEqual(context["idVariable"], ".string(identifier)")
	}

	func aSelfContainingValueTypeIsExpandedOnceMore() throws {
		let spec = try Self.spec(
			#"[{"name": "Shelf", "fields": [{"name": "category", "type": "Category"}], "graphql": {"detail": true}}]"#,
			// Optional: where Category recurs the query stops at `children`, which a required array
			// could not do (the checker refuses it, BadSpecCases+GraphQLRecursion).
			types: #"[{"name": "Category", "fields": [{"name": "name", "type": "String"}, {"name": "children", "type": "[Category]?"}]}]"#)
		expectEqual(Self.context(spec)["selection"], ["id", "category {", "\tname", "\tchildren {", "\t\tname", "\t}", "}"])
		let fixture = Fixtures(context: EntityContext(feature: ResolvedFeature(spec: spec), entity: spec.entities[0])).item(.first)
		expectContains(JSONWriter().write(fixture), "\"children\": []")
	}

	func samplesAreDeterministicAndTheUpdatedItemKeepsItsIdentifier() throws {
		let spec = try Self.spec(
			#"[{"name": "Item", "fields": [{"name": "title", "type": "String", "sample": "Portal Gun"}, {"name": "note", "type": "String?"}, {"name": "tags", "type": "[String]"}]}]"#)
		let fixtures = Fixtures(context: EntityContext(feature: ResolvedFeature(spec: spec), entity: spec.entities[0]))
		let first = JSONWriter().write(fixtures.item(.first))
		expectEqual(first, JSONWriter().write(fixtures.item(.first)))
		expectContains(first, #""title": "Portal Gun""#)
		let updated = JSONWriter().write(fixtures.item(.updated))
		expectContains(updated, #""id": 1"#)
		expectContains(updated, #""title": "Portal Gun (updated)""#)
		let second = JSONWriter().write(fixtures.item(.second))
		expectContains(second, #""id": 2"#)
		expectContains(second, #""note": null"#)
		expectContains(second, #""tags": []"#)
	}

	func sampleObjectsFollowTheDeclarationOrder() throws {
		let spec = try Self.spec(
			#"[{"name": "Item", "fields": [{"name": "price", "type": "Money", "sample": {"currency": "EUR", "amount": 2}}]}]"#,
			types: #"[{"name": "Money", "fields": [{"name": "amount", "type": "Int"}, {"name": "currency", "type": "String"}]}]"#)
		let text = JSONWriter().write(Fixtures(context: EntityContext(feature: ResolvedFeature(spec: spec), entity: spec.entities[0])).item(.first))
		let amount = try require(text.range(of: "amount"))
		let currency = try require(text.range(of: "currency"))
		expectLess(amount.lowerBound, currency.lowerBound)
	}

	/// Lint refuses what the context cannot build, at the element; `feature` never gets that far.
	func userDefaultsListsOfValueTypesAreRefusedByLintWithALocation() {
		let text = #"{"version": 1, "feature": "Shop", "types": [{"name": "Money", "fields": [{"name": "amount", "type": "Int"}]}], "userDefaults": [{"name": "Wallet", "element": "Money"}]}"#
		let loaded = Spec.load(bytes: Array(text.utf8), path: "Specs/Shop.json")
		expectEqual(loaded.spec, nil)
		expectEqual(
			loaded.diagnostics.filter { $0.severity == .error }.map(\.description), [
				"Specs/Shop.json:1:159: error: a UserDefaults list cannot store Money; supported element types are String, Int, Double, UUID and string enums"
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ContextRuleTests>] = [
		SuiteTest("dtosKeepWireTypes") { $0.dtosKeepWireTypes() },
		SuiteTest("swiftStringLiteralsEscapeWhatSwiftNeeds") { $0.swiftStringLiteralsEscapeWhatSwiftNeeds() },
		SuiteTest("codingKeysOnlyWhenAJSONKeyDiffers") { try $0.codingKeysOnlyWhenAJSONKeyDiffers() },
		SuiteTest("reservedWordsAreBacktickedButNotAsCallSiteLabels") { try $0.reservedWordsAreBacktickedButNotAsCallSiteLabels() },
		SuiteTest("aPluralEqualToTheSingularGetsAListSuffix") { try $0.aPluralEqualToTheSingularGetsAListSuffix() },
		SuiteTest("restListRequestsArePrecomputed") { try $0.restListRequestsArePrecomputed() },
		SuiteTest("graphQLQueriesExpandValueTypesAndDeclareFilters") { try $0.graphQLQueriesExpandValueTypesAndDeclareFilters() },
		SuiteTest("aSelfContainingValueTypeIsExpandedOnceMore") { try $0.aSelfContainingValueTypeIsExpandedOnceMore() },
		SuiteTest("samplesAreDeterministicAndTheUpdatedItemKeepsItsIdentifier") { try $0.samplesAreDeterministicAndTheUpdatedItemKeepsItsIdentifier() },
		SuiteTest("sampleObjectsFollowTheDeclarationOrder") { try $0.sampleObjectsFollowTheDeclarationOrder() },
		SuiteTest("userDefaultsListsOfValueTypesAreRefusedByLintWithALocation") { $0.userDefaultsListsOfValueTypesAreRefusedByLintWithALocation() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ContextRuleTests>) async throws { try await test.body(self) }
}
