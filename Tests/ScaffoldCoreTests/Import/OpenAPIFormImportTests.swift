import Testing

import ScaffoldCore

/// Writes sent as HTML forms (`form-like.yaml`, Stripe's and Twilio's `application/x-www-form-urlencoded`
/// bodies): imported as `"encoding": "form"` when every field of the item is a plain value, left
/// out, located, when one is not.
struct OpenAPIFormImportTests {
	private static let file = "Tests/Fixtures/import/openapi/form-like.yaml"

	func aFormOfPlainFieldsIsTheWritesEncoding() throws {
		let (spec, warnings, _) = try OpenAPIRealisticImportTests.imported("form-like.yaml")
		expectEqual(spec.entities.map(\.name), ["Customer", "Charge"])
		let customer = try require(spec.entities.first)
		expectTrue(customer.create)
		expectEqual(customer.createEncoding, .form)
		expectTrue(customer.update)
		expectEqual(customer.updateMethod, .post)
		expectEqual(customer.updateEncoding, .form)
		let charge = try require(spec.entities.last)
		expectTrue(charge.detail, "a map cannot be one pair of a form")
		expectFalse(charge.create, "a map cannot be one pair of a form")
		expectEqual(
			warnings, [
				"\(Self.file):56:11: warning: POST /v1/charges sends a form (application/x-www-form-urlencoded), and field 'metadata' of Charge is '[String: String]?', which a form cannot send as one pair; it is left out"
			])
	}

	func theWrittenSpecSaysFormAndLoads() throws {
		let result = try ImportFixture.run("openapi/form-like.yaml", feature: "Billing")
		let text = try require(result.text)
		expectContains(text, "\"create\": {\n\t\t\t\t\t\"encoding\": \"form\"\n\t\t\t\t}")
		expectContains(text, "\"update\": {\n\t\t\t\t\t\"method\": \"POST\",\n\t\t\t\t\t\"encoding\": \"form\"\n\t\t\t\t}")
		expectEqual(result.entity("Customer")?.rest?.createWrite.encoding, .form)
		expectEqual(result.entity("Customer")?.rest?.updateWrite.encoding, .form)
		expectEqual(result.messages(.error), [])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPIFormImportTests>] = [
		SuiteTest("aFormOfPlainFieldsIsTheWritesEncoding") { try $0.aFormOfPlainFieldsIsTheWritesEncoding() },
		SuiteTest("theWrittenSpecSaysFormAndLoads") { try $0.theWrittenSpecSaysFormAndLoads() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPIFormImportTests>) async throws { try await test.body(self) }
}
