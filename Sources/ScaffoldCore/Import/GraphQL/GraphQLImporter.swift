import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// GraphQL schema → spec: object types that a query field fetches by `id` (detail) or as a
/// list become entities; their fields become fields (`!` means non-optional), other object
/// types value types, enums enums; the list's `filter` input type gives the filters.
struct GraphQLImporter {
	/// What the query type offers for one object type.
	struct Queries {
		var detail: GraphQLField?
		/// The type condition of the detail's selection, when the detail is Relay's `node`.
		var detailOn: String?
		var list: ImportedList?
		var position: SourcePosition
		/// The required arguments the detail and the list carry (`graphql.arguments`).
		var detailArguments: [SpecGraphQLArgument] = []
		var listArguments: [SpecGraphQLArgument] = []
		/// The names of the arguments the list's field takes.
		var listTakes: Set<String> = []
		/// How the diagnostics name the list's field (`query field 'products'`).
		var listLabel = ""
		/// The list field's optional arguments, which no query passes unless the entity's arguments do.
		var listOptional: [GraphQLField] = []
	}

	/// A query field's use: the type it fetches, as a detail or a list, and the arguments it
	/// requires besides the query's own.
	typealias Classified = (type: String, detail: GraphQLField?, list: ImportedList?, arguments: [SpecGraphQLArgument], takes: Set<String>)

	let schema: GraphQLSchema
	let options: SpecImport.Options
	var log: ImportLog
	var namer: TypeNamer
	var spec: ImportedSpec
	/// GraphQL object type → entity name.
	var entities: [String: String] = [:]
	/// GraphQL object type → the field identifying an entity's objects, for the reads by parent
	/// a list of one entity in another would take (``noDetailWarning``).
	var entityIdentifiers: [String: String] = [:]
	/// The lists of one entity's items in another entity's fields, in the order met: reads by
	/// parent (``writeParentReads()``).
	var parentLists: [ParentList] = []
	/// GraphQL object type → an entity's detail field and its type condition, through which its
	/// children are read by parent.
	var details: [String: (field: GraphQLField, on: String?)] = [:]
	/// `{Entity}Summary` value types → their entities' names (``ImportLog/dropRepeats(ofSummaries:)``).
	var summaries: [String: String] = [:]
	/// `{Entity}Summary` value types → the index in `log` of the note saying an entity's field embeds
	/// it, and that field's position: a summary containing its entity again at that field says so
	/// in the same note.
	var embedNotes: [String: (index: Int, position: SourcePosition)] = [:]
	var valueTypes: [String: String] = [:]
	var enumTypes: [String: String] = [:]
	var building: [(type: String, inArray: Bool)] = []
	/// The unions whose members are being written out, with `building`'s count when each began.
	var unionsBuilding: [String: Int] = [:]
	/// Whether the type the last `type(of:)` of a named type gave contains an object type being
	/// written out again with no list between: the field stays optional, held by reference.
	var heldByReference = false
	/// Whether the type the last `type(of:)` gave names an object type being written out (through
	/// a list or not): a list of it stays optional, `!` or not (the query stops there).
	var leadsBack = false
	/// Custom scalars already warned about (once each is enough).
	var warnedScalars: Set<String> = []
	/// The object fields `--depth` left out, in the order met.
	var cutByDepth: [(field: String, owner: String, position: SourcePosition)] = []
	/// The schema's types by name (the first of a name), looked up once per field.
	let typesByName: [String: GraphQLTypeDefinition]

