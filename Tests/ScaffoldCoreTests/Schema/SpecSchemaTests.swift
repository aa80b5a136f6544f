import Testing

import ScaffoldCore

struct SpecSchemaTests {
	private let validator = TinySchemaValidator(root: SpecSchema.document)

	func everyExamplePassesTheSchemaAndTheDecoder(name: String) throws {
		let bytes = try SpecTestSupport.bytes("Examples/\(name)")
		let node = try JSONReader(path: name).read(bytes)
		expectEqual(validator.errors(node.value), [])
		expectNotEqual(Spec.load(bytes: bytes, path: name).spec, nil)
	}

	func everyBadSpecFailsTheDecoderAndTheSchemaWhereItCan(_ badCase: BadSpecCase) throws {
		expectEqual(Spec.load(bytes: Array(badCase.text.utf8), path: "x.json").spec, nil)
		let node = try JSONReader(path: "x.json").read(badCase.text)
		let errors = validator.errors(node.value)
		if badCase.schemaRejects {
			expectNotEmpty(errors, "the schema accepts a spec the decoder refuses")
		} else {
			// Problems only the whole spec shows (duplicates, references, cycles, samples): the schema must not
			// claim more than it can, so it accepts these, and the decoder alone reports them.
			expectEqual(errors, [])
		}
	}

	func usesOnlyKeywordsTheTinyValidatorKnows() {
		var unknown: Set<String> = []
		func walk(_ value: JSONValue, isPropertyTable: Bool) {
			guard let members = value.objectMembers else {
				for element in value.arrayValues ?? [] { walk(element, isPropertyTable: false) }
				return
			}
			for (key, child) in members {
				if !isPropertyTable && !TinySchemaValidator.keywords.contains(key) { unknown.insert(key) }
				walk(child, isPropertyTable: !isPropertyTable && (key == "properties" || key == "$defs"))
			}
		}
		walk(SpecSchema.document, isPropertyTable: false)
		expectEqual(unknown, [])
	}

	func objectPropertiesAreTheDecodersKeysInOrder() {
		let definitions = SpecSchema.document.member("$defs")
		func keys(_ definition: String) -> [String] {
			(definitions?.member(definition)?.member("properties")?.objectMembers ?? []).map(\.0)
		}
		expectEqual((SpecSchema.document.member("properties")?.objectMembers ?? []).map(\.0), SpecKeys.top)
		expectEqual(keys("declaration"), SpecKeys.declaration)
		expectEqual(keys("field"), SpecKeys.field)
		expectEqual(keys("enumCase"), SpecKeys.enumCase)
		expectEqual(keys("entity"), SpecKeys.entity)
		expectEqual(keys("identifier"), SpecKeys.identifier)
		expectEqual(keys("rest"), SpecKeys.rest)
		expectEqual(keys("list"), SpecKeys.list)
		expectEqual(keys("filter"), SpecKeys.filter)
		expectEqual(keys("graphql"), SpecKeys.graphQL)
		expectEqual(keys("graphQLDetail"), SpecKeys.graphQLDetail)
		expectEqual(keys("graphQLList"), SpecKeys.graphQLList)
		expectEqual(keys("repository"), SpecKeys.repository)
		expectEqual(keys("userDefaults"), SpecKeys.userDefaults)
	}

	/// The text is valid JSON in the writer's canonical form, and equals the committed
	/// `schema/scaffold-spec.schema.json` (what the examples' `$schema` points at, and what `init`
	/// writes into projects), so that any change of the schema shows in review. Re-record with
	/// `SCAFFOLD_RECORD=1 swift test`.
	func theTextIsTheDocumentAndMatchesTheCommittedSchema() throws {
		let text = SpecSchema.text()
		expectSuffix(text, "}\n")
		expectEqual(JSONWriter().write(try JSONReader(path: "schema.json").read(text)), text)
		try SnapshotDirectory.assertMatches(["scaffold-spec.schema.json": text], folder: "schema")
	}

	func theTinyValidatorItselfRejectsWhatItShould() {
		let schema = JSONValue.ordered([
			("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .list([.string("a")])),
			("properties", .ordered([("a", .ordered([("type", .string("integer")), ("minimum", .integer(1))]))])),
		])
		let tiny = TinySchemaValidator(root: schema)
		expectEqual(tiny.errors(.ordered([("a", .integer(2))])), [])
		expectEqual(tiny.errors(.ordered([("a", .integer(0))])), ["$.a: below minimum"])
		expectEqual(tiny.errors(.ordered([("a", .number("1.5"))])), ["$.a: not of type integer"])
		expectEqual(tiny.errors(.ordered([("b", .integer(1))])), ["$: additional property b", "$: missing a"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecSchemaTests>] = [
		SuiteTest("usesOnlyKeywordsTheTinyValidatorKnows") { $0.usesOnlyKeywordsTheTinyValidatorKnows() },
		SuiteTest("objectPropertiesAreTheDecodersKeysInOrder") { $0.objectPropertiesAreTheDecodersKeysInOrder() },
		SuiteTest("theTextIsTheDocumentAndMatchesTheCommittedSchema") { try $0.theTextIsTheDocumentAndMatchesTheCommittedSchema() },
		SuiteTest("theTinyValidatorItselfRejectsWhatItShould") { $0.theTinyValidatorItselfRejectsWhatItShould() },
	]
		+ SuiteTest<SpecSchemaTests>.cases("everyExamplePassesTheSchemaAndTheDecoder(name:)", try SpecTestSupport.exampleNames()) { try $0.everyExamplePassesTheSchemaAndTheDecoder(name: $1) }
		+ SuiteTest<SpecSchemaTests>.cases("everyBadSpecFailsTheDecoderAndTheSchemaWhereItCan(_:)", BadSpecCases.all) { try $0.everyBadSpecFailsTheDecoderAndTheSchemaWhereItCan($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecSchemaTests>) async throws { try await test.body(self) }
}
