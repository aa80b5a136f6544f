import ScaffoldBasics

/// `rest.list.row`: a list whose rows are a compact model of their own beside the item (Resend's
/// `ListDomainsItem` beside `Domain`).
///
/// The rows become an entity of their own, made here from the `row` object: the owner's identifier
/// (name, type, JSON key), the row's fields, the owner's path, store and repository options, and
/// the list alone (no detail, no writes). Every stage after the decoder then gives the rows what any
/// listed entity gets (DTO, domain model, mappers, page slice, stores, mocks, fixtures, tests), and the
/// owner keeps its detail and writes without the list.
extension SpecDecoder {
	/// The entity, then the entity of its list's rows when its `rest.list` has a `row`.
	mutating func splittingListRow(_ entity: SpecEntity, node: JSONNode, context: String) -> [SpecEntity] {
		guard let rowNode = node["rest"]?["list"]?["row"], var rest = entity.rest, let list = rest.list else { return [entity] }
		let listContext = "\(context).rest.list"
		guard let object = reader.object(rowNode, context: "\(listContext).row", keys: SpecKeys.listRow, required: ["fields"]) else {
			return [entity]
		}
		let written = reader.string(object, "name")
		if let written, let problem = SpecNameRules.typeNameProblem(written.value, role: "row") {
			reader.error(problem, at: written.position)
			return [entity]
		}
		let name = written?.value ?? entity.name + "Row"
		if name == entity.name {
			reader.error(
				"\(object.path("name")) names the row like its entity \(quoted: entity.name); the row is a model of its own: name it otherwise (\(quoted: entity.name + "Row"))",
				at: written?.position ?? rowNode.position)
			return [entity]
		}
		let plural = reader.string(object, "plural")
		if let plural, let problem = SpecNameRules.typeNameProblem(plural.value, role: "plural") {
			reader.error(problem, at: plural.position)
			return [entity]
		}
		if entity.local.keepsItemsWhole {
			reader.error(
				"\(listContext) lists rows of their own, which a Keychain store cannot keep beside the items (it keeps items one by one); remove 'row' or keep \(quoted: entity.name) in another store",
				at: rowNode.position)
			return [entity]
		}
		let summary = reader.string(object, "description", atMost: SpecLimits.descriptionLength)?.value
		let rowName = Name(name)
		let fields = reader.array(object, "fields").map { decodeFields($0, context: object.path("fields"), owner: rowName.plural(override: plural?.value)) } ?? []
		if let clash = fields.first(where: { $0.name == entity.identifier.name || $0.jsonKey == entity.identifier.jsonKey }) {
			reader.error(
				"field \(quoted: clash.name) of \(object.path("fields")) is the identifier \(quoted: entity.identifier.name) (JSON key \(quoted: entity.identifier.jsonKey)), which every row carries already as \(entity.name)'s; remove it",
				at: clash.location.position ?? rowNode.position)
			return [entity]
		}
		var owner = entity
		var rowREST = rest
		rest.list = nil
		owner.rest = rest
		owner.listRow = name
		rowREST.detail = false
		rowREST.create = false
		rowREST.update = false
		rowREST.delete = false
		rowREST.byParent = []
		rowREST.list = list
		var row = SpecEntity(
			name: name, pluralOverride: plural?.value,
			summary: summary ?? "A row of the \(entity.name) list, as the list sends it (the detail is \(entity.name)).",
			identifier: entity.identifier, fields: fields, rest: rowREST, graphQL: nil, local: entity.local, keychain: nil,
			repository: entity.repository, location: reader.location(rowNode.position))
		row.rowOf = entity.name
		return [owner, row]
	}
}
