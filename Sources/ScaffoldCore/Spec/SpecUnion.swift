import ScaffoldBasics

/// A union declared in the spec's `types` (`"union": {"discriminator": "type", "cases": […]}`): a
/// JSON object that is one of several value types, told apart by the text at one key (OpenAPI's
/// `oneOf` with a `discriminator`). It generates a Swift enum with one associated value per case.
package struct SpecUnion: Sendable, Equatable {
	/// The JSON key whose text names the case (`type`).
	package var discriminator: String
	/// The cases, in order: the first is the one samples and stubs use.
	package var cases: [SpecUnionCase]
	/// The `union` object.
	package var location: SourceLocation

	/// The case whose discriminator value is `value`, if any.
	package func matchingCase(_ value: String) -> SpecUnionCase? {
		cases.first { $0.value == value }
	}
}

/// One case of a union: a value type and the discriminator's text that selects it.
package struct SpecUnionCase: Sendable, Equatable {
	/// The Swift case name (`track`).
	package var name: String
	/// The value type the case holds (`Track`), declared in `types`.
	package var type: String
	/// The discriminator's text for this case (`track`); the case name when the spec gives none.
	package var value: String
	/// The case's JSON object.
	package var location: SourceLocation
	/// The position of the case's `type` string, where a wrong type is reported.
	package var typeLocation: SourceLocation

	/// The case name as Swift must write it (`` `default` ``).
	package var swiftName: String { SwiftIdentifier.escaped(name) }
}
