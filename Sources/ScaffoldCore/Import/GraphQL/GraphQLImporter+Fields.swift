import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// GraphQL fields → spec fields: non-null and lists mapped, scalars and enums typed, object
/// types made value types, interfaces flattened, unions made spec unions (GraphQLImporter+Unions),
/// connections left out with a warning, but those of another entity, read by parent (GraphQLImporter+ParentReads).
extension GraphQLImporter {
	/// The entity of `definition`, identified by its field `identifier` (``identifierField(of:)``).
	mutating func entity(_ definition: GraphQLTypeDefinition, _ queries: Queries, identifier: String) -> ImportedEntity {
		let name = entities[definition.name] ?? definition.name
		var entity = ImportedEntity(name: name, summary: definition.description.flatMap { OpenAPIImporter.sentence(JSONNode(.string($0))) })
		if entity.adopt(fields(of: definition, owner: name), identifierKeys: [identifier], log: &log, at: definition.position) == nil {
			// The field was found among the type's scalars: losing it on the way is a bug, said loudly.
			log.error("the identifier \(quoted: identifier) of \(quoted: definition.name) was not imported as a field", at: definition.position)
		}
		entity.position = definition.position
		entity.graphQLDetailField = queries.detail?.name
		entity.graphQLDetailOn = queries.detailOn
		entity.graphQLList = queries.list
		if queries.detail == nil {
			log.note("no query field fetches one \(quoted: definition.name) by id; the entity has no detail", at: queries.position)
		}
		return entity
	}

	/// The fields of an object or interface type, with the fields of the interfaces it implements.
	mutating func fields(of definition: GraphQLTypeDefinition, owner: String) -> [ImportedField] {
		var all = definition.fields
		var allNames = Set(all.map(\.name))
		for interface in definition.interfaces {
			for field in self.type(named: interface)?.fields ?? [] where allNames.insert(field.name).inserted { all.append(field) }
		}
		var fields: [ImportedField] = []
		var names: Set<String> = []
		var optional = 0
		for field in all {
			if field.arguments.contains(where: { if case .nonNull = $0.type { true } else { false } }) {
				log.warn("field \(quoted: field.name) of \(quoted: definition.name) needs arguments, which a spec cannot pass; it is left out", at: field.position)
				continue
			}
			if let list = parentList(field, owner: owner) {
				parentLists.append(list)
				// A connection pages inside the parent, which no field can: the read by parent alone reads it.
				if list.connection != nil { continue }
			}
			leadsBack = false
			let found = type(of: field.type, owner: owner, field: field.name, at: field.position)
			heldByReference = false
			leadsBack = false
			guard let type = found else { continue }
			// A field held by reference is optional even with a '!' (its own note says why).
			var hasBang = false
			if case .nonNull = field.type { hasBang = true }
			if type.isOptional && !hasBang { optional += 1 }
			var (name, isMadeUp) = ImportNaming.fieldName(for: field.name)
			if isMadeUp { log.warn("field \(quoted: field.name) of \(quoted: definition.name) is not a Swift identifier; it is named \(quoted: name)", at: field.position) }
			if names.contains(name) { name += String(fields.count + 1) }
			names.insert(name)
			fields.append(ImportedField(key: field.name, name: name, type: type, summary: field.description.flatMap { OpenAPIImporter.sentence(JSONNode(.string($0))) }, position: field.position))
		}
		// A summary's fields are the entity's: the entity says it already.
		if optional > 0 && summaries[owner] == nil {
			log.note("\(optional) of the \(fields.count) fields of \(quoted: definition.name) have no '!', so they are optional", at: definition.position)
		}
		return fields
	}

	/// The spec type of a field's type: `T` → `T?`, `T!` → `T`, `[T!]` → `[T]?`.
	mutating func type(of reference: GraphQLTypeReference, owner: String, field: String, at position: SourcePosition, inArray: Bool = false) -> SpecType? {
		switch reference {
		case .nonNull(let inner):
			// A type that contains itself stays optional, non-null or not: a value of it must end.
			guard let type = type(of: inner, owner: owner, field: field, at: position, inArray: inArray) else { return nil }
			if case .list = inner, leadsBack {
				// A query stops where a type contains itself (GraphQLQueries.selection): the inner
				// one answers without this list, which must then decode as nil.
				log.note(
					"field \(quoted: field) of \(owner) lists a type being written out again: it is optional, so that the query can stop selecting it where the type contains itself",
					at: position)
				return type
			}
			return heldByReference ? type : type.unwrapped
		case .list(let element):
			guard let inner = type(of: element, owner: owner, field: field, at: position, inArray: true) else { return nil }
			return .optional(.array(inner))
		case .named(let name):
			heldByReference = false
			guard let base = namedType(name, owner: owner, field: field, at: position, inArray: inArray) else { return nil }
			return .optional(base)
		}
	}

