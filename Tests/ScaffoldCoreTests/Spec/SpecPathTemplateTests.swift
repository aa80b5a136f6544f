import Testing

import ScaffoldCore

/// Item paths as APIs write them: any placeholder name, extra segments, trailing slashes.
struct SpecPathTemplateTests {
	@Test(arguments: [
		("/users/{login}", "/users/", "login", ""),
		("/api/v2/pokemon/{id}/", "/api/v2/pokemon/", "id", "/"),
		("/repos/{full-name}/issues", "/repos/", "full-name", "/issues"),
		("/{id}", "/", "id", ""),
	])
	func readsAPlaceholderOfAnyName(_ path: String, _ prefix: String, _ parameter: String, _ suffix: String) throws {
		let template = try SpecPathTemplate.parse(path).get()
		expectEqual(template, SpecPathTemplate(prefix: prefix, parameter: parameter, suffix: suffix))
		expectEqual(template.text, path)
		expectEqual(template.filled(with: "7"), prefix + "7" + suffix)
	}

	@Test(arguments: [
		("/users/login", "needs one placeholder such as '{id}' where the identifier goes"),
		("/users/{a}/{b}", "has more than one placeholder; the identifier goes in one place"),
		("/users/{}", "has a placeholder that is not a name: '{}'"),
		("/users/{a b}", "has a placeholder that is not a name: '{a b}'"),
		("/users/{é}", "has a placeholder that is not a name: '{é}'"),
		("/users}{id", "needs one placeholder such as '{id}' where the identifier goes"),
		("users/{id}", "must start with '/'"),
		("/users//{id}", "must not have an empty segment ('//')"),
		("/users/{id}?x=1", "must be a plain path: no spaces, control characters, '?', '#', or braces but around its placeholder"),
	])
	func refusesWhatIsNotOnePlaceholderInAPlainPath(_ path: String, _ problem: String) {
		#expect(throws: SpecPathProblem(problem)) { try SpecPathTemplate.parse(path).get() }
	}

	@Test func theDefaultItemPathFollowsTheCollectionsTrailingSlash() {
		expectEqual(SpecPathTemplate.item(under: "/character").text, "/character/{id}")
		expectEqual(SpecPathTemplate.item(under: "/api/v2/pokemon/").text, "/api/v2/pokemon/{id}/")
	}
}
