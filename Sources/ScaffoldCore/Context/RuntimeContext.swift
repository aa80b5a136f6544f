import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

// What every feature file's context says about the runtime the project brings: the names of the
// support types, and one flag per difference of an adopted app that generated code adapts to.

/// The keys every generated file of a feature gets about the runtime, in this order (see
/// Templates/README.md, "Context keys").
struct RuntimeContext: FlattenedTemplateContext {
	/// The support types' names (`{{runtime.MappingError}}`), see ``RuntimeSupport``.
	let runtime: TemplateValue
	/// Whether `APIError` has those cases.
	let apiErrorUnauthorized: Bool
	let apiErrorConnectionFailed: Bool
	/// Whether a data source may keep its error mapper in a stored property.
	let sendableHTTPErrorMapper: Bool
	let sendableGraphQLErrorMapper: Bool
	/// The functions tests load fixtures with.
	let fixtureData: String
	let fixtureDecode: String
	/// The module of `LockedState`, which generated mocks import.
	let testSupportModule: String
	/// The error tests give a remote that cannot be reached (a 503 when `APIError` cannot say
	/// offline), and its description as a Swift literal.
	let offlineFailure: String
	let offlineFailureDescription: String

	init(config: ProjectConfig) {
		let app = config.app
		let has = { (id: String) in app?.has(id) ?? true }
		let offline = has("APIError.connectionFailed")
		runtime = RuntimeSupport.templateNames(adopted: config.usesSupportFiles)
		apiErrorUnauthorized = has("APIError.unauthorized")
		apiErrorConnectionFailed = offline
		sendableHTTPErrorMapper = has("HTTPErrorMapper: Sendable")
		sendableGraphQLErrorMapper = has("GraphQLErrorMapper: Sendable")
		fixtureData = app?.fixtures?.data ?? "Bundle.module.loadJSONData"
		fixtureDecode = app?.fixtures?.decode ?? "Bundle.module.loadJSON"
		testSupportModule = config.usesSupportFiles ? config.modules.coreMocks : config.modules.networkingMocks
		offlineFailure = offline ? #"APIError.connectionFailed("offline")"# : "APIError.serverError(statusCode: 503)"
		offlineFailureDescription = offline ? ##"#"connectionFailed("offline")"#"## : #""serverError(statusCode: 503)""#
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("runtime", runtime)
		object.set("apiErrorUnauthorized", apiErrorUnauthorized)
		object.set("apiErrorConnectionFailed", apiErrorConnectionFailed)
		object.set("sendableHTTPErrorMapper", sendableHTTPErrorMapper)
		object.set("sendableGraphQLErrorMapper", sendableGraphQLErrorMapper)
		object.set("fixtureData", fixtureData)
		object.set("fixtureDecode", fixtureDecode)
		object.set("testSupportModule", testSupportModule)
		object.set("offlineFailure", offlineFailure)
		object.set("offlineFailureDescription", offlineFailureDescription)
	}
}
