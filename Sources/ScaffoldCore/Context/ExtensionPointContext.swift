import ScaffoldBasics

/// The keys a file with an extension point and its extension file add to the file's own: the
/// extension file's name, the command that writes it, and a header naming the point. `header`
/// replaces the base key of that name in its place.
struct ExtensionPointContext: FlattenedTemplateContext {
	let extensionFile: String
	let extensionCommand: String
	let header: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("extensionFile", extensionFile)
		object.set("extensionCommand", extensionCommand)
		object.set("header", header)
	}
}

/// The keys of the feature's wire value parser (`WireValueParser.swift` and its tests).
struct WireValueParserContext: FlattenedTemplateContext {
	/// The spec's dates are ISO 8601 text.
	let isISO8601: Bool
	/// Some entity's domain identifier is an `Int`, parsed from wire text.
	let parsesIntegers: Bool

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("isISO8601", isISO8601)
		object.set("parsesIntegers", parsesIntegers)
	}
}
