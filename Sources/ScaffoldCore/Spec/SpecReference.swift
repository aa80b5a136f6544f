import ScaffoldBasics

/// How an entity's field refers to another entity of the spec (`"type": "[Character]"`).
///
/// Nested, the API sends the referenced entity whole: DTOs nest its DTO, GraphQL selects its
/// fields, and a store keeps the graph (SwiftData as a `@Relationship`). By identifier, the API
/// sends only its identifier: the field's ``SpecField/type`` is then the referenced entity's
/// identifier type (`[Int]`), and nothing else about the field differs from a scalar.
package struct SpecReference: Sendable, Equatable {
	/// What the API sends for the referenced entity.
	package enum Mode: String, Sendable, CaseIterable {
		/// The whole entity, nested.
		case nested
		/// Only its identifier.
		case identifier
	}

	/// What happens to the referenced entities when the entity holding them is deleted from a store.
	package enum DeleteRule: String, Sendable, CaseIterable {
		/// They are deleted too (everywhere they appear): parent and child.
		case cascade
		/// They stay; the deleted entity simply no longer refers to them.
		case nullify

		/// Swift's spelling in `@Relationship(deleteRule:)`.
		package var swiftDataSpelling: String { "." + rawValue }
	}

	/// The referenced entity's name.
	package var entity: String
	/// Nested or by identifier.
	package var mode: Mode
	/// Whether the field holds many (`[Character]`).
	package var isToMany: Bool
	/// The delete rule: the spec's `deleteRule`, else `cascade` for many and `nullify` for one.
	package var deleteRule: DeleteRule
	/// The back-pointer SwiftData keeps on the referenced entity's model: the spec's `inverse`,
	/// else the owner's plural in lower camel case (`episodes`).
	package var inverse: String
	/// Where the spec wrote `inverse`, if it did (its errors point there).
	package var inverseLocation: SourceLocation?
	/// Where the spec wrote `deleteRule`, if it did.
	package var deleteRuleLocation: SourceLocation?

	/// Whether the API nests the whole entity.
	package var isNested: Bool { mode == .nested }

	/// The rule for a field the spec gave none: a parent deletes its children, a to-one reference
	/// points at something that lives on its own.
	static func defaultRule(toMany: Bool) -> DeleteRule { toMany ? .cascade : .nullify }
}
