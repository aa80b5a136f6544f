import Testing

import ScaffoldCore

/// `spec verify`: recorded responses and OpenAPI documents against a spec.
struct SpecVerificationTests {
	private func verify(_ spec: String, _ file: String) throws -> [String] {
		let specText = try RepositoryFiles.text(spec)
		let loaded = try require(Spec.load(bytes: Array(specText.utf8), path: spec).spec)
		let bytes = Array(try RepositoryFiles.text(file).utf8)
		return try SpecVerification.verify(spec: loaded, against: bytes, path: file).map(\.description)
	}

	func aRecordedResponseThatMatchesIsClean() throws {
		expectEqual(try verify("Examples/Character.json", "Tests/Fixtures/import/verify/character.json"), [])
		expectEqual(try verify("Examples/Character.json", "Tests/Fixtures/samples/characters_page.json"), [])
	}

	func aRemovedFieldATypeChangeAndANewEnumValueAreDriftLocatedInBothFiles() throws {
		let sample = "Tests/Fixtures/import/verify/character-drifted.json"
		try expectEqual(
			verify("Examples/Character.json", sample), [
				"\(sample):4:13: error: 'status' is 'Zombie', a value enum CharacterStatus of field 'status' does not know (Alive, Dead, unknown)\nExamples/Character.json:31:5: note: 'status' is declared here as CharacterStatus",
				"\(sample):1:1: error: key 'species' is missing, but field 'species' of Character is required\nExamples/Character.json:32:5: note: 'species' is declared here as String",
				"\(sample):6:13: error: 'gender' is a number, but field 'gender' of Character expects a string\nExamples/Character.json:34:5: note: 'gender' is declared here as String",
				"\(sample):13:12: error: 'url' is null, but field 'url' of Location is String, not optional\nExamples/Character.json:12:5: note: 'url' is declared here as String",
				"\(sample):21:3: note: key 'pronouns' is not in the spec: Character ignores it\nExamples/Character.json:25:3: note: Character is declared here",
			])
	}

	func anOpenAPIDocumentIsComparedFieldByField() throws {
		let findings = try verify("Tests/Fixtures/import/verify/Petstore.json", "Tests/Fixtures/import/verify/petstore-v2.json")
		expectEqual(findings.count, 4)
		expectContains(findings[0], "error: property 'status' may be 'quarantined', a value enum PetStatus does not know")
		expectContains(findings[1], "error: property 'weight' is String in the document, but field 'weight' of Pet is Double")
		expectContains(findings[2], "error: the document has no property 'vaccinated' for field 'vaccinated' of Pet")
		expectContains(findings[3], "note: property 'nickname' is not in the spec: Pet ignores it")
		expectAll(findings, where: { $0.contains("\nTests/Fixtures/import/verify/Petstore.json:") })
		expectEqual(try verify("Tests/Fixtures/import/verify/Petstore.json", "Tests/Fixtures/import/openapi/petstore.yaml"), [])
	}

	func aSpecReadingBareResponsesTheDocumentWrapsIsDrift() throws {
		let document = "Tests/Fixtures/import/openapi/envelope-api.yaml"
		try expectEqual(
			verify("Tests/Fixtures/import/verify/Publishing.json", document), [
				"\(document):61:17: error: the document's responses of Article: it wraps them in 'data', but the spec reads them bare\nTests/Fixtures/import/verify/Publishing.json:14:12: note: Article's REST endpoints are declared here"
			])
		// Blog's Article reads them inside "data", as the document sends them (its other drift is a
		// field the document lacks); Comment has no resource there.
		let blog = try verify("Examples/Blog.json", document)
		expectNone(blog, where: { $0.contains("responses of Article") })
		expectAny(blog, where: { $0.contains("error: the document has no property 'tags' for field 'tags' of Article") })
		expectAny(blog, where: { $0.contains("error: the document has no resource for entity 'Comment'") })
	}

