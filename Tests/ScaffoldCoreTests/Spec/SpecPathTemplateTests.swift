import Testing

import ScaffoldCore

/// Item paths as APIs write them: any placeholder name, extra segments, trailing slashes.
struct SpecPathTemplateTests {
	static let readsAPlaceholderOfAnyNameArguments: [(String, String, String, String)] = [
		("/users/{login}", "/users/", "login", ""),
		("/api/v2/pokemon/{id}/", "/api/v2/pokemon/", "id", "/"),
		("/repos/{full-name}/issues", "/repos/", "full-name", "/issues"),
		("/{id}", "/", "id", ""),
	]
	func readsAPlaceholderOfAnyName(_ path: String, _ prefix: String, _ parameter: String, _ suffix: String) throws {
		let template = try SpecPathTemplate.parse(path).get()
		expectEqual(template, SpecPathTemplate(prefix: prefix, parameter: parameter, suffix: suffix))
		expectEqual(template.text, path)
		expectEqual(template.filled(with: "7"), prefix + "7" + suffix)
	}

	static let refusesWhatIsNotOnePlaceholderInAPlainPathArguments: [(String, String)] = [
		("/users/login", "needs one placeholder such as '{id}' where the identifier goes"),
		("/users/{a}/{b}", "has more than one placeholder; the identifier goes in one place"),
		("/users/{}", "has a placeholder that is not a name: '{}'"),
		("/users/{a b}", "has a placeholder that is not a name: '{a b}'"),
		("/users/{é}", "has a placeholder that is not a name: '{é}'"),
		("/users}{id", "needs one placeholder such as '{id}' where the identifier goes"),
		("users/{id}", "must start with '/'"),
		("/users//{id}", "must not have an empty segment ('//')"),
		("/users/{id}?x=1", "must be a plain path: no spaces, control characters, '?', '#', or braces but around its placeholder"),
	]
	func refusesWhatIsNotOnePlaceholderInAPlainPath(_ path: String, _ problem: String) {
		#expect(throws: SpecPathProblem(problem)) { try SpecPathTemplate.parse(path).get() }
	}

	func theDefaultItemPathFollowsTheCollectionsTrailingSlash() {
		expectEqual(SpecPathTemplate.item(under: "/character").text, "/character/{id}")
		expectEqual(SpecPathTemplate.item(under: "/api/v2/pokemon/").text, "/api/v2/pokemon/{id}/")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecPathTemplateTests>] = [
		SuiteTest("theDefaultItemPathFollowsTheCollectionsTrailingSlash") { $0.theDefaultItemPathFollowsTheCollectionsTrailingSlash() },
	]
		+ SuiteTest<SpecPathTemplateTests>.cases("readsAPlaceholderOfAnyName(_:_:_:_:)", readsAPlaceholderOfAnyNameArguments) { try $0.readsAPlaceholderOfAnyName($1.0, $1.1, $1.2, $1.3) }
		+ SuiteTest<SpecPathTemplateTests>.cases("refusesWhatIsNotOnePlaceholderInAPlainPath(_:_:)", refusesWhatIsNotOnePlaceholderInAPlainPathArguments) { $0.refusesWhatIsNotOnePlaceholderInAPlainPath($1.0, $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecPathTemplateTests>) async throws { try await test.body(self) }
}
