import Testing

import ScaffoldCore

/// An entity that refers to an entity (itself or another) keeps the whole of it: the referred
/// entity's `{Entity}Summary` has every field the entity has, with its value types, its own
/// entity references again summaries, and a cycle back held by reference. GraphQL's query selects
/// what the type needs to decode where it contains itself. (Before, a summary held only the
/// scalar and enum fields, and the rest of the data was silently dropped.)
struct ImportEntityReferenceTests {
	/// GitHub's shape (`Repository.parent: Repository`, `owner: RepositoryOwner!` an interface,
	/// `languages: [Language!]!`), fetched by id and as a list.
	static let repositories = """
		type Query {
		  repository(id: ID!): Repository
		  repositories: [Repository!]!
		}
		interface RepositoryOwner {
		  id: ID!
		  login: String!
		}
		type Language {
		  name: String!
		  color: String
		}
		type Repository {
		  id: ID!
		  name: String!
		  owner: RepositoryOwner!
		  parent: Repository
		  languages: [Language!]!
		  forks: [Repository!]!
		}

		"""

	static func graphQL(_ schema: String) throws -> (spec: Spec, diagnostics: [String]) {
		let (text, diagnostics) = SpecImport.run(bytes: Array(schema.utf8), path: "repos.graphql", options: .init(feature: "Repos"))
		let described = diagnostics.map(\.description)
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Specs/Repos.json").spec }, "\(described)")
		return (spec, described)
	}

	static func types(_ spec: Spec, _ name: String) -> [String] {
		(spec.declaration(named: name)?.fields ?? []).map { "\($0.name): \($0.type.swiftSpelling)" }
	}

	func aGraphQLEntityReferringToItselfKeepsTheWholeOfIt() throws {
		let (spec, diagnostics) = try Self.graphQL(Self.repositories)
		let repository = try require(spec.entities.first { $0.name == "Repository" })
		expectEqual(
			repository.fields.map { "\($0.name): \($0.type.swiftSpelling)" }, [
				"name: String", "owner: RepositoryOwner", "parent: RepositorySummary?", "languages: [Language]", "forks: [RepositorySummary]",
			])
		// The summary has the nested, array and reference fields the scalar-only summary dropped.
		expectEqual(
			Self.types(spec, "RepositorySummary"), [
				"id: String", "name: String", "owner: RepositoryOwner", "parent: RepositorySummary?", "languages: [Language]",
				"forks: [RepositorySummary]?",
			])
		let summary = try require(spec.declaration(named: "RepositorySummary"))
		expectEqual(summary.fields.map { spec.isHeldByReference($0, in: "RepositorySummary") }, [false, false, false, true, false, false])
		expectEqual(
			diagnostics, [
				"repos.graphql:9:1: note: 1 of the 2 fields of 'Language' have no '!', so they are optional",
				"repos.graphql:13:1: note: 1 of the 6 fields of 'Repository' have no '!', so they are optional",
				"repos.graphql:16:3: note: field 'owner' of Repository is interface 'RepositoryOwner': flattened to value type 'RepositoryOwner' with the interface's fields",
				// One note at the field for the embedded entity and its summary's way back to itself.
				"repos.graphql:17:3: note: field 'parent' of Repository embeds entity 'Repository': it gets value type 'RepositorySummary' with Repository's fields, whose 'parent' contains 'Repository' again without a list between: it is optional there, and held by reference so that a struct can contain itself",
				"repos.graphql:19:3: note: field 'forks' of RepositorySummary lists a type being written out again: it is optional, so that the query can stop selecting it where the type contains itself",
			], "\(diagnostics)")
	}

