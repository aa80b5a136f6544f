import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of an entity's freshness (docs/caching.md): whether its repositories keep stamps of
/// their copies, each read's maximum age as a Swift literal, and whether an item read revalidates
/// with the server's validators (a REST detail read in a runtime that reads response headers).
struct FreshnessContext {
	let entity: SpecEntity
	let runtime: ProjectRuntime

	/// The requirements a revalidating read needs: the response's headers. An adopted app without
	/// them still ages its copies; it reads them again in full instead of asking for a 304.
	static let revalidationRequirements = ["HTTPClientContract.response", "HTTPResponse.header"]

	/// Whether an item read sends `If-None-Match`/`If-Modified-Since` and understands a 304.
	var revalidates: Bool {
		entity.rest?.detail == true && entity.itemMaxAge != nil && Self.revalidationRequirements.allSatisfy(runtime.has)
	}

	/// Whether a REST list's cached pages are revalidated with their stamps' validators, as an item
	/// is: pages that age, numbered (by number or offset) or continued by a cursor, the last item or
	/// the next page's URL in the body or `Link` header (the pages before are followed in full, and
	/// only the page's own request is conditional; a 304 keeps what the cached copy said of the
	/// next page).
	var pagesRevalidate: Bool {
		entity.rest?.list != nil && entity.listMaxAge != nil && Self.revalidationRequirements.allSatisfy(runtime.has)
	}

	/// Whether revalidated pages take their next page from the response's `Link` header: the
	/// conditional request then also hands the headers of a new page to the one reading it.
	var linkedPagesRevalidate: Bool {
		pagesRevalidate && entity.pageShape.continuation == .linkHeader
	}

	/// Whether a REST read by parent (`"Comments/article/7"`) is revalidated with its stamp's
	/// validators, as an item is: its list ages with the entity's `maxAge`.
	var parentsRevalidate: Bool {
		entity.rest != nil && !entity.arrayParentReads.isEmpty && entity.itemMaxAge != nil
			&& Self.revalidationRequirements.allSatisfy(runtime.has)
	}

	/// Whether a revalidating read takes a 304's own headers (a new `max-age`, `ETag`,
	/// `Last-Modified`): in scaffold's runtime, whose `HTTPClient` answers a 304 with its status
	/// and headers and whose mock can answer one. An adopted app's client and mock are its own:
	/// there a 304 renews the copy's age with the stamp it had.
	/// Whether any read revalidates: the REST data source then has the conditional request.
	var anyRevalidates: Bool { revalidates || pagesRevalidate || parentsRevalidate }

	var readsNotModifiedHeaders: Bool {
		anyRevalidates && !runtime.adopted
	}

	var contextEntries: [(String, TemplateValue)] {
		[
			("hasFreshness", .bool(entity.hasFreshness)),
			("itemFresh", .bool(entity.hasDetail && entity.itemMaxAge != nil)),
			("repositoryFresh", .bool(entity.itemMaxAge != nil)),
			("itemMaxAge", .string(entity.itemMaxAge.map(String.init) ?? "")),
			("pagesFresh", .bool(entity.listMaxAge != nil)),
			("listMaxAge", .string(entity.listMaxAge.map(String.init) ?? "")),
			("revalidates", .bool(revalidates)),
			("pagesRevalidate", .bool(pagesRevalidate)),
			("linkedPagesRevalidate", .bool(linkedPagesRevalidate)),
			("parentsRevalidate", .bool(parentsRevalidate)),
			("anyRevalidates", .bool(anyRevalidates)),
			("readsNotModifiedHeaders", .bool(readsNotModifiedHeaders)),
		]
	}
}
