import Testing

import ScaffoldCore

/// A GraphQL read by parent as a Relay connection (`"connection": true`): the data source asks for
/// the parent's connection with `$first` and `$after`, keeps each parent's end cursors, and its
/// argument has the spec's `argumentType`; a read of the whole list keeps its query otherwise.
struct ParentReadConnectionContextTests {
	/// The files generated for a `Repo` read by a `User` identified by `identifier`, through `read`.
	private static func files(identifier: String, read: String) throws -> [String: String] {
		let spec = #"""
			{"version": 1, "feature": "Hub", "types": [], "entities": [
			{"name": "User", "identifier": \#(identifier), "fields": [{"name": "name", "type": "String"}],
			"graphql": {"detail": true}, "local": "memory"},
			{"name": "Repo", "fields": [{"name": "title", "type": "String"}],
			"graphql": {"detail": false, "byParent": [\#(read)]}, "local": "memory"}]}
			"""#
		return try GeneratedFiles.files(spec, path: "Specs/Hub.json")
	}

	func theArgumentTypeSaysHowTheParentIsSent() throws {
		// GitHub's shape: `user(login: String!) { repositories(first:, after:) { edges … pageInfo … } }`.
		do {
			let files = try Self.files(
				identifier: #"{"name": "login", "type": "String"}"#,
				read: #"{"parent": "User", "argument": "login", "argumentType": "String!", "list": "repositories", "connection": true}"#)
			let source = try GeneratedFiles.file(files, endingWith: "RepoGraphQLDataSource.swift")
			expectContains(source, "query GetUserRepos($login: String!, $first: Int!, $after: String) {")
			expectContains(source, "user(login: $login) {")
			expectContains(source, "repositories(first: $first, after: $after) {")
			expectContains(source, #"var variables: [String: GraphQLVariable] = ["login": .string(userIdentifier), "first": .int(20)]"#)
			expectContains(source, "func fetchReposPage(userIdentifier: String, page: Int) async throws -> ReposResponseDTO {")
			expectContains(source, "actor ReposByUserContinuations {")
			// No list: no list continuations of its own.
			expectLacks(source, "actor Continuations {")
			let repository = try GeneratedFiles.file(files, endingWith: "ReposPageRepository.swift")
			expectContains(repository, "func getReposPage(userIdentifier: String, page: Int) async throws(ReposPageError) -> ReposPage {")
			let tests = try GeneratedFiles.file(files, endingWith: "RepoGraphQLDataSourceTests.swift")
			expectContains(tests, #""after": .string("cursor-2")"#)
		}

		// An Int argument type sends an Int identifier as a number.
		do {
			let files = try Self.files(
				identifier: #"{"name": "id", "type": "Int"}"#, read: #"{"parent": "User", "argumentType": "Int!", "connection": true}"#)
			let source = try GeneratedFiles.file(files, endingWith: "RepoGraphQLDataSource.swift")
			expectContains(source, "query GetUserRepos($id: Int!, $first: Int!, $after: String) {")
			expectContains(source, #"["id": .int(userIdentifier), "first": .int(20)]"#)
			let tests = try GeneratedFiles.file(files, endingWith: "RepoGraphQLDataSourceTests.swift")
			expectContains(tests, #"["id": .int(1), "first": .int(20)]"#)
		}

		// A whole list read takes the argument type too.
		do {
			let files = try Self.files(
				identifier: #"{"name": "login", "type": "String"}"#, read: #"{"parent": "User", "argument": "login", "argumentType": "String!"}"#)
			let source = try GeneratedFiles.file(files, endingWith: "RepoGraphQLDataSource.swift")
			expectContains(source, "query GetUserRepos($login: String!) {")
			expectContains(source, "func fetchRepos(userIdentifier: String) async throws -> [RepoDTO] {")
			expectLacks(source, "first: $first")
		}
	}

	/// GitHub's imported shape: the parent's detail is Relay's `node(id:)`, so the connection is
	/// selected in a fragment on the parent's type; the generated tests hold the query to both.
	func aReadThroughNodeSelectsTheListInAFragment() throws {
		let files = try Self.files(
			identifier: #"{"name": "id", "type": "String"}"#,
			read: #"{"parent": "User", "field": "node", "on": "User", "list": "repositories", "connection": true}"#)
		let source = try GeneratedFiles.file(files, endingWith: "RepoGraphQLDataSource.swift")
		expectContains(source, "\t\t\tnode(id: $id) {\n\t\t\t\t... on User {\n\t\t\t\t\trepositories(first: $first, after: $after) {\n\t\t\t\t\t\tedges {\n")
		let tests = try GeneratedFiles.file(files, endingWith: "RepoGraphQLDataSourceTests.swift")
		expectContains(tests, #"#expect(query.contains("... on User {"))"#)
		expectContains(tests, #"#expect(query.contains("repositories(first: $first, after: $after) {"))"#)
		let whole = try GeneratedFiles.file(
			try Self.files(identifier: #"{"name": "id", "type": "String"}"#, read: #"{"parent": "User", "field": "node", "on": "User", "list": "repositories"}"#),
			endingWith: "RepoGraphQLDataSource.swift")
		expectContains(whole, "\t\t\t\t... on User {\n\t\t\t\t\trepositories {\n\t\t\t\t\t\tid\n\t\t\t\t\t\ttitle\n\t\t\t\t\t}\n\t\t\t\t}\n")
	}

	/// The entity's `graphql.arguments` (Saleor's `channel`) go with its reads by parent, declared,
	/// passed to the parent's field and sent, as with its detail and list.
	func readsByParentPassTheEntitysArguments() throws {
		let spec = #"""
			{"version": 1, "feature": "Hub", "types": [], "entities": [
			{"name": "User", "fields": [{"name": "name", "type": "String"}], "graphql": {"detail": true, "arguments": [{"name": "channel", "type": "String"}]}, "local": "memory"},
			{"name": "Repo", "fields": [{"name": "title", "type": "String"}],
			"graphql": {"detail": false, "arguments": [{"name": "channel", "type": "String"}], "byParent": [{"parent": "User", "connection": true}]}, "local": "memory"}]}
			"""#
		let files = try GeneratedFiles.files(spec, path: "Specs/Hub.json")
		let source = try GeneratedFiles.file(files, endingWith: "RepoGraphQLDataSource.swift")
		expectContains(source, "query GetUserRepos($id: ID!, $first: Int!, $after: String, $channel: String!) {")
		expectContains(source, "user(id: $id, channel: $channel) {")
		expectContains(source, #"["id": .string(userIdentifier), "first": .int(20), "channel": .string(channel)]"#)
		let tests = try GeneratedFiles.file(files, endingWith: "RepoGraphQLDataSourceTests.swift")
		expectContains(tests, #"["id": .string("1"), "first": .int(20), "channel": .string("channel")]"#)
		expectContains(tests, "for query in [RepoGraphQLDataSource.reposByUserQuery]")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ParentReadConnectionContextTests>] = [
		SuiteTest("theArgumentTypeSaysHowTheParentIsSent") { try $0.theArgumentTypeSaysHowTheParentIsSent() },
		SuiteTest("aReadThroughNodeSelectsTheListInAFragment") { try $0.aReadThroughNodeSelectsTheListInAFragment() },
		SuiteTest("readsByParentPassTheEntitysArguments") { try $0.readsByParentPassTheEntitysArguments() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ParentReadConnectionContextTests>) async throws { try await test.body(self) }
}
