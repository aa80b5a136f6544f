import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// What an importer found in an API description, before it is written as a spec: the
/// neutral form both the OpenAPI and the GraphQL importers produce, so the spec is written,
/// named and checked in one place.
package struct ImportedSpec {
	var feature: String
	var types: [ImportedType] = []
	package var entities: [ImportedEntity] = []
	/// The OpenAPI document it was imported from, read once, for the check of its examples
	/// (``OpenAPIExampleCheck``); `nil` for a GraphQL schema.
	var openAPIDocument: OpenAPIDocument?
	/// GraphQL: the most levels of object types the import wrote out below an entity.
	var graphQLLevels = 0
}

/// A field of an entity or a value type.
package struct ImportedField {
	/// The key in JSON (`air_date`).
	package var key: String
	/// The Swift name (`airDate`).
	var name: String
	package var type: SpecType
	var sample: JSONValue?
	var summary: String?
	/// Where the document declares it (for `spec verify`).
	var position: SourcePosition?
}

/// A value type (fields) or a string enum (cases).
struct ImportedType {
	var name: String
	var summary: String?
	var fields: [ImportedField] = []
	/// The raw values, when this is an enum.
	var cases: [String]?
	/// The discriminator and cases, when this is a union.
	var union: ImportedUnion?
	var position: SourcePosition?
}

/// A union of value types (OpenAPI's `oneOf` with a `discriminator`): the key naming the case,
/// and per case its value type and the discriminator's value for it.
struct ImportedUnion: Equatable {
	var discriminator: String
	var cases: [(type: String, value: String)]

	static func == (lhs: ImportedUnion, rhs: ImportedUnion) -> Bool {
		lhs.discriminator == rhs.discriminator && lhs.cases.map(\.type) == rhs.cases.map(\.type) && lhs.cases.map(\.value) == rhs.cases.map(\.value)
	}
}

/// A filter of a list: a query parameter or a field of a GraphQL input type.
package struct ImportedFilter {
	var name: String
	var type: SpecType
	package var parameter: String
}

/// A list operation.
package struct ImportedList {
	package var paginated: Bool
	/// REST: the page's query item and keys, when they are not seed 004's.
	package var page = SpecPageShape()
	/// REST: the page size the API documents (a limit's default), for `pageSize`.
	package var pageSize: Int?
	package var filters: [ImportedFilter] = []
	/// REST: the model of the list's rows when they are another, compact schema than the item
	/// (`rest.list.row`).
	package var row: ImportedRow?
	/// REST: the list's own envelope, when its response is wrapped otherwise than the item's
	/// (RealWorld's `{"articles": […], "articlesCount": 31}` beside `{"article": {…}}`).
	package var envelope: SpecListEnvelope?
	/// GraphQL only: whether the list is a Relay connection.
	var connection = false
	/// GraphQL only: the root query field and the filter's input type.
	var field: String?
	var filterInput: String?
}

/// The rows of a list that lists a compact schema beside the item (Resend's `ListDomainsItem`):
/// its fields but the identifier, which every row carries as the entity's.
package struct ImportedRow {
	package var name: String
	var summary: String?
	package var fields: [ImportedField]
}

/// A read of an entity's items by a parent's identifier, from a child list
/// `/parents/{id}/children`: one item of `rest.byParent`.
package struct ImportedParentRead: Equatable {
	/// The parent entity's name.
	package var parent: String
	/// The read's `name` when the entity has another read by the same parent (`Starred`), else nil.
	package var name: String? = nil
	/// The child list's path, its placeholder as the document writes it.
	package var path: String
	/// The page of a child list paged as its entity's paginated list (written again), or nil.
	package var page: SpecPageShape? = nil
}

/// A read of an entity's items through a parent's detail field, from a list field of the parent
/// (`episode: [Episode]` of `Character`): one item of `graphql.byParent`.
package struct ImportedGraphQLParentRead: Equatable {
	/// The parent entity's name.
	package var parent: String
	/// The read's `name` when the entity has another read by the same parent (`Starred`), else nil.
	package var name: String? = nil
	/// The parent's detail field, which takes its identifier as `id`.
	package var field: String
	/// The detail's type condition, when it is Relay's `node`.
	package var on: String?
	/// The type of the detail field's `id` argument.
	package var argumentType: String
	/// The parent's field listing the items.
	package var list: String
	/// Whether that field is a Relay connection.
	package var connection: Bool
}

