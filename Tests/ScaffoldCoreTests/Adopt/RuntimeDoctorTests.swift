import Testing

import ScaffoldCore

/// `scaffold doctor`'s checks (RuntimeDoctor over AppDeclarations).
struct RuntimeDoctorTests {
	private static func findings(_ files: [String: String], sources: [RuntimeRequirement.Role: String] = [:]) -> [RuntimeDoctor.Finding] {
		RuntimeDoctor.check(AppDeclarations(files: files.map { AppSourceFile(path: $0.key, text: $0.value) }), sources: sources)
	}

	private static func finding(_ id: String, in findings: [RuntimeDoctor.Finding]) throws -> RuntimeDoctor.Finding {
		try require(findings.first { $0.requirement.id == id }, "\(id)")
	}

	/// The existing app's runtime, as its README lists it (2a, 2d, 3a, 3b, 4a, 4d, 8).
	static let existingAppLacks = [
		"APIError.conflict", "APIError.connectionFailed", "APIError.isTransient", "APIError.throttled", "APIError.unauthorized",
		"AuthenticatingHTTPClient", "Bundle.loadJSON", "Bundle.loadJSONData", "GraphQLErrorMapper: Sendable", "HTTPClientContract.response",
		"HTTPClientContract.send", "HTTPClientMock.responseHeaders", "HTTPErrorMapper: Sendable", "HTTPResponse.header", "InMemoryAccessTokenStore", "InMemoryKeychain", "KeychainAccessibility", "KeychainContract", "Outbox",
		"OutboxChange", "OutboxEntry", "SyncFailure", "SyncReport", "SystemKeychain", "TokenRefresherContract",
	]

	private static func existingApp() throws -> (findings: [RuntimeDoctor.Finding], sources: [RuntimeRequirement.Role: String]) {
		let survey = try ExistingAppFixture.survey()
		let sources = try require(survey.config.app).sources
		let (_, files) = try ExistingAppFixture.read()
		return (RuntimeDoctor.check(AppDeclarations(files: files), sources: sources), sources)
	}

