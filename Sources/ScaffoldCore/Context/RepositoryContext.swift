import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of an entity's repository slice: domain names, which cache levels and writes the
/// repository has, precomputed Swift for its list calls, and its doc comments.
package struct RepositoryContext {
	let entityContext: EntityContext

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(entityContext: EntityContext) {
		self.entityContext = entityContext
	}

	var entity: SpecEntity { entityContext.entity }
	var names: EntityNames { entityContext.names }
	var domain: DomainNames { DomainNames(names: names) }

	/// Whether the entity gets a repository: the spec asks for one and it has one remote source.
	static func isGenerated(_ entity: SpecEntity) -> Bool {
		entity.repository.enabled && entity.hasRemoteSource && !(entity.rest != nil && entity.graphQL != nil)
	}

	/// Whether `entity` gets a local-only repository: the spec asks for one, it has no remote
	/// source, and a local store keeps it.
	static func hasLocalRepository(_ entity: SpecEntity) -> Bool {
		entity.repository.enabled && !entity.hasRemoteSource && entity.local.keepsItems
	}

	/// How a local store is named in doc comments: `the Keychain`, `a JSON file`.
	static func localStoreWords(_ store: SpecLocalStore) -> String {
		switch store {
		case .swiftData: "SwiftData where it exists, a JSON file elsewhere"
		case .file: "a JSON file"
		case .keychain: "the Keychain"
		case .memory: "memory: nothing outlives the process"
		case .none: "none"
		}
	}

	var hasLocal: Bool { entity.local.keepsItems }
	/// A persistent level (L2) exists for `file`, `swiftData` and `keychain` stores; `memory` has only L1.
	var hasPersistence: Bool { entity.local.isPersistent }
	var hasCreate: Bool { entity.rest?.create ?? false }
	/// A whole-item update (`PUT`, or `POST` on the item); a PATCH is `hasPatch`.
	var hasUpdate: Bool { entity.rest?.replacesUpdate ?? false }
	/// A PATCH of the fields a `{Name}Changes` sets.
	var hasPatch: Bool { entity.rest?.patchesUpdate ?? false }
	var hasWrites: Bool { hasCreate || hasUpdate }
	var hasDelete: Bool { entity.rest?.delete ?? false }
	/// Offline-first writes (a local store and any write) go through a durable outbox.
	var hasOutbox: Bool { entity.hasOutbox }
	var hasDetail: Bool { entity.hasDetail }
	var hasList: Bool { entity.hasList }
	var isPaginated: Bool { entity.isPaginated }
	/// Whether the entity has page types and a page repository: a paginated list, or pages read
	/// by parent alone (whose page repository has no list).
	var hasPages: Bool { entity.hasPages }
	var filters: [SpecFilter] { entity.listFilters }

	/// What a read of the list returns: a page of a paginated list, else an array of the model.
	var listModel: String { isPaginated ? domain.page : "[\(names.name)]" }

	/// The entity's keys for every file of the slice, as an object (for the tests of other stages).
	package var contextObject: TemplateObject { keys.templateObject }

	/// The entity's keys for every file of the slice.
	var keys: Keys {
		let identifier = entity.identifier
		// The domain identifier as the DTO's: a UUID's text, an Int read from a numeric String as text again.
		let toWire = DomainConversion(dateFormat: entityContext.spec.dateFormat, names: entityContext.feature.runtime).toWire(identifier, "identifier").code
		let converts = toWire != "identifier"
		let info = entity.paginationInfoDTO
		return Keys(
			domain: domain.context,
			domainIdType: identifier.domainType.swiftSpelling,
			wireIdentifier: converts ? "wireIdentifier" : "identifier",
			wireIdentifierDeclaration: converts ? [Line(line: "let wireIdentifier = \(toWire)")] : [],
			itemParameter: SwiftIdentifier.escaped(names.lowerName),
			isGraphQL: entity.graphQL != nil,
			hasLocal: hasLocal,
			hasPersistence: hasPersistence,
			hasWrites: hasWrites,
			hasOutbox: hasOutbox,
			syncCreates: hasCreate,
			syncUpdates: !hasCreate && hasUpdate,
			syncDeletes: !hasWrites && hasDelete,
			hasSaveFailed: hasWrites || hasDelete || hasLocal,
			hasPrivateHelpers: hasLocal || hasWrites || hasPatch,
			keepsAnswers: hasWrites || hasPatch,
			listModel: listModel,
			listWord: isPaginated ? "pages" : "lists",
			listFallbackWord: isPaginated ? "first, unfiltered page" : "unfiltered list",
			cachedListWord: isPaginated ? "one page" : "one list",
			listMapExpression: isPaginated ? "try pageMapper.map((response: $0, page: page))" : invalidItems.mapping("$0", mapper: "mapper"),
			cachedListExpression: cachedListExpression,
			savedItemsExpression: isPaginated ? "$0.results" : "$0",
			repositoryDocLines: DocComment.lines(repositoryDoc),
			contractDocLines: DocComment.lines(contractDoc),
			listDocLines: DocComment.lines(listDoc, width: 92),
			domainFilters: domainFilters,
			defaultPolicy: entity.repository.cachePolicy.rawValue,
			hasGetUseCase: entity.repository.useCases && hasDetail,
			hasSearchUseCase: entity.repository.useCases && hasPlainList && !filters.isEmpty,
			pageStore: pageStore,
			pagePersistence: pageStore && hasPersistence,
			searchLevel: hasPersistence ? "persistence" : "volatile",
			emptyResponse: "\(names.plural)ResponseDTO(info: \(info)(\(emptyInfoArguments)), results: [])",
			pageRepositoryDocLines: DocComment.lines(pageRepositoryDoc),
			invalidItems: invalidItems.keys)
	}

	/// What the list does with an item the domain refuses.
	var invalidItems: InvalidItemsContext { InvalidItemsContext(entityContext: entityContext) }

	/// A list that is not paginated stays in the entity's repository; a paginated one has its own
	/// slice (`{Plural}PageRepository`).
	var hasPlainList: Bool { hasList && !isPaginated }

	/// Whether the page repository reads the local stores: to cache pages, or to search.
	var pageStore: Bool { entity.cachesPages || !entity.searchFilters.isEmpty }

	/// The counts and links of an empty page: none, and no next page (a list continued by cursor
	/// or link has only the link).
	private var emptyInfoArguments: String {
		entity.pageShape.hasTotals ? "count: 0, pages: 0, next: nil, prev: nil" : "next: nil"
	}

	/// The page repository's doc comment, as paragraphs.
	private var pageRepositoryDoc: [String] {
		let plural = names.lowerPlural
		// Without a list, the pages are those read by parent alone: from the server every time.
		if !isPaginated && entity.hasPages {
			return [
				"Reads pages of \(plural) by their parent from the API, every time: pages by parent are not cached (docs/caching.md).",
				"DTOs never leave this type: callers get domain values, and every failure as `\(domain.pageError)`.",
			]
		}
		var paragraphs = ["Reads pages of \(plural) from the API, in the order each call's `CachePolicy` asks (docs/caching.md)."]
		if entity.cachesPages {
			paragraphs.append(
				"Unfiltered pages are cached whole, in memory (L1)\(hasPersistence ? " and on disk (L2)" : ""): `localFirst` reads a cached page before the server, `remoteFirst` falls back to it when the server fails. A new first page from the server starts the list again, so the later pages cached before it are forgotten.")
		} else {
			paragraphs.append("Pages are not cached: every policy reads the server.")
		}
		if !entity.searchFilters.isEmpty {
			paragraphs.append(
				"A filtered list is never cached as pages: the server answers it (its \(plural) are kept for searches on the device), and when the server cannot be reached a search of the \(plural) kept on the device stands in (`noCache` excepted).")
		}
		if entity.notFoundIsEmpty {
			paragraphs.append("A 404 on the list means nothing matches: it is an empty page, not an error.")
		}
		return paragraphs + ["DTOs never leave this type: callers get domain values, and every failure as `\(domain.pageError)`."]
	}

	/// Every stored item as the list result a remote sends (a single page when paginated).
	private var cachedListExpression: String {
		guard isPaginated else { return "items" }
		let info = entityContext.entity.paginationInfoDTO
		return "\(names.plural)ResponseDTO(info: \(info)(count: items.count, pages: 1, next: nil, prev: nil), results: items)"
	}

	private var domainFilters: [DomainFilter] {
		let conversion = DomainConversion(dateFormat: entityContext.spec.dateFormat, names: entityContext.feature.runtime)
		return filters.enumerated().map { index, filter in
			let type = filter.type.unwrapped
			// `$0.rawValue` → `input.status?.rawValue`; filters are optional and their types scalars.
			let wire = conversion.toWire(type, "$0").code
			let toWire = "input." + filter.swiftName + (wire == "$0" ? "" : "?" + wire.dropFirst(2))
			return DomainFilter(
				name: filter.swiftName, label: filter.name, domainType: type.swiftSpelling, toWire: toWire,
				comma: index == filters.count - 1 ? "" : ",")
		}
	}

	/// The repository's doc comment, as paragraphs.
	private var repositoryDoc: [String] {
		let plural = names.lowerPlural
		var paragraphs: [String]
		switch entity.local {
		case .swiftData, .file:
			paragraphs = [
				"Reads \(plural) through a two-level cache, memory (L1) then persistence (L2), and the remote API, in the order each call's `CachePolicy` asks (see `CachePolicyExecutor`)."
			]
		case .keychain:
			paragraphs = [
				"Reads \(plural) through a two-level cache, memory (L1) then the Keychain (L2), and the remote API, in the order each call's `CachePolicy` asks (see `CachePolicyExecutor`)."
			]
		case .memory:
			paragraphs = [
				"Reads \(plural) through a memory cache (L1) and the remote API, in the order each call's `CachePolicy` asks (see `CachePolicyExecutor`). There is no persistent level (L2)."
			]
		case .none:
			paragraphs = ["Reads \(plural) from the remote API. Nothing is cached on the device, so every policy reads like `noCache`."]
		}
		if hasOutbox {
			paragraphs.append(
				"Writes are offline first: the device saves the \(names.lowerName) before the server is asked, and a change the server cannot take now (no connection, a `5xx`) waits in a durable outbox. `sync()` sends the outbox in order; every write and every remote read send it first (docs/caching.md).")
		} else if hasWrites || hasDelete {
			paragraphs.append("Writes go straight to the server.")
		}
		return paragraphs + ["DTOs never leave this type: callers get domain values, and every failure as `\(domain.error)`."]
	}

	/// The repository contract's doc comment, as paragraphs.
	private var contractDoc: [String] {
		let verbs = hasWrites ? "Reads and writes" : "Reads"
		let first =
			hasLocal
			? "\(verbs) \(names.lowerPlural) from the API or a cache on the device, in the order each call's `CachePolicy` asks (docs/caching.md)."
			: "\(verbs) \(names.lowerPlural) from the API. Calls take a `CachePolicy` like every repository's, but nothing is cached on the device, so every policy reads the remote."
		return [first, "Every failure is a `\(domain.error)` (typed throws)."]
	}

	private var listDoc: [String] {
		let first = isPaginated ? "One page of \(names.lowerPlural) matching `filter`." : "Every \(names.lowerName) matching `filter`."
		guard hasLocal else { return [first] }
		let fallback = isPaginated ? "first, unfiltered page" : "unfiltered list"
		return [
			first,
			"The caches hold \(names.lowerPlural), not \(isPaginated ? "pages" : "lists"): they stand in only for the \(fallback) when the remote fails, so `localFirst` reads a list like `remoteFirst`.",
		]
	}
}
