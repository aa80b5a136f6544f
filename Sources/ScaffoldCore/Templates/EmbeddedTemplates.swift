// Generated from Templates/ by TemplateEmbeddingTests (SCAFFOLD_RECORD=1 swift test). Do not edit.

extension TemplateCatalog {
	/// Every template scaffold ships with, as the binary embeds them.
	public static let embedded = TemplateCatalog(sources: [
		TemplateSource(
			path: "Feature/Sources/Data/DTOs/DTO.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			/// {{summary}}
			///
			/// Anemic on purpose: it only carries data across the wire. Mapping belongs in mappers.
			struct {{dto}}: Codable, Equatable, Sendable {
			{{#properties}}
				let {{name}}: {{dtoType}}
			{{/properties}}
			{{#hasCodingKeys}}

				enum CodingKeys: String, CodingKey {
			{{#properties}}
					case {{codingKey}}
			{{/properties}}
				}
			{{/hasCodingKeys}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DTOs/FilterDTO.swift.mustache",
			text: #"""
			{{header}}
			/// What to filter a list of {{lowerPlural}} by. A `nil` value does not filter.
			struct {{filterDTO}}: Equatable, Sendable {
			{{#filters}}
				let {{name}}: {{dtoType}}?
			{{/filters}}
			{{#hasFilters}}

				init(
			{{#filters}}
					{{name}}: {{dtoType}}? = nil{{comma}}
			{{/filters}}
				) {
			{{#filters}}
					self.{{name}} = {{name}}
			{{/filters}}
				}
			{{/hasFilters}}

				/// No filter at all: every {{lowerName}}.
				static let empty = {{filterDTO}}()
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DTOs/PaginationInfoDTO.swift.mustache",
			text: #"""
			{{header}}
			/// Pagination details that come with every page: totals and the neighbouring pages.
			struct {{paginationInfoDTO}}: Codable, Equatable, Sendable {
				let count: Int
				let pages: Int
				let next: {{pageLinkType}}?
				let prev: {{pageLinkType}}?
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DTOs/ResponseDTO.swift.mustache",
			text: #"""
			{{header}}
			/// One page of {{lowerPlural}} as the API sends it.
			struct {{responseDTO}}: Codable, Equatable, Sendable {
				let info: {{paginationInfoDTO}}
				let results: [{{dto}}]
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DataSources/Local/EntityDataSource.swift.mustache",
			text: #"""
			{{header}}
			#if canImport(SwiftData)
			import Foundation
			import SwiftData

			/// Stores {{lowerPlural}} with SwiftData. Created twice for the two-level cache: once over an
			/// in-memory container (L1) and once over an on-disk container (L2).
			@ModelActor
			actor {{entityDataSource}}: {{localContract}} {
				private let entityMapper = {{entityMapper}}()
				private let entityDTOMapper = {{entityDTOMapper}}()

				func get{{name}}(identifier: {{idType}}) -> {{dto}}? {
					guard let entity = fetchEntity(identifier: identifier) else { return nil }
					return entityDTOMapper.map(entity)
				}

				func getAll{{plural}}() -> [{{dto}}] {
					let descriptor = FetchDescriptor<{{entityModel}}>(sortBy: [SortDescriptor(\.identifier)])
					let entities = (try? modelContext.fetch(descriptor)) ?? []
					return entities.map(entityDTOMapper.map)
				}

				func save{{name}}(_ item: {{dto}}) throws {
					upsert(item)
					try modelContext.save()
				}

				func save{{plural}}(_ items: [{{dto}}]) throws {
					for item in items {
						upsert(item)
					}
					try modelContext.save()
				}

				func delete{{name}}(identifier: {{idType}}) throws {
					guard let entity = fetchEntity(identifier: identifier) else { return }
					modelContext.delete(entity)
					try modelContext.save()
				}
			}

			// MARK: - Private

			private extension {{entityDataSource}} {
				func fetchEntity(identifier: {{idType}}) -> {{entityModel}}? {
					let descriptor = FetchDescriptor<{{entityModel}}>(
						predicate: #Predicate { $0.identifier == identifier }
					)
					return try? modelContext.fetch(descriptor).first
				}

				/// Replaces any stored {{lowerName}} with the same identifier: delete, then insert.
				func upsert(_ item: {{dto}}) {
					if let existing = fetchEntity(identifier: item.{{idProperty}}) {
						modelContext.delete(existing)
					}
					modelContext.insert(entityMapper.map(item))
				}
			}
			#endif

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DataSources/Local/FileDataSource.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			/// Keeps {{lowerPlural}} in a JSON file: a persistent cache (L2) that works on every platform.
			///
			/// The file is read once, when the data source is created; every change rewrites it
			/// atomically (a temporary file renamed into place), sorted by identifier, so a crash
			/// never leaves half a file behind. An unreadable file counts as an empty cache.
			actor {{fileDataSource}}: {{localContract}} {
				private let fileURL: URL
				private var items: [{{idType}}: {{dto}}]

				init(fileURL: URL) {
					self.fileURL = fileURL
					self.items = Self.load(from: fileURL)
				}

				/// `{{fileName}}` in the caches folder, inside a folder named after the module.
				static func defaultFileURL() -> URL {
					FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
						.appendingPathComponent("{{featureModule}}", isDirectory: true)
						.appendingPathComponent("{{fileName}}")
				}

				func get{{name}}(identifier: {{idType}}) -> {{dto}}? {
					items[identifier]
				}

				func getAll{{plural}}() -> [{{dto}}] {
					items.values.sorted { $0.{{idProperty}} < $1.{{idProperty}} }
				}

				func save{{name}}(_ item: {{dto}}) throws {
					items[item.{{idProperty}}] = item
					try persist()
				}

				func save{{plural}}(_ items: [{{dto}}]) throws {
					for item in items {
						self.items[item.{{idProperty}}] = item
					}
					try persist()
				}

				func delete{{name}}(identifier: {{idType}}) throws {
					items[identifier] = nil
					try persist()
				}
			}

			// MARK: - Private

			private extension {{fileDataSource}} {
				func persist() throws {
					let encoder = JSONEncoder()
					encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
					let data = try encoder.encode(getAll{{plural}}())
					try FileManager.default.createDirectory(
						at: fileURL.deletingLastPathComponent(),
						withIntermediateDirectories: true
					)
					try data.write(to: fileURL, options: .atomic)
				}

				static func load(from fileURL: URL) -> [{{idType}}: {{dto}}] {
					guard
						let data = try? Data(contentsOf: fileURL),
						let decoded = try? JSONDecoder().decode([{{dto}}].self, from: data)
					else {
						return [:]
					}
					return Dictionary(decoded.map { ($0.{{idProperty}}, $0) }, uniquingKeysWith: { _, last in last })
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DataSources/Local/LocalDataSourceContract.swift.mustache",
			text: #"""
			{{header}}
			/// Stores {{lowerPlural}} on the device.
			///
			/// Actor-isolated. The same contract serves the volatile cache (L1, in memory) and the
			/// persistent cache (L2, on disk), so a repository can use one type for both levels.
			protocol {{localContract}}: Actor {
				func get{{name}}(identifier: {{idType}}) -> {{dto}}?
				func getAll{{plural}}() -> [{{dto}}]
				func save{{name}}(_ item: {{dto}}) throws
				func save{{plural}}(_ items: [{{dto}}]) throws
				func delete{{name}}(identifier: {{idType}}) throws
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DataSources/Local/MemoryDataSource.swift.mustache",
			text: #"""
			{{header}}
			/// Keeps {{lowerPlural}} in memory: the volatile cache (L1). Emptied when the process ends.
			actor {{memoryDataSource}}: {{localContract}} {
				private var items: [{{idType}}: {{dto}}] = [:]

				init() {}

				func get{{name}}(identifier: {{idType}}) -> {{dto}}? {
					items[identifier]
				}

				func getAll{{plural}}() -> [{{dto}}] {
					items.values.sorted { $0.{{idProperty}} < $1.{{idProperty}} }
				}

				func save{{name}}(_ item: {{dto}}) {
					items[item.{{idProperty}}] = item
				}

				func save{{plural}}(_ items: [{{dto}}]) {
					for item in items {
						self.items[item.{{idProperty}}] = item
					}
				}

				func delete{{name}}(identifier: {{idType}}) {
					items[identifier] = nil
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DataSources/Local/UserDefaultsContract.swift.mustache",
			text: #"""
			{{header}}
			/// Stores {{summary}} on the device. Actor-isolated.
			protocol {{localContract}}: Actor {
				func getItems() -> [{{elementType}}]
				func saveItem(_ item: {{elementType}})
				func deleteItem(_ item: {{elementType}})
				func deleteAll()
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DataSources/Local/UserDefaultsDataSource.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			/// Keeps {{summary}} in `UserDefaults` under the key `{{storageKey}}`.
			///
			/// {{orderSentence}} {{dedupeSentence}} At most {{limit}} items are kept.
			actor {{userDefaultsDataSource}}: {{localContract}} {
				private let userDefaults: UserDefaults
				private let key = "{{storageKey}}"
				private let limit = {{limit}}

				init(userDefaults: UserDefaults = .standard) {
					self.userDefaults = userDefaults
				}

				func getItems() -> [{{elementType}}] {
					{{readExpression}}
				}

				func saveItem(_ item: {{elementType}}) {
					var items = getItems()
			{{#dedupes}}
					items.removeAll { {{matchExpression}} }
			{{/dedupes}}
			{{#newestFirst}}
					items.insert(item, at: 0)
					if items.count > limit {
						items = Array(items.prefix(limit))
					}
			{{/newestFirst}}
			{{^newestFirst}}
					items.append(item)
					if items.count > limit {
						items = Array(items.suffix(limit))
					}
			{{/newestFirst}}
					userDefaults.set(items, forKey: key)
				}

				func deleteItem(_ item: {{elementType}}) {
					var items = getItems()
					items.removeAll { {{matchExpression}} }
					userDefaults.set(items, forKey: key)
				}

				func deleteAll() {
					userDefaults.removeObject(forKey: key)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DataSources/Remote/GraphQLDataSource.swift.mustache",
			text: #"""
			{{header}}
			import {{networkingModule}}
			import Foundation

			/// {{remoteContract}} over GraphQL.
			///
			/// GraphQL errors are mapped to `APIError` here, so callers never see `GraphQLError`.
			struct {{graphQLDataSource}}: {{remoteContract}} {
				private let graphQLClient: any GraphQLClientContract
				private let errorMapper = GraphQLErrorMapper()

				init(graphQLClient: any GraphQLClientContract) {
					self.graphQLClient = graphQLClient
				}
			{{#hasDetail}}

				func fetch{{name}}(identifier: {{idType}}) async throws -> {{dto}} {
					let operation = GraphQLOperation(
						query: Self.{{detailQueryProperty}},
						variables: ["id": {{idVariable}}],
						operationName: "{{detailOperation}}"
					)
					let response: {{detailResponse}} = try await request(operation)
					return response.{{detailField}}
				}
			{{/hasDetail}}
			{{#hasList}}

				func fetch{{plural}}({{#isPaginated}}page: Int, {{/isPaginated}}filter: {{filterDTO}}) async throws -> {{listResult}} {
					{{variablesDeclaration}}
			{{#filters}}
					if let {{name}} = filter.{{name}}{{#isText}}, !{{name}}.isEmpty{{/isText}} {
						variables["{{graphQLName}}"] = {{graphQLValue}}
					}
			{{/filters}}
					let operation = GraphQLOperation(
						query: Self.{{listQueryProperty}},
						variables: variables,
						operationName: "{{listOperation}}"
					)
					let response: {{listResponse}} = try await request(operation)
					return response.{{listField}}
				}
			{{/hasList}}
			}

			// MARK: - Private

			private extension {{graphQLDataSource}} {
				func request<T: Decodable>(_ operation: GraphQLOperation) async throws -> T {
					do {
						return try await graphQLClient.execute(operation)
					} catch let error as GraphQLError {
						throw errorMapper.map(error)
					}
				}
			}

			// MARK: - Response Wrappers
			{{#hasDetail}}

			private struct {{detailResponse}}: Decodable {
				let {{detailField}}: {{dto}}
			}
			{{/hasDetail}}
			{{#hasList}}

			private struct {{listResponse}}: Decodable {
				let {{listField}}: {{listResult}}
			}
			{{/hasList}}

			// MARK: - Queries

			extension {{graphQLDataSource}} {
			{{#hasDetail}}
				/// The query `fetch{{name}}(identifier:)` sends; exposed so tests can check it.
				static let {{detailQueryProperty}} = """
					query {{detailOperation}}($id: ID!) {
						{{detailField}}(id: $id) {
			{{#selection}}
							{{.}}
			{{/selection}}
						}
					}
					"""
			{{/hasDetail}}
			{{#hasDetailAndList}}

			{{/hasDetailAndList}}
			{{#hasList}}
				/// The query `fetch{{plural}}` sends; exposed so tests can check it.
				static let {{listQueryProperty}} = """
					{{listQuerySignature}} {
						{{listFieldCall}} {
			{{#isPaginated}}
							info { count pages next prev }
							results {
			{{#selection}}
								{{.}}
			{{/selection}}
							}
			{{/isPaginated}}
			{{^isPaginated}}
			{{#selection}}
							{{.}}
			{{/selection}}
			{{/isPaginated}}
						}
					}
					"""
			{{/hasList}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
			text: #"""
			{{header}}
			import {{networkingModule}}
			import Foundation

			/// {{remoteContract}} over REST, at `{{restPath}}`.
			///
			/// Transport errors are mapped to `APIError` here, so callers never see `HTTPError`.
			struct {{restDataSource}}: {{remoteContract}} {
				private let httpClient: any HTTPClientContract
				private let errorMapper = HTTPErrorMapper()

				init(httpClient: any HTTPClientContract) {
					self.httpClient = httpClient
				}
			{{#hasDetail}}

				func fetch{{name}}(identifier: {{idType}}) async throws -> {{dto}} {
					let endpoint = Endpoint(path: "{{restPath}}/\(identifier)")
					return try await request(endpoint)
				}
			{{/hasDetail}}
			{{#hasList}}

				func fetch{{plural}}({{#isPaginated}}page: Int, {{/isPaginated}}filter: {{filterDTO}}) async throws -> {{listResult}} {
			{{#hasQueryItems}}
					var queryItems: [URLQueryItem] = []
			{{#isPaginated}}
					queryItems.append(URLQueryItem(name: "page", value: String(page)))
			{{/isPaginated}}
			{{#filters}}
					if let {{name}} = filter.{{name}}{{#isText}}, !{{name}}.isEmpty{{/isText}} {
						queryItems.append(URLQueryItem(name: "{{queryName}}", value: {{queryValue}}))
					}
			{{/filters}}
					let endpoint = Endpoint(path: "{{restPath}}", queryItems: queryItems)
			{{/hasQueryItems}}
			{{^hasQueryItems}}
					let endpoint = Endpoint(path: "{{restPath}}")
			{{/hasQueryItems}}
					return try await request(endpoint)
				}
			{{/hasList}}
			{{#hasCreate}}

				func create{{name}}(_ item: {{dto}}) async throws -> {{dto}} {
					let endpoint = Endpoint(path: "{{restPath}}", method: .post, body: try encode(item))
					return try await request(endpoint)
				}
			{{/hasCreate}}
			{{#hasUpdate}}

				func update{{name}}(_ item: {{dto}}) async throws -> {{dto}} {
					let endpoint = Endpoint(path: "{{restPath}}/\(item.{{idProperty}})", method: .put, body: try encode(item))
					return try await request(endpoint)
				}
			{{/hasUpdate}}
			{{#hasDelete}}

				func delete{{name}}(identifier: {{idType}}) async throws {
					let endpoint = Endpoint(path: "{{restPath}}/\(identifier)", method: .delete)
					do {
						try await httpClient.send(endpoint)
					} catch let error as HTTPError {
						throw errorMapper.map(error)
					}
				}
			{{/hasDelete}}
			}

			// MARK: - Private

			private extension {{restDataSource}} {
				func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
					do {
						return try await httpClient.request(endpoint)
					} catch let error as HTTPError {
						throw errorMapper.map(error)
					}
				}
			{{#hasBody}}

				func encode(_ item: {{dto}}) throws -> Data {
					let encoder = JSONEncoder()
					encoder.outputFormatting = [.sortedKeys]
					do {
						return try encoder.encode(item)
					} catch {
						throw APIError.invalidRequest
					}
				}
			{{/hasBody}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DataSources/Remote/RemoteDataSourceContract.swift.mustache",
			text: #"""
			{{header}}
			/// Reads {{lowerPlural}} from the remote API.
			///
			/// Transport-agnostic: the REST and the GraphQL data sources implement the same contract,
			/// and both throw only `APIError`.
			protocol {{remoteContract}}: Sendable {
			{{#hasDetail}}
				func fetch{{name}}(identifier: {{idType}}) async throws -> {{dto}}
			{{/hasDetail}}
			{{#hasList}}
				func fetch{{plural}}({{#isPaginated}}page: Int, {{/isPaginated}}filter: {{filterDTO}}) async throws -> {{listResult}}
			{{/hasList}}
			{{#hasCreate}}
				func create{{name}}(_ item: {{dto}}) async throws -> {{dto}}
			{{/hasCreate}}
			{{#hasUpdate}}
				func update{{name}}(_ item: {{dto}}) async throws -> {{dto}}
			{{/hasUpdate}}
			{{#hasDelete}}
				func delete{{name}}(identifier: {{idType}}) async throws
			{{/hasDelete}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Entities/Entity.swift.mustache",
			text: #"""
			{{header}}
			#if canImport(SwiftData)
			import Foundation
			import SwiftData

			/// A {{lowerName}} as SwiftData stores it. Value types are stored as Codable structs.
			@Model
			nonisolated final class {{entityModel}} {
				@Attribute(.unique) var identifier: {{idType}}
			{{#fields}}
				var {{name}}: {{dtoType}}
			{{/fields}}

				init(
					identifier: {{idType}}{{#fields}},
					{{name}}: {{dtoType}}{{/fields}}
				) {
					self.identifier = identifier
			{{#fields}}
					self.{{name}} = {{name}}
			{{/fields}}
				}
			}
			#endif

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Entities/ModelContainer.swift.mustache",
			text: #"""
			{{header}}
			#if canImport(SwiftData)
			import Foundation
			import SwiftData

			/// Creates the SwiftData containers for {{lowerPlural}}.
			///
			/// The store is named (`{{storeName}}`) so that several modules using SwiftData never share
			/// a schema by accident.
			enum {{modelContainer}} {
				private static let schema = Schema([
					{{entityModel}}.self,
				])

				/// An in-memory container for the volatile cache (L1), or an on-disk one for persistence (L2).
				static func create(inMemoryOnly: Bool = false) -> ModelContainer {
					do {
						let configuration = ModelConfiguration("{{storeName}}", schema: schema, isStoredInMemoryOnly: inMemoryOnly)
						return try ModelContainer(for: schema, configurations: [configuration])
					} catch {
						fatalError("Failed to create {{modelContainer}}: \(error)")
					}
				}
			}
			#endif

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Mappers/EntityDTOMapper.swift.mustache",
			text: #"""
			{{header}}
			#if canImport(SwiftData)
			import {{coreModule}}

			/// Turns a stored {{entityModel}} back into a {{dto}}.
			struct {{entityDTOMapper}}: MapperContract {
				nonisolated func map(_ input: {{entityModel}}) -> {{dto}} {
					{{dto}}(
						{{idProperty}}: input.identifier{{#fields}},
						{{name}}: input.{{name}}{{/fields}}
					)
				}
			}
			#endif

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Mappers/EntityMapper.swift.mustache",
			text: #"""
			{{header}}
			#if canImport(SwiftData)
			import {{coreModule}}

			/// Turns a {{dto}} into the SwiftData model that stores it.
			struct {{entityMapper}}: MapperContract {
				nonisolated func map(_ input: {{dto}}) -> {{entityModel}} {
					{{entityModel}}(
						identifier: input.{{idProperty}}{{#fields}},
						{{name}}: input.{{name}}{{/fields}}
					)
				}
			}
			#endif

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Shared/Fixtures/Fixture.json.mustache",
			text: #"""
			{{json}}
			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Shared/Mocks/LocalDataSourceMock.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			@testable import {{featureModule}}

			/// A {{localContract}} whose answers tests set, and which records every call.
			actor {{localMock}}: {{localContract}} {
				// MARK: - Configurable Returns

				private(set) var itemToReturn: {{dto}}?
				private(set) var itemsToReturn: [{{dto}}] = []
				private(set) var errorToThrow: (any Error)?

				func setItemToReturn(_ item: {{dto}}?) {
					itemToReturn = item
				}

				func setItemsToReturn(_ items: [{{dto}}]) {
					itemsToReturn = items
				}

				func setErrorToThrow(_ error: (any Error)?) {
					errorToThrow = error
				}

				// MARK: - Call Tracking

				private(set) var get{{name}}CallCount = 0
				private(set) var lastRequestedIdentifier: {{idType}}?
				private(set) var getAll{{plural}}CallCount = 0
				private(set) var save{{name}}CallCount = 0
				private(set) var save{{name}}LastValue: {{dto}}?
				private(set) var save{{plural}}CallCount = 0
				private(set) var save{{plural}}LastValue: [{{dto}}]?
				private(set) var delete{{name}}CallCount = 0
				private(set) var lastDeletedIdentifier: {{idType}}?

				// MARK: - {{localContract}}

				func get{{name}}(identifier: {{idType}}) -> {{dto}}? {
					get{{name}}CallCount += 1
					lastRequestedIdentifier = identifier
					return itemToReturn
				}

				func getAll{{plural}}() -> [{{dto}}] {
					getAll{{plural}}CallCount += 1
					return itemsToReturn
				}

				func save{{name}}(_ item: {{dto}}) throws {
					save{{name}}CallCount += 1
					save{{name}}LastValue = item
					if let errorToThrow {
						throw errorToThrow
					}
				}

				func save{{plural}}(_ items: [{{dto}}]) throws {
					save{{plural}}CallCount += 1
					save{{plural}}LastValue = items
					if let errorToThrow {
						throw errorToThrow
					}
				}

				func delete{{name}}(identifier: {{idType}}) throws {
					delete{{name}}CallCount += 1
					lastDeletedIdentifier = identifier
					if let errorToThrow {
						throw errorToThrow
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Shared/Mocks/RemoteDataSourceMock.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			@testable import {{featureModule}}

			/// A {{remoteContract}} whose results tests set, and which records every call.
			final class {{remoteMock}}: {{remoteContract}}, @unchecked Sendable {
			{{#hasDetail}}
				var {{lowerName}}Result: Result<{{dto}}, any Error> = .failure(NotConfiguredError.notConfigured)
				private(set) var fetch{{name}}CallCount = 0
				private(set) var lastFetchedIdentifier: {{idType}}?
			{{/hasDetail}}
			{{#hasList}}
				var {{lowerPlural}}Result: Result<{{listResult}}, any Error> = .failure(NotConfiguredError.notConfigured)
				private(set) var fetch{{plural}}CallCount = 0
			{{#isPaginated}}
				private(set) var lastFetchedPage: Int?
			{{/isPaginated}}
				private(set) var lastFetchedFilter: {{filterDTO}}?
			{{/hasList}}
			{{#hasCreate}}
				var create{{name}}Result: Result<{{dto}}, any Error> = .failure(NotConfiguredError.notConfigured)
				private(set) var created{{plural}}: [{{dto}}] = []
			{{/hasCreate}}
			{{#hasUpdate}}
				var update{{name}}Result: Result<{{dto}}, any Error> = .failure(NotConfiguredError.notConfigured)
				private(set) var updated{{plural}}: [{{dto}}] = []
			{{/hasUpdate}}
			{{#hasDelete}}
				var delete{{name}}Error: (any Error)?
				private(set) var deletedIdentifiers: [{{idType}}] = []
			{{/hasDelete}}
			{{#hasDetail}}

				func fetch{{name}}(identifier: {{idType}}) async throws -> {{dto}} {
					fetch{{name}}CallCount += 1
					lastFetchedIdentifier = identifier
					return try {{lowerName}}Result.get()
				}
			{{/hasDetail}}
			{{#hasList}}

				func fetch{{plural}}({{#isPaginated}}page: Int, {{/isPaginated}}filter: {{filterDTO}}) async throws -> {{listResult}} {
					fetch{{plural}}CallCount += 1
			{{#isPaginated}}
					lastFetchedPage = page
			{{/isPaginated}}
					lastFetchedFilter = filter
					return try {{lowerPlural}}Result.get()
				}
			{{/hasList}}
			{{#hasCreate}}

				func create{{name}}(_ item: {{dto}}) async throws -> {{dto}} {
					created{{plural}}.append(item)
					return try create{{name}}Result.get()
				}
			{{/hasCreate}}
			{{#hasUpdate}}

				func update{{name}}(_ item: {{dto}}) async throws -> {{dto}} {
					updated{{plural}}.append(item)
					return try update{{name}}Result.get()
				}
			{{/hasUpdate}}
			{{#hasDelete}}

				func delete{{name}}(identifier: {{idType}}) async throws {
					deletedIdentifiers.append(identifier)
					if let delete{{name}}Error {
						throw delete{{name}}Error
					}
				}
			{{/hasDelete}}
			}

			private enum NotConfiguredError: Error {
				case notConfigured
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Shared/Mocks/UserDefaultsMock.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			@testable import {{featureModule}}

			/// A {{localContract}} whose items tests set, and which records every call.
			actor {{localMock}}: {{localContract}} {
				// MARK: - Configurable Returns

				private(set) var items: [{{elementType}}] = []

				func setItems(_ items: [{{elementType}}]) {
					self.items = items
				}

				// MARK: - Call Tracking

				private(set) var getItemsCallCount = 0
				private(set) var saveItemCallCount = 0
				private(set) var lastSavedItem: {{elementType}}?
				private(set) var deleteItemCallCount = 0
				private(set) var lastDeletedItem: {{elementType}}?
				private(set) var deleteAllCallCount = 0

				// MARK: - {{localContract}}

				func getItems() -> [{{elementType}}] {
					getItemsCallCount += 1
					return items
				}

				func saveItem(_ item: {{elementType}}) {
					saveItemCallCount += 1
					lastSavedItem = item
				}

				func deleteItem(_ item: {{elementType}}) {
					deleteItemCallCount += 1
					lastDeletedItem = item
				}

				func deleteAll() {
					deleteAllCallCount += 1
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Unit/Data/EntityDataSourceTests.swift.mustache",
			text: #"""
			{{header}}
			#if canImport(SwiftData)
			import {{coreMocksModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
			{{>LocalStoreBehaviourTests}}
			}

			{{>FixtureLoading}}

			private extension {{testSuite}} {
				/// An in-memory container per test keeps tests isolated.
				func makeSUT() throws -> {{entityDataSource}} {
					{{entityDataSource}}(modelContainer: {{modelContainer}}.create(inMemoryOnly: true))
				}
			}
			#endif

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Unit/Data/FileDataSourceTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreMocksModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
				/// A fresh file per test, so tests running in parallel never share state.
				private let fileURL = FileManager.default.temporaryDirectory
					.appendingPathComponent("{{testSuite}}-\(UUID().uuidString)", isDirectory: true)
					.appendingPathComponent("{{fileName}}")

			{{>LocalStoreBehaviourTests}}

				@Test("Persists {{lowerPlural}} across instances")
				func persistsAcrossInstances() async throws {
					// Given
					let item: {{dto}} = try loadJSON("{{detailFixture}}")
					try await makeSUT().save{{name}}(item)

					// When
					let otherInstance = try makeSUT()
					let result = await otherInstance.get{{name}}(identifier: item.{{idProperty}})

					// Then
					#expect(result == item)
				}

				@Test("Treats an unreadable file as an empty cache")
				func treatsUnreadableFileAsEmpty() async throws {
					// Given
					try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
					try Data("not json".utf8).write(to: fileURL)

					// When
					let result = try await makeSUT().getAll{{plural}}()

					// Then
					#expect(result.isEmpty)
				}
			}

			{{>FixtureLoading}}

			private extension {{testSuite}} {
				func makeSUT() throws -> {{fileDataSource}} {
					{{fileDataSource}}(fileURL: fileURL)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreMocksModule}}
			import {{networkingModule}}
			import {{networkingMocksModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
				private let graphQLClientMock = GraphQLClientMock()
				private let sut: {{graphQLDataSource}}

				init() {
					sut = {{graphQLDataSource}}(graphQLClient: graphQLClientMock)
				}
			{{#hasList}}

				// MARK: - Fetch {{plural}}

				@Test("Fetch {{lowerPlural}} sends the {{listOperation}} operation")
				func fetch{{plural}}SendsOperation() async throws {
					// Given
					graphQLClientMock.result = .success(try loadJSONData("{{listQueryFixture}}"))

					// When
					_ = try await sut.fetch{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty)

					// Then
					let operation = try #require(graphQLClientMock.executedOperations.first)
					#expect(operation.operationName == "{{listOperation}}")
					#expect(operation.query == {{graphQLDataSource}}.{{listQueryProperty}})
					#expect(operation.variables == {{emptyFilterVariables}})
				}
			{{#hasFilters}}

				@Test("Fetch {{lowerPlural}} sends filters as variables")
				func fetch{{plural}}SendsFilters() async throws {
					// Given
					graphQLClientMock.result = .success(try loadJSONData("{{listQueryFixture}}"))

					// When
					_ = try await sut.fetch{{plural}}({{#isPaginated}}page: 3, {{/isPaginated}}filter: {{filterSample}})

					// Then
					let operation = try #require(graphQLClientMock.executedOperations.first)
					#expect(operation.variables == {{filterSampleVariables}})
				}
			{{/hasFilters}}

				@Test("Fetch {{lowerPlural}} decodes the response")
				func fetch{{plural}}DecodesResponse() async throws {
					// Given
					graphQLClientMock.result = .success(try loadJSONData("{{listQueryFixture}}"))

					// When
					let result = try await sut.fetch{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty)

					// Then
			{{#isPaginated}}
					#expect(result.info.count == {{sampleTotalCount}})
					#expect(result.results.count == 2)
					#expect(result.results.first?.{{idProperty}} == {{idSample}})
			{{/isPaginated}}
			{{^isPaginated}}
					#expect(result.count == 2)
					#expect(result.first?.{{idProperty}} == {{idSample}})
			{{/isPaginated}}
				}

				@Test("Fetch {{lowerPlural}} maps a 404 to APIError.notFound")
				func fetch{{plural}}MapsNotFound() async {
					// Given
					graphQLClientMock.result = .failure(GraphQLError.statusCode(404, Data()))

					// When / Then
					await #expect(throws: APIError.notFound) {
						_ = try await sut.fetch{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty)
					}
				}
			{{/hasList}}
			{{#hasDetail}}

				// MARK: - Fetch {{name}}

				@Test("Fetch {{lowerName}} sends the {{detailOperation}} operation with the identifier")
				func fetch{{name}}SendsIdentifier() async throws {
					// Given
					graphQLClientMock.result = .success(try loadJSONData("{{detailQueryFixture}}"))

					// When
					_ = try await sut.fetch{{name}}(identifier: {{idSample}})

					// Then
					let operation = try #require(graphQLClientMock.executedOperations.first)
					#expect(operation.operationName == "{{detailOperation}}")
					#expect(operation.query == {{graphQLDataSource}}.{{detailQueryProperty}})
					#expect(operation.variables == ["id": {{idSampleVariable}}])
				}

				@Test("Fetch {{lowerName}} decodes the response")
				func fetch{{name}}DecodesResponse() async throws {
					// Given
					graphQLClientMock.result = .success(try loadJSONData("{{detailQueryFixture}}"))

					// When
					let result = try await sut.fetch{{name}}(identifier: {{idSample}})

					// Then
			{{#sampleChecks}}
					#expect(result.{{property}} == {{literal}})
			{{/sampleChecks}}
				}

				@Test("Fetch {{lowerName}} maps a 404 to APIError.notFound")
				func fetch{{name}}MapsNotFound() async {
					// Given
					graphQLClientMock.result = .failure(GraphQLError.statusCode(404, Data()))

					// When / Then
					await #expect(throws: APIError.notFound) {
						_ = try await sut.fetch{{name}}(identifier: {{missingIdSample}})
					}
				}
			{{/hasDetail}}
			}

			{{>FixtureLoading}}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Unit/Data/MemoryDataSourceTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreMocksModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
			{{>LocalStoreBehaviourTests}}
			}

			{{>FixtureLoading}}

			private extension {{testSuite}} {
				func makeSUT() throws -> {{memoryDataSource}} {
					{{memoryDataSource}}()
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreMocksModule}}
			import {{networkingModule}}
			import {{networkingMocksModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
				private let httpClientMock = HTTPClientMock()
				private let sut: {{restDataSource}}

				init() {
					sut = {{restDataSource}}(httpClient: httpClientMock)
				}
			{{#hasDetail}}

				// MARK: - Fetch {{name}}

				@Test("Fetch {{lowerName}} requests the detail endpoint with GET")
				func fetch{{name}}UsesDetailEndpoint() async throws {
					// Given
					httpClientMock.result = .success(try loadJSONData("{{detailFixture}}"))

					// When
					_ = try await sut.fetch{{name}}(identifier: {{idSample}})

					// Then
					let endpoint = try #require(httpClientMock.requestedEndpoints.first)
					#expect(endpoint.path == "{{restPath}}/{{idSamplePath}}")
					#expect(endpoint.method == .get)
				}

				@Test("Fetch {{lowerName}} decodes the response")
				func fetch{{name}}DecodesResponse() async throws {
					// Given
					httpClientMock.result = .success(try loadJSONData("{{detailFixture}}"))

					// When
					let result = try await sut.fetch{{name}}(identifier: {{idSample}})

					// Then
			{{#sampleChecks}}
					#expect(result.{{property}} == {{literal}})
			{{/sampleChecks}}
				}

				@Test("Fetch {{lowerName}} maps a 404 to APIError.notFound")
				func fetch{{name}}MapsNotFound() async {
					// Given
					httpClientMock.result = .failure(HTTPError.statusCode(404, Data()))

					// When / Then
					await #expect(throws: APIError.notFound) {
						_ = try await sut.fetch{{name}}(identifier: {{missingIdSample}})
					}
				}

				@Test("Fetch {{lowerName}} maps a 500 to APIError.serverError")
				func fetch{{name}}MapsServerError() async {
					// Given
					httpClientMock.result = .failure(HTTPError.statusCode(500, Data()))

					// When / Then
					await #expect(throws: APIError.serverError(statusCode: 500)) {
						_ = try await sut.fetch{{name}}(identifier: {{idSample}})
					}
				}
			{{/hasDetail}}
			{{#hasList}}

				// MARK: - Fetch {{plural}}

				@Test("Fetch {{lowerPlural}} requests the list endpoint{{#isPaginated}} with the page{{/isPaginated}}")
				func fetch{{plural}}UsesListEndpoint() async throws {
					// Given
					httpClientMock.result = .success(try loadJSONData("{{listResponseFixture}}"))

					// When
					_ = try await sut.fetch{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty)

					// Then
					let endpoint = try #require(httpClientMock.requestedEndpoints.first)
					#expect(endpoint.path == "{{restPath}}")
					#expect(endpoint.method == .get)
					#expect(endpoint.queryItems == {{emptyFilterQueryItems}})
				}
			{{#hasFilters}}

				@Test("Fetch {{lowerPlural}} sends filters as query items")
				func fetch{{plural}}SendsFilters() async throws {
					// Given
					httpClientMock.result = .success(try loadJSONData("{{listResponseFixture}}"))

					// When
					_ = try await sut.fetch{{plural}}({{#isPaginated}}page: 2, {{/isPaginated}}filter: {{filterSample}})

					// Then
					let endpoint = try #require(httpClientMock.requestedEndpoints.first)
					#expect(endpoint.queryItems == {{filterSampleQueryItems}})
				}
			{{/hasFilters}}

				@Test("Fetch {{lowerPlural}} decodes the response")
				func fetch{{plural}}DecodesResponse() async throws {
					// Given
					httpClientMock.result = .success(try loadJSONData("{{listResponseFixture}}"))

					// When
					let result = try await sut.fetch{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty)

					// Then
			{{#isPaginated}}
					#expect(result.info.count == {{sampleTotalCount}})
					#expect(result.results.count == 2)
					#expect(result.results.first?.{{idProperty}} == {{idSample}})
			{{/isPaginated}}
			{{^isPaginated}}
					#expect(result.count == 2)
					#expect(result.first?.{{idProperty}} == {{idSample}})
			{{/isPaginated}}
				}

				@Test("Fetch {{lowerPlural}} maps a 404 to APIError.notFound")
				func fetch{{plural}}MapsNotFound() async {
					// Given
					httpClientMock.result = .failure(HTTPError.statusCode(404, Data()))

					// When / Then
					await #expect(throws: APIError.notFound) {
						_ = try await sut.fetch{{plural}}({{#isPaginated}}page: 99, {{/isPaginated}}filter: .empty)
					}
				}
			{{/hasList}}
			{{#hasCreate}}

				// MARK: - Create {{name}}

				@Test("Create {{lowerName}} posts the item as JSON")
				func create{{name}}PostsItem() async throws {
					// Given
					let item: {{dto}} = try loadJSON("{{detailFixture}}")
					httpClientMock.result = .success(try loadJSONData("{{detailFixture}}"))

					// When
					let result = try await sut.create{{name}}(item)

					// Then
					let endpoint = try #require(httpClientMock.requestedEndpoints.first)
					#expect(endpoint.path == "{{restPath}}")
					#expect(endpoint.method == .post)
					let body = try #require(endpoint.body)
					#expect(try JSONDecoder().decode({{dto}}.self, from: body) == item)
					#expect(result == item)
				}
			{{/hasCreate}}
			{{#hasUpdate}}

				// MARK: - Update {{name}}

				@Test("Update {{lowerName}} puts the item to its own path")
				func update{{name}}PutsItem() async throws {
					// Given
					let item: {{dto}} = try loadJSON("{{updatedFixture}}")
					httpClientMock.result = .success(try loadJSONData("{{updatedFixture}}"))

					// When
					let result = try await sut.update{{name}}(item)

					// Then
					let endpoint = try #require(httpClientMock.requestedEndpoints.first)
					#expect(endpoint.path == "{{restPath}}/{{idSamplePath}}")
					#expect(endpoint.method == .put)
					let body = try #require(endpoint.body)
					#expect(try JSONDecoder().decode({{dto}}.self, from: body) == item)
					#expect(result == item)
				}
			{{/hasUpdate}}
			{{#hasDelete}}

				// MARK: - Delete {{name}}

				@Test("Delete {{lowerName}} sends DELETE to its own path")
				func delete{{name}}SendsDelete() async throws {
					// Given
					httpClientMock.result = .success(Data())

					// When
					try await sut.delete{{name}}(identifier: {{idSample}})

					// Then
					let endpoint = try #require(httpClientMock.requestedEndpoints.first)
					#expect(endpoint.path == "{{restPath}}/{{idSamplePath}}")
					#expect(endpoint.method == .delete)
				}

				@Test("Delete {{lowerName}} maps a 404 to APIError.notFound")
				func delete{{name}}MapsNotFound() async {
					// Given
					httpClientMock.result = .failure(HTTPError.statusCode(404, Data()))

					// When / Then
					await #expect(throws: APIError.notFound) {
						try await sut.delete{{name}}(identifier: {{missingIdSample}})
					}
				}
			{{/hasDelete}}
			}

			{{>FixtureLoading}}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Unit/Data/UserDefaultsDataSourceTests.swift.mustache",
			text: #"""
			{{header}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
				// MARK: - Properties

				private let sut: {{userDefaultsDataSource}}
				private nonisolated(unsafe) let userDefaults: UserDefaults

				// MARK: - Init

				/// A suite of its own per test: tests run in parallel and must not share defaults.
				init() throws {
					let suiteName = "{{testSuite}}-\(UUID().uuidString)"
					let suite = try #require(UserDefaults(suiteName: suiteName))
					suite.removePersistentDomain(forName: suiteName)
					userDefaults = suite
					sut = {{userDefaultsDataSource}}(userDefaults: suite)
				}

				// MARK: - Get

				@Test("Returns no items initially")
				func returnsNoItemsInitially() async {
					let result = await sut.getItems()
					#expect(result.isEmpty)
				}

				// MARK: - Save

				@Test("Saves and retrieves an item")
				func savesAndRetrievesItem() async {
					// When
					await sut.saveItem({{sampleA}})

					// Then
					#expect(await sut.getItems() == [{{sampleA}}])
				}

				@Test("{{orderTestName}}")
				func keepsOrder() async {
					// Given
					await sut.saveItem({{sampleA}})

					// When
					await sut.saveItem({{sampleB}})

					// Then
					#expect(await sut.getItems() == {{orderedAB}})
				}
			{{#dedupes}}

				@Test("{{dedupeTestName}}")
				func deduplicates() async {
					// Given
					await sut.saveItem({{duplicateFirst}})

					// When
					await sut.saveItem({{duplicateSecond}})

					// Then
					#expect(await sut.getItems() == [{{duplicateSecond}}])
				}
			{{/dedupes}}

				@Test("Keeps at most {{limit}} items")
				func enforcesLimit() async {
					// Given
					for index in 1...{{limitPlusOne}} {
						await sut.saveItem({{loopItem}})
					}

					// Then
					let result = await sut.getItems()
					#expect(result.count == {{limit}})
					#expect(result.{{newestEnd}} == {{lastLoopItem}})
				}

				// MARK: - Delete

				@Test("{{deleteTestName}}")
				func deletesItem() async {
					// Given
					await sut.saveItem({{duplicateFirst}})

					// When
					await sut.deleteItem({{duplicateSecond}})

					// Then
					#expect(await sut.getItems().isEmpty)
				}

				@Test("Deletes every item")
				func deletesAllItems() async {
					// Given
					await sut.saveItem({{sampleA}})
					await sut.saveItem({{sampleB}})

					// When
					await sut.deleteAll()

					// Then
					#expect(await sut.getItems().isEmpty)
				}

				// MARK: - Persistence

				@Test("Persists across instances")
				func persistsAcrossInstances() async {
					// Given
					await sut.saveItem({{sampleA}})

					// When
					let otherInstance = {{userDefaultsDataSource}}(userDefaults: userDefaults)
					let result = await otherInstance.getItems()

					// Then
					#expect(result == [{{sampleA}}])
				}
			}

			"""#
		),
		TemplateSource(
			path: "Partials/FixtureLoading.mustache",
			text: #"""
			// MARK: - Private

			private extension {{testSuite}} {
				func loadJSON<T: Decodable>(_ filename: String) throws -> T {
					try Bundle.module.loadJSON(filename)
				}

				func loadJSONData(_ filename: String) throws -> Data {
					try Bundle.module.loadJSONData(filename)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Partials/LocalStoreBehaviourTests.mustache",
			text: #"""
				@Test("Returns nil when the {{lowerName}} is not stored")
				func returnsNilWhenNotStored() async throws {
					// Given
					let sut = try makeSUT()

					// When
					let result = await sut.get{{name}}(identifier: {{missingIdSample}})

					// Then
					#expect(result == nil)
				}

				@Test("Returns the {{lowerName}} after saving it")
				func returnsItemAfterSaving() async throws {
					// Given
					let sut = try makeSUT()
					let item: {{dto}} = try loadJSON("{{detailFixture}}")

					// When
					try await sut.save{{name}}(item)
					let result = await sut.get{{name}}(identifier: item.{{idProperty}})

					// Then
					#expect(result == item)
				}

				@Test("Saving a {{lowerName}} again replaces the stored one")
				func upsertsExistingItem() async throws {
					// Given
					let sut = try makeSUT()
					let original: {{dto}} = try loadJSON("{{detailFixture}}")
					let updated: {{dto}} = try loadJSON("{{updatedFixture}}")
					try await sut.save{{name}}(original)

					// When
					try await sut.save{{name}}(updated)
					let result = await sut.get{{name}}(identifier: original.{{idProperty}})

					// Then
					#expect(result == updated)
					#expect(await sut.getAll{{plural}}() == [updated])
				}

				@Test("Lists every stored {{lowerName}} sorted by identifier")
				func listsItemsSortedByIdentifier() async throws {
					// Given
					let sut = try makeSUT()
					let items: [{{dto}}] = try loadJSON("{{listFixture}}")

					// When
					try await sut.save{{plural}}(items.reversed())
					let result = await sut.getAll{{plural}}()

					// Then
					#expect(result == items.sorted { $0.{{idProperty}} < $1.{{idProperty}} })
					#expect(result.count == items.count)
				}

				@Test("Deletes a stored {{lowerName}}")
				func deletesItem() async throws {
					// Given
					let sut = try makeSUT()
					let item: {{dto}} = try loadJSON("{{detailFixture}}")
					try await sut.save{{name}}(item)

					// When
					try await sut.delete{{name}}(identifier: item.{{idProperty}})

					// Then
					#expect(await sut.get{{name}}(identifier: item.{{idProperty}}) == nil)
					#expect(await sut.getAll{{plural}}().isEmpty)
				}

			"""#
		),
	])
}
