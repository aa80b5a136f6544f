import ScaffoldBasics
import ScaffoldSpec
import Testing

/// `name` on a read by parent: several reads of one parent, each deriving names of its own, and a
/// read without one named as before.
struct ParentReadNameTests {
	func starredReadsOneUsersRepositoriesThreeWays() throws {
		let spec = try Spec.parse(bytes: try SpecTestSupport.bytes("Examples/Starred.json"), path: "Examples/Starred.json")
		let repo = try require(spec.entities.first { $0.name == "Repo" })
		expectEqual(repo.parentReads.map(\.name), [nil, "Starred", "Watched"])
		let names = repo.parentReads.map { ParentReadNames(names: EntityNames(repo), read: $0) }
		expectEqual(names.map(\.plural), ["Repos", "StarredRepos", "WatchedRepos"])
		expectEqual(names.map(\.lowerStem), ["reposByUser", "starredReposByUser", "watchedReposByUser"])
		expectEqual(names.map(\.useCase), ["GetReposByUserUseCase", "GetStarredReposByUserUseCase", "GetWatchedReposByUserUseCase"])
		expectEqual(names.map(\.fileExtension), ["byUser.json", "starredByUser.json", "watchedByUser.json"])
		expectEqual(names.map(\.tag), ["User", "StarredUser", "WatchedUser"])
		expectEqual(names.map(\.pluralWords), ["repos", "starred repos", "watched repos"])
		expectEqual(names.map(\.queryFixture), ["repos_by_user_query", "starred_repos_by_user_query", "watched_repos_by_user_query"])
	}

	func aNamedGraphQLReadTakesItsNameInItsDefaults() throws {
		let text = BadSpecCases.spec(
			entity: #"{"name": "User", "identifier": {"name": "login", "type": "String"}, "fields": [], "local": "memory"}, {"name": "Repository", "fields": [], "graphql": {"byParent": [{"parent": "User", "field": "user", "argument": "login", "argumentType": "String!"}, {"parent": "User", "name": "Starred", "field": "user", "argument": "login", "argumentType": "String!"}]}, "local": "memory"}"#)
		let (spec, diagnostics) = SpecTestSupport.load(text)
		expectEqual(diagnostics.map(\.description), [])
		let reads = try require(spec?.entities.last?.parentReads)
		expectEqual(
			reads.map(\.source), [
				.graphQL(operation: "GetUserRepositories", field: "user", argument: "login", list: "repositories", argumentType: "String!"),
				.graphQL(operation: "GetUserStarredRepositories", field: "user", argument: "login", list: "starredRepositories", argumentType: "String!"),
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ParentReadNameTests>] = [
		SuiteTest("starredReadsOneUsersRepositoriesThreeWays") { try $0.starredReadsOneUsersRepositoriesThreeWays() },
		SuiteTest("aNamedGraphQLReadTakesItsNameInItsDefaults") { try $0.aNamedGraphQLReadTakesItsNameInItsDefaults() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ParentReadNameTests>) async throws { try await test.body(self) }
}
