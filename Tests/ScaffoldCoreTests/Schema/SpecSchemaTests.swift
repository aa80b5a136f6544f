import Testing

import ScaffoldCore

struct SpecSchemaTests {
	private let validator = TinySchemaValidator(root: SpecSchema.document)

	@Test(arguments: try SpecTestSupport.exampleNames())
	func everyExamplePassesTheSchemaAndTheDecoder(name: String) throws {
		let bytes = try SpecTestSupport.bytes("Examples/\(name)")
		let node = try JSONReader(path: name).read(bytes)
		#expect(validator.errors(node.value) == [])
		#expect(Spec.load(bytes: bytes, path: name).spec != nil)
	}

	@Test(arguments: BadSpecCases.all)
	func everyBadSpecFailsTheDecoderAndTheSchemaWhereItCan(_ badCase: BadSpecCase) throws {
		#expect(Spec.load(bytes: Array(badCase.text.utf8), path: "x.json").spec == nil)
		let node = try JSONReader(path: "x.json").read(badCase.text)
		let errors = validator.errors(node.value)
		if badCase.schemaRejects {
			#expect(!errors.isEmpty, "the schema accepts a spec the decoder refuses")
		} else {
			// Problems only the whole spec shows (duplicates, references, cycles, samples): the schema must not
			// claim more than it can, so it accepts these, and the decoder alone reports them.
			#expect(errors == [])
		}
	}

	@Test func usesOnlyKeywordsTheTinyValidatorKnows() {
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
		#expect(unknown == [])
	}

	@Test func objectPropertiesAreTheDecodersKeysInOrder() {
		let definitions = SpecSchema.document.member("$defs")
		func keys(_ definition: String) -> [String] {
			(definitions?.member(definition)?.member("properties")?.objectMembers ?? []).map(\.0)
		}
		#expect((SpecSchema.document.member("properties")?.objectMembers ?? []).map(\.0) == SpecKeys.top)
		#expect(keys("declaration") == SpecKeys.declaration)
		#expect(keys("field") == SpecKeys.field)
		#expect(keys("enumCase") == SpecKeys.enumCase)
		#expect(keys("entity") == SpecKeys.entity)
		#expect(keys("identifier") == SpecKeys.identifier)
		#expect(keys("rest") == SpecKeys.rest)
		#expect(keys("list") == SpecKeys.list)
		#expect(keys("filter") == SpecKeys.filter)
		#expect(keys("graphql") == SpecKeys.graphQL)
		#expect(keys("graphQLDetail") == SpecKeys.graphQLDetail)
		#expect(keys("graphQLList") == SpecKeys.graphQLList)
		#expect(keys("repository") == SpecKeys.repository)
		#expect(keys("userDefaults") == SpecKeys.userDefaults)
	}

	/// The text is valid JSON in the writer's canonical form, and equals the committed
	/// `schema/scaffold-spec.schema.json` (what the examples' `$schema` points at, and what `init`
	/// writes into projects), so that any change of the schema shows in review. Re-record with
	/// `SCAFFOLD_RECORD=1 swift test`.
	@Test func theTextIsTheDocumentAndMatchesTheCommittedSchema() throws {
		let text = SpecSchema.text()
		#expect(text.hasSuffix("}\n"))
		#expect(JSONWriter().write(try JSONReader(path: "schema.json").read(text)) == text)
		try SnapshotDirectory.assertMatches(["scaffold-spec.schema.json": text], folder: "schema")
	}

	@Test func theTinyValidatorItselfRejectsWhatItShould() {
		let schema = JSONValue.ordered([
			("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .list([.string("a")])),
			("properties", .ordered([("a", .ordered([("type", .string("integer")), ("minimum", .integer(1))]))])),
		])
		let tiny = TinySchemaValidator(root: schema)
		#expect(tiny.errors(.ordered([("a", .integer(2))])) == [])
		#expect(tiny.errors(.ordered([("a", .integer(0))])) == ["$.a: below minimum"])
		#expect(tiny.errors(.ordered([("a", .number("1.5"))])) == ["$.a: not of type integer"])
		#expect(tiny.errors(.ordered([("b", .integer(1))])) == ["$: additional property b", "$: missing a"])
	}
}
