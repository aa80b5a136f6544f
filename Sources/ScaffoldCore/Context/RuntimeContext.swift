import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

// What every feature file's context says about the runtime the project brings: the names of the
// support types, and one flag per difference of an adopted app that generated code adapts to.

extension ProjectConfig {
	/// The keys every generated file of a feature gets about the runtime:
	/// - `runtime`: the support types' names (`{{runtime.MappingError}}`), see ``RuntimeSupport``;
	/// - `apiErrorUnauthorized`, `apiErrorConnectionFailed`: whether `APIError` has those cases;
	/// - `sendableHTTPErrorMapper`, `sendableGraphQLErrorMapper`: whether a data source may keep
	///   its error mapper in a stored property;
	/// - `fixtureData`, `fixtureDecode`: the functions tests load fixtures with;
	/// - `testSupportModule`: the module of `LockedState`, which generated mocks import;
	/// - `offlineFailure`, `offlineFailureDescription`: the error tests give a remote that cannot be
	///   reached, and its description as a Swift literal (a 503 when `APIError` cannot say offline).
	package var runtimeEntries: [(String, TemplateValue)] {
		let has = { (id: String) in app?.has(id) ?? true }
		let offline = has("APIError.connectionFailed")
		return [
			("runtime", RuntimeSupport.templateNames(adopted: usesSupportFiles)),
			("apiErrorUnauthorized", .bool(has("APIError.unauthorized"))),
			("apiErrorConnectionFailed", .bool(has("APIError.connectionFailed"))),
			("sendableHTTPErrorMapper", .bool(has("HTTPErrorMapper: Sendable"))),
			("sendableGraphQLErrorMapper", .bool(has("GraphQLErrorMapper: Sendable"))),
			("fixtureData", .string(app?.fixtures?.data ?? "Bundle.module.loadJSONData")),
			("fixtureDecode", .string(app?.fixtures?.decode ?? "Bundle.module.loadJSON")),
			("testSupportModule", .string(usesSupportFiles ? modules.coreMocks : modules.networkingMocks)),
			("offlineFailure", .string(offline ? #"APIError.connectionFailed("offline")"# : "APIError.serverError(statusCode: 503)")),
			("offlineFailureDescription", .string(offline ? ##"#"connectionFailed("offline")"#"## : #""serverError(statusCode: 503)""#)),
		]
	}
}
