import ScaffoldBasics
import ScaffoldSpec

/// What an entity's source offers: which reads and writes its data source and repository have,
/// and the types its list answers.
struct EntityOperationsContext: FlattenedTemplateContext {
	let hasDetail: Bool
	let hasList: Bool
	let isPaginated: Bool
	let hasDetailAndList: Bool
	let hasCreate: Bool
	/// The whole-item update; a PATCH has its own keys (`hasPatch`, ``ChangesContext``).
	let hasUpdate: Bool
	let hasDelete: Bool
	/// A create or a whole-item update sends the item.
	let hasBody: Bool
	let sendsChanges: Bool
	/// The list's answer: its page's response DTO, or an array of the item's DTO.
	let listResult: String
	let paginationInfoDTO: String
	/// The data source that follows continued pages (REST or GraphQL).
	let continuedDataSource: String

	init(entity: SpecEntity, names: EntityNames) {
		let rest = entity.rest
		hasDetail = rest?.detail ?? (entity.graphQL?.detail != nil)
		hasList = entity.hasList
		isPaginated = entity.isPaginated
		hasDetailAndList = hasDetail && hasList
		hasCreate = rest?.create ?? false
		hasUpdate = rest?.replacesUpdate ?? false
		hasDelete = rest?.delete ?? false
		hasBody = hasCreate || hasUpdate
		sendsChanges = hasCreate || (rest?.update ?? false) || hasDelete
		listResult = Self.readsPages(entity) ? names.plural + "ResponseDTO" : "[\(names.dto)]"
		paginationInfoDTO = entity.paginationInfoDTO
		continuedDataSource = names.name + (entity.graphQL != nil ? "GraphQLDataSource" : "RESTDataSource")
	}

	/// Whether the entity's "list" result and fixture are a page's: a paginated list, or, without a
	/// list, pages read by parent (which only those reads use).
	static func readsPages(_ entity: SpecEntity) -> Bool {
		entity.isPaginated || (!entity.hasList && entity.hasPages)
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("hasDetail", hasDetail)
		object.set("hasList", hasList)
		object.set("isPaginated", isPaginated)
		object.set("hasDetailAndList", hasDetailAndList)
		object.set("hasCreate", hasCreate)
		object.set("hasUpdate", hasUpdate)
		object.set("hasDelete", hasDelete)
		object.set("hasBody", hasBody)
		object.set("sendsChanges", sendsChanges)
		object.set("listResult", listResult)
		object.set("paginationInfoDTO", paginationInfoDTO)
		object.set("continuedDataSource", continuedDataSource)
	}
}

/// Where an entity's REST data source sends its requests and how it reads the answers: the
/// collection and item paths as Swift string contents, and the envelope its responses are in.
struct EntityRESTPathContext: FlattenedTemplateContext {
	let restPath: String
	/// The path the data source's comment names: the collection's, or, for an entity read by
	/// parent alone (no collection path), its reads' paths.
	let restPathComment: String
	/// An item's path is the prefix, the identifier, then the suffix: `"/users/\(identifier)"`.
	let itemPathPrefix: String
	let itemPathSuffix: String
	let hasEnvelope: Bool
	let envelopeKey: String
	let loadResponse: String
	let envelopeOpening: String

	init(rest: SpecREST?) {
		restPath = SwiftLiteral.stringContent(rest?.path ?? "")
		let parentPaths = (rest?.byParent ?? []).compactMap { read -> String? in if case .rest(let path, _) = read.source { path } else { nil } }
		let shownPath = rest.map { $0.path.isEmpty ? parentPaths.joined(separator: "`, `") : $0.path } ?? ""
		restPathComment = SwiftLiteral.comment(shownPath)
		itemPathPrefix = SwiftLiteral.stringContent(rest?.itemPath.prefix ?? "")
		itemPathSuffix = SwiftLiteral.stringContent(rest?.itemPath.suffix ?? "")
		hasEnvelope = rest?.envelope != nil
		envelopeKey = SwiftLiteral.stringContent(rest?.envelope ?? "")
		loadResponse = rest?.envelope == nil ? "loadJSONData" : "enveloped"
		envelopeOpening = SwiftLiteral.stringContent(SpecREST.envelopeOpening(rest?.envelope ?? ""))
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("restPath", restPath)
		object.set("restPathComment", restPathComment)
		object.set("itemPathPrefix", itemPathPrefix)
		object.set("itemPathSuffix", itemPathSuffix)
		object.set("hasEnvelope", hasEnvelope)
		object.set("envelopeKey", envelopeKey)
		object.set("loadResponse", loadResponse)
		object.set("envelopeOpening", envelopeOpening)
	}
}
