import ScaffoldBasics

/// The keys a paged read by parent adds to its ``ParentReadKeys`` (``ParentReadContext/pageKeys(_:)``):
/// the query items of one parent's page as the data source writes them and as the tests expect
/// them; the second page's only when pages continue (a cursor or a link, not a number).
struct ParentPageKeys: FlattenedTemplateContext {
	let parentPageContinues: Bool
	let parentPageQueryItems: String
	let parentSamplePageQueryItems: String
	let parentSampleSecondPageQueryItems: String?
	let parentMissingSamplePageQueryItems: String
	let parentMissingSecondPageQueryItems: String?

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("parentPageContinues", parentPageContinues)
		object.set("parentPageQueryItems", parentPageQueryItems)
		object.set("parentSamplePageQueryItems", parentSamplePageQueryItems)
		object.set("parentSampleSecondPageQueryItems", parentSampleSecondPageQueryItems)
		object.set("parentMissingSamplePageQueryItems", parentMissingSamplePageQueryItems)
		object.set("parentMissingSecondPageQueryItems", parentMissingSecondPageQueryItems)
	}
}
