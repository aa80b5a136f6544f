import ScaffoldBasics

/// The keys of a frozen SwiftData schema version (`SchemaVersion.swift`), after the keys of the
/// feature's current version: its name and number, its model classes, and the model files' own
/// declarations as they were when it was frozen.
struct FrozenSchemaContext: FlattenedTemplateContext {
	let frozenSchema: String
	let frozenVersion: String
	let frozenModels: [RelationshipContext.SchemaModel]
	let frozenDeclarations: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("frozenSchema", frozenSchema)
		object.set("frozenVersion", frozenVersion)
		object.set("frozenModels", frozenModels)
		object.set("frozenDeclarations", frozenDeclarations)
	}
}
