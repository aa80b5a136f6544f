import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Precomputes an entity's GraphQL queries: operation names, the selection set (nested value
/// types expanded, lines pre-indented), the list query's signature and field call.
struct GraphQLQueries {
	let spec: Spec
	let entity: SpecEntity
	let names: EntityNames
	let filters: FilterContext

	/// The keys the templates read, set on the entity's context.
	var keys: Keys {
		let graphQL = entity.graphQL
		let detail = graphQL?.detail
		let list = graphQL?.list
		let detailField = detail?.field ?? names.lowerName
		let listField = list?.field ?? names.lowerPlural
		// Written out once: the queries' text and the union tests' expectations both read it.
		let selection = selection(of: entity.allFields)
		return Keys(
			detailOperation: detail?.operation ?? "Get" + names.name,
			detailField: detailField,
			// The response wrapper's property: a GraphQL name may be a Swift keyword (`as`, the plural of `A`).
			detailFieldProperty: SwiftIdentifier.escaped(detailField),
			// A field answering an interface (Relay's `node`) selects the entity's fields in a fragment.
			hasDetailOn: detail?.on != nil,
			detailOn: detail?.on ?? "",
			detailQueryProperty: names.lowerName + "Query",
			detailResponse: names.name + "QueryResponse",
			listOperation: list?.operation ?? "Get" + names.plural,
			listField: listField,
			listFieldProperty: SwiftIdentifier.escaped(listField),
			listQueryProperty: names.lowerPlural + "Query",
			listResponse: names.plural + "QueryResponse",
			listQuerySignature: listQuerySignature(operation: list?.operation ?? "Get" + names.plural),
			listFieldCall: listFieldCall(field: listField),
			variablesDeclaration: variablesDeclaration,
			selection: selection,
			// The queries that pass the entity's arguments, which a test reads: reads by parent pass them too.
			argumentQueries: ((detail != nil ? [names.lowerName + "Query"] : []) + (list != nil ? [names.lowerPlural + "Query"] : []) + parentQueries)
				.map { "\(names.name)GraphQLDataSource.\($0)" }.joined(separator: ", "),
			arguments: arguments.keys,
			unions: unionSelection(of: selection, hasQueries: detail != nil || list != nil || !parentQueries.isEmpty))
	}

	/// The static properties of the queries of the reads by parent whose parent the spec declares.
	private var parentQueries: [String] {
		entity.parentReads.filter { read in spec.entities.contains { $0.name == read.parent } }
			.map { ParentReadNames(names: names, read: $0).lowerStem + "Query" }
	}

	/// What a test holds the queries to when the entity holds unions: as many `__typename`s as
	/// union selections, and each case's fragment (a query without them answers objects the
	/// union's DTO cannot tell apart).
	private func unionSelection(of selection: [String], hasQueries: Bool) -> UnionSelection {
		let lines = selection.map { $0.drop { $0 == "\t" } }
		var fragments: [String] = []
		for line in lines where line.hasPrefix("... on ") && !fragments.contains(String(line)) { fragments.append(String(line)) }
		let typenames = lines.filter { $0 == "__typename" }.count
		return UnionSelection(
			hasGraphQLUnions: hasQueries && typenames > 0,
			graphQLTypenameCount: String(typenames),
			graphQLUnionFragments: fragments.map(UnionFragment.init))
	}

	/// The entity's `arguments`, which its detail and list queries pass besides their own.
	private var arguments: GraphQLArgumentContext { GraphQLArgumentContext(entity: entity) }

	/// Whether the list is a Relay connection, asked for by `$first` and `$after`.
	private var isConnection: Bool { entity.graphQL?.list?.connection == true }

