import Testing

import ScaffoldCore

/// The Episode example's generated GraphQL queries ask only for what the Rick and Morty
/// schema (`Tests/Fixtures/samples/schema.graphql`) has: root fields, their arguments, every
/// selected field down the nested blocks, every filter of the input type, and the parent's field
/// listing the episodes of a character.
struct GraphQLSchemaConformanceTests {
	private static func dataSourceContext(_ entity: String) throws -> TemplateObject {
		let output = try ExampleGeneration.generate("Episode.json")
		let job = try require(output.jobs.first { $0.outputPath.hasSuffix("/\(entity)GraphQLDataSource.swift") })
		guard case .object(let context) = job.context else { throw SchemaProblem("no context") }
		return context
	}

	func theEpisodeQueriesMatchTheSchema() throws {
		let schema = GraphQLSchemaOutline(try RepositoryFiles.text("Tests/Fixtures/samples/schema.graphql"))
		let context = try Self.dataSourceContext("Episode")
		let text = { (key: String) -> String in context.text(key) }

		let detail = try require(schema.field(text("detailField"), of: "Query"))
		expectContains(detail.arguments, "id")
		let list = try require(schema.field(text("listField"), of: "Query"))
		expectContains(list.arguments, "page")
		expectContains(list.arguments, "filter")

		let selection = try require(context["selection"]).stringList
		expectEqual(try schema.problems(selecting: selection, on: detail.type), [])
		let page = try require(schema.field("results", of: list.type))
		expectEqual(try schema.problems(selecting: selection, on: page.type), [])
		for field in ["count", "pages", "next", "prev"] {
			#expect(schema.field(field, of: try require(schema.field("info", of: list.type)).type) != nil)
		}

		let filterInput = "FilterEpisode"
		let filters = try require(context["filters"]).objectList
		expectNotEmpty(filters)
		for filter in filters {
			expectNotNil(schema.field(filter.text("graphQLName"), of: filterInput), "\(filter.text("graphQLName"))")
		}
	}

	/// The episodes of a character and the characters of an episode: the parent's root field takes
	/// the argument, its list field holds the entity, and the entity's selection fits it.
	static let theReadsByParentMatchTheSchemaArguments: [String] = ["Episode", "Character"]
	func theReadsByParentMatchTheSchema(entity: String) throws {
		let schema = GraphQLSchemaOutline(try RepositoryFiles.text("Tests/Fixtures/samples/schema.graphql"))
		let context = try Self.dataSourceContext(entity)
		let reads = try require(context["parentReads"]).objectList
		expectEqual(reads.count, 1)
		for read in reads {
			let parent = try require(schema.field(read.text("parentField"), of: "Query"))
			expectContains(parent.arguments, read.text("parentArgument"))
			let list = try require(schema.field(read.text("parentList"), of: parent.type))
			expectEqual(list.type, entity)
			expectEqual(try schema.problems(selecting: try require(context["selection"]).stringList, on: list.type), [])
		}
		let detail = try require(schema.field(context.text("detailField"), of: "Query"))
		expectEqual(detail.type, entity)
		expectEqual(try schema.problems(selecting: try require(context["selection"]).stringList, on: detail.type), [])
	}

	func theOutlineFindsProblems() throws {
		let schema = GraphQLSchemaOutline("type Query { a(id: ID!): A }\ntype A { x: Int b: [B] }\ntype B { y: String }")
		try expectEqual(schema.problems(selecting: ["x", "b {", "\ty", "}"], on: "A"), [])
		try expectEqual(schema.problems(selecting: ["x", "b {", "\tz", "}", "w"], on: "A"), ["B.z", "A.w"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GraphQLSchemaConformanceTests>] = [
		SuiteTest("theEpisodeQueriesMatchTheSchema") { try $0.theEpisodeQueriesMatchTheSchema() },
		SuiteTest("theOutlineFindsProblems") { try $0.theOutlineFindsProblems() },
	]
		+ SuiteTest<GraphQLSchemaConformanceTests>.cases("theReadsByParentMatchTheSchema(entity:)", theReadsByParentMatchTheSchemaArguments) { try $0.theReadsByParentMatchTheSchema(entity: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<GraphQLSchemaConformanceTests>) async throws { try await test.body(self) }
}

/// Just enough of a GraphQL SDL reader for the test: `type`/`input` blocks with their fields,
/// each field's arguments and its named type (list and non-null marks dropped).
struct GraphQLSchemaOutline {
	struct Field {
		var arguments: [String]
		var type: String
	}

	private var types: [String: [String: Field]] = [:]

	init(_ text: String) {
		let lines = text.split(separator: "\n").filter { !$0.trimmingPrefix(" ").hasPrefix("#") }.joined(separator: " ")
		var rest = Substring(lines)
		while let keyword = rest.firstRange(of: "type ") ?? rest.firstRange(of: "input "),
			let open = rest[keyword.upperBound...].firstIndex(of: "{"),
			let close = rest[open...].firstIndex(of: "}")
		{
			let name = rest[keyword.upperBound..<open].trimmed(" ")
			types[name] = Self.fields(String(rest[rest.index(after: open)..<close]))
			rest = rest[rest.index(after: close)...]
		}
	}

	func field(_ name: String, of type: String) -> Field? { types[type]?[name] }

	/// `Type.field` for every selected field the schema does not have.
	func problems(selecting lines: [String], on type: String) throws -> [String] {
		var problems: [String] = []
		var stack = [type]
		for line in lines {
			let name = Substring(line).trimmed("\t ")
			if name == "}" {
				stack.removeLast()
				continue
			}
			let fieldName = name.hasSuffix("{") ? name.dropLast().trimmed(" ") : name
			guard let field = field(fieldName, of: stack.last!) else {
				problems.append("\(stack.last!).\(fieldName)")
				if name.hasSuffix("{") { stack.append("?") }
				continue
			}
			if name.hasSuffix("{") { stack.append(field.type) }
		}
		return problems
	}

	private static func fields(_ body: String) -> [String: Field] {
		var fields: [String: Field] = [:]
		var rest = Substring(body)
		while let colon = rest.firstIndex(of: ":") {
			var head = rest[..<colon]
			var arguments: [String] = []
			if let paren = head.firstIndex(of: "(") {
				let close = rest.firstIndex(of: ")")!
				arguments = rest[rest.index(after: paren)..<close].split(separator: ",").compactMap {
					$0.split(separator: ":").first?.trimmed(" ")
				}
				head = rest[..<paren]
				rest = rest[rest.index(after: close)...]
				guard let typeColon = rest.firstIndex(of: ":") else { break }
				rest = rest[rest.index(after: typeColon)...]
			} else {
				rest = rest[rest.index(after: colon)...]
			}
			let name = head.trimmed(" ")
			let typeText = rest.trimmingPrefix(" ").prefix { !$0.isWhitespace }
			rest = rest.trimmingPrefix(" ").dropFirst(typeText.count)
			fields[name] = Field(arguments: arguments, type: typeText.filter { $0.isLetter || $0.isNumber })
		}
		return fields
	}
}

struct SchemaProblem: Error {
	let message: String
	init(_ message: String) { self.message = message }
}

extension Substring {
	fileprivate func trimmed(_ characters: String) -> String {
		String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
	}
}

extension TemplateValue {
	fileprivate var stringList: [String] {
		guard case .list(let items) = self else { return [] }
		return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
	}

	fileprivate var objectList: [TemplateObject] {
		guard case .list(let items) = self else { return [] }
		return items.compactMap { if case .object(let object) = $0 { object } else { nil } }
	}
}
