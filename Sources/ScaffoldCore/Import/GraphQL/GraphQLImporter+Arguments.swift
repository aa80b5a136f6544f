import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Required arguments of a query field besides the query's own (`id`, the page, the filter):
/// Saleor's `channel`, a locale. A spec carries each as the entity's `graphql.arguments`, whose
/// value the data source and the container take, so the field is imported instead of left out.
extension GraphQLImporter {
	/// The required arguments of `field` other than `own`, as the entity's arguments; nil (with a
	/// warning) when one cannot be carried: not a scalar or an enum (`[ID!]!`, an input object), or
	/// named as something the queries or the container already use.
	mutating func carriedArguments(_ field: GraphQLField, own: Set<String>, label: String) -> [SpecGraphQLArgument]? {
		var carried: [SpecGraphQLArgument] = []
		for argument in field.arguments where !own.contains(argument.name) {
			guard case .nonNull(let inner) = argument.type else { continue }
			let type: SpecType? =
				switch inner {
				case .named(let name): Self.builtinScalars[name]
					?? (self.type(named: name)?.kind == .enumeration ? .string : nil)
				default: nil
				}
			guard let type else {
				log.warn(
					"\(label) needs argument \(quoted: argument.name) of type \(argument.type), which a spec's query cannot pass (only a scalar or an enum); it is left out",
					at: argument.position)
				return nil
			}
			if SpecGraphQLArgument.isReserved(argument.name) {
				log.warn(
					"\(label) needs argument \(quoted: argument.name), a name the generated queries or container already use; it is left out",
					at: argument.position)
				return nil
			}
			carried.append(
				SpecGraphQLArgument(
					name: argument.name, type: type, graphQLType: argument.type.description,
					location: SourceLocation(path: log.path, position: argument.position)))
		}
		return carried
	}

	/// A note at each argument the entity's chosen detail and list carry (said once they are
	/// chosen: of several list fields, the first is the entity's list).
	mutating func noteCarried(_ queries: Queries) {
		// Appended step by step: as one `(… ?? []) + (… ?? [])` of closures, this took the type
		// checker about a quarter of a second, the debug build's slowest function body.
		var carried: [(argument: SpecGraphQLArgument, field: String)] = []
		if let detail = queries.detail { carried += queries.detailArguments.map { ($0, detail.name) } }
		if let list = queries.list { carried += queries.listArguments.map { ($0, list.field ?? "") } }
		for (argument, field) in carried {
			log.note(
				"argument \(quoted: argument.name) (\(argument.graphQLType)) of query field \(quoted: field) is required: every query of the entity passes it, its value given to the data source and the container (graphql.arguments)",
				at: argument.location.position ?? queries.position)
		}
	}

	/// The entity's arguments: those its detail and list carry, each once. Every query of the
	/// entity passes them all, so a detail and a list that do not take each other's required
	/// arguments cannot both be imported: the list is left out, with a warning.
	mutating func mergeArguments(_ queries: inout Queries, type: String) -> [SpecGraphQLArgument] {
		guard let detail = queries.detail else { return queries.listArguments }
		guard let list = queries.list else { return queries.detailArguments }
		let detailTakes = Set(detail.arguments.map(\.name))
		let unknown =
			queries.listArguments.first { !detailTakes.contains($0.name) }.map { ($0.name, detail.name) }
			?? queries.detailArguments.first { !queries.listTakes.contains($0.name) }.map { ($0.name, list.field ?? type) }
		guard let (argument, field) = unknown else {
			var names: Set<String> = []
			return (queries.detailArguments + queries.listArguments).filter { names.insert($0.name).inserted }
		}
		log.warn(
			"the queries of \(quoted: type) would all pass argument \(quoted: argument), which query field \(quoted: field) does not take; the list is left out",
			at: queries.position)
		queries.list = nil
		return queries.detailArguments
	}
}