	mutating func namedType(_ name: String, owner: String, field: String, at position: SourcePosition, inArray: Bool) -> SpecType? {
		if let scalar = scalarType(.named(name), owner: owner, field: field, at: position) { return scalar }
		guard let definition = self.type(named: name) else {
			log.warn("field \(quoted: field) of \(owner) has type \(quoted: name), which the schema does not define; it is left out", at: position)
			return nil
		}
		switch definition.kind {
		case .union:
			return union(definition, owner: owner, field: field, at: position, inArray: inArray)
		case .input, .scalar, .enumeration:
			return nil
		case .object, .interface:
			if Self.isRelayConnection(definition) {
				log.warn("field \(quoted: field) of \(owner) is Relay connection \(quoted: name); a spec cannot page inside a type, so it is left out", at: position)
				return nil
			}
			if let index = building.firstIndex(where: { $0.type == name }) {
				leadsBack = true
				if !inArray && !building[(index + 1)...].contains(where: \.inArray) {
					heldByReference = true
					let again = "contains \(quoted: name) again without a list between"
					if let embed = embedNotes[owner], embed.position == position, valueTypes[name] == owner {
						// The entity's own field, written out once more in its summary: one note says both.
						log.append(
							", whose \(quoted: field) \(again): it is optional there, and held by reference so that a struct can contain itself",
							toNote: embed.index)
					} else {
						log.note(
							"field \(quoted: field) of \(owner) \(again): it is optional, and held by reference so that a struct can contain itself", at: position)
					}
				}
				return .valueType(valueTypes[name] ?? name)
			}
			if let existing = valueTypes[name] {
				// A type written out already may lead back, without a list, to one still being written:
				// a struct containing itself, unless a list lies on the way round.
				if !inArray, let index = building.firstIndex(where: { reachesWithoutList(from: existing).contains(valueTypes[$0.type] ?? $0.type) }),
					!building[(index + 1)...].contains(where: \.inArray)
				{
					heldByReference = true
					log.note(
						"field \(quoted: field) of \(owner) leads back to \(quoted: building[index].type) through \(quoted: name) without a list between: it is optional, and held by reference so that a struct can contain itself",
						at: position)
				}
				return .valueType(existing)
			}
			if let depth = options.depth, building.count >= depth {
				cutByDepth.append((field, owner, position))
				return nil
			}
			// An entity embedded in another type is its `{Entity}Summary`: a value type with all of
			// the entity's fields (a spec field cannot use an entity), written out like any other, so
			// that a cycle back to it is held by reference.
			let entity = entities[name]
			let typeName = namer.unique(entity.map { $0 + "Summary" } ?? ImportNaming.typeName(name))
			valueTypes[name] = typeName
			if let entity {
				summaries[typeName] = entity
				embedNotes[typeName] = (log.diagnostics.count, position)
				log.note("field \(quoted: field) of \(owner) embeds entity \(quoted: entity): it gets value type \(quoted: typeName) with \(shortened: entity)'s fields", at: position)
			}
			if definition.kind == .interface {
				log.note("field \(quoted: field) of \(owner) is interface \(quoted: name): flattened to value type \(quoted: typeName) with the interface's fields", at: position)
			}
			building.append((name, inArray))
			spec.graphQLLevels = max(spec.graphQLLevels, building.count)
			let fields = fields(of: definition, owner: typeName)
			building.removeLast()
			let summary = entity.map { "The part of \(Name($0).lowerCamel) that other types embed." }
			spec.types.append(
				ImportedType(
					name: typeName, summary: summary ?? definition.description.flatMap { OpenAPIImporter.sentence(JSONNode(.string($0))) }, fields: fields,
					position: definition.position))
			return .valueType(typeName)
		}
	}

	/// The value types written out already that `name` holds through fields that are no lists,
	/// transitively, `name` included.
	private func reachesWithoutList(from name: String) -> Set<String> {
		var reached: Set<String> = []
		var pending = [name]
		while let next = pending.popLast() {
			guard reached.insert(next).inserted, let type = spec.types.first(where: { $0.name == next }) else { continue }
			for field in type.fields {
				if case .valueType(let held) = field.type.unwrapped { pending.append(held) }
			}
		}
		return reached
	}

	/// GraphQL's built-in scalars as spec types (`ID` is text).
	static let builtinScalars: [String: SpecType] = ["String": .string, "ID": .string, "Int": .int, "Float": .double, "Boolean": .bool]

	/// Built-in scalars, custom scalars (through `scaffold.json`'s `scalars`) and enums; `nil` for other types.
	mutating func scalarType(_ reference: GraphQLTypeReference, owner: String, field: String, at position: SourcePosition) -> SpecType? {
		guard case .named(let name) = Self.unwrapNonNull(reference) else { return nil }
		if let builtin = Self.builtinScalars[name] { return builtin }
		guard let definition = self.type(named: name) else { return nil }
		switch definition.kind {
		case .scalar:
			if let mapped = options.scalars[name], let type = SpecType.builtin(named: mapped) {
				return type
			}
			if Self.likelyType(of: name) == "JSON" {
				// A scalar named for JSON holds any value: read as String, no object would decode.
				if warnedScalars.insert(name).inserted {
					log.note(
						"custom scalar \(quoted: name) (field \(quoted: field) of \(owner)) is read as JSON, which decodes any value; map it in scaffold.json's \"scalars\" to read it otherwise",
						at: position)
				}
				return .json
			}
			if warnedScalars.insert(name).inserted {
				log.warn(
					"custom scalar \(quoted: name) (field \(quoted: field) of \(owner)) is read as String; map it in scaffold.json's \"scalars\", e.g. \"\(shortened: name)\": \"\(Self.likelyType(of: name))\"",
					at: position)
			}
			return .string
		case .enumeration:
			if let existing = enumTypes[name] { return .enumType(existing) }
			let typeName = namer.uniqueEnum(ImportNaming.typeName(name))
			enumTypes[name] = typeName
			spec.types.append(ImportedType(name: typeName, summary: definition.description, cases: definition.enumValues))
			return .enumType(typeName)
		default:
			return nil
		}
	}

	/// The built-in type a custom scalar's name suggests, for the hint.
	static func likelyType(of scalar: String) -> String {
		let lower = scalar.lowercased()
		if lower.contains("json") { return "JSON" }
		if lower.contains("date") || lower.contains("time") { return "Date" }
		if lower.contains("url") || lower.contains("uri") { return "URL" }
		if lower.contains("uuid") { return "UUID" }
		if lower.contains("money") || lower.contains("decimal") || lower.contains("price") { return "Decimal" }
		return "String"
	}
}
