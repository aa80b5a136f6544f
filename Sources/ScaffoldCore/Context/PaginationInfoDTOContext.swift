import ScaffoldBasics

/// The keys of the feature's shared `PaginationInfoDTO` (written when a REST entity's pages do
/// not carry their own): seed 004's page shape, its link type a `String`.
struct PaginationInfoDTOContext: FlattenedTemplateContext {
	let paginationInfoDTO = "PaginationInfoDTO"
	let pageLinkType = "String"
	let page: PageShapeKeys

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("paginationInfoDTO", paginationInfoDTO)
		object.set("pageLinkType", pageLinkType)
		object.merge(page)
	}
}

/// The key an entity's own `{Name}PaginationInfoDTO` gets on top of the entity's context (whose
/// page keys it already has): the type of its page links, `Int` for GraphQL page numbers.
struct PageLinkTypeContext: FlattenedTemplateContext {
	let pageLinkType: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) { object.set("pageLinkType", pageLinkType) }
}
