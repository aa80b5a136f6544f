import ScaffoldBasics
import ScaffoldSpec

// The typed keys of RepositoryContext: the slice's, and its list items.

extension RepositoryContext {
	/// The keys of an entity's repository slice, in this order.
	struct Keys: TemplateContext {
		let domain: DomainNames.Context
		let domainIdType: String
		let wireIdentifier: String
		let wireIdentifierDeclaration: [Line]
		let itemParameter: String
		let isGraphQL: Bool
		let hasLocal: Bool
		let hasPersistence: Bool
		let hasWrites: Bool
		let hasOutbox: Bool
		/// The write the sync tests go through: the first the entity has.
		let syncCreates: Bool
		let syncUpdates: Bool
		let syncDeletes: Bool
		let hasSaveFailed: Bool
		let hasPrivateHelpers: Bool
		/// `keep(_:replacing:)`: the server's answer to a create, an update or a PATCH, mapped and cached.
		let keepsAnswers: Bool
		let listModel: String
		let listWord: String
		let listFallbackWord: String
		let cachedListWord: String
		let listMapExpression: String
		let cachedListExpression: String
		let savedItemsExpression: String
		let repositoryDocLines: [TemplateValue]
		let contractDocLines: [TemplateValue]
		let listDocLines: [TemplateValue]
		let domainFilters: [DomainFilter]
		let defaultPolicy: String
		let hasGetUseCase: Bool
		let hasSearchUseCase: Bool
		// The page slice (docs/caching.md).
		let pageStore: Bool
		let pagePersistence: Bool
		let searchLevel: String
		let emptyResponse: String
		let pageRepositoryDocLines: [TemplateValue]
		let invalidItems: InvalidItemsContext.Keys

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.merge(domain)
			object.set("domainIdType", domainIdType)
			object.set("wireIdentifier", wireIdentifier)
			object.set("wireIdentifierDeclaration", wireIdentifierDeclaration)
			object.set("itemParameter", itemParameter)
			object.set("isGraphQL", isGraphQL)
			object.set("hasLocal", hasLocal)
			object.set("hasPersistence", hasPersistence)
			object.set("hasWrites", hasWrites)
			object.set("hasOutbox", hasOutbox)
			object.set("syncCreates", syncCreates)
			object.set("syncUpdates", syncUpdates)
			object.set("syncDeletes", syncDeletes)
			object.set("hasSaveFailed", hasSaveFailed)
			object.set("hasPrivateHelpers", hasPrivateHelpers)
			object.set("keepsAnswers", keepsAnswers)
			object.set("listModel", listModel)
			object.set("listWord", listWord)
			object.set("listFallbackWord", listFallbackWord)
			object.set("cachedListWord", cachedListWord)
			object.set("listMapExpression", listMapExpression)
			object.set("cachedListExpression", cachedListExpression)
			object.set("savedItemsExpression", savedItemsExpression)
			object.set("repositoryDocLines", repositoryDocLines)
			object.set("contractDocLines", contractDocLines)
			object.set("listDocLines", listDocLines)
			object.set("domainFilters", domainFilters)
			object.set("defaultPolicy", defaultPolicy)
			object.set("hasGetUseCase", hasGetUseCase)
			object.set("hasSearchUseCase", hasSearchUseCase)
			object.set("pageStore", pageStore)
			object.set("pagePersistence", pagePersistence)
			object.set("searchLevel", searchLevel)
			object.set("emptyResponse", emptyResponse)
			object.set("pageRepositoryDocLines", pageRepositoryDocLines)
			object.merge(invalidItems)
		}
	}

	/// A line of Swift.
	struct Line: TemplateContext {
		let line: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("line", line)
		}
	}

	/// A filter of the domain's filter model: its names, type, and the Swift that sends it to the data layer.
	struct DomainFilter: TemplateContext {
		let name: String
		let label: String
		let domainType: String
		let toWire: String
		let comma: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("label", label)
			object.set("domainType", domainType)
			object.set("toWire", toWire)
			object.set("comma", comma)
		}
	}
}
