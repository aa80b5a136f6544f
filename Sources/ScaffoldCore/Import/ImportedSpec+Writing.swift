import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Writes an ``ImportedSpec`` as spec text, the way `spec infer` writes its spec.
extension ImportedSpec {
	/// The spec text: tab-indented, newline-terminated, `jsonKeys` camelCase with a `jsonKey`
	/// wherever the Swift name differs from the key.
	func specText() -> String {
		var top: [(String, JSONValue)] = [("version", .integer(Spec.currentVersion)), ("feature", .string(feature))]
		if !types.isEmpty { top.append(("types", .list(types.map(Self.json)))) }
		top.append(("entities", .list(entities.map(Self.json))))
		return JSONWriter().write(.ordered(top))
	}

	private static func json(_ type: ImportedType) -> JSONValue {
		var members: [(String, JSONValue)] = [("name", .string(type.name))]
		if let summary = type.summary { members.append(("description", .string(summary))) }
		if let union = type.union {
			let names = ImportNaming.caseNames(union.cases.map(\.value))
			members.append((
				"union",
				.ordered([
					("discriminator", .string(union.discriminator)),
					("cases", .list(zip(names, union.cases).map { pair, unionCase in
						var members: [(String, JSONValue)] = [("name", .string(pair.name)), ("type", .string(unionCase.type))]
						if pair.name != pair.value { members.append(("value", .string(pair.value))) }
						return .ordered(members)
					})),
				])
			))
		} else if let cases = type.cases {
			members.append(("enum", .list(ImportNaming.caseNames(cases).map { pair in
				pair.name == pair.value
					? .ordered([("name", .string(pair.name))]) : .ordered([("name", .string(pair.name)), ("value", .string(pair.value))])
			})))
		} else {
			members.append(("fields", .list(type.fields.map(json))))
		}
		return .ordered(members)
	}

	private static func json(_ field: ImportedField) -> JSONValue {
		var members: [(String, JSONValue)] = [("name", .string(field.name)), ("type", .string(field.type.swiftSpelling))]
		if field.name != field.key { members.append(("jsonKey", .string(field.key))) }
		if let sample = field.sample { members.append(("sample", sample)) }
		if let summary = field.summary { members.append(("description", .string(summary))) }
		return .ordered(members)
	}

	private static func json(_ entity: ImportedEntity) -> JSONValue {
		var members: [(String, JSONValue)] = [("name", .string(entity.name))]
		if let summary = entity.summary { members.append(("description", .string(summary))) }
		if let identifier = entity.identifier {
			var id: [(String, JSONValue)] = [("name", .string(identifier.name)), ("type", .string(identifier.type.swiftSpelling))]
			if identifier.name != identifier.key { id.append(("jsonKey", .string(identifier.key))) }
			members.append(("identifier", .ordered(id)))
		}
		members.append(("fields", .list(entity.fields.map(json))))
		// An entity read by parent alone has no collection path, and writes none.
		if entity.restPath != nil || !entity.byParent.isEmpty {
			var rest: [(String, JSONValue)] = entity.restPath.map { [("path", .string($0))] } ?? []
			if let itemPath = entity.itemPath { rest.append(("itemPath", .string(itemPath))) }
			if let envelope = entity.envelope { rest.append(("envelope", .string(envelope))) }
			rest.append(("detail", .bool(entity.detail)))
			if let list = entity.list { rest.append(("list", json(list, graphQL: false))) }
			rest += [
				("create", write(entity.create, method: nil, envelope: entity.createEnvelope, encoding: entity.createEncoding)),
				("update", write(entity.update, method: entity.updateMethod, envelope: entity.updateEnvelope, encoding: entity.updateEncoding, answer: entity.updateAnswer)),
				("delete", .bool(entity.delete)),
			]
			if !entity.byParent.isEmpty {
				rest.append(
					(
						"byParent",
						.list(
							entity.byParent.map { read in
								.ordered(
									[("parent", .string(read.parent))] + (read.name.map { [("name", .string($0))] } ?? []) + [("path", .string(read.path))]
										+ (read.page.map { [("page", json($0))] } ?? []))
							})
					))
			}
			members.append(("rest", .ordered(rest)))
		}
		if entity.graphQLDetailField != nil || entity.graphQLList != nil {
			var graphQL: [(String, JSONValue)] = [
				("detail", entity.graphQLDetailField.map { .ordered([("field", .string($0))] + (entity.graphQLDetailOn.map { [("on", .string($0))] } ?? [])) } ?? .bool(false))
			]
			if let list = entity.graphQLList { graphQL.append(("list", json(list, graphQL: true))) }
			if !entity.graphQLArguments.isEmpty {
				let arguments = entity.graphQLArguments.map { argument -> JSONValue in
					let graphQLType = argument.graphQLType == SpecGraphQLArgument.defaultGraphQLType(argument.type) ? [] : [("graphQLType", JSONValue.string(argument.graphQLType))]
					return .ordered([("name", .string(argument.name)), ("type", .string(argument.type.swiftSpelling))] + graphQLType)
				}
				graphQL.append(("arguments", .list(arguments)))
			}
			if !entity.graphQLByParent.isEmpty {
				graphQL.append(("byParent", .list(entity.graphQLByParent.map(json))))
			}
			members.append(("graphql", .ordered(graphQL)))
		}
		members.append(("local", .string(SpecLocalStore.none.rawValue)))
		return .ordered(members)
	}

