import Testing

import ScaffoldCore
import ScaffoldSpec

/// A list field of one imported entity whose items are another imported entity: a read by parent
/// of the items' entity through the parent's detail field (Rick and Morty's `episode: [Episode]` of
/// `Character`; GitHub's `repositories` connection of `User` through `node(id:)` and `on`), one
/// per parent, the others warned about with the read they would be.
struct GraphQLParentReadImportTests {
	private static func run(_ schema: String, select: [String] = []) -> (spec: Spec?, diagnostics: [String]) {
		let (text, diagnostics) = SpecImport.run(bytes: Array(schema.utf8), path: "hub.graphql", options: .init(feature: "Hub", select: select))
		return (text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Hub.json").spec }, diagnostics.map(\.description))
	}

	/// The GraphQL reads by parent of `entity`, as written.
	private static func reads(_ spec: Spec?, _ entity: String) -> [SpecParentRead.Source] {
		spec?.entities.first { $0.name == entity }?.parentReads.map(\.source) ?? []
	}

	func rickAndMortysEntitiesGetTheReadsOfTheirParents() throws {
		// Rick and Morty reads episodes by character and characters by episode as Examples/Episode.json does.
		do {
			let result = try ImportFixture.run("../samples/schema.graphql", feature: "Episode", select: ["Character", "Episode"])
			expectEqual(Self.reads(result.spec, "Episode"), [.graphQL(operation: "GetCharacterEpisodes", field: "character", argument: "id", list: "episode")])
			expectEqual(Self.reads(result.spec, "Character"), [.graphQL(operation: "GetEpisodeCharacters", field: "episode", argument: "id", list: "characters")])
			// The reads Examples/Episode.json writes by hand against the same schema.
			let example = try Spec.parse(bytes: try SpecTestSupport.bytes("Examples/Episode.json"), path: "Examples/Episode.json")
			for entity in ["Episode", "Character"] {
				expectEqual(Self.reads(result.spec, entity), Self.reads(example, entity), "\(entity)")
			}
			expectEqual(result.spec?.entities.allSatisfy { $0.parentReads.allSatisfy { !$0.isConnection } }, true)
			expectContains(result.diagnostics.map(\.description),
				#"Tests/Fixtures/import/../samples/schema.graphql:31:3: note: field 'episode' of Character lists entity 'Episode': Episode reads it by parent, the whole list, "byParent": [{"parent": "Character", "field": "character", "list": "episode"}]"#)
			// The field stays Character's too, its episodes' summaries.
			expectEqual(result.type("", of: "Character", field: "episode"), "[EpisodeSummary?]?")
		}

		// Every entity of Rick and Morty gets the reads of its parents.
		do {
			let result = try ImportFixture.run("../samples/schema.graphql", feature: "RickAndMorty")
			expectEqual(result.spec?.entities.first { $0.name == "Character" }?.parentReads.map(\.parent), ["Location", "Episode"])
			expectEqual(result.spec?.entities.first { $0.name == "Episode" }?.parentReads.map(\.parent), ["Character"])
			expectEqual(result.spec?.entities.first { $0.name == "Location" }?.parentReads.map(\.parent), [])
		}
	}

	private static let relay = """
		interface Node { id: ID! }
		type Query {
		  node(id: ID!): Node
		  users(first: Int, after: String): UserConnection!
		  repos(first: Int, after: String): RepoConnection!
		}
		type User implements Node {
		  id: ID!
		  login: String!
		  repositories(first: Int, after: String): RepoConnection!
		  watching(first: Int, after: String): RepoConnection!
		  starredRepos(first: Int, after: String): RepoConnection!
		  watchingRepos(first: Int, after: String): RepoConnection!
		  reposContributedTo(first: Int, after: String): RepoConnection!
		}
		type Repo implements Node { id: ID! name: String! }
		type RepoConnection { edges: [RepoEdge] pageInfo: PageInfo! }
		type RepoEdge { node: Repo }
		type UserConnection { edges: [UserEdge] pageInfo: PageInfo! }
		type UserEdge { node: User }
		type PageInfo { hasNextPage: Boolean! endCursor: String }

		"""

	func aConnectionGoesThroughNodeInAFragmentAndEveryOtherListOfTheParentIsAReadNamedAfterItsField() throws {
		let (spec, diagnostics) = Self.run(Self.relay)
		expectEqual(
			Self.reads(spec, "Repo"), [
				.graphQL(operation: "GetUserRepos", field: "node", argument: "id", list: "repositories", on: "User"),
				.graphQL(operation: "GetUserWatchingRepos", field: "node", argument: "id", list: "watching", on: "User"),
				.graphQL(operation: "GetUserStarredRepos", field: "node", argument: "id", list: "starredRepos", on: "User"),
				.graphQL(operation: "GetUserContributedToRepos", field: "node", argument: "id", list: "reposContributedTo", on: "User"),
			])
		expectEqual(
			spec?.entities.first { $0.name == "Repo" }?.parentReads.map(\.name), [nil, "Watching", "Starred", "ContributedTo"],
			"the plural is cut from the field's name, at its end or its start")
		expectEqual(spec?.entities.first { $0.name == "Repo" }?.parentReads.allSatisfy(\.isConnection), true)
		expectEqual(spec?.entities.first { $0.name == "User" }?.allFields.map(\.name), ["id", "login"], "a connection is no field of the parent")
		expectContains(diagnostics,
			#"hub.graphql:10:3: note: field 'repositories' of User is Relay connection 'RepoConnection' of entity 'Repo': Repo reads it by parent, a page at a time through Relay's node(id:) in a fragment on User, "byParent": [{"parent": "User", "field": "node", "on": "User", "list": "repositories", "connection": true}]"#)
		expectContains(diagnostics,
			#"hub.graphql:11:3: note: field 'watching' of User is Relay connection 'RepoConnection' of entity 'Repo': Repo reads it by parent, a page at a time through Relay's node(id:) in a fragment on User, "byParent": [{"parent": "User", "name": "Watching", "field": "node", "on": "User", "list": "watching", "connection": true}]"#)
		// `watchingRepos` gives `Watching` too, which the read of `watching` has.
		expectContains(diagnostics,
			#"hub.graphql:13:3: warning: field 'watchingRepos' of User is Relay connection 'RepoConnection' of entity 'Repo': Repo reads its items by User through field 'repositories' already, and another read of one parent needs a 'name', and 'Watching', from the field, names another of its reads; it is left out, its read would be "byParent": [{"parent": "User", "field": "node", "on": "User", "list": "watchingRepos", "connection": true}] with a 'name' of your choice"#)
	}

	func aConnectionOfAnEntityWhoseListIsNoConnectionIsLeftOut() throws {
		let schema = Self.relay.replacingOccurrences(of: "repos(first: Int, after: String): RepoConnection!", with: "repos: [Repo]")
		let (spec, diagnostics) = Self.run(schema)
		expectEqual(Self.reads(spec, "Repo"), [])
		expectContains(diagnostics,
			"hub.graphql:10:3: warning: field 'repositories' of User is Relay connection 'RepoConnection' of entity 'Repo': a connection read by parent reads Repo's page types, and Repo's list is not a connection; it is left out")
	}

	func aParentWithoutADetailGivesTheReadToWriteByHand() throws {
		let schema = """
			type Query { user(login: String!): User users: [User] repos: [Repo] }
			type User { id: ID! login: String! repos: [Repo] }
			type Repo { id: ID! name: String! }

			"""
		let (spec, diagnostics) = Self.run(schema)
		expectEqual(Self.reads(spec, "Repo"), [])
		expectContains(diagnostics,
			#"hub.graphql:2:36: warning: field 'repos' of User lists entity 'Repo': a spec reads it by parent through a query field taking User's identifier, and User has no detail; it is left out, write it in Repo's "graphql": "byParent": [{"parent": "User", "field": "user", "argument": "login", "argumentType": "String!", "list": "repos"}]; query field 'user' takes 'login', not User's identifier 'id', so identify User by 'login' too"#)
	}

	/// A read by parent passes the entity's arguments to the parent's field: written where both
	/// carry the same, left out (warned) where they differ.
	func theEntitysArgumentsGoToTheParentsFieldWhereItTakesThem() throws {
		let schema = """
			type Query {
			  product(id: ID!, channel: String!): Product
			  category(id: ID!, channel: String!): Category
			  collection(id: ID!): Collection
			}
			type Category { id: ID! products: [Product] }
			type Collection { id: ID! products: [Product] }
			type Product { id: ID! name: String! }

			"""
		let (spec, diagnostics) = Self.run(schema)
		expectEqual(Self.reads(spec, "Product"), [.graphQL(operation: "GetCategoryProducts", field: "category", argument: "id", list: "products")])
		expectEqual(spec?.entities.first { $0.name == "Product" }?.graphQL?.arguments.map(\.name), ["channel"])
		expectContains(diagnostics,
			"hub.graphql:7:27: warning: field 'products' of Collection lists entity 'Product': a read by parent passes Product's arguments to query field 'collection', and the two differ in 'channel'; it is left out")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLParentReadImportTests>] = [
		SuiteTest("rickAndMortysEntitiesGetTheReadsOfTheirParents") { try $0.rickAndMortysEntitiesGetTheReadsOfTheirParents() },
		SuiteTest("aConnectionGoesThroughNodeInAFragmentAndEveryOtherListOfTheParentIsAReadNamedAfterItsField") { try $0.aConnectionGoesThroughNodeInAFragmentAndEveryOtherListOfTheParentIsAReadNamedAfterItsField() },
		SuiteTest("aConnectionOfAnEntityWhoseListIsNoConnectionIsLeftOut") { try $0.aConnectionOfAnEntityWhoseListIsNoConnectionIsLeftOut() },
		SuiteTest("aParentWithoutADetailGivesTheReadToWriteByHand") { try $0.aParentWithoutADetailGivesTheReadToWriteByHand() },
		SuiteTest("theEntitysArgumentsGoToTheParentsFieldWhereItTakesThem") { try $0.theEntitysArgumentsGoToTheParentsFieldWhereItTakesThem() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLParentReadImportTests>) async throws { try await test.body(self) }
}
