import Testing

import ScaffoldCore

/// Large GraphQL schemas: `--depth` bounds how far object types are written out; a schema whose
/// types nest too large is one error at the schema's entity naming the most `--depth` that fits,
/// never a located error in a spec that was not written; a type met again closes no cycle
/// without a list; and with `--select`, only what concerns the selection is said.
struct GraphQLScaleImportTests {
	/// Each level holds two lists of the next, so writing it out doubles twice per level: level 8
	/// is past the limit of values a spec may write out, fewer levels are not.
	static let deep: String = {
		var schema = "type Query {\n  shops: [Shop!]!\n}\ntype Shop {\n  id: ID!\n  name: String!\n  level: L1\n}\n"
		for level in 1...9 {
			let next = level < 9 ? "  left: [L\(level + 1)!]\n  right: [L\(level + 1)!]\n" : ""
			schema += "type L\(level) {\n  a: String\n  b: Int\n  c: Float\n  d: Boolean\n  e: String\n\(next)}\n"
		}
		return schema
	}()

	static func run(_ schema: String, select: [String] = [], depth: Int? = nil) -> (text: String?, diagnostics: [Diagnostic]) {
		SpecImport.run(bytes: Array(schema.utf8), path: "shop.graphql", options: .init(feature: "Shop", select: select, depth: depth))
	}

	func aSchemaTooLargeToWriteOutIsOneErrorAtItsEntityNamingTheMostDepthThatFits() throws {
		let (text, diagnostics) = Self.run(Self.deep)
		expectEqual(text, nil)
		let errors = diagnostics.filter { $0.severity == .error }
		let error = try require(errors.first)
		expectEqual(errors.count, 1)
		expectEqual(error.location, SourceLocation(path: "shop.graphql", position: SourcePosition(line: 4, column: 1)))
		let depth = try require(error.message.firstMatch(of: /'--depth (\d+)'/).flatMap { Int($0.output.1) })
		expectPrefix(error.message, "the object types 'Shop' nests are too deep or too large for a spec once written out in full (9 levels)")
		// The spec's own problems follow as notes pointing nowhere: that spec was never written.
		#expect(!error.notes.isEmpty && error.notes.allSatisfy { $0.location == nil })
		// The depth it names loads; one more does not.
		let fits = Self.run(Self.deep, depth: depth)
		expectNotEqual(fits.text, nil, "\(fits.diagnostics.map(\.description))")
		expectEqual(Self.run(Self.deep, depth: depth + 1).text, nil)
	}

	func depthLeavesOutDeeperObjectFieldsAndSaysSoOnce() throws {
		let (text, diagnostics) = Self.run(Self.deep, depth: 2)
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec })
		expectEqual(spec.types.map(\.name).sorted(), ["L1", "L2"])
		expectEqual(spec.types.first { $0.name == "L2" }?.fields.map(\.name), ["a", "b", "c", "d", "e"])
		expectEqual(spec.types.first { $0.name == "L1" }?.fields.map(\.name), ["a", "b", "c", "d", "e", "left", "right"])
		let notes = diagnostics.filter { $0.message.contains("--depth") }.map(\.description)
		expectEqual(notes, ["shop.graphql:24:3: note: '--depth 2' left out 2 fields nesting object types deeper, the first field 'left' of L2"])
		let flat = try require(Self.run(Self.deep, depth: 0).text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec })
		expectEmpty(flat.types, "\(flat.entities.first?.allFields.map(\.name) ?? [])")
		expectEqual(flat.entities.first?.allFields.map(\.name), ["id", "name"], "\(flat.entities.first?.allFields.map(\.name) ?? [])")
	}

	func aTypeWrittenOutAlreadyClosesACycleHeldByReference() throws {
		// Sale is first written out inside Artwork through a list, where Sale.artwork is fine; then
		// Artwork.sale meets the finished Sale, which leads back to Artwork without any list: the
		// field is kept optional (even with a '!'), and the generated code holds it by reference.
		let schema = """
			type Query {
			  shops: [Shop!]!
			}
			type Shop {
			  id: ID!
			  featured: Artwork
			}
			type Artwork {
			  title: String
			  sales: [Sale!]
			  sale: Sale!
			}
			type Sale {
			  name: String
			  artwork: Artwork
			}

			"""
		let (text, diagnostics) = Self.run(schema)
		let spec = try require(text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Shop.json").spec }, "\(diagnostics.map(\.description))")
		expectEqual(spec.types.first { $0.name == "Artwork" }?.fields.map(\.type.swiftSpelling), ["String?", "[Sale]?", "Sale?"])
		let artwork = try require(spec.declaration(named: "Artwork"))
		expectEqual(artwork.fields.map { spec.isHeldByReference($0, in: "Artwork") }, [false, false, true])
		expectContains(
			diagnostics.map(\.description),
				"shop.graphql:11:3: note: field 'sale' of Artwork leads back to 'Artwork' through 'Sale' without a list between: it is optional, and held by reference so that a struct can contain itself", "\(diagnostics.map(\.description))")
	}

	func withSelectOnlyQueryFieldsOfTheSelectedTypesAreExplained() {
		let schema = """
			type Query {
			  repository(owner: String!, name: String!): Repository
			  users(first: Int, after: String, role: String): UserConnection
			  shops(region: String): [Shop!]!
			}
			type Repository { id: ID!, name: String! }
			type Shop { id: ID!, name: String! }
			type UserConnection { edges: [UserEdge], pageInfo: PageInfo! }
			type UserEdge { node: User }
			type User { id: ID! }
			type PageInfo { hasNextPage: Boolean!, endCursor: String }

			"""
		let all = Self.run(schema).diagnostics.map(\.description)
		expectContains(all, "shop.graphql:3:36: note: argument 'role' of query field 'users' is not passed by the generated query", "\(all)")
		let repository = Self.run(schema, select: ["Repository"]).diagnostics.map(\.description)
		expectContains(
			repository,
				"shop.graphql:2:3: warning: query field 'repository' fetches one 'Repository' by 'owner', 'name', not by 'id'; a spec's detail passes only the identifier, so it is left out", "\(repository)")
		expectNone(repository, where: { $0.contains("'users'") || $0.contains("'shops'") }, "\(repository)")
		let shops = Self.run(schema, select: ["Shop"]).diagnostics.map(\.description)
		expectContains(shops, "shop.graphql:4:9: note: argument 'region' of query field 'shops' is not passed by the generated query", "\(shops)")
		expectNone(shops, where: { $0.contains("'users'") || $0.contains("'repository'") }, "\(shops)")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLScaleImportTests>] = [
		SuiteTest("aSchemaTooLargeToWriteOutIsOneErrorAtItsEntityNamingTheMostDepthThatFits") { try $0.aSchemaTooLargeToWriteOutIsOneErrorAtItsEntityNamingTheMostDepthThatFits() },
		SuiteTest("depthLeavesOutDeeperObjectFieldsAndSaysSoOnce") { try $0.depthLeavesOutDeeperObjectFieldsAndSaysSoOnce() },
		SuiteTest("aTypeWrittenOutAlreadyClosesACycleHeldByReference") { try $0.aTypeWrittenOutAlreadyClosesACycleHeldByReference() },
		SuiteTest("withSelectOnlyQueryFieldsOfTheSelectedTypesAreExplained") { $0.withSelectOnlyQueryFieldsOfTheSelectedTypesAreExplained() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLScaleImportTests>) async throws { try await test.body(self) }
}
