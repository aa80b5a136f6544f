import ScaffoldBasics
import ScaffoldMustache
import ScaffoldSpec

/// The keys of a `PATCH` update (`"update": {"method": "PATCH"}`): the `{Name}Changes` the domain
/// fills, its `{Name}ChangesDTO` (every field optional; a nil is left out of the body, and a field
/// optional in the item is a double optional whose `.some(nil)` is sent as `null`) and the samples
/// the generated tests send, worked out here from the updated fixture.
struct ChangesContext {
	let entity: SpecEntity
	let names: EntityNames

	/// Whether the entity's update is a PATCH.
	var patches: Bool { entity.rest?.patchesUpdate ?? false }
	/// `{Name}Changes`, in the domain.
	var model: String { names.name + "Changes" }
	/// `{Name}ChangesDTO`, what the data source sends.
	var dto: String { GeneratedNames.dto(model) }
	/// `{Name}ChangesDTOMapper`, from the one to the other.
	var dtoMapper: String { GeneratedNames.dtoMapper(model) }

	/// The changeable fields, each made optional: nil means "not changed". A field optional in the
	/// item is optional twice (`String??`), so a PATCH can clear it: `.some(nil)` is sent as `null`.
	static func optionalized(_ fields: [SpecField]) -> [SpecField] {
		fields.map { field in
			var field = field
			field.type = .optional(field.type)
			return field
		}
	}

	/// The first changeable field of the domain that is optional in the item: the one the generated
	/// tests clear.
	private var clearedField: SpecField? {
		entity.changeableFields.first { $0.isInDomain && $0.type.isOptional }
	}

	/// The keys every file of the entity gets. `updated` is the updated fixture, asked for only
	/// when the entity patches: the generated tests change one field of it.
	func keys(updated: () -> JSONValue) -> ChangesKeys {
		// The other keys are read only inside `{{#hasPatch}}`: an entity that does not patch has none.
		guard patches else { return ChangesKeys(hasPatch: false, patch: nil) }
		let field = sampleField(in: updated())
		let json = field.map { "{" + JSONWriter.quoted($0.field.jsonKey) + ":" + $0.json + "}" } ?? ""
		return ChangesKeys(
			hasPatch: true,
			patch: ChangesKeys.Patch(
				changesModel: model, changesDTO: dto, changesDTOMapper: dtoMapper,
				// The one field the generated tests change: the first the updated fixture gives a value.
				patchField: field?.field.swiftName ?? "",
				patchFieldKey: SwiftLiteral.string(field?.field.jsonKey ?? ""),
				// The changes as JSON, a Swift string literal: `"{\"name\":\"Rick (updated)\"}"`.
				patchSample: SwiftLiteral.string(json),
				// The field the generated tests clear (sent as `"key":null`), none when every field is required.
				patchCleared: clearedField.map {
					[ChangesKeys.Cleared(field: $0.swiftName, body: SwiftLiteral.string("{" + JSONWriter.quoted($0.jsonKey) + ":null}"))]
				} ?? []))
	}

	/// The first changeable field the updated item gives a value other than null (JSON fields
	/// last: a JSON `null` would decode as no change), with its value as JSON text.
	private func sampleField(in updated: JSONValue) -> (field: SpecField, json: String)? {
		guard case .object(let members) = updated else { return nil }
		let values = Dictionary(members.map { ($0.key, $0.value.value) }) { first, _ in first }
		let ordered = entity.changeableFields.filter { !$0.type.containsJSON } + entity.changeableFields.filter(\.type.containsJSON)
		for field in ordered {
			guard let value = values[field.jsonKey], value != .null else { continue }
			let text = JSONWriter(indentation: .spaces(0)).write(value).split(separator: "\n").joined(separator: " ")
			return (field, text)
		}
		return nil
	}

	/// The `{Name}ChangesDTO`'s keys (`ChangesDTO.swift`): the changeable fields, every one optional,
	/// those optional in the item twice (`clears`), each with the type its value decodes as.
	func dtoContext(wire: WireType) -> ChangesDTOContext {
		let fields = entity.changeableFields
		return ChangesDTOContext(
			dto: dto,
			summary: SwiftLiteral.comment(
				"The fields of \(DomainContext.article(entity.name).lowercased()) \(DomainContext.words(entity.name)) a PATCH changes: a nil is left out of the body."),
			properties: fields.enumerated().map { index, field in
				let codingKey = field.needsCodingKey ? "\(field.swiftName) = \(SwiftLiteral.string(field.jsonKey))" : field.swiftName
				return ChangesDTOContext.Property(
					name: field.swiftName, dtoType: wire.spelling(.optional(field.type)), valueType: wire.spelling(field.type.unwrapped),
					codingKey: codingKey, clears: field.type.isOptional, comma: index == fields.count - 1 ? "" : ",")
			},
			usesJSON: fields.contains { $0.type.containsJSON })
	}
}

/// The keys of a `{Name}ChangesDTO` (`ChangesDTO.swift`).
struct ChangesDTOContext: FlattenedTemplateContext {
	/// One changeable field: optional in the DTO, optional twice when the item's is (`clears`).
	struct Property: TemplateContext {
		let name: String
		let dtoType: String
		let valueType: String
		let codingKey: String
		let clears: Bool
		let comma: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("dtoType", dtoType)
			object.set("valueType", valueType)
			object.set("codingKey", codingKey)
			object.set("clears", clears)
			object.set("comma", comma)
		}
	}

	let dto: String
	let summary: String
	let properties: [Property]
	let usesJSON: Bool

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("dto", dto)
		object.set("summary", summary)
		object.set("properties", properties)
		object.set("usesJSON", usesJSON)
	}
}
