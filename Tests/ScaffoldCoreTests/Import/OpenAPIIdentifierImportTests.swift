import Testing

import ScaffoldCore

/// The identifier comes from the item path's parameter and the schema, whatever their names and
/// types, by written rules, each guess said at the document's line; where no rule finds one, the
/// entity is refused with an error saying what to pass instead (never a made-up `id: Int`).
struct OpenAPIIdentifierImportTests {
	/// A document with one resource: `/things` listing and `/things/{parameter}` reading an item
	/// with `properties` (YAML flow mappings).
	static func document(parameter: String, properties: String, required: String = "[]") -> String {
		let schema = "{ type: object, required: \(required), properties: { \(properties) } }"
		let response = "responses: { '200': { description: x, content: { application/json: { schema: \(schema) } } } }"
		return "openapi: 3.0.0\npaths:\n  /things/{\(parameter)}:\n    get: { \(response) }\n"
	}

	static func run(_ document: String, identifiers: [String: String] = [:]) -> (spec: Spec?, diagnostics: [String]) {
		let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "api.yaml", options: .init(feature: "Shop", identifiers: identifiers))
		return (text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec }, diagnostics.map(\.description))
	}

	/// The identifier's name, type and JSON key in the loaded spec.
	static func identifier(_ spec: Spec?) -> String? {
		guard let entity = spec?.entities.first else { return nil }
		return "\(entity.identifier.name): \(entity.identifier.type.swiftSpelling) @ \(entity.identifier.jsonKey)"
	}

	func theItemPathsParameterFindsItsIdentifier() {
		// The parameter names its property exactly without a note.
		do {
			let (spec, diagnostics) = Self.run(Self.document(parameter: "InvoiceID", properties: "InvoiceID: { type: string, format: uuid }, Total: { type: number }"))
			expectEqual(Self.identifier(spec), "invoiceID: UUID @ InvoiceID")
			expectNone(diagnostics, where: { $0.contains("is the identifier") })
		}

		// Case underscores and dashes aside the parameter finds its property.
		do {
			let (spec, diagnostics) = Self.run(Self.document(parameter: "Sid", properties: "sid: { type: string }, name: { type: string }"))
			expectEqual(Self.identifier(spec), "sid: String @ sid")
			expectContains(diagnostics, "api.yaml:3:3: note: 'sid' is the identifier of Thing: the parameter of '/things/{Sid}' names it, case, '_' and '-' aside")
		}

		// A parameter naming the resource itself stands for id.
		do {
			let (spec, diagnostics) = Self.run(Self.document(parameter: "thing", properties: "id: { type: integer }, name: { type: string }"))
			expectEqual(Self.identifier(spec), "id: Int @ id")
			expectContains(diagnostics, "api.yaml:3:3: note: 'id' is the identifier of Thing: the parameter of '/things/{thing}' names the item itself, and Thing has no property 'thing'")
		}

		// One candidate named like an identifier is taken with a warning at it.
		do {
			let (spec, diagnostics) = Self.run(Self.document(parameter: "ref", properties: "slug: { type: string }, title: { type: string }"))
			expectEqual(Self.identifier(spec), "slug: String @ slug")
			#expect(
				diagnostics.contains(
					"api.yaml:4:133: warning: Thing has no property the item path's parameter '{ref}' names (exactly, ignoring case and '_', or as '…Id' → 'id', '…Uid' → 'uid'); 'slug', its one property named like an identifier, is taken as the identifier: check it, or pass '--identifier /things=PROPERTY'"
				), "\(diagnostics)")
		}
	}

	static let aParameterEndingInIdOrUidStandsForThatPropertyArguments: [(String, String, String, String)] = [
		("domain_id", "id: { type: string }", "id: String @ id", "'…Id', '…_id' and '…ID' stand for 'id'"),
		("thingId", "id: { type: integer }", "id: Int @ id", "'…Id', '…_id' and '…ID' stand for 'id'"),
		("indexUid", "uid: { type: string }, primaryKey: { type: string }", "uid: String @ uid", "'…Uid' and '…_uid' stand for 'uid'"),
		("taskUid", "uid: { type: integer }, id: { type: string }", "uid: Int @ uid", "'…Uid' and '…_uid' stand for 'uid'"),
	]
	func aParameterEndingInIdOrUidStandsForThatProperty(_ parameter: String, _ properties: String, _ expected: String, _ rule: String) {
		let (spec, diagnostics) = Self.run(Self.document(parameter: parameter, properties: properties))
		expectEqual(Self.identifier(spec), expected)
		let name = expected.split(separator: ":").first.map(String.init) ?? ""
		#expect(
			diagnostics.contains(
				"api.yaml:3:3: note: '\(name)' is the identifier of Thing: it has no property '\(parameter)', the parameter of '/things/{\(parameter)}', and parameters \(rule)"
			), "\(diagnostics)")
	}

	func anItemWithoutAnIdentifierIsALocatedErrorWithItsRealReason() {
		// No identifier is a located error saying what to pass and no spec.
		do {
			let document = Self.document(parameter: "uidOrKey", properties: "uid: { type: string, format: uuid }, key: { type: string }, actions: { type: array, items: { type: string } }")
			let (spec, diagnostics) = Self.run(document)
			expectEqual(spec, nil, "never a made-up 'id: Int'")
			expectEqual(
				diagnostics.filter { $0.contains("error:") }, [
					"api.yaml:3:3: error: Thing (/things) has no identifier: no property the item path's parameter '{uidOrKey}' names (exactly, ignoring case and '_', or as '…Id' → 'id', '…Uid' → 'uid') among its properties of type integer, string or uuid; pass '--identifier /things=PROPERTY' naming the property that identifies an item (candidates are 'uid', 'key'), or leave '/things' out of '--select'"
				])
			let (given, notes) = Self.run(document, identifiers: ["/things": "uid"])
			expectEqual(Self.identifier(given), "uid: UUID @ uid")
			expectContains(notes, "api.yaml:3:3: note: 'uid' is the identifier of Thing: '--identifier /things=uid' says so")
			let (wrong, errors) = Self.run(document, identifiers: ["/things": "actions"])
			expectEqual(wrong, nil)
			expectAny(errors, where: { $0.hasSuffix("error: '--identifier /things=actions': Thing has no property 'actions' of type integer, string or uuid; its properties of those types are 'uid', 'key'") })
		}

		// An item inside another object is refused with its real reason.
		do {
			let invoice = "{ type: object, properties: { InvoiceID: { type: string, format: uuid } } }"
			let document = Self.document(parameter: "InvoiceID", properties: "pagination: { type: object, properties: { page: { type: integer } } }, Invoices: { type: array, items: \(invoice) }")
			let (spec, diagnostics) = Self.run(document)
			expectEqual(spec, nil)
			expectEqual(
				diagnostics.filter { $0.contains("error:") }, [
					"api.yaml:3:3: error: GET /things/{InvoiceID} answers its item inside the array 'Invoices' of {pagination, Invoices}: a spec reads an item as the whole response, or as the object under an envelope key, so Thing has no identifier; this shape is not imported yet: leave '/things' out of '--select'"
				])
		}
	}

	/// A resource without an item path (an action, `POST /things/batch`) that no property
	/// identifies is left out with a warning, and the rest of the document imports: nothing reads
	/// it back by identifier, so no made-up `id` is needed and none is given.
	func aResourceWithoutAnItemPathThatNothingIdentifiesIsLeftOutAndTheRestImports() {
		let batch =
			"  /things/batch:\n    post: { requestBody: { content: { application/json: { schema: { type: object, properties: { names: { type: array, items: { type: string } } } } } } }, responses: { '202': { description: x } } }\n"
		let document = Self.document(parameter: "id", properties: "id: { type: integer }, name: { type: string }") + batch
		let (spec, diagnostics) = Self.run(document)
		expectEqual(spec?.entities.map(\.name), ["Thing"])
		expectNone(diagnostics, where: { $0.contains("error:") }, "\(diagnostics)")
		#expect(
			diagnostics.contains {
				$0.hasSuffix("warning: Batch (/things/batch) is left out: it has no item path and no property identifies it (no 'id' property); pass '--identifier /things/batch=PROPERTY' to import it")
			}, "\(diagnostics)")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIIdentifierImportTests>] = [
		SuiteTest("theItemPathsParameterFindsItsIdentifier") { $0.theItemPathsParameterFindsItsIdentifier() },
		SuiteTest("anItemWithoutAnIdentifierIsALocatedErrorWithItsRealReason") { $0.anItemWithoutAnIdentifierIsALocatedErrorWithItsRealReason() },
		SuiteTest("aResourceWithoutAnItemPathThatNothingIdentifiesIsLeftOutAndTheRestImports") { $0.aResourceWithoutAnItemPathThatNothingIdentifiesIsLeftOutAndTheRestImports() },
	]
		+ SuiteTest<OpenAPIIdentifierImportTests>.cases("aParameterEndingInIdOrUidStandsForThatProperty(_:_:_:_:)", aParameterEndingInIdOrUidStandsForThatPropertyArguments) { $0.aParameterEndingInIdOrUidStandsForThatProperty($1.0, $1.1, $1.2, $1.3) }
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIIdentifierImportTests>) async throws { try await test.body(self) }
}
