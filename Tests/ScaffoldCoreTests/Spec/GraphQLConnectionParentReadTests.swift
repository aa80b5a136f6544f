import ScaffoldBasics
import ScaffoldSpec
import Testing

/// GraphQL reads by parent as Relay connections (`"connection": true`) and their `argumentType`,
/// as decoded: the read is paged with a connection's page shape, so the entity's page types and
/// page repository read it, as they read a REST paged read by parent.
struct GraphQLConnectionParentReadTests {
	func feedReadsTheStoriesOfOnePostAsAConnection() throws {
		let spec = try Spec.parse(bytes: try SpecTestSupport.bytes("Examples/Feed.json"), path: "Examples/Feed.json")
		let story = try require(spec.entities.first { $0.name == "Story" })
		let read = try require(story.parentReads.first)
		expectEqual(read.source, .graphQL(operation: "GetPostStories", field: "post", argument: "id", list: "stories", argumentType: "ID!"))
		expectTrue(read.isConnection)
		expectEqual(story.pagedParentReads.map(\.parent), ["Post"])
		expectEmpty(story.arrayParentReads)
		#expect(try require(read.page).pagesAlike(.relayConnection))
		expectEqual(story.pageShape.continuation, .connection)
	}

	func argumentTypeIsKeptAsWrittenAndAReadWithoutConnectionReadsTheWholeList() throws {
		let text = BadSpecCases.spec(
			entity: #"{"name": "User", "identifier": {"name": "login", "type": "String"}, "fields": [], "local": "memory"}, {"name": "Repo", "fields": [], "graphql": {"byParent": [{"parent": "User", "field": "user", "argument": "login", "argumentType": "String!"}]}}"#)
		let (spec, diagnostics) = SpecTestSupport.load(text)
		expectEqual(diagnostics.map(\.description), [])
		let read = try require(spec?.entities.last?.parentReads.first)
		expectEqual(read.source, .graphQL(operation: "GetUserRepos", field: "user", argument: "login", list: "repos", argumentType: "String!"))
		expectFalse(read.isConnection)
		expectEqual(read.page, nil)
	}

	func anEntityWithoutAListTakesItsPagesFromItsConnectionRead() throws {
		let text = BadSpecCases.spec(
			entity: #"{"name": "User", "fields": [], "local": "memory"}, {"name": "Repo", "fields": [], "graphql": {"detail": false, "byParent": [{"parent": "User", "connection": true}]}, "local": "memory"}"#)
		let (spec, diagnostics) = SpecTestSupport.load(text)
		expectEqual(diagnostics.map(\.description), [])
		let repo = try require(spec?.entities.last)
		expectTrue(repo.hasPages)
		expectFalse(repo.isPaginated)
		expectEqual(repo.pageShape.continuation, .connection)
		// Located at `connection`, where a checker error about the read's pages points.
		expectEqual(repo.pagedParentReads.first?.page?.location?.position?.line, 3)
	}

	func onIsTheFragmentsTypeConditionAndMustBeAGraphQLName() throws {
		// `on`: the parent's field answers an interface (Relay's `node(id:)`), so the list is selected
		// in a fragment on the parent's type.
		do {
			let text = BadSpecCases.spec(
				entity: #"{"name": "User", "fields": [], "local": "memory"}, {"name": "Repo", "fields": [], "graphql": {"detail": false, "byParent": [{"parent": "User", "field": "node", "on": "User", "list": "repositories", "connection": true}]}, "local": "memory"}"#)
			let (spec, diagnostics) = SpecTestSupport.load(text)
			expectEqual(diagnostics.map(\.description), [])
			let read = try require(spec?.entities.last?.parentReads.first)
			expectEqual(read.source, .graphQL(operation: "GetUserRepos", field: "node", argument: "id", list: "repositories", argumentType: "ID!", on: "User"))
		}

		// An on that is no GraphQL name is an error at it.
		do {
			let text = BadSpecCases.spec(
				entity: #"{"name": "User", "fields": [], "local": "memory"}, {"name": "Repo", "fields": [], "graphql": {"detail": false, "byParent": [{"parent": "User", "field": "node", "on": "Us er"}]}, "local": "memory"}"#)
			let (_, diagnostics) = SpecTestSupport.load(text)
			let messages = diagnostics.filter { $0.severity == .error }.map(\.description)
			expectEqual(messages.count, 1)
			expectEqual(messages.first?.contains("'Us er' is not a valid GraphQL name for entities[1].graphql.byParent[0].on"), true, "\(messages)")
			expectEqual(messages.first?.contains(":3:"), true, "located at the line of 'on': \(messages)")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLConnectionParentReadTests>] = [
		SuiteTest("feedReadsTheStoriesOfOnePostAsAConnection") { try $0.feedReadsTheStoriesOfOnePostAsAConnection() },
		SuiteTest("argumentTypeIsKeptAsWrittenAndAReadWithoutConnectionReadsTheWholeList") { try $0.argumentTypeIsKeptAsWrittenAndAReadWithoutConnectionReadsTheWholeList() },
		SuiteTest("anEntityWithoutAListTakesItsPagesFromItsConnectionRead") { try $0.anEntityWithoutAListTakesItsPagesFromItsConnectionRead() },
		SuiteTest("onIsTheFragmentsTypeConditionAndMustBeAGraphQLName") { try $0.onIsTheFragmentsTypeConditionAndMustBeAGraphQLName() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLConnectionParentReadTests>) async throws { try await test.body(self) }
}