	/// Where `RepositorySummary` contains itself, the query selects its required `owner` and
	/// `languages` (else the inner parent would not decode) and stops at its optional `parent`
	/// and `forks`.
	func theQueryStopsWhereTheTypeContainsItselfSelectingWhatItNeeds() throws {
		let (spec, _) = try Self.graphQL(Self.repositories)
		let entity = try require(spec.entities.first { $0.name == "Repository" })
		let selection = EntityContext(feature: ResolvedFeature(spec: spec), entity: entity).build()["selection"]
		let owner = ["owner {", "\tid", "\tlogin", "}"]
		let languages = ["languages {", "\tname", "\tcolor", "}"]
		let inner = ["id", "name"] + owner + languages
		let summary = ["id", "name"] + owner + ["parent {"] + inner.map { "\t" + $0 } + ["}"] + languages + ["forks {"] + inner.map { "\t" + $0 } + ["}"]
		expectEqual(
			selection, .list(
					(["id", "name"] + owner + ["parent {"] + summary.map { "\t" + $0 } + ["}"] + languages + ["forks {"] + summary.map { "\t" + $0 } + ["}"])
						.map { .string($0) }))
	}

	/// Spotify's shape in OpenAPI: an entity schema referred to from a property, itself and
	/// another, kept whole.
	func anOpenAPIEntityReferringToEntitiesKeepsTheWholeOfThem() throws {
		let document = """
			openapi: 3.0.3
			info: {title: Shop, version: "1"}
			paths:
			  /categories:
			    get:
			      responses:
			        "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Category"}}}}}
			  /categories/{id}:
			    get:
			      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
			      responses:
			        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Category"}}}}
			  /users:
			    get:
			      responses:
			        "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/User"}}}}}
			  /users/{id}:
			    get:
			      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
			      responses:
			        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/User"}}}}
			components:
			  schemas:
			    Category:
			      type: object
			      required: [id, name, owner]
			      properties:
			        id: {type: integer}
			        name: {type: string}
			        parent: {$ref: "#/components/schemas/Category"}
			        owner: {$ref: "#/components/schemas/User"}
			    User:
			      type: object
			      required: [id, login, images]
			      properties:
			        id: {type: integer}
			        login: {type: string}
			        images: {type: array, items: {$ref: "#/components/schemas/Image"}}
			        favourite: {$ref: "#/components/schemas/Category"}
			    Image:
			      type: object
			      required: [url]
			      properties:
			        url: {type: string}

			"""
		let (text, diagnostics) = SpecImport.run(bytes: Array(document.utf8), path: "shop.yaml", options: .init(feature: "Shop"))
		let described = diagnostics.map(\.description)
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Specs/Shop.json").spec }, "\(described)")
		let category = try require(spec.entities.first { $0.name == "Category" })
		expectEqual(category.fields.map { "\($0.name): \($0.type.swiftSpelling)" }, ["name: String", "parent: CategorySummary?", "owner: UserSummary"])
		expectEqual(Self.types(spec, "CategorySummary"), ["id: Int", "name: String", "parent: CategorySummary?", "owner: UserSummary"])
		expectEqual(Self.types(spec, "UserSummary"), ["id: Int", "login: String", "images: [Image]", "favourite: CategorySummary?"])
		// Both optional fields on the cycle CategorySummary → UserSummary → CategorySummary are boxed.
		expectEqual(spec.declaration(named: "CategorySummary")?.fields.map { spec.isHeldByReference($0, in: "CategorySummary") }, [false, false, true, false])
		expectEqual(spec.declaration(named: "UserSummary")?.fields.map { spec.isHeldByReference($0, in: "UserSummary") }, [false, false, false, true])
		// Each field's optionality is said once, of the entity, not again of its summary.
		expectEqual(described.filter { $0.contains("field 'parent' of") && $0.contains("optional because") }, [
			"shop.yaml:30:9: note: field 'parent' of Category is optional because it is not required"
		])
		expectNone(described, where: { $0.contains("Summary is optional because") }, "\(described)")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ImportEntityReferenceTests>] = [
		SuiteTest("aGraphQLEntityReferringToItselfKeepsTheWholeOfIt") { try $0.aGraphQLEntityReferringToItselfKeepsTheWholeOfIt() },
		SuiteTest("theQueryStopsWhereTheTypeContainsItselfSelectingWhatItNeeds") { try $0.theQueryStopsWhereTheTypeContainsItselfSelectingWhatItNeeds() },
		SuiteTest("anOpenAPIEntityReferringToEntitiesKeepsTheWholeOfThem") { try $0.anOpenAPIEntityReferringToEntitiesKeepsTheWholeOfThem() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ImportEntityReferenceTests>) async throws { try await test.body(self) }
}
