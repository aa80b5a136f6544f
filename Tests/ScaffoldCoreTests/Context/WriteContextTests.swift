import Testing

import ScaffoldCore

/// What the generated REST data source and its tests make of a write's object: the update's
/// method and the key a body is wrapped in (`"create": {"envelope": "article"}`).
struct WriteContextTests {
	/// RealWorld's articles, wrapped in `article` both ways, and contacts updated by POST.
	static let spec = """
		{"version": 1, "feature": "Writes", "entities": [
		{"name": "Article", "identifier": {"name": "slug", "type": "String"}, "fields": [{"name": "title", "type": "String"}],
		 "rest": {"path": "/articles", "itemPath": "/articles/{slug}", "envelope": "article", "create": {"envelope": "article"}, "update": {"envelope": "article"}, "delete": true},
		 "local": "none"},
		{"name": "Contact", "fields": [{"name": "email", "type": "String"}], "rest": {"path": "/contacts", "update": {"method": "POST"}}, "local": "none"}
		]}
		"""

	private static func files() throws -> [String: String] {
		let output = FeatureGeneration.run(
			specBytes: Array(spec.utf8), specPath: "Specs/Writes.json", config: .templateShaped, generator: try SharedGeneration.generator())
		expectEmpty(output.diagnostics.filter { $0.severity == .error }, "\(output.diagnostics)")
		return Dictionary(output.files.map { ($0.path.split(separator: "/").last.map(String.init) ?? $0.path, $0.contents) }) { first, _ in first }
	}

	func aWrappedBodyIsSentUnderItsKeyAndTheTestsHoldItThere() throws {
		let files = try Self.files()
		let source = try require(files["ArticleRESTDataSource.swift"])
		expectContains(source, #"path: "/articles", method: .post, headers: idempotencyHeader(idempotencyKey), body: try encode(item, wrappedIn: "article")"#)
		expectContains(source, #"body: try encode(item, wrappedIn: "article")"#)
		expectContains(source, #"path: "/articles/\(item.slug)", method: .put,"#)
		expectContains(source, "return try encoder.encode([key: item])")
		let tests = try require(files["ArticleRESTDataSourceTests.swift"])
		expectEqual(tests.components(separatedBy: #"expectEqual(try JSONDecoder().decode([String: ArticleDTO].self, from: body), ["article": item])"#).count, 3)
		expectLacks(tests, "expectEqual(try JSONDecoder().decode(ArticleDTO.self, from: body), item)")
	}

	func anUpdateByPostGoesToTheItemsPathWithPost() throws {
		let files = try Self.files()
		let source = try require(files["ContactRESTDataSource.swift"])
		expectContains(source, #"path: "/contacts/\(item.id)", method: .post, headers: idempotencyHeader(idempotencyKey),"#)
		expectContains(source, "body: try encode(item)\n")
		expectLacks(source, "wrappedIn", "nothing wraps Contact's bodies")
		let tests = try require(files["ContactRESTDataSourceTests.swift"])
		expectContains(tests, #"@Test("Update contact posts the item to its own path, with its idempotency key")"#)
		expectContains(tests, "expectEqual(endpoint.method, .post)")
		expectContains(tests, "expectEqual(try JSONDecoder().decode(ContactDTO.self, from: body), item)")
	}

	func aFormBodyIsEscapedAsWHATWGsSerializerDoesAndSortedByKey() throws {
		expectEqual(FormBody.escaped("a b&c=d/é*-._~"), "a+b%26c%3Dd%2F%C3%A9*-._%7E")
		let text = """
			{"version": 1, "feature": "Billing", "entities": [
			{"name": "Customer", "identifier": {"name": "id", "type": "String"}, "fields": [{"name": "name", "type": "String", "sample": "Ada & Co"},
			 {"name": "balance", "type": "Double", "sample": 2}, {"name": "note", "type": "String?"}],
			 "rest": {"path": "/customers", "create": {"encoding": "form"}, "update": {"method": "POST", "encoding": "form"}}, "local": "none"}
			]}
			"""
		let output = FeatureGeneration.run(
			specBytes: Array(text.utf8), specPath: "Specs/Billing.json", config: .templateShaped, generator: try SharedGeneration.generator())
		expectEmpty(output.diagnostics.filter { $0.severity == .error }, "\(output.diagnostics)")
		func file(_ suffix: String) throws -> String { try require(output.files.first { $0.path.hasSuffix(suffix) }?.contents) }
		let source = try file("CustomerRESTDataSource.swift")
		expectContains(source, #"path: "/customers", method: .post, headers: formHeaders(idempotencyKey), body: try formEncoded(item)"#)
		expectContains(source, #"method: .post, headers: formHeaders(idempotencyKey),"#)
		let tests = try file("CustomerRESTDataSourceTests.swift")
		expectContains(tests, #"@Test("Create customer posts the item as a form, with its idempotency key")"#)
		// Keys in order, the whole Double without `.0`, the text escaped.
		expectContains(tests, #"expectEqual(String(decoding: body, as: UTF8.self), "balance=2&id="#)
		expectContains(tests, "name=Ada+%26+Co")
		expectEqual(tests.components(separatedBy: #"expectEqual(endpoint.headers["Content-Type"], "application/x-www-form-urlencoded")"#).count, 3)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<WriteContextTests>] = [
		SuiteTest("aWrappedBodyIsSentUnderItsKeyAndTheTestsHoldItThere") { try $0.aWrappedBodyIsSentUnderItsKeyAndTheTestsHoldItThere() },
		SuiteTest("anUpdateByPostGoesToTheItemsPathWithPost") { try $0.anUpdateByPostGoesToTheItemsPathWithPost() },
		SuiteTest("aFormBodyIsEscapedAsWHATWGsSerializerDoesAndSortedByKey") { try $0.aFormBodyIsEscapedAsWHATWGsSerializerDoesAndSortedByKey() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<WriteContextTests>) async throws { try await test.body(self) }
}
