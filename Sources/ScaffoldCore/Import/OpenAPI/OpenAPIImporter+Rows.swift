import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// A list whose rows are another, compact schema than the item (Resend's `ListDomainsItem` beside
/// `Domain`): the rows become the list's `row`, a model of their own keyed by the entity's identifier.
extension OpenAPIImporter {
	/// The row model of a list's element schema, or `nil` (warned, the list left out) when the rows
	/// do not carry the entity's identifier: nothing would lead from a row to its item.
	mutating func row(
		of element: JSONNode, component: String?, entity: ImportedEntity, label: String, answered: String, at position: SourcePosition
	) throws(Diagnostic) -> ImportedRow? {
		let listed = component.map { "'\($0)'" } ?? "another schema"
		guard let identifier = entity.identifier else { return nil }
		// The document's name for the rows, else (taken, or inline) the entity's rows.
		let fallback = entity.name + "Row"
		var name = component.map(ImportNaming.typeName) ?? fallback
		if !namer.isFree(entity: name) { name = fallback }
		var counter = 2
		while !namer.isFree(entity: name) {
			name = fallback + String(counter)
			counter += 1
		}
		let leftOut =
			"\(label) lists \(listed), not the \(entity.name) \(answered), and its rows have no \(quoted: identifier.key) of type \(identifier.type.swiftSpelling) to lead to their item; the list is left out"
		// Looked for before the fields are read, so a refused row leaves no notes or value types behind.
		let schema = try flattened(element)
		guard schema["properties"]?[identifier.key] != nil else {
			log.warn(leftOut, at: position)
			return nil
		}
		let fields = try fields(of: schema, owner: name)
		guard let carried = fields.first(where: { $0.key == identifier.key }), carried.type.unwrapped == identifier.type else {
			log.warn(leftOut, at: position)
			return nil
		}
		if carried.type.isOptional {
			log.note("\(quoted: carried.key) of \(name) is not required in the schema, but every row carries its item's identifier", at: schema.position)
		}
		namer.reserveEntity(name)
		// As for an entity (`ImportedEntity.adopt`): the stored model of the rows uses the name `identifier`.
		let rowFields = fields.filter { $0.key != carried.key }.map { field in
			guard field.name == "identifier" else { return field }
			log.warn("field 'identifier' of \(name) is renamed 'identifierValue': the stored model uses that name", at: field.position)
			var renamed = field
			renamed.name = "identifierValue"
			return renamed
		}
		return ImportedRow(name: name, summary: Self.sentence(element["description"]), fields: rowFields)
	}
}
