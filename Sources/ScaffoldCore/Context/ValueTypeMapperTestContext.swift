import ScaffoldBasics

/// The key of a value type's mapper tests beside its test samples: the DTO mapper the write-side
/// test exercises.
struct ValueTypeMapperTestContext: FlattenedTemplateContext {
	let dtoMapper: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) { object.set("dtoMapper", dtoMapper) }
}