	/// A GraphQL `byParent` item: the operation and the argument keep their defaults.
	static func json(_ read: ImportedGraphQLParentRead) -> JSONValue {
		var members: [(String, JSONValue)] = [("parent", .string(read.parent))]
		if let name = read.name { members.append(("name", .string(name))) }
		members.append(("field", .string(read.field)))
		if let on = read.on { members.append(("on", .string(on))) }
		if read.argumentType != SpecParentRead.defaultArgumentType { members.append(("argumentType", .string(read.argumentType))) }
		members.append(("list", .string(read.list)))
		if read.connection { members.append(("connection", .bool(true))) }
		return .ordered(members)
	}

	/// A `create` or `update`: `true` or `false`, or an object when the body is wrapped or the
	/// update is no `PUT` or the body a form.
	private static func write(_ enabled: Bool, method: SpecWriteMethod?, envelope: String?, encoding: SpecWriteEncoding, answer: SpecWriteAnswer = .item) -> JSONValue {
		var members: [(String, JSONValue)] = []
		if let method, method != .put { members.append(("method", .string(method.rawValue))) }
		if let envelope { members.append(("envelope", .string(envelope))) }
		if encoding != .json { members.append(("encoding", .string(encoding.rawValue))) }
		if answer != .item { members.append(("answer", .string(answer.rawValue))) }
		return enabled && !members.isEmpty ? .ordered(members) : .bool(enabled)
	}

	/// A `list.page` object: the keys that differ from seed 004's shape.
	static func json(_ page: SpecPageShape) -> JSONValue {
		let standard = SpecPageShape()
		var members: [(String, JSONValue)] = []
		let size: [(String, JSONValue)] = page.sizeParameter.map { [("limit", .string($0))] } ?? []
		if page.continuation == .linkHeader { return .ordered([("linkHeader", .bool(true))] + size) }
		if let continuation = page.continuation {
			// A list continued by cursor or link has no counts: only its items, where the way sits, and the cursor's query item.
			members.append((continuation.role, .string(continuation.key)))
			if case .cursor = continuation, page.cursorIsNumber { members.append(("cursorType", .string("Int"))) }
			if let href = page.href { members.append(("href", .string(href))) }
			if case .cursor = continuation, page.parameter != "cursor" { members.append(("parameter", .string(page.parameter))) }
			if case .lastItem = continuation, page.parameter != "starting_after" { members.append(("parameter", .string(page.parameter))) }
			members += size
			if page.items != standard.items { members.append(("items", .string(page.items))) }
			// The flag of more items always sits beside them: no 'info' to write.
			if page.info != standard.info, continuation.role != "hasMore" { members.append(("info", page.info.map(JSONValue.string) ?? .null)) }
			return .ordered(members)
		}
		if let offset = page.offset {
			members += [("offset", .string(offset)), ("limit", .string(page.limit))]
		} else if page.parameter != standard.parameter {
			members.append(("parameter", .string(page.parameter)))
		}
		if page.items != standard.items { members.append(("items", .string(page.items))) }
		if page.info != standard.info { members.append(("info", page.info.map(JSONValue.string) ?? .null)) }
		if page.count != standard.count { members.append(("count", .string(page.count))) }
		if page.pages != standard.pages { members.append(("pages", page.pages.map(JSONValue.string) ?? .null)) }
		if !page.linked {
			members += [("next", .null), ("prev", .null)]
		}
		for (key, value, usual) in [("next", page.next, standard.next), ("prev", page.prev, standard.prev)] where page.linked && value != usual {
			members.append((key, .string(value)))
		}
		return .ordered(members)
	}

	private static func json(_ list: ImportedList, graphQL: Bool) -> JSONValue {
		var members: [(String, JSONValue)] = []
		if graphQL, let field = list.field { members.append(("field", .string(field))) }
		if graphQL && list.connection {
			members.append(("connection", .bool(true)))
		} else {
			members.append(("paginated", .bool(list.paginated)))
		}
		switch list.envelope {
		case .unwrapped?: members.append(("envelope", .null))
		case .key(let key)?: members.append(("envelope", .string(key)))
		case nil: break
		}
		if list.paginated && !list.page.isDefault { members.append(("page", json(list.page))) }
		if list.paginated, let size = list.pageSize { members.append(("pageSize", .number(String(size)))) }
		if graphQL, let input = list.filterInput, !list.filters.isEmpty { members.append(("filterInput", .string(input))) }
		if !list.filters.isEmpty {
			members.append(("filters", .list(list.filters.map { filter in
				var parts: [(String, JSONValue)] = [("name", .string(filter.name)), ("type", .string(filter.type.swiftSpelling))]
				if filter.parameter != filter.name { parts.append(("parameter", .string(filter.parameter))) }
				return .ordered(parts)
			})))
		}
		if let row = list.row {
			var parts: [(String, JSONValue)] = [("name", .string(row.name))]
			if let summary = row.summary { parts.append(("description", .string(summary))) }
			parts.append(("fields", .list(row.fields.map(json))))
			members.append(("row", .ordered(parts)))
		}
		return .ordered(members)
	}
}
