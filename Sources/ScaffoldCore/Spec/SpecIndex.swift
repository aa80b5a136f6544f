import ScaffoldBasics

/// A spec's declarations, entities and nested fields by name, for checks that look a name up
/// per field or per sample value.
///
/// ``Spec``'s own lookups (``Spec/entity(named:)``, ``Spec/nestedFields(of:)``) search the
/// arrays, which is what the generator wants for a handful of entities; a checker that looks up
/// every field of a spec of thousands would take quadratic time. This builds each table once and
/// answers exactly as ``Spec`` does (the first declaration or entity of a name wins).
final class SpecIndex {
	/// What a sample object of a value type or entity is checked against.
	struct Shape {
		/// The fields, in order.
		let fields: [SpecField]
		/// The first field of each JSON key.
		let byJSONKey: [String: SpecField]
		/// The fields a sample must hold, in order.
		let required: [SpecField]
	}

	private let spec: Spec
	private let entities: [String: Int]
	private let declarations: [String: Int]
	private var shapes: [String: Shape?] = [:]
	private var enumValues: [String: (values: [String], set: Set<String>)] = [:]

	init(_ spec: Spec) {
		self.spec = spec
		var entities: [String: Int] = [:]
		for (index, entity) in spec.entities.enumerated() where entities[entity.name] == nil { entities[entity.name] = index }
		var declarations: [String: Int] = [:]
		for (index, declaration) in spec.types.enumerated() where declarations[declaration.name] == nil { declarations[declaration.name] = index }
		self.entities = entities
		self.declarations = declarations
	}

	/// ``Spec/entity(named:)``.
	func entity(named name: String) -> SpecEntity? {
		entities[name].map { spec.entities[$0] }
	}

	/// ``Spec/declaration(named:)``.
	func declaration(named name: String) -> SpecDeclaration? {
		declarations[name].map { spec.types[$0] }
	}

	/// ``Spec/nestedFields(of:)``.
	func nestedFields(of name: String) -> [SpecField]? {
		declaration(named: name)?.fields ?? entity(named: name)?.allFields
	}

	/// ``Spec/nested(_:)``.
	func nested(_ field: SpecField) -> (name: String, fields: [SpecField])? {
		if let name = field.type.referencedEntity, let entity = entity(named: name) { return (name, entity.allFields) }
		guard let name = field.type.referencedTypeName, let declaration = declaration(named: name), declaration.kind == .valueType else {
			return nil
		}
		return (name, declaration.fields)
	}

	/// The fields of the value type or entity `name` by JSON key (see ``nestedFields(of:)``), made once per name.
	func shape(of name: String) -> Shape? {
		if let known = shapes[name] { return known }
		let shape = nestedFields(of: name).map { fields in
			Shape(
				fields: fields, byJSONKey: Dictionary(fields.map { ($0.jsonKey, $0) }, uniquingKeysWith: { first, _ in first }),
				required: fields.filter { !$0.type.isOptional })
		}
		shapes[name] = shape
		return shape
	}

	/// The raw values of the enum `name` (none for any other name), in order and as a set.
	func values(ofEnum name: String) -> (values: [String], set: Set<String>) {
		if let known = enumValues[name] { return known }
		let values = declaration(named: name)?.cases.map(\.value) ?? []
		let result = (values, Set(values))
		enumValues[name] = result
		return result
	}
}