	/// `query GetCharacters($page: Int, $name: String)` (`$first: Int!, $after: String` for a
	/// connection), or just `query GetCharacters`. `$first` is always sent, so it is declared
	/// non-null, as a connection read by parent declares it: a non-null variable fits a `first`
	/// argument declared `Int` (GitHub's, Relay's) and one declared `Int!`; `$after` is not sent
	/// for the first page, so it stays nullable.
	func listQuerySignature(operation: String) -> String {
		var parameters: [String] = filters.isPaginated ? (isConnection ? ["$first: Int!", "$after: String"] : ["$page: Int"]) : []
		parameters += filters.filters.map { "$\($0.parameter): \(graphQLType($0.type.unwrapped))" }
		parameters += arguments.arguments.map { "$\($0.name): \($0.graphQLType)" }
		return "query \(operation)" + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")")
	}

	/// `characters(page: $page, filter: { name: $name })`, or just `characters`.
	func listFieldCall(field: String) -> String {
		var arguments: [String] = filters.isPaginated ? (isConnection ? ["first: $first", "after: $after"] : ["page: $page"]) : []
		if !filters.filters.isEmpty {
			let fields = filters.filters.map { "\($0.parameter): $\($0.parameter)" }
			arguments.append("filter: { " + fields.joined(separator: ", ") + " }")
		}
		arguments += self.arguments.calls
		return field + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
	}

	/// The first line of the list call's body; `var` only when filters add variables later.
	var variablesDeclaration: String {
		let keyword = filters.filters.isEmpty ? "let" : "var"
		let variables = (filters.isPaginated ? ["\"page\": .int(page)"] : []) + arguments.variables
		let initial = variables.isEmpty ? "[:]" : "[" + variables.joined(separator: ", ") + "]"
		return "\(keyword) variables: [String: GraphQLVariable] = \(initial)"
	}

	/// One line per selected field; value types open a nested block, indented by a tab. The
	/// lines go into a `"""` literal, so each key is escaped for one (lint allows only GraphQL
	/// names there, which need no escaping; this keeps any other text from ending the literal).
	///
	/// GraphQL has no "all fields, recursively": where a value type contains itself (through an
	/// array, or an optional field held by reference), the inner one selects what it needs to
	/// decode: its plain fields, and its required nested fields that do not lead back to a type
	/// being expanded (a `RepositorySummary`'s `owner`), written out in full. Its optional nested
	/// fields are left out, and decode as `nil`; a required one leading back (`[Category]` inside
	/// `Category`) cannot be selected all the way down by any finite query (docs/spec.md).
	func selection(of fields: [SpecField], expanding: Set<String> = []) -> [String] {
		var lines: [String] = []
		for field in fields {
			if let name = field.type.referencedTypeName, let union = spec.declaration(named: name)?.union {
				lines.append(SwiftLiteral.multilineStringContent(field.jsonKey) + " {")
				lines += unionSelection(union, expanding: expanding.union([name])).map { "\t" + $0 }
				lines.append("}")
				continue
			}
			guard let (typeName, nestedFields) = spec.nested(field) else {
				lines.append(SwiftLiteral.multilineStringContent(field.jsonKey))
				continue
			}
			if expanding.contains(typeName) {
				let needed = nestedFields.filter { nested in
					guard let inner = spec.nested(nested) else { return true }
					return !nested.type.isOptional && !expanding.contains(inner.name)
				}
				lines.append(SwiftLiteral.multilineStringContent(field.jsonKey) + " {")
				lines += selection(of: needed, expanding: expanding).map { "\t" + $0 }
				lines.append("}")
				continue
			}
			lines.append(SwiftLiteral.multilineStringContent(field.jsonKey) + " {")
			lines += selection(of: nestedFields, expanding: expanding.union([typeName])).map { "\t" + $0 }
			lines.append("}")
		}
		return lines
	}

	/// A union's selection: `__typename`, which the union's DTO reads to tell its cases apart (the
	/// checker holds a GraphQL entity's unions to that discriminator), then one inline fragment per
	/// case, `... on Track { … }`, its value the GraphQL type's name.
	private func unionSelection(_ union: SpecUnion, expanding: Set<String>) -> [String] {
		var lines = [union.discriminator]
		for unionCase in union.cases {
			lines.append("... on \(unionCase.value) {")
			let fields = spec.declaration(named: unionCase.type)?.fields ?? []
			lines += selection(of: fields, expanding: expanding.union([unionCase.type])).map { "\t" + $0 }
			lines.append("}")
		}
		return lines
	}

	/// The GraphQL scalar a filter variable is declared with.
	func graphQLType(_ type: SpecType) -> String {
		switch type {
		case .int: "Int"
		case .double, .decimal: "Float"
		case .bool: "Boolean"
		case .uuid: "ID"
		default: "String"
		}
	}
}
