import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec

/// How a DTO or a domain model stores a field held by reference (``Spec/isHeldByReference(_:in:)``,
/// `Indirect.swift`): a private `Indirect<T>?` named after the field (`_parent`), shown as the
/// plain optional by a computed property of the field's own name, so `category.parent?.name` reads
/// as for any field and the initializer takes the plain optional.
struct IndirectStorage: TemplateContext {
	/// The stored property's name: the field's, after an underscore (`_parent`; `_default` for `` `default` ``).
	let storage: String
	/// Its type, `Indirect<CategoryDTO>?`.
	let storageType: String
	/// The Swift that boxes the initializer's argument: `parent.map(Indirect.init)`.
	let boxing: String

	/// The support type's name, as the feature's `Indirect.swift` declares it.
	static let typeName = GeneratedNames.indirect

	/// `spelling` names the value type as the file spells it (`CategoryDTO` in a DTO).
	init(_ field: SpecField, spelling: (SpecType) -> String) {
		storage = "_" + field.name
		storageType = "\(Self.typeName)<\(spelling(field.type.unwrapped))>?"
		boxing = "\(field.swiftName).map(\(Self.typeName).init)"
	}

	/// The keys of the `indirect` list's one item: `storage`, `storageType`, `boxing`.
	var context: TemplateValue { templateValue }

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("storage", storage)
		object.set("storageType", storageType)
		object.set("boxing", boxing)
	}
}
