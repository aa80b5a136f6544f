import Testing

import ScaffoldCore

/// String enums of a document become spec enums whose case names compile wherever they are used.
struct OpenAPIEnumImportTests {
	func enumCasesKeepTheirValuesAndNullIsNoCase() throws {
		// Box's `access: [open, company, collaborators, none]`: a case `none` of an optional enum field
		// would read as `Optional.none`, which Swift warns about (an error in CI's builds).
		do {
			let document = """
				openapi: 3.0.0
				paths:
				  /hubs/{id}:
				    get: { responses: { '200': { description: x, content: { application/json: { schema: { type: object, required: [id], properties: { id: { type: string }, access: { type: string, enum: [open, none, some] } } } } } } } }

				"""
			let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "hubs.yaml", options: .init(feature: "Hubs"))
			let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Hubs.json").spec }, "\(diagnostics.map(\.description))")
			let cases = try require(spec.types.first { $0.name == "HubAccess" }).cases
			expectEqual(cases.map(\.name), ["open", "noneValue", "someValue"])
			expectEqual(cases.map(\.value), ["open", "none", "some"])
		}

		// A nullable string enum is an optional enum however the document says it: 3.0's `nullable`,
		// 3.1's type array, or `null` among the values (Resend's `DomainClaim.region`), never `String`.
		do {
			let document = """
				openapi: 3.1.0
				paths:
				  /claims/{id}:
				    get: { responses: { '200': { description: x, content: { application/json: { schema: { $ref: '#/components/schemas/Claim' } } } } } }
				components:
				  schemas:
				    Claim:
				      type: object
				      required: [id, region, reason, state, kind]
				      properties:
				        id: { type: string }
				        region: { type: [string, 'null'], enum: [us-east-1, eu-west-1, null] }
				        reason: { enum: [grace_period, null] }
				        state: { type: [string, 'null'], enum: [open, closed] }
				        kind: { type: string, nullable: true, enum: [a, b] }

				"""
			let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "claims.yaml", options: .init(feature: "Claims"))
			let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Claims.json").spec }, "\(diagnostics.map(\.description))")
			let fields = try require(spec.entities.first).fields
			expectEqual(fields.map(\.type.swiftSpelling), ["ClaimRegion?", "ClaimReason?", "ClaimState?", "ClaimKind?"])
			expectEqual(spec.declaration(named: "ClaimRegion")?.cases.map(\.value), ["us-east-1", "eu-west-1"])
			expectEqual(spec.declaration(named: "ClaimReason")?.cases.map(\.value), ["grace_period"])
			expectNone(diagnostics, where: { $0.message.contains("not strings") })
		}
	}

	func untypedFreeFormAndMapFieldsAreJSONOrDictionaries() throws {
		// A schema with no type, or a free-form object, is `JSON` (any value), said with a note at the
		// schema; before, it was `String` (no object decoded) or left out.
		do {
			let document = """
				openapi: 3.0.0
				paths:
				  /events/{id}:
				    get: { responses: { '200': { description: x, content: { application/json: { schema: { $ref: '#/components/schemas/Event' } } } } } }
				components:
				  schemas:
				    Event:
				      type: object
				      required: [id, payload, extra, tags]
				      properties:
				        id: { type: string }
				        payload: { description: Anything the sender put in. }
				        extra: { type: object }
				        tags: { type: array, items: {} }
				        settings: { type: object, additionalProperties: true }

				"""
			let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "events.yaml", options: .init(feature: "Events"))
			let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Events.json").spec }, "\(diagnostics.map(\.description))")
			expectEqual(try require(spec.entities.first).fields.map(\.type.swiftSpelling), ["JSON", "JSON", "[JSON]", "JSON?"])
			let notes = diagnostics.filter { $0.severity == .note }.map(\.description)
			expectContains(notes, "events.yaml:12:18: note: the schema of field 'payload' of Event gives no type: it is JSON, which decodes any value")
			expectContains(notes, "events.yaml:13:16: note: field 'extra' of Event is a free-form object: it is JSON, which decodes any object")
			expectNone(diagnostics, where: { $0.message.contains("assumed String") || $0.severity == .warning })
		}

		// A map (`additionalProperties` with a schema) is `[String: T]` when its values are a type the
		// wire carries as it is, else `[String: JSON]`; no type is made (and left unused) for its values.
		do {
			let document = """
				openapi: 3.0.0
				paths:
				  /teams/{id}:
				    get: { responses: { '200': { description: x, content: { application/json: { schema: { $ref: '#/components/schemas/Team' } } } } } }
				components:
				  schemas:
				    Team:
				      type: object
				      required: [id, scores, tags]
				      properties:
				        id: { type: string }
				        scores: { type: object, additionalProperties: { type: number } }
				        tags: { type: object, additionalProperties: { type: string } }
				        members: { type: object, additionalProperties: { $ref: '#/components/schemas/Member' } }
				        flags: { type: object, additionalProperties: { type: string, enum: [on, off] } }
				    Member:
				      type: object
				      properties: { name: { type: string } }

				"""
			let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "teams.yaml", options: .init(feature: "Teams"))
			let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Teams.json").spec }, "\(diagnostics.map(\.description))")
			expectEqual(try require(spec.entities.first).fields.map(\.type.swiftSpelling), ["[String: Double]", "[String: String]", "[String: JSON]?", "[String: JSON]?"])
			expectEmpty(spec.types, "no type for the values of a map")
			expectContains(diagnostics.map(\.description),
				"teams.yaml:12:55: note: field 'scores' of Team is a map (additionalProperties) of number values: it is [String: Double]")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIEnumImportTests>] = [
		SuiteTest("enumCasesKeepTheirValuesAndNullIsNoCase") { try $0.enumCasesKeepTheirValuesAndNullIsNoCase() },
		SuiteTest("untypedFreeFormAndMapFieldsAreJSONOrDictionaries") { try $0.untypedFreeFormAndMapFieldsAreJSONOrDictionaries() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIEnumImportTests>) async throws { try await test.body(self) }
}
