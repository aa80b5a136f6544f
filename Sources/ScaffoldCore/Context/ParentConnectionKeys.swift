import ScaffoldBasics

/// The keys a GraphQL connection read by parent adds to a paged read's
/// (``ParentReadContext/connectionKeys(_:)``): the last-page fixture and the variables a test
/// expects of the first and second page of the sample parent and of a missing one.
struct ParentConnectionKeys: FlattenedTemplateContext {
	let parentLastPageQueryFixture: String
	let parentSampleFirstPageVariables: String
	let parentSampleSecondPageVariables: String
	let parentMissingFirstPageVariables: String
	let parentMissingSecondPageVariables: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("parentLastPageQueryFixture", parentLastPageQueryFixture)
		object.set("parentSampleFirstPageVariables", parentSampleFirstPageVariables)
		object.set("parentSampleSecondPageVariables", parentSampleSecondPageVariables)
		object.set("parentMissingFirstPageVariables", parentMissingFirstPageVariables)
		object.set("parentMissingSecondPageVariables", parentMissingSecondPageVariables)
	}
}
