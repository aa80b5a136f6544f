import Testing

import ScaffoldCore

/// GraphQL unions as fields (GitHub's `union Assignee = Bot | User`): a spec union told apart by
/// `__typename`, each member a value type, instead of leaving the field out.
struct GraphQLUnionImportTests {
	private static func run(_ types: String) throws -> (spec: Spec?, text: String?, diagnostics: [String]) {
		let schema = """
			type Query {
			  issue(id: ID!): Issue
			  issues: [Issue!]!
			}
			\(types)
			"""
		let (text, diagnostics) = SpecImport.run(bytes: Array(schema.utf8), path: "issues.graphql", options: .init(feature: "Issues"))
		return (text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Issues.json").spec }, text, diagnostics.map(\.description))
	}

	func aUnionFieldBecomesAUnionToldApartByTypename() throws {
		let (imported, _, diagnostics) = try Self.run(
			"""
			type Issue { id: ID! title: String! assignee: Assignee timeline: [TimelineItem!]! }
			union Assignee = Bot | User
			type Bot { login: String! }
			type User { login: String! name: String }
			union TimelineItem = ClosedEvent | LabeledEvent
			type ClosedEvent { createdAt: String! }
			type LabeledEvent { createdAt: String! label: String! }
			""")
		let spec = try require(imported, "\(diagnostics)")
		let issue = try require(spec.entities.first)
		expectEqual(issue.fields.map { "\($0.name): \($0.type.swiftSpelling)" }, ["title: String", "assignee: Assignee?", "timeline: [TimelineItem]"])
		let assignee = try require(spec.declaration(named: "Assignee")?.union)
		expectEqual(assignee.discriminator, "__typename")
		expectEqual(assignee.cases.map { "\($0.name) \($0.type) \($0.value)" }, ["bot Bot Bot", "user User User"])
		expectEqual(spec.declaration(named: "TimelineItem")?.union?.cases.map { $0.type }, ["ClosedEvent", "LabeledEvent"])
		expectContains(diagnostics,
			"issues.graphql:5:37: note: field 'assignee' of Issue is union 'Assignee' of Bot ('Bot'), User ('User'), told apart by '__typename'")
		expectNone(diagnostics, where: { $0.contains("warning") || $0.contains("error") }, "\(diagnostics)")
	}

	func theImportedUnionIsSelectedWithAFragmentPerMember() throws {
		let (_, text, diagnostics) = try Self.run(
			"""
			type Issue { id: ID! assignee: Assignee }
			union Assignee = Bot | User
			type Bot { login: String! }
			type User { login: String! name: String }
			""")
		let specText = try require(text, "\(diagnostics)")
		let output = FeatureGeneration.run(
			specBytes: Array(specText.utf8), specPath: "Specs/Issues.json", config: .templateShaped, generator: try SharedGeneration.generator())
		let source = try require(output.files.first { $0.path.hasSuffix("IssueGraphQLDataSource.swift") }?.contents, "\(output.diagnostics)")
		// The query's lines, as the data source's literal indents them (four tabs in).
		let selection = [
			"assignee {", "\t__typename", "\t... on Bot {", "\t\tlogin", "\t}", "\t... on User {", "\t\tlogin", "\t\tname", "\t}", "}",
		]
		#expect(source.contains(selection.map { "\t\t\t\t" + $0 }.joined(separator: "\n")))
	}

	func aMemberHoldingItsUnionWithoutAListIsLeftOutAndWithOneIsKept() throws {
		let (imported, _, diagnostics) = try Self.run(
			"""
			type Issue { id: ID! node: Node }
			union Node = Folder | Wrapper
			type Folder { name: String! children: [Node!]! }
			type Wrapper { inner: Node }
			""")
		let spec = try require(imported, "\(diagnostics)")
		expectEqual(spec.declaration(named: "Folder")?.fields.map { "\($0.name): \($0.type.swiftSpelling)" }, ["name: String", "children: [Node]"])
		expectEqual(spec.declaration(named: "Wrapper")?.fields.isEmpty, true)
		expectContains(diagnostics,
			"issues.graphql:8:16: warning: field 'inner' of Wrapper holds union 'Node' again without a list between; an enum cannot hold itself inline, so it is left out")
	}

	func aUnionBeyondTheDepthIsCutAsAnObjectFieldIs() throws {
		let schema = """
			type Query { issue(id: ID!): Issue }
			type Issue { id: ID! detail: Detail }
			type Detail { assignee: Assignee }
			union Assignee = Bot | User
			type Bot { login: String! }
			type User { login: String! }
			"""
		var options = SpecImport.Options(feature: "Issues")
		options.depth = 1
		let (text, diagnostics) = SpecImport.run(bytes: Array(schema.utf8), path: "issues.graphql", options: options)
		expectEqual(text?.contains("Assignee"), false)
		expectContains(diagnostics.map(\.description),
			"issues.graphql:3:15: note: '--depth 1' left out 1 field nesting object types deeper, the first field 'assignee' of Detail")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLUnionImportTests>] = [
		SuiteTest("aUnionFieldBecomesAUnionToldApartByTypename") { try $0.aUnionFieldBecomesAUnionToldApartByTypename() },
		SuiteTest("theImportedUnionIsSelectedWithAFragmentPerMember") { try $0.theImportedUnionIsSelectedWithAFragmentPerMember() },
		SuiteTest("aMemberHoldingItsUnionWithoutAListIsLeftOutAndWithOneIsKept") { try $0.aMemberHoldingItsUnionWithoutAListIsLeftOutAndWithOneIsKept() },
		SuiteTest("aUnionBeyondTheDepthIsCutAsAnObjectFieldIs") { try $0.aUnionBeyondTheDepthIsCutAsAnObjectFieldIs() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLUnionImportTests>) async throws { try await test.body(self) }
}
