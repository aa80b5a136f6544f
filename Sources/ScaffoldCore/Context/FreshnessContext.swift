import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of an entity's freshness (docs/caching.md), in this order: whether its repositories
/// keep stamps of their copies, each read's maximum age as a Swift literal, and whether an item
/// read revalidates with the server's validators (a REST detail read in a runtime that reads
/// response headers).
struct FreshnessContext: FlattenedTemplateContext {
	let hasFreshness: Bool
	let itemFresh: Bool
	let repositoryFresh: Bool
	/// Seconds, as a Swift literal; empty without a maximum age.
	let itemMaxAge: String
	let pagesFresh: Bool
	let listMaxAge: String
	/// Whether an item read sends `If-None-Match`/`If-Modified-Since` and understands a 304.
	let revalidates: Bool
	/// Whether a REST list's cached pages are revalidated with their stamps' validators, as an item
	/// is: pages that age, numbered (by number or offset) or continued by a cursor, the last item or
	/// the next page's URL in the body or `Link` header (the pages before are followed in full, and
	/// only the page's own request is conditional; a 304 keeps what the cached copy said of the
	/// next page).
	let pagesRevalidate: Bool
	/// Whether revalidated pages take their next page from the response's `Link` header: the
	/// conditional request then also hands the headers of a new page to the one reading it.
	let linkedPagesRevalidate: Bool
	/// Whether a REST read by parent (`"Comments/article/7"`) is revalidated with its stamp's
	/// validators, as an item is: its list ages with the entity's `maxAge`.
	let parentsRevalidate: Bool
	/// Whether any read revalidates: the REST data source then has the conditional request.
	let anyRevalidates: Bool
	/// Whether a revalidating read takes a 304's own headers (a new `max-age`, `ETag`,
	/// `Last-Modified`): in scaffold's runtime, whose `HTTPClient` answers a 304 with its status
	/// and headers and whose mock can answer one. An adopted app's client and mock are its own:
	/// there a 304 renews the copy's age with the stamp it had.
	let readsNotModifiedHeaders: Bool

	/// The requirements a revalidating read needs: the response's headers. An adopted app without
	/// them still ages its copies; it reads them again in full instead of asking for a 304.
	static let revalidationRequirements = ["HTTPClientContract.response", "HTTPResponse.header"]

	init(entity: SpecEntity, runtime: ProjectRuntime) {
		let readsHeaders = Self.revalidationRequirements.allSatisfy(runtime.has)
		hasFreshness = entity.hasFreshness
		itemFresh = entity.hasDetail && entity.itemMaxAge != nil
		repositoryFresh = entity.itemMaxAge != nil
		itemMaxAge = entity.itemMaxAge.map(String.init) ?? ""
		pagesFresh = entity.listMaxAge != nil
		listMaxAge = entity.listMaxAge.map(String.init) ?? ""
		revalidates = entity.rest?.detail == true && entity.itemMaxAge != nil && readsHeaders
		pagesRevalidate = entity.rest?.list != nil && entity.listMaxAge != nil && readsHeaders
		linkedPagesRevalidate = pagesRevalidate && entity.pageShape.linksInHeader
		parentsRevalidate = entity.rest != nil && !entity.arrayParentReads.isEmpty && entity.itemMaxAge != nil && readsHeaders
		anyRevalidates = revalidates || pagesRevalidate || parentsRevalidate
		readsNotModifiedHeaders = anyRevalidates && !runtime.adopted
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("hasFreshness", hasFreshness)
		object.set("itemFresh", itemFresh)
		object.set("repositoryFresh", repositoryFresh)
		object.set("itemMaxAge", itemMaxAge)
		object.set("pagesFresh", pagesFresh)
		object.set("listMaxAge", listMaxAge)
		object.set("revalidates", revalidates)
		object.set("pagesRevalidate", pagesRevalidate)
		object.set("linkedPagesRevalidate", linkedPagesRevalidate)
		object.set("parentsRevalidate", parentsRevalidate)
		object.set("anyRevalidates", anyRevalidates)
		object.set("readsNotModifiedHeaders", readsNotModifiedHeaders)
	}
}