	func theExistingAppsLacksAreTheReadmesAndSaidAsRecorded() throws {
		let (findings, sources) = try Self.existingApp()
		// The existing app lacks what its README says.
		do {
			expectEqual(RuntimeDoctor.lacks(findings), Self.existingAppLacks)
		}

		// Each lack recorded: a warning each, at the type when the app has it, else at the module's folder.
		do {
			let diagnostics = RuntimeDoctor.diagnostics(findings, recorded: Self.existingAppLacks, sources: sources, configPath: "scaffold.json")
			expectEqual(
				diagnostics.map(\.description), [
					"Libraries/Networking/Sources/HTTP/HTTPClientContract.swift:8:17: warning: HTTPClientContract has no 'send' with 'Endpoint', 'async throws'; features that need it for REST writes whose response has no body (DELETE) cannot be generated",
					"Libraries/Networking/Sources/HTTP/HTTPClientContract.swift:8:17: warning: HTTPClientContract has no 'response' with '<T: Decodable>', 'Endpoint', 'HTTPResponse<T>'; features that need it for REST lists and reads by parent paged by the Link header cannot be generated",
					"Libraries/Networking/Sources: warning: the app declares no 'HTTPResponse.header'; features that need it for REST lists and reads by parent paged by the Link header cannot be generated",
					"Libraries/Networking/Sources/API/HTTPErrorMapper.swift:2:15: warning: HTTPErrorMapper is not Sendable; REST data sources make a mapper for each failure instead of keeping one",
					"Libraries/Networking/Sources/API/APIError.swift:2:13: warning: APIError has no case 'unauthorized'; generated error mappers treat a 401 as a load failure (the domain's unauthorized is never produced)",
					"Libraries/Networking/Sources/API/APIError.swift:2:13: warning: APIError has no case 'connectionFailed'; a search of the items on the device stands in for every failed filtered list, not only when there is no connection",
					"Libraries/Networking/Sources/API/APIError.swift:2:13: warning: APIError has no case 'conflict'; features that need it for writes (a refused change) cannot be generated",
					"Libraries/Networking/Sources/API/APIError.swift:2:13: warning: APIError has no case 'throttled'; features that need it for writes (the outbox's retries) cannot be generated",
					"Libraries/Networking/Sources/API/APIError.swift:2:13: warning: APIError has no 'isTransient' with 'Bool'; features that need it for the outbox (which changes wait for a retry) cannot be generated",
					"Libraries/Networking/Sources/GraphQL/GraphQLErrorMapper.swift:2:15: warning: GraphQLErrorMapper is not Sendable; GraphQL data sources make a mapper for each failure instead of keeping one",
					"Libraries/Networking/Sources: warning: the app declares no 'AuthenticatingHTTPClient'; container tests leave out the request through an authenticating client",
					"Libraries/Networking/Sources: warning: the app declares no 'InMemoryAccessTokenStore'; container tests leave out the request through an authenticating client",
					"Libraries/Networking/Sources: warning: the app declares no 'TokenRefresherContract.refreshAccessToken'; container tests leave out the request through an authenticating client",
					"Libraries/Networking/Mocks/HTTPClientMock.swift:5:20: warning: HTTPClientMock has no 'responseHeaders' with '[String: String]'; features that need it for tests of REST lists and reads by parent paged by the Link header cannot be generated",
					"Libraries/Core/Sources: warning: the app declares no 'Outbox'; features that need it for offline-first writes (the outbox) cannot be generated",
					"Libraries/Core/Sources: warning: the app declares no 'OutboxEntry'; features that need it for offline-first writes (the outbox) cannot be generated",
					"Libraries/Core/Sources: warning: the app declares no 'OutboxChange'; features that need it for offline-first writes (the outbox) cannot be generated",
					"Libraries/Core/Sources: warning: the app declares no 'SyncReport'; features that need it for offline-first writes (the outbox) cannot be generated",
					"Libraries/Core/Sources: warning: the app declares no 'SyncFailure'; features that need it for offline-first writes (the outbox) cannot be generated",
					"Libraries/Core/Sources: warning: the app declares no 'KeychainContract'; features that need it for Keychain stores cannot be generated",
					"Libraries/Core/Sources: warning: the app declares no 'KeychainAccessibility'; features that need it for Keychain stores cannot be generated",
					"Libraries/Core/Sources: warning: the app declares no 'InMemoryKeychain'; features that need it for Keychain stores cannot be generated",
					"Libraries/Core/Sources: warning: the app declares no 'SystemKeychain'; features that need it for Keychain stores cannot be generated",
					"Libraries/Core/Mocks: warning: the app declares no 'Bundle.loadJSON'; tests load fixtures with the loader scaffold.json's app.fixtures names",
					"Libraries/Core/Mocks: warning: the app declares no 'Bundle.loadJSONData'; tests load fixtures with the loader scaffold.json's app.fixtures names",
				])
		}

		// An unrecorded lack is an error with a note.
		do {
			let recorded = Self.existingAppLacks.filter { $0 != "APIError.unauthorized" }
			let diagnostics = RuntimeDoctor.diagnostics(findings, recorded: recorded, sources: sources, configPath: "scaffold.json")
			let errors = diagnostics.filter { $0.severity == .error }
			expectEqual(
				errors.map(\.description), [
					"Libraries/Networking/Sources/API/APIError.swift:2:13: error: APIError has no case 'unauthorized'; generated error mappers treat a 401 as a load failure (the domain's unauthorized is never produced)\n"
						+ "note: scaffold.json does not list APIError.unauthorized in app.lacks, so generated code expects it; run 'scaffold adopt --force'"
				])
			expectEqual(diagnostics.filter { $0.severity == .warning }.count, 24)
			expectTrue(diagnostics.containsErrors)
		}

		// A recorded lack the app now has is a note.
		do {
			let diagnostics = RuntimeDoctor.diagnostics(
				findings, recorded: Self.existingAppLacks + ["HTTPClientContract.request", "APIError.notFound"], sources: sources,
				configPath: "scaffold.json")
			expectEqual(
				diagnostics.filter { $0.severity == .note }.map(\.description), [
					"Libraries/Networking/Sources/HTTP/HTTPClientContract.swift:9:22: note: the app now has HTTPClientContract.request, which scaffold.json lists in app.lacks; run 'scaffold adopt --force' to use it",
					"Libraries/Networking/Sources/API/APIError.swift:3:10: note: the app now has APIError.notFound, which scaffold.json lists in app.lacks; run 'scaffold adopt --force' to use it",
				])
			expectFalse(diagnostics.containsErrors)
		}
	}

	/// The key check that the list matches scaffold's runtime: what `scaffold init` writes has
	/// every requirement, each in the module that plays its role.
	func scaffoldsOwnRuntimeHasEveryRequirement() throws {
		let files = try ProjectFiles.initFiles(config: .defaults, generator: SharedGeneration.generator())
		let swift = files.filter { $0.path.hasSuffix(".swift") }.map { AppSourceFile(path: $0.path, text: $0.contents) }
		let sources: [RuntimeRequirement.Role: String] = [
			.networking: "Libraries/ChallengeNetworking", .networkingMocks: "Libraries/ChallengeNetworkingMocks",
			.core: "Libraries/ChallengeCore", .coreMocks: "Libraries/ChallengeCoreMocks",
		]
		let findings = RuntimeDoctor.check(AppDeclarations(files: swift), sources: sources)
		expectEqual(findings.count, RuntimeRequirements.all.count)
		expectEqual(RuntimeDoctor.lacks(findings), [])
		expectEmpty(RuntimeDoctor.diagnostics(findings, recorded: [], sources: sources, configPath: "scaffold.json"))
		// And adopt, run on it, finds those modules and records nothing.
		let survey = AppSurvey(paths: ExistingAppFixture.paths(withFoldersOf: files.map(\.path)), files: swift)
		expectEqual(survey.config.app?.sources, sources)
		expectEqual(survey.config.app?.lacks, [])
		expectEqual(survey.config.app?.fixtures, nil)
		expectEqual(survey.config.indentation, .tab)
	}

