import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The fixture of a list holding an item the domain refuses, which the tests of its
/// `invalidItems` read: the list fails as a whole, or leaves the item out and reports it.
extension Fixtures {
	/// Both sample items as the list sends them (a one-page list when paginated, inside the GraphQL
	/// `data` object for GraphQL), the second with its first refusable field broken.
	func invalidItemDocuments() -> [(String, JSONValue)] {
		guard let sample = InvalidItemsContext(entityContext: context).sample else { return [] }
		let entity = context.entity
		let items = JSONValue.array([JSONNode(item(.first)), JSONNode(item(.second, replacing: sample.field, with: sample.json))])
		var document = items
		// A page read from a Link header is its items alone, as the server sends it.
		if entity.isPaginated, !entity.pageShape.linksInHeader {
			document = page(.only, items: items)
		}
		if let list = entity.graphQL?.list {
			document = object([(list.field, document)])
		}
		return [(sample.fixture, document)]
	}
}