	func aRecordedResponseIsCheckedInsideTheSpecsEnvelopeOrBesideItsData() throws {
		// A recorded response is checked inside the spec's envelope.
		do {
			let spec = try require(Spec.load(bytes: Array(try RepositoryFiles.text("Examples/Blog.json").utf8), path: "Examples/Blog.json").spec)
			let item = #"{"data": {"slug": "a", "title": "T", "body": "B", "tags": [], "published_at": null}}"#
			expectEqual(try SpecVerification.verify(spec: spec, against: Array(item.utf8), path: "a.json"), [])
			let drifted = #"{"data": [{"slug": "a", "title": 1, "body": "B", "tags": []}]}"#
			try expectEqual(
				SpecVerification.verify(spec: spec, against: Array(drifted.utf8), path: "b.json").map(\.message), [
					"'title' is a number, but field 'title' of Article expects a string"
				])
		}

		// A GraphQL response keeps its data beside a REST envelope named data.
		do {
			let text = """
				{"version": 1, "feature": "Mixed", "entities": [
				{"name": "Post", "fields": [{"name": "title", "type": "String"}], "rest": {"path": "/posts", "envelope": "data"}, "local": "memory"},
				{"name": "Thing", "fields": [{"name": "label", "type": "String"}], "graphql": {"detail": {"field": "thing"}}, "local": "memory"}
				]}
				"""
			let spec = try require(Spec.load(bytes: Array(text.utf8), path: "m.json").spec)
			// Read as Thing's GraphQL response (a missing label is drift of Thing's), not as a REST envelope around {thing}.
			let response = #"{"data": {"thing": {"id": "1"}}}"#
			try expectEqual(
				SpecVerification.verify(spec: spec, against: Array(response.utf8), path: "g.json").map(\.message), [
					"key 'label' is missing, but field 'label' of Thing is required"
				])
			let rest = #"{"data": {"id": 1, "title": "Hello"}}"#
			expectEqual(try SpecVerification.verify(spec: spec, against: Array(rest.utf8), path: "r.json"), [])
		}
	}

	func aFileThatCannotBeCheckedIsAnError() throws {
		let spec = try require(Spec.load(bytes: Array(try RepositoryFiles.text("Examples/Character.json").utf8), path: "c.json").spec)
		#expect(throws: Diagnostic.self) { try SpecVerification.verify(spec: spec, against: Array("{\"a\": ".utf8), path: "bad.json") }
		#expect(throws: Diagnostic.self) { try SpecVerification.verify(spec: spec, against: Array("[1, 2]".utf8), path: "bad.json") }
		#expect(throws: Diagnostic.self) { try SpecVerification.verify(spec: spec, against: Array("{\"zzz\": 1}".utf8), path: "bad.json") }
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecVerificationTests>] = [
		SuiteTest("aRecordedResponseThatMatchesIsClean") { try $0.aRecordedResponseThatMatchesIsClean() },
		SuiteTest("aRemovedFieldATypeChangeAndANewEnumValueAreDriftLocatedInBothFiles") { try $0.aRemovedFieldATypeChangeAndANewEnumValueAreDriftLocatedInBothFiles() },
		SuiteTest("anOpenAPIDocumentIsComparedFieldByField") { try $0.anOpenAPIDocumentIsComparedFieldByField() },
		SuiteTest("aSpecReadingBareResponsesTheDocumentWrapsIsDrift") { try $0.aSpecReadingBareResponsesTheDocumentWrapsIsDrift() },
		SuiteTest("aRecordedResponseIsCheckedInsideTheSpecsEnvelopeOrBesideItsData") { try $0.aRecordedResponseIsCheckedInsideTheSpecsEnvelopeOrBesideItsData() },
		SuiteTest("aFileThatCannotBeCheckedIsAnError") { try $0.aFileThatCannotBeCheckedIsAnError() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecVerificationTests>) async throws { try await test.body(self) }
}
