import Testing

import ScaffoldCore

/// Required arguments of a GraphQL query field besides its own (Saleor's `channel`): carried as
/// the entity's `graphql.arguments` instead of leaving the field out.
struct GraphQLArgumentImportTests {
	private static func run(_ query: String) throws -> (spec: Spec?, diagnostics: [String]) {
		let schema = """
			type Query {
			\(query)
			}
			enum LanguageCodeEnum { EN DE }
			type Product { id: ID! name: String! }
			type ProductCountableConnection { edges: [ProductEdge!]! pageInfo: PageInfo! }
			type ProductEdge { node: Product! cursor: String! }
			type PageInfo { hasNextPage: Boolean! endCursor: String }
			input ProductFilter { ids: [ID!] }

			"""
		let (text, diagnostics) = SpecImport.run(bytes: Array(schema.utf8), path: "shop.graphql", options: .init(feature: "Shop"))
		return (text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec }, diagnostics.map(\.description))
	}

	func requiredScalarAndEnumArgumentsBecomeTheEntitysArguments() throws {
		let (spec, diagnostics) = try Self.run(
			"""
			  product(id: ID!, channel: String!, languageCode: LanguageCodeEnum!): Product
			  products(first: Int, after: String, channel: String!, languageCode: LanguageCodeEnum, search: String): ProductCountableConnection
			""")
		let product = try require(spec?.entities.first)
		expectEqual(product.graphQL?.detail?.field, "product")
		expectEqual(product.graphQL?.list?.connection, true)
		expectEqual(product.graphQL?.arguments.map { "\($0.name): \($0.type.swiftSpelling) as \($0.graphQLType)" }, [
			"channel: String as String!", "languageCode: String as LanguageCodeEnum!",
		])
		expectContains(diagnostics,
			"shop.graphql:2:20: note: argument 'channel' (String!) of query field 'product' is required: every query of the entity passes it, its value given to the data source and the container (graphql.arguments)")
		// The list's optional `languageCode` is passed (the detail requires it); `search` is not.
		expectContains(diagnostics, "shop.graphql:3:89: note: argument 'search' of query field 'products' is not passed by the generated query")
		expectNone(diagnostics, where: { $0.contains("warning") }, "\(diagnostics)")
	}

	func aListThatDoesNotTakeTheDetailsArgumentIsLeftOut() throws {
		let (spec, diagnostics) = try Self.run(
			"""
			  product(id: ID!, channel: String!): Product
			  products(first: Int, after: String): ProductCountableConnection
			""")
		let product = try require(spec?.entities.first)
		expectEqual(product.graphQL?.list, nil)
		expectEqual(product.graphQL?.arguments.map(\.name), ["channel"])
		expectContains(diagnostics,
			"shop.graphql:2:3: warning: the queries of 'Product' would all pass argument 'channel', which query field 'products' does not take; the list is left out")
	}

	func anArgumentNoVariableCarriesAsAScalarLeavesTheFieldOut() throws {
		let (spec, diagnostics) = try Self.run(
			"""
			  product(id: ID!): Product
			  productsByIds(ids: [ID!]!): [Product!]!
			  filtered(filter: ProductFilter!, where: ProductFilter!): [Product!]!
			""")
		let product = try require(spec?.entities.first)
		expectEqual(product.graphQL?.list, nil)
		expectEqual(product.graphQL?.arguments, [])
		expectContains(diagnostics,
			"shop.graphql:3:17: warning: query field 'productsByIds' needs argument 'ids' of type [ID!]!, which a spec's query cannot pass (only a scalar or an enum); it is left out")
		expectContains(diagnostics,
			"shop.graphql:4:36: warning: query field 'filtered' needs argument 'where' of type ProductFilter!, which a spec's query cannot pass (only a scalar or an enum); it is left out")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLArgumentImportTests>] = [
		SuiteTest("requiredScalarAndEnumArgumentsBecomeTheEntitysArguments") { try $0.requiredScalarAndEnumArgumentsBecomeTheEntitysArguments() },
		SuiteTest("aListThatDoesNotTakeTheDetailsArgumentIsLeftOut") { try $0.aListThatDoesNotTakeTheDetailsArgumentIsLeftOut() },
		SuiteTest("anArgumentNoVariableCarriesAsAScalarLeavesTheFieldOut") { try $0.anArgumentNoVariableCarriesAsAScalarLeavesTheFieldOut() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLArgumentImportTests>) async throws { try await test.body(self) }
}
