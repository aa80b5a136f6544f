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
	}

	/// A line of Swift.
	struct Line: TemplateContext {
		let line: String
	}

	/// A filter of the domain's filter model: its names, type, and the Swift that sends it to the data layer.
	struct DomainFilter: TemplateContext {
		let name: String
		let label: String
		let domainType: String
		let toWire: String
		let comma: String
	}
}