	init(schema: GraphQLSchema, path: String, options: SpecImport.Options) {
		self.schema = schema
		self.options = options
		log = ImportLog(path: path)
		namer = TypeNamer(feature: options.feature)
		spec = ImportedSpec(feature: options.feature)
		typesByName = Dictionary(schema.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
	}

	/// ``GraphQLSchema/type(named:)``, in one lookup.
	func type(named name: String) -> GraphQLTypeDefinition? {
		typesByName[name]
	}

	mutating func run() throws(Diagnostic) -> ImportedSpec {
		guard let query = self.type(named: schema.queryType) else {
			throw .error("the schema has no query type \(quoted: schema.queryType)", at: SourceLocation(path: log.path, position: .start))
		}
		var found: [(type: String, queries: Queries)] = []
		var foundIndex: [String: Int] = [:]
		for field in query.fields {
			let said = log.diagnostics.count
			let classified = classify(field)
			// With --select, what is said of a query field fetching none of the selected types is noise.
			if !options.select.isEmpty, !Set(fetchedTypes(field) + [classified?.type].compactMap { $0 }).contains(where: options.select.contains) {
				log.diagnostics.removeSubrange(said...)
			}
			guard let (type, detail, list, arguments, takes) = classified else { continue }
			var queries = foundIndex[type].map { found[$0].queries } ?? Queries(position: field.position)
			if let detail, queries.detail == nil {
				queries.detail = detail
				queries.detailArguments = arguments
			}
			if let list, queries.list == nil {
				queries.list = list
				queries.listArguments = arguments
				queries.listTakes = takes
				queries.listLabel = "query field \(quoted: field.name)"
				let passed: Set<String> = list.connection ? ["first", "after", "filter"] : ["page", "filter"]
				queries.listOptional = field.arguments.filter { !passed.contains($0.name) && !arguments.map(\.name).contains($0.name) }
			}
			if let index = foundIndex[type] {
				found[index].queries = queries
			} else {
				foundIndex[type] = found.count
				found.append((type, queries))
			}
		}
		fetchThroughNode(&found, index: &foundIndex, query: query)
		if !options.select.isEmpty {
			for name in options.select where foundIndex[name] == nil {
				log.warn("'--select \(name)' names no object type that a query field fetches by id or as a list", at: self.type(named: name)?.position)
			}
			found = found.filter { options.select.contains($0.type) }
		}
		// A type no rule identifies is left out (warned) before anything is named after it.
		var identifiers: [String: String] = [:]
		found = found.filter { type, _ in
			guard let definition = self.type(named: type), let field = identifierField(of: definition) else { return false }
			identifiers[type] = field
			return true
		}
		entityIdentifiers = identifiers
		for (type, _) in found {
			var name = ImportNaming.typeName(type)
			if !namer.isFree(entity: name) { name += "Item" }
			namer.reserveEntity(name)
			entities[type] = name
		}
		for (type, found) in found {
			guard let definition = self.type(named: type) else { continue }
			var queries = found
			let arguments = mergeArguments(&queries, type: type)
			noteCarried(queries)
			noteUnpassed(queries, passing: Set(arguments.map(\.name)))
			var entity = entity(definition, queries, identifier: identifiers[type] ?? "id")
			entity.graphQLArguments = arguments
			spec.entities.append(entity)
			if let detail = queries.detail { details[type] = (detail, queries.detailOn) }
		}
		writeParentReads()
		optionalizeRecursiveArrays()
		if spec.entities.isEmpty {
			log.error("found no entity to import: a query field returning an object type with an 'id' argument, or a list of one", at: query.position)
		}
		if let depth = options.depth, let first = cutByDepth.first {
			log.note(
				"'--depth \(depth)' left out \(cutByDepth.count) field\(cutByDepth.count == 1 ? "" : "s") nesting object types deeper, the first field \(quoted: first.field) of \(first.owner)",
				at: first.position)
		}
		log.dropRepeats(ofSummaries: summaries)
		log.mergeSharedDefinitions()
		return spec
	}

	/// What a root query field offers: a detail (an `id` argument), a list (`[T]` or an
	/// `{info, results}` page), or nothing a spec can use (warned).
	private mutating func classify(_ field: GraphQLField) -> Classified? {
		let label = "query field \(quoted: field.name)"
		let named = field.type.namedType
		guard let target = self.type(named: named) else { return nil }
		if target.kind == .union {
			log.warn("\(label) returns union \(quoted: named); a spec cannot express a union, so it is left out", at: field.position)
			return nil
		}
		guard target.kind == .object else { return nil }
		let arguments = field.arguments.map(\.name)
		let takes = Set(arguments)
		let required = field.arguments.filter { if case .nonNull = $0.type { true } else { false } }.map(\.name)
		if Self.isRelayConnection(target) {
			guard let (node, list) = connection(field, target, label: label) else { return nil }
			guard let carried = carriedArguments(field, own: ["filter", "first", "after"], label: label) else { return nil }
			return (node, nil, list, carried, takes)
		}
		if case .list = Self.unwrapNonNull(field.type) {
			guard let carried = carriedArguments(field, own: ["filter", "page"], label: label) else { return nil }
			return (named, nil, listFilters(field, ImportedList(paginated: false, field: field.name), label: label), carried, takes)
		}
		if let results = target.fields.first(where: { $0.name == "results" }), target.fields.contains(where: { $0.name == "info" }) {
			let element = results.type.namedType
			guard arguments.contains("page") else {
				log.warn("\(label) answers an {info, results} page but takes no 'page' argument; it is left out", at: field.position)
				return nil
			}
			guard let carried = carriedArguments(field, own: ["filter", "page"], label: label) else { return nil }
			log.note("\(label) answers an {info, results} page of \(quoted: element): a paginated list", at: field.position)
			return (element, nil, listFilters(field, ImportedList(paginated: true, field: field.name), label: label), carried, takes)
		}
		if arguments.contains("id") {
			guard let carried = carriedArguments(field, own: ["id"], label: label) else { return nil }
			return (named, field, nil, carried, takes)
		}
		if !required.isEmpty {
			log.warn(
				"\(label) fetches one \(quoted: named) by \(required.map { "'\($0)'" }.joined(separator: ", ")), not by 'id'; a spec's detail passes only the identifier, so it is left out",
				at: field.position)
		}
		return nil
	}

	/// The object types a query field can fetch: its type, the node of a connection, the results of a page.
	private func fetchedTypes(_ field: GraphQLField) -> [String] {
		let named = field.type.namedType
		guard let target = self.type(named: named) else { return [named] }
		let node = target.fields.first { $0.name == "edges" }.flatMap { self.type(named: $0.type.namedType) }?.fields.first { $0.name == "node" }
		let results = target.fields.first { $0.name == "results" }
		return [named] + [node, results].compactMap { $0?.type.namedType }
	}

	/// A query field returning a Relay connection: a list paged by `first` and `after`, its items the
	/// `node` of each of its `edges`, when it has all of these and needs no other argument.
	private mutating func connection(_ field: GraphQLField, _ target: GraphQLTypeDefinition, label: String) -> (type: String, list: ImportedList)? {
		let named = target.name
		let node = target.fields.first { $0.name == "edges" }.flatMap { self.type(named: $0.type.namedType) }?
			.fields.first { $0.name == "node" }?.type.namedType
		let pageInfo = target.fields.first { $0.name == "pageInfo" }.flatMap { self.type(named: $0.type.namedType) }.map { Set($0.fields.map(\.name)) }
		let arguments = Set(field.arguments.map(\.name))
		let missing =
			(node == nil ? ["edges { node }"] : []) + (pageInfo?.isSuperset(of: ["hasNextPage", "endCursor"]) == true ? [] : ["pageInfo { hasNextPage endCursor }"])
			+ ["first", "after"].filter { !arguments.contains($0) }.map { "argument '\($0)'" }
		guard let node, missing.isEmpty else {
			log.warn(
				"\(label) returns Relay connection \(quoted: named) without \(missing.joined(separator: ", ")), which a spec's connection reads; it is left out",
				at: field.position)
			return nil
		}
		log.note(
			"\(label) returns Relay connection \(quoted: named) of \(quoted: node): a list paged by 'first' and 'after' (\"connection\": true)",
			at: field.position)
		var list = ImportedList(paginated: true, field: field.name)
		list.connection = true
		return (node, listFilters(field, list, label: label))
	}

	/// The list's filters: the fields of its `filter` argument's input type.
	private mutating func listFilters(_ field: GraphQLField, _ list: ImportedList, label: String) -> ImportedList {
		var list = list
		guard let filter = field.arguments.first(where: { $0.name == "filter" }) else { return list }
		guard let input = self.type(named: filter.type.namedType), input.kind == .input else { return list }
		list.filterInput = input.name
		for inputField in input.fields {
			let type = scalarType(inputField.type, owner: input.name, field: inputField.name, at: inputField.position)
			guard let type, [.string, .int, .double, .bool, .uuid].contains(type) || isEnum(type) else {
				log.warn("input field \(quoted: inputField.name) of \(quoted: input.name) is not a scalar or an enum; the filter is left out", at: inputField.position)
				continue
			}
			list.filters.append(ImportedFilter(name: ImportNaming.fieldName(for: inputField.name).name, type: type, parameter: inputField.name))
		}
		return list
	}

	/// One note for the list field's arguments no query passes (a connection of sixty optional
	/// arguments is not sixty findings): neither the list's own nor the entity's `arguments`.
	private mutating func noteUnpassed(_ queries: Queries, passing arguments: Set<String>) {
		guard queries.list != nil else { return }
		let unpassed = queries.listOptional.filter { !arguments.contains($0.name) }
		guard let first = unpassed.first else { return }
		let names = unpassed.map { "'\($0.name)'" }.joined(separator: ", ")
		log.note(
			"\(unpassed.count == 1 ? "argument" : "arguments") \(names) of \(queries.listLabel) \(unpassed.count == 1 ? "is" : "are") not passed by the generated query",
			at: first.position)
	}

	static func unwrapNonNull(_ type: GraphQLTypeReference) -> GraphQLTypeReference {
		if case .nonNull(let inner) = type { return inner }
		return type
	}

	static func isRelayConnection(_ type: GraphQLTypeDefinition) -> Bool {
		let names = Set(type.fields.map(\.name))
		return names.contains("edges") && (names.contains("pageInfo") || type.name.hasSuffix("Connection"))
	}

	func isEnum(_ type: SpecType) -> Bool {
		if case .enumType = type { return true }
		return false
	}
}