/// An entity and the operations its source offers.
package struct ImportedEntity {
	package var name: String
	var summary: String?
	package var identifier: ImportedField?
	package var fields: [ImportedField] = []
	/// REST: the collection path and its operations.
	package var restPath: String?
	/// REST: the item path, when it is not the one a spec assumes (`/users/{login}`).
	package var itemPath: String?
	/// REST: the key every response wraps its payload in (`data`).
	package var envelope: String?
	/// The response the envelope was read from.
	var envelopePosition: SourcePosition?
	package var detail = false
	package var list: ImportedList?
	package var create = false
	package var update = false
	/// REST: the key the create's and the update's request bodies are wrapped in (`article`), if any.
	package var createEnvelope: String?
	package var updateEnvelope: String?
	/// REST: the update's method: `PUT`, or `POST` on the item when the document has no `PUT`.
	package var updateMethod = SpecWriteMethod.put
	/// REST: whether the create's and the update's bodies are forms (`application/x-www-form-urlencoded`).
	package var createEncoding = SpecWriteEncoding.json
	package var updateEncoding = SpecWriteEncoding.json
	/// REST: what the update answers; `.none` when it is not the item, which is read again (`"answer": "none"`).
	package var updateAnswer = SpecWriteAnswer.item
	package var delete = false
	/// REST: the reads of its items by a parent's identifier (`rest.byParent`), from child lists.
	package var byParent: [ImportedParentRead] = []
	/// GraphQL: the root query fields.
	var graphQLDetailField: String?
	/// GraphQL: the type condition of the detail's selection (`node`'s `... on Repository`).
	var graphQLDetailOn: String?
	var graphQLList: ImportedList?
	/// GraphQL: the required arguments its queries pass besides their own (`graphql.arguments`).
	var graphQLArguments: [SpecGraphQLArgument] = []
	/// GraphQL: the reads of its items through a parent's detail field (`graphql.byParent`).
	var graphQLByParent: [ImportedGraphQLParentRead] = []
	var position: SourcePosition?
}

extension ImportedEntity {
	/// Sets the entity's fields, taking out the identifier: the first field keyed by one of `keys`
	/// whose type is `Int`, `String` or `UUID`, made non-optional (a spec's identifier is always
	/// present). A field named `identifier` becomes `identifierValue`: the stored model uses that
	/// name. Returns the identifier as the document declared it, or `nil` when there is none (the
	/// OpenAPI importer has refused the entity with an error by then, see `identifierKey`; the
	/// GraphQL importer warns).
	mutating func adopt(_ fields: [ImportedField], identifierKeys keys: [String], log: inout ImportLog, at position: SourcePosition?) -> ImportedField? {
		var fields = fields
		var found: ImportedField?
		for key in keys {
			guard let index = fields.firstIndex(where: { $0.key == key }), [.int, .string, .uuid].contains(fields[index].type.unwrapped) else { continue }
			found = fields.remove(at: index)
			identifier = found
			identifier?.type = found?.type.unwrapped ?? .int
			identifier?.sample = nil
			break
		}
		for index in fields.indices where fields[index].name == "identifier" {
			fields[index].name = "identifierValue"
			log.warn("field 'identifier' of \(name) is renamed 'identifierValue': the stored model uses that name", at: position)
		}
		self.fields = fields
		return found
	}
}

/// The diagnostics of one import, all pointing into the imported document.
package struct ImportLog {
	let path: String
	package var diagnostics: [Diagnostic] = []

	mutating func note(_ message: String, at position: SourcePosition?) {
		diagnostics.append(Diagnostic(.note, message, at: SourceLocation(path: path, position: position)))
	}

	/// Adds `text` to the end of the note at `index`: what one place says is said in one note.
	mutating func append(_ text: String, toNote index: Int) {
		let note = diagnostics[index]
		diagnostics[index] = Diagnostic(note.severity, note.message + text, at: note.location, notes: note.notes)
	}

	mutating func warn(_ message: String, at position: SourcePosition?) {
		diagnostics.append(.warning(message, at: SourceLocation(path: path, position: position)))
	}

	mutating func error(_ message: String, at position: SourcePosition?) {
		diagnostics.append(.error(message, at: SourceLocation(path: path, position: position)))
	}

	/// Drops what an `{Entity}Summary`'s fields repeat of the entity's: the summary is written from
	/// the same definition, so each of its fields would say again, at the same line, what the
	/// entity's field says (`summaries`: summary name → entity name). Exact repeats go too.
	mutating func dropRepeats(ofSummaries summaries: [String: String]) {
		func key(_ diagnostic: Diagnostic) -> String {
			var text = diagnostic.description
			for (summary, entity) in summaries where text.contains(summary) {
				text = text.replacing(summary, with: entity)
			}
			return text
		}
		let mentionsSummary = diagnostics.map { diagnostic in summaries.keys.contains { diagnostic.message.contains($0) } }
		var said = Set(diagnostics.indices.filter { !mentionsSummary[$0] }.map { key(diagnostics[$0]) })
		var kept: [Diagnostic] = []
		var exact: Set<String> = []
		for (index, diagnostic) in diagnostics.enumerated() {
			if mentionsSummary[index] {
				guard said.insert(key(diagnostic)).inserted else { continue }
			} else if !exact.insert(diagnostic.description).inserted {
				continue
			}
			kept.append(diagnostic)
		}
		diagnostics = kept
	}
}
