/// The JSON fixtures of one entity, as documents in the API's own shape.
struct Fixtures {
	/// `info.count` of every paginated sample response.
	static let totalCount = 40
	/// `info.pages` of every paginated sample response (two items a page).
	static let pageCount = 20

	let context: EntityContext

	/// Fixture name (without `.json`) and document, in a fixed order.
	func documents() -> [(name: String, document: JSONValue)] {
		let names = context.names
		let entity = context.entity
		var documents: [(String, JSONValue)] = [
			(names.fixtureDetail, item(.first)),
			(names.fixtureUpdated, item(.updated)),
			(names.fixtureList, .array([JSONNode(item(.first)), JSONNode(item(.second))])),
		]
		if let list = entity.rest?.list, list.paginated {
			documents.append((names.fixtureListResponse, page(next: .string(nextLink(list: entity.rest!.path)))))
		}
		if let graphQL = entity.graphQL {
			if let detail = graphQL.detail {
				documents.append((names.fixtureDetailQuery, object([(detail.field, item(.first))])))
			}
			if let list = graphQL.list {
				let results: JSONValue =
					list.paginated ? page(next: .number("2")) : .array([JSONNode(item(.first)), JSONNode(item(.second))])
				documents.append((names.fixtureListQuery, object([(list.field, results)])))
			}
		}
		return documents
	}

	/// One sample item with every property under its JSON key.
	func item(_ variant: SampleValues.Variant) -> JSONValue {
		let entity = context.entity
		var members = [(entity.identifier.jsonKey, context.samples.identifier(entity.identifier, variant))]
		members += entity.fields.map { ($0.jsonKey, context.samples.value(of: $0, variant, owner: entity.name)) }
		return object(members)
	}

	private func page(next: JSONValue) -> JSONValue {
		let info = object([
			("count", .number(String(Self.totalCount))), ("pages", .number(String(Self.pageCount))), ("next", next),
			("prev", .null),
		])
		return object([("info", info), ("results", .array([JSONNode(item(.first)), JSONNode(item(.second))]))])
	}

	private func nextLink(list path: String) -> String {
		"https://example.com/api" + path + "?page=2"
	}

	private func object(_ members: [(String, JSONValue)]) -> JSONValue {
		.object(members.map { JSONMember(key: $0.0, value: JSONNode($0.1)) })
	}
}
