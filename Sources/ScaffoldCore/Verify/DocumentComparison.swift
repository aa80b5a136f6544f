import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Compares a spec with an OpenAPI document: the document is imported as `spec import` would,
/// then each entity, value type and enum of the spec is matched (by name, else by REST path)
/// and its fields compared by JSON key.
struct DocumentComparison {
	let spec: Spec
	let path: String
	private var findings: [Diagnostic] = []
	private var imported = ImportedSpec(feature: "")
	/// Value types already compared: a type containing itself (`[Category]`) is compared once.
	private var comparedTypes: Set<String> = []

	init(spec: Spec, path: String) {
		self.spec = spec
		self.path = path
	}

	mutating func compare(_ root: JSONNode) throws(Diagnostic) -> [Diagnostic] {
		var importer = OpenAPIImporter(
			document: OpenAPIDocument(root: root, version: root["openapi"]?.string ?? ""), path: path, options: SpecImport.Options(feature: spec.feature))
		imported = try importer.run()
		for entity in spec.entities {
			let match = imported.entities.first { $0.name == entity.name } ?? imported.entities.first { $0.restPath != nil && $0.restPath == entity.rest?.path }
			guard let match else {
				findings.append(
					.error(
						"the document has no resource for entity \(quoted: entity.name)" + (entity.rest.map { " (path \(quoted: $0.path))" } ?? ""),
						at: SourceLocation(path: path, position: root["paths"]?.position ?? root.position),
						notes: [.init("\(quoted: entity.name) is declared here", at: entity.location)]))
				continue
			}
			compare(entity.allFields, with: (match.identifier.map { [$0] } ?? []) + match.fields, owner: entity.name, at: match.position, ownerLocation: entity.location)
			if let rest = entity.rest, match.restPath != nil { compareEnvelope(rest, match, owner: entity.name) }
		}
		return findings
	}

	/// A spec that reads bare responses the document wraps (or the other way, or in another key)
	/// decodes none of them.
	private mutating func compareEnvelope(_ rest: SpecREST, _ documented: ImportedEntity, owner: String) {
		guard rest.envelope != documented.envelope else { return }
		let document = documented.envelope.map { "wraps them in \(quoted: $0)" } ?? "sends them bare"
		let spec = rest.envelope.map { "reads them inside \(quoted: $0)" } ?? "reads them bare"
		findings.append(
			.error(
				"the document's responses of \(owner): it \(document), but the spec \(spec)",
				at: SourceLocation(path: path, position: documented.envelopePosition ?? documented.position),
				notes: [.init("\(owner)'s REST endpoints are declared here", at: rest.location)]))
	}

	private mutating func compare(_ fields: [SpecField], with documented: [ImportedField], owner: String, at position: SourcePosition?, ownerLocation: SourceLocation) {
		for field in fields {
			guard let other = documented.first(where: { $0.key == field.jsonKey }) else {
				drift("the document has no property \(quoted: field.jsonKey) for field \(quoted: field.name) of \(owner)", at: position, field)
				continue
			}
			compare(field, other, owner: owner)
		}
		for other in documented where !fields.contains(where: { $0.jsonKey == other.key }) {
			findings.append(
				Diagnostic(
					.note, "property \(quoted: other.key) is not in the spec: \(owner) ignores it", at: SourceLocation(path: path, position: other.position),
					notes: [.init("\(owner) is declared here", at: ownerLocation)]))
		}
	}

	private mutating func compare(_ field: SpecField, _ other: ImportedField, owner: String) {
		if !field.type.isOptional && other.type.isOptional {
			drift("property \(quoted: other.key) may be null or missing, but field \(quoted: field.name) of \(owner) is required", at: other.position, field)
		}
		compare(field.type.unwrapped, other.type.unwrapped, field: field, other: other, owner: owner)
	}

	private mutating func compare(_ type: SpecType, _ documented: SpecType, field: SpecField, other: ImportedField, owner: String) {
		switch (type, documented) {
		case (.array(let element), .array(let otherElement)):
			compare(element.unwrapped, otherElement.unwrapped, field: field, other: other, owner: owner)
		case (.enumType(let name), .enumType(let otherName)):
			let known = spec.declaration(named: name)?.cases.map(\.value) ?? []
			let documentedCases = imported.types.first { $0.name == otherName }?.cases ?? []
			for value in documentedCases where !known.contains(value) {
				drift("property \(quoted: other.key) may be \(quoted: value), a value enum \(name) does not know", at: other.position, field)
			}
		case (.valueType(let name), .valueType(let otherName)):
			guard comparedTypes.insert(name).inserted, let declaration = spec.declaration(named: name),
				let documentedType = imported.types.first(where: { $0.name == otherName })
			else { return }
			compare(declaration.fields, with: documentedType.fields, owner: name, at: documentedType.position, ownerLocation: declaration.location)
		case (.url, .string), (.date, .string), (.uuid, .string), (.decimal, .double), (.enumType, .string), (.string, .enumType):
			break  // the spec may be more precise than the document, or read an enum as text
		default:
			if type != documented {
				drift("property \(quoted: other.key) is \(documented) in the document, but field \(quoted: field.name) of \(owner) is \(type)", at: other.position, field)
			}
		}
	}

	private mutating func drift(_ message: String, at position: SourcePosition?, _ field: SpecField) {
		findings.append(
			.error(message, at: SourceLocation(path: path, position: position), notes: [.init("\(quoted: field.name) is declared here as \(field.type)", at: field.location)]))
	}
}