	func conformancesMembersAndCasesAreFoundInExtensions() throws {
		// Conformances are found in extensions and unchecked.
		do {
			let findings = Self.findings([
				"N/HTTPErrorMapper.swift": "public struct HTTPErrorMapper {}\nextension HTTPErrorMapper: Equatable, Sendable {}\n",
				"N/GraphQLErrorMapper.swift": "public final class GraphQLErrorMapper: @unchecked Sendable {}\n",
			])
			let http = try Self.finding("HTTPErrorMapper: Sendable", in: findings)
			expectEqual(http.found, SourceLocation(path: "N/HTTPErrorMapper.swift", line: 2, column: 11))
			expectEqual(http.type, SourceLocation(path: "N/HTTPErrorMapper.swift", line: 1, column: 15))
			let graphQL = try Self.finding("GraphQLErrorMapper: Sendable", in: findings)
			expectEqual(graphQL.found, SourceLocation(path: "N/GraphQLErrorMapper.swift", line: 1, column: 20))
		}

		// An actor is Sendable and other conformances are not.
		let actor = Self.findings(["A.swift": "actor HTTPErrorMapper {}\n"])
		#expect(try Self.finding("HTTPErrorMapper: Sendable", in: actor).isPresent)
		for text in ["struct HTTPErrorMapper: NotSendable {}\n", "struct HTTPErrorMapper: Equatable {}\nextension HTTPErrorMapper: Hashable {}\n"] {
			try expectFalse(Self.finding("HTTPErrorMapper: Sendable", in: Self.findings(["A.swift": text])).isPresent, "\(text)")
		}
		#expect(try Self.finding("HTTPErrorMapper: Sendable", in: Self.findings(["A.swift": "struct HTTPErrorMapper: Error & Sendable {}\n"])).isPresent)

		// Members and cases are found in extensions.
		do {
			let findings = Self.findings([
				"N/APIError.swift": "public enum APIError: Error {\n    case notFound\n}\n",
				"N/APIError+More.swift": """
					extension APIError {
					    public var isTransient: Bool { false }
					}
					public extension Networking.HTTPClientContract {
					    func send(_ endpoint: Endpoint) async throws {}
					}
					""",
				"N/HTTPClientContract.swift": "public protocol HTTPClientContract {}\n",
			])
			expectEqual(try Self.finding("APIError.notFound", in: findings).found, SourceLocation(path: "N/APIError.swift", line: 2, column: 10))
			expectEqual(try Self.finding("APIError.isTransient", in: findings).found, SourceLocation(path: "N/APIError+More.swift", line: 2, column: 16))
			expectEqual(try Self.finding("HTTPClientContract.send", in: findings).found, SourceLocation(path: "N/APIError+More.swift", line: 5, column: 10))
			// A case is not a member of another kind, and the signature must match.
			#expect(try !Self.finding("APIError.unauthorized", in: findings).isPresent)
			#expect(try !Self.finding("HTTPClientContract.request", in: findings).isPresent)
		}
	}

	/// A role's requirements are looked up only in its module's folder.
	func requirementsAreLookedUpInTheirModulesFolder() throws {
		let files = ["Features/Home/APIError.swift": "enum APIError { case notFound }\n"]
		#expect(try Self.finding("APIError.notFound", in: Self.findings(files)).isPresent)
		let elsewhere = Self.findings(files, sources: [.networking: "Libraries/Networking"])
		let notFound = try Self.finding("APIError.notFound", in: elsewhere)
		expectFalse(notFound.isPresent)
		expectEqual(notFound.type, nil)
		expectContains(
			RuntimeDoctor.diagnostics(elsewhere, recorded: RuntimeDoctor.lacks(elsewhere), sources: [.networking: "Libraries/Networking"], configPath: "scaffold.json")
				.map(\.description),
					"Libraries/Networking: warning: the app declares no 'APIError.notFound'; features that need it for error mappers and repositories cannot be generated")
		// A folder is matched whole: `Libraries/NetworkingExtras` is not below `Libraries/Networking`.
		let sibling = Self.findings(["Libraries/NetworkingExtras/APIError.swift": "enum APIError { case notFound }\n"], sources: [.networking: "Libraries/Networking"])
		#expect(try !Self.finding("APIError.notFound", in: sibling).isPresent)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<RuntimeDoctorTests>] = [
		SuiteTest("theExistingAppsLacksAreTheReadmesAndSaidAsRecorded") { try $0.theExistingAppsLacksAreTheReadmesAndSaidAsRecorded() },
		SuiteTest("scaffoldsOwnRuntimeHasEveryRequirement") { try $0.scaffoldsOwnRuntimeHasEveryRequirement() },
		SuiteTest("conformancesMembersAndCasesAreFoundInExtensions") { try $0.conformancesMembersAndCasesAreFoundInExtensions() },
		SuiteTest("requirementsAreLookedUpInTheirModulesFolder") { try $0.requirementsAreLookedUpInTheirModulesFolder() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<RuntimeDoctorTests>) async throws { try await test.body(self) }
}
