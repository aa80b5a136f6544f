/// Everything generated code uses from an app's Networking, Core and their mocks, in one list:
/// `scaffold doctor` checks an app against it, `feature` refuses a spec that needs what the app
/// lacks, and `docs/runtime.md` documents it (a test keeps the two equal).
///
/// What scaffold can write itself (mapping errors, cache levels, pages, the lock the mocks use) is
/// not here: an adopted app gets those as support files (``RuntimeSupport``).
package enum RuntimeRequirements {
	/// Every requirement, grouped by module, in the order the docs list them.
	package static let all: [RuntimeRequirement] = networking + networkingAuthentication + networkingMocks + core + coreMocks

	/// The requirement named `id`, if any.
	package static func named(_ id: String) -> RuntimeRequirement? {
		all.first { $0.id == id }
	}

	static let networking: [RuntimeRequirement] = networkingTable()

	// A table built once per run, unoptimised: in this `-O` target the optimiser spent more time on
	// the literal than a run ever spends building it (docs/performance.md, "Tables and cold paths").
	@_optimize(none)
	private static func networkingTable() -> [RuntimeRequirement] {
		[
			required("HTTPClientContract", .networking, .type("HTTPClientContract"), "REST data sources", .rest),
			required(
				"HTTPClientContract.request", .networking,
				.member(type: "HTTPClientContract", name: "request", signature: ["<T: Decodable>", "Endpoint", "async throws -> T"]),
				"REST data sources", .rest),
			required(
				"HTTPClientContract.send", .networking, .member(type: "HTTPClientContract", name: "send", signature: ["Endpoint", "async throws"]),
				"REST writes whose response has no body (DELETE)", .writes),
			required(
				"HTTPClientContract.response", .networking,
				.member(type: "HTTPClientContract", name: "response", signature: ["<T: Decodable>", "Endpoint", "HTTPResponse<T>"]),
				"REST lists and reads by parent paged by the Link header", .responseHeaders),
			required(
				"HTTPResponse.header", .networking, .member(type: "HTTPResponse", name: "header", signature: ["String", "String?"]),
				"REST lists and reads by parent paged by the Link header", .responseHeaders),
			required(
				"Endpoint.init", .networking,
				.member(type: "Endpoint", name: "init", signature: ["path:", "method:", "queryItems:", "headers:", "body:"]),
				"REST data sources", .rest),
			required("HTTPMethod.post", .networking, .enumCase(type: "HTTPMethod", name: "post"), "REST writes", .writes),
			required("HTTPMethod.put", .networking, .enumCase(type: "HTTPMethod", name: "put"), "REST writes", .writes),
			required("HTTPMethod.delete", .networking, .enumCase(type: "HTTPMethod", name: "delete"), "REST writes", .writes),
			required("HTTPMethod.patch", .networking, .enumCase(type: "HTTPMethod", name: "patch"), "REST updates by PATCH", .patches),
			required("HTTPError.statusCode", .networking, .enumCase(type: "HTTPError", name: "statusCode"), "REST data source tests", .rest),
			required(
				"HTTPErrorMapper.map", .networking, .member(type: "HTTPErrorMapper", name: "map", signature: ["HTTPError", "APIError"]),
				"REST data sources", .rest),
			adapted(
				"HTTPErrorMapper: Sendable", .networking, .conformance(type: "HTTPErrorMapper", protocol: "Sendable"), "REST data sources",
				"REST data sources make a mapper for each failure instead of keeping one", .rest),
			required("APIError.notFound", .networking, .enumCase(type: "APIError", name: "notFound"), "error mappers and repositories", nil),
			required("APIError.invalidRequest", .networking, .enumCase(type: "APIError", name: "invalidRequest"), "repository tests", nil),
			required("APIError.invalidResponse", .networking, .enumCase(type: "APIError", name: "invalidResponse"), "error mapper tests", nil),
			required("APIError.serverError", .networking, .enumCase(type: "APIError", name: "serverError"), "repository tests", nil),
			adapted(
				"APIError.unauthorized", .networking, .enumCase(type: "APIError", name: "unauthorized"), "error mappers",
				"generated error mappers treat a 401 as a load failure (the domain's unauthorized is never produced)", nil),
			adapted(
				"APIError.connectionFailed", .networking, .enumCase(type: "APIError", name: "connectionFailed"), "searches on the device",
				"a search of the items on the device stands in for every failed filtered list, not only when there is no connection", nil),
			required("APIError.conflict", .networking, .enumCase(type: "APIError", name: "conflict"), "writes (a refused change)", .writes),
			required("APIError.throttled", .networking, .enumCase(type: "APIError", name: "throttled"), "writes (the outbox's retries)", .writes),
			required(
				"APIError.isTransient", .networking, .member(type: "APIError", name: "isTransient", signature: ["Bool"]),
				"the outbox (which changes wait for a retry)", .writes),
			required("GraphQLClientContract", .networking, .type("GraphQLClientContract"), "GraphQL data sources", .graphQL),
			required(
				"GraphQLClientContract.execute", .networking,
				.member(type: "GraphQLClientContract", name: "execute", signature: ["<T: Decodable>", "GraphQLOperation", "async throws -> T"]),
				"GraphQL data sources", .graphQL),
			required(
				"GraphQLClient.init", .networking, .member(type: "GraphQLClient", name: "init", signature: ["httpClient:"]),
				"containers of GraphQL features", .graphQL),
			required(
				"GraphQLOperation.init", .networking,
				.member(type: "GraphQLOperation", name: "init", signature: ["query:", "variables:", "operationName:"]), "GraphQL data sources",
				.graphQL),
			required("GraphQLVariable.string", .networking, .enumCase(type: "GraphQLVariable", name: "string"), "GraphQL data sources", .graphQL),
			required("GraphQLVariable.int", .networking, .enumCase(type: "GraphQLVariable", name: "int"), "GraphQL data sources", .graphQL),
			required("GraphQLError.statusCode", .networking, .enumCase(type: "GraphQLError", name: "statusCode"), "GraphQL data source tests", .graphQL),
			required(
				"GraphQLErrorMapper.map", .networking, .member(type: "GraphQLErrorMapper", name: "map", signature: ["GraphQLError", "APIError"]),
				"GraphQL data sources", .graphQL),
			adapted(
				"GraphQLErrorMapper: Sendable", .networking, .conformance(type: "GraphQLErrorMapper", protocol: "Sendable"),
				"GraphQL data sources", "GraphQL data sources make a mapper for each failure instead of keeping one", .graphQL),
		]
	}

	static let networkingAuthentication: [RuntimeRequirement] = [
		adapted(
			"AuthenticatingHTTPClient", .networking,
			.member(type: "AuthenticatingHTTPClient", name: "init", signature: ["decorating", "tokenStore:", "refresher:"]), "container tests",
			"container tests leave out the request through an authenticating client", nil),
		adapted(
			"InMemoryAccessTokenStore", .networking, .member(type: "InMemoryAccessTokenStore", name: "init", signature: ["token:"]),
			"container tests", "container tests leave out the request through an authenticating client", nil),
		adapted(
			"TokenRefresherContract", .networking, .member(type: "TokenRefresherContract", name: "refreshAccessToken", signature: ["async throws -> String"]),
			"container tests", "container tests leave out the request through an authenticating client", nil),
	]

	static let networkingMocks: [RuntimeRequirement] = [
		required("HTTPClientMock.result", .networkingMocks, .member(type: "HTTPClientMock", name: "result", signature: ["Result<Data"]), "REST data source tests", .rest),
		required(
			"HTTPClientMock.requestedEndpoints", .networkingMocks, .member(type: "HTTPClientMock", name: "requestedEndpoints", signature: ["[Endpoint]"]),
			"REST data source tests", .rest),
		required(
			"HTTPClientMock.responseHeaders", .networkingMocks,
			.member(type: "HTTPClientMock", name: "responseHeaders", signature: ["[String: String]"]),
			"tests of REST lists and reads by parent paged by the Link header", .responseHeaders),
		required(
			"GraphQLClientMock.result", .networkingMocks, .member(type: "GraphQLClientMock", name: "result", signature: ["Result<Data"]),
			"GraphQL data source tests", .graphQL),
		required(
			"GraphQLClientMock.executedOperations", .networkingMocks,
			.member(type: "GraphQLClientMock", name: "executedOperations", signature: ["[GraphQLOperation]"]), "GraphQL data source tests",
			.graphQL),
	]

	static let core: [RuntimeRequirement] = [
		required("CachePolicy.localFirst", .core, .enumCase(type: "CachePolicy", name: "localFirst"), "repositories", nil),
		required("CachePolicy.remoteFirst", .core, .enumCase(type: "CachePolicy", name: "remoteFirst"), "repositories", nil),
		required("CachePolicy.noCache", .core, .enumCase(type: "CachePolicy", name: "noCache"), "repositories", nil),
		required("MapperContract.map", .core, .member(type: "MapperContract", name: "map", signature: ["Input", "Output"]), "mappers", nil),
	] + outbox + keychain

	static let outbox: [RuntimeRequirement] = ["Outbox", "OutboxEntry", "OutboxChange", "SyncReport", "SyncFailure"].map {
		required($0, .core, .type($0), "offline-first writes (the outbox)", .outbox)
	}

	static let keychain: [RuntimeRequirement] = ["KeychainContract", "KeychainAccessibility", "InMemoryKeychain", "SystemKeychain"].map {
		required($0, .core, .type($0), "Keychain stores", .keychain)
	}

	static let coreMocks: [RuntimeRequirement] = [
		adapted(
			"Bundle.loadJSON", .coreMocks, .member(type: "Bundle", name: "loadJSON", signature: ["Decodable"]), "tests (fixtures)",
			"tests load fixtures with the loader scaffold.json's app.fixtures names", nil),
		adapted(
			"Bundle.loadJSONData", .coreMocks, .member(type: "Bundle", name: "loadJSONData", signature: ["Data"]), "tests (fixtures)",
			"tests load fixtures with the loader scaffold.json's app.fixtures names", nil),
	]

	private static func required(
		_ id: String, _ role: RuntimeRequirement.Role, _ symbol: RuntimeRequirement.Symbol, _ usedBy: String, _ concern: RuntimeConcern?
	) -> RuntimeRequirement {
		RuntimeRequirement(id: id, role: role, symbol: symbol, usedBy: usedBy, concern: concern, whenMissing: .required)
	}

	private static func adapted(
		_ id: String, _ role: RuntimeRequirement.Role, _ symbol: RuntimeRequirement.Symbol, _ usedBy: String, _ adaptation: String,
		_ concern: RuntimeConcern?
	) -> RuntimeRequirement {
		RuntimeRequirement(id: id, role: role, symbol: symbol, usedBy: usedBy, concern: concern, whenMissing: .adapted(adaptation))
	}
}
