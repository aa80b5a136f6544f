/// The outline of a type declaration that the macros expand: what it is, what it is called, how visible it
/// is, and its stored properties with their attributes.
struct DeclarationOutline {
	enum Kind: String {
		case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
	}

	let kind: Kind
	let name: String
	let modifiers: [String]
	/// The `class`/`struct`/… keyword, where diagnostics about the declaration point.
	let keyword: Token
	let storedProperties: [StoredProperty]

	/// The access modifier generated members need so that they can witness the protocol requirements of a
	/// public type; empty for internal and narrower types.
	var memberAccess: String {
		if modifiers.contains("public") || modifiers.contains("open") { return "public " }
		if modifiers.contains("package") { return "package " }
		return ""
	}
}

/// A stored instance property as written in the type's body.
struct StoredProperty: Equatable {
	/// The name as written, backticks included, to be used in generated key paths.
	let name: String
	let attributes: [AttributeUse]
	let isConstant: Bool
	/// The type annotation as written (`Int?`), or `nil` when the type is inferred from the initializer.
	var type: String? = nil
	/// The initializer expression as written (`0`), if the property has one: its default value.
	var initializer: String? = nil

	/// The name without backticks, as SwiftData reports it.
	var bareName: String {
		name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
	}

	func attribute(named name: String) -> AttributeUse? {
		attributes.first { $0.name == name || $0.name == "SwiftData.\(name)" }
	}
}

/// An attribute such as `@Attribute(.unique)`: its name and its arguments' source text.
struct AttributeUse: Equatable {
	let name: String
	/// The text between the parentheses, verbatim; `nil` when the attribute has no argument clause.
	let arguments: String?
}
