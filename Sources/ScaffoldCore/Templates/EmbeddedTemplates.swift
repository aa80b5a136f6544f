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
			import Foundation

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
			/// {{orderSentence}} {{dedupeSentence}}{{#hasLimit}} At most {{limit}} items are kept.{{/hasLimit}}
			actor {{userDefaultsDataSource}}: {{localContract}} {
				private let userDefaults: UserDefaults
				private let key = "{{storageKey}}"
			{{#hasLimit}}
				private let limit = {{limit}}
			{{/hasLimit}}

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
			{{#hasLimit}}
					if items.count > limit {
						items = Array(items.prefix(limit))
					}
			{{/hasLimit}}
			{{/newestFirst}}
			{{^newestFirst}}
					items.append(item)
			{{#hasLimit}}
					if items.count > limit {
						items = Array(items.suffix(limit))
					}
			{{/hasLimit}}
			{{/newestFirst}}
					userDefaults.set({{storedItems}}, forKey: key)
				}

				func deleteItem(_ item: {{elementType}}) {
					var items = getItems()
					items.removeAll { {{matchExpression}} }
					userDefaults.set({{storedItems}}, forKey: key)
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
					{{queryItemsDeclaration}}
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
						{{label}}: input.{{name}}{{/fields}}
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
						{{label}}: input.{{name}}{{/fields}}
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

			// MARK: - Private

			private extension {{testSuite}} {
			{{>FixtureLoading}}

				/// An in-memory container per test keeps tests isolated.
				func makeSUT() throws -> any {{localContract}} {
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

			// MARK: - Private

			private extension {{testSuite}} {
			{{>FixtureLoading}}

				func makeSUT() throws -> any {{localContract}} {
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

			// MARK: - Private

			private extension {{testSuite}} {
			{{>FixtureLoading}}
			}

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

			// MARK: - Private

			private extension {{testSuite}} {
			{{>FixtureLoading}}

				func makeSUT() throws -> any {{localContract}} {
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

			// MARK: - Private

			private extension {{testSuite}} {
			{{>FixtureLoading}}
			}

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
			{{#hasLimit}}

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
			{{/hasLimit}}

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
			path: "Init/Libraries/Tests/{{modulePrefix}}CoreTests/BundleJSONFixturesTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}CoreMocks

			struct BundleJSONFixturesTests {
				private struct Character: Decodable, Equatable {
					let id: Int
					let name: String
				}

				@Test("Loads a fixture from the bundle's root (a .process resource)")
				func loadsRootFixture() throws {
					let character: Character = try Bundle.module.loadJSON("root_fixture")

					#expect(character == Character(id: 1, name: "Rick Sanchez"))
				}

				@Test("Loads a fixture from a Fixtures/ folder (a .copy resource)")
				func loadsNestedFixture() throws {
					let character: Character = try Bundle.module.loadJSON("nested_fixture")

					#expect(character == Character(id: 2, name: "Morty Smith"))
				}

				@Test("Accepts the name with its .json extension")
				func acceptsExtension() throws {
					let data = try Bundle.module.loadJSONData("root_fixture.json")

					#expect(data == (try Bundle.module.loadJSONData("root_fixture")))
				}

				@Test("Returns the file's bytes")
				func returnsBytes() throws {
					let data = try Bundle.module.loadJSONData("nested_fixture")

					let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
					#expect(object?["name"] as? String == "Morty Smith")
				}

				@Test("A missing fixture throws notFound with a readable description")
				func missingFixture() throws {
					let error = try #require(#expect(throws: FixtureError.self) {
						_ = try Bundle.module.loadJSONData("missing.json")
					})

					#expect(error == .notFound("missing"))
					#expect(error.description.contains("'missing.json' not found"))
				}

				@Test("A fixture of the wrong shape throws decodingFailed naming it")
				func wrongShape() throws {
					let error = try #require(#expect(throws: FixtureError.self) {
						let _: Character = try Bundle.module.loadJSON("not_a_character")
					})

					guard case let .decodingFailed(name, _) = error else {
						Issue.record("Expected decodingFailed, got \(error)")
						return
					}
					#expect(name == "not_a_character")
					#expect(error.description.hasPrefix("Fixture 'not_a_character.json' could not be decoded: "))
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}CoreTests/Fixtures/nested_fixture.json.mustache",
			text: #"""
			{
				"id": 2,
				"name": "Morty Smith"
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}CoreTests/MapperContractTests.swift.mustache",
			text: #"""
			import Testing
			import {{modulePrefix}}Core

			/// Mappers written against the contracts the way generated code writes them.
			struct MapperContractTests {
				private enum Status: String {
					case alive = "Alive"
					case dead = "Dead"
				}

				private struct StatusMapper: ThrowingMapperContract {
					func map(_ input: String) throws(MappingError) -> Status {
						guard let status = Status(rawValue: input) else {
							throw MappingError(type: "Character", field: "status", reason: "unknown value '\(input)'")
						}
						return status
					}
				}

				private struct LengthMapper: MapperContract {
					func map(_ input: String) -> Int {
						input.count
					}
				}

				@Test("A mapper maps through its contract")
				func mapper() {
					#expect(mapAll(["Rick", "Morty"], with: LengthMapper()) == [4, 5])
				}

				@Test("A throwing mapper returns the output for valid input")
				func throwingMapperSucceeds() throws {
					#expect(try StatusMapper().map("Dead") == .dead)
				}

				@Test("A throwing mapper throws a typed MappingError for invalid input")
				func throwingMapperFails() {
					do throws(MappingError) {
						_ = try StatusMapper().map("Zombie")
						Issue.record("Expected a MappingError")
					} catch {
						// `error` is statically a MappingError thanks to typed throws.
						#expect(error.description == "Cannot map Character.status: unknown value 'Zombie'")
					}
				}
			}

			// MARK: - Private

			private extension MapperContractTests {
				/// Generic over the contract, proving the associated types line up.
				func mapAll<Mapper: MapperContract>(_ inputs: [Mapper.Input], with mapper: Mapper) -> [Mapper.Output] {
					inputs.map(mapper.map)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}CoreTests/MappingErrorTests.swift.mustache",
			text: #"""
			import Testing
			import {{modulePrefix}}Core

			struct MappingErrorTests {
				@Test("Describes the type, field and reason")
				func description() {
					let error = MappingError(type: "Character", field: "status", reason: "unknown value 'zombie'")

					#expect(error.description == "Cannot map Character.status: unknown value 'zombie'")
					#expect(String(describing: error) == "Cannot map Character.status: unknown value 'zombie'")
				}

				@Test("Compares every member")
				func equality() {
					let error = MappingError(type: "Character", field: "status", reason: "empty")

					#expect(error == MappingError(type: "Character", field: "status", reason: "empty"))
					#expect(error != MappingError(type: "Character", field: "gender", reason: "empty"))
					#expect(error != MappingError(type: "Episode", field: "status", reason: "empty"))
					#expect(error != MappingError(type: "Character", field: "status", reason: "blank"))
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}CoreTests/Resources/not_a_character.json.mustache",
			text: #"""
			{
				"title": "Pilot"
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}CoreTests/Resources/root_fixture.json.mustache",
			text: #"""
			{
				"id": 1,
				"name": "Rick Sanchez"
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/EndpointTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking

			struct EndpointTests {
				@Test("Endpoint defaults to a GET without query, headers or body")
				func defaults() {
					// When
					let sut = Endpoint(path: "/character/1")

					// Then
					#expect(sut.path == "/character/1")
					#expect(sut.method == .get)
					#expect(sut.queryItems.isEmpty)
					#expect(sut.headers.isEmpty)
					#expect(sut.body == nil)
				}

				@Test("Endpoint keeps every value it is given")
				func keepsValues() {
					// Given
					let body = Data("{}".utf8)

					// When
					let sut = Endpoint(
						path: "/character",
						method: .post,
						queryItems: [URLQueryItem(name: "page", value: "2")],
						headers: ["X-Trace": "abc"],
						body: body
					)

					// Then
					#expect(sut.method == .post)
					#expect(sut.queryItems == [URLQueryItem(name: "page", value: "2")])
					#expect(sut.headers == ["X-Trace": "abc"])
					#expect(sut.body == body)
				}

				@Test("Endpoints compare every member")
				func equality() {
					let endpoint = Endpoint(path: "/a", queryItems: [URLQueryItem(name: "q", value: "1")])

					#expect(endpoint == Endpoint(path: "/a", queryItems: [URLQueryItem(name: "q", value: "1")]))
					#expect(endpoint != Endpoint(path: "/b", queryItems: [URLQueryItem(name: "q", value: "1")]))
					#expect(endpoint != Endpoint(path: "/a", queryItems: [URLQueryItem(name: "q", value: "2")]))
					#expect(endpoint != Endpoint(path: "/a", method: .delete, queryItems: [URLQueryItem(name: "q", value: "1")]))
				}

				@Test("HTTP methods use their wire names", arguments: [
					(HTTPMethod.get, "GET"), (.post, "POST"), (.put, "PUT"), (.patch, "PATCH"), (.delete, "DELETE"),
				])
				func methodRawValues(method: HTTPMethod, expected: String) {
					#expect(method.rawValue == expected)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLClientMockTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking
			import {{modulePrefix}}NetworkingMocks

			struct GraphQLClientMockTests {
				private struct EpisodeQueryResponse: Decodable, Equatable {
					let episode: Episode
				}

				private struct Episode: Decodable, Equatable {
					let id: String
					let name: String
				}

				private let sut = GraphQLClientMock()
				private let operation = GraphQLOperation(query: "query { episode(id: 1) { id name } }", operationName: "GetEpisode")

				@Test("Throws MockNotConfiguredError until a result is set, still recording the operation")
				func notConfigured() async {
					await #expect(throws: MockNotConfiguredError(mock: "GraphQLClientMock")) {
						let _: EpisodeQueryResponse = try await sut.execute(operation)
					}
					#expect(sut.executedOperations == [operation])
				}

				@Test("Decodes the unwrapped data directly, without the envelope")
				func decodesUnwrappedData() async throws {
					sut.result = .success(Data(#"{"episode": {"id": "1", "name": "Pilot"}}"#.utf8))

					let response: EpisodeQueryResponse = try await sut.execute(operation)

					#expect(response == EpisodeQueryResponse(episode: Episode(id: "1", name: "Pilot")))
				}

				@Test("Data that does not decode throws GraphQLError.decodingFailed, like GraphQLClient")
				func decodingFailure() async throws {
					sut.result = .success(Data(#"{"data": {"episode": {"id": "1", "name": "Pilot"}}}"#.utf8))

					let error = try #require(await #expect(throws: GraphQLError.self) {
						let _: EpisodeQueryResponse = try await sut.execute(operation)
					})
					guard case .decodingFailed = error else {
						Issue.record("Expected decodingFailed, got \(error)")
						return
					}
				}

				@Test("Throws the configured error")
				func throwsConfiguredError() async {
					let error = GraphQLError.errors([GraphQLResponseError(message: "Episode not found")])
					sut.result = .failure(error)

					await #expect(throws: error) {
						let _: EpisodeQueryResponse = try await sut.execute(operation)
					}
				}

				@Test("Records every operation in call order")
				func recordsInOrder() async throws {
					sut.result = .success(Data(#"{"episode": {"id": "1", "name": "Pilot"}}"#.utf8))
					let second = GraphQLOperation(query: "q2", variables: ["id": .string("2")])

					let _: EpisodeQueryResponse = try await sut.execute(operation)
					let _: EpisodeQueryResponse = try await sut.execute(second)

					#expect(sut.executedOperations == [operation, second])
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLClientTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking
			import {{modulePrefix}}NetworkingMocks

			struct GraphQLClientTests {
				private struct EpisodeQueryResponse: Decodable, Equatable {
					let episode: Episode
				}

				private struct Episode: Decodable, Equatable {
					let id: String
					let name: String
				}

				private let httpClientMock = HTTPClientMock()
				private let operation = GraphQLOperation(
					query: "query GetEpisode($id: ID!) { episode(id: $id) { id name } }",
					variables: ["id": .string("1")],
					operationName: "GetEpisode"
				)

				// MARK: - Request

				@Test("POSTs the operation as sorted JSON to /graphql")
				func postsOperation() async throws {
					// Given
					httpClientMock.result = .success(Data(#"{"data": {"episode": {"id": "1", "name": "Pilot"}}}"#.utf8))
					let sut = GraphQLClient(httpClient: httpClientMock)

					// When
					let _: EpisodeQueryResponse = try await sut.execute(operation)

					// Then
					let endpoint = try #require(httpClientMock.requestedEndpoints.first)
					#expect(httpClientMock.requestedEndpoints.count == 1)
					#expect(endpoint.path == "/graphql")
					#expect(endpoint.method == .post)
					#expect(endpoint.queryItems.isEmpty)
					#expect(endpoint.headers == ["Content-Type": "application/json"])
					let body = try #require(endpoint.body)
					#expect(String(decoding: body, as: UTF8.self) == #"{"operationName":"GetEpisode","query":"query GetEpisode($id: ID!) { episode(id: $id) { id name } }","variables":{"id":"1"}}"#)
				}

				@Test("Sends to a custom path")
				func customPath() async throws {
					httpClientMock.result = .success(Data(#"{"data": {"episode": {"id": "1", "name": "Pilot"}}}"#.utf8))
					let sut = GraphQLClient(httpClient: httpClientMock, path: "/api/graphql")

					let _: EpisodeQueryResponse = try await sut.execute(operation)

					#expect(httpClientMock.requestedEndpoints.first?.path == "/api/graphql")
				}

				// MARK: - Response

				@Test("Returns the decoded data object")
				func decodesData() async throws {
					// Given
					httpClientMock.result = .success(Data(#"{"data": {"episode": {"id": "1", "name": "Pilot"}}}"#.utf8))
					let sut = GraphQLClient(httpClient: httpClientMock)

					// When
					let response: EpisodeQueryResponse = try await sut.execute(operation)

					// Then
					#expect(response == EpisodeQueryResponse(episode: Episode(id: "1", name: "Pilot")))
				}

				@Test("An errors envelope throws GraphQLError.errors, even next to partial data")
				func errorsEnvelope() async throws {
					// Given
					httpClientMock.result = .success(Data(#"{"data": {"episode": null}, "errors": [{"message": "Episode not found", "path": ["episode"]}]}"#.utf8))
					let sut = GraphQLClient(httpClient: httpClientMock)

					// When / Then
					await #expect(throws: GraphQLError.errors([GraphQLResponseError(message: "Episode not found", path: ["episode"])])) {
						let _: EpisodeQueryResponse = try await sut.execute(operation)
					}
				}

				@Test("Missing data throws GraphQLError.invalidResponse", arguments: [#"{}"#, #"{"data": null}"#, #"{"errors": []}"#])
				func missingData(json: String) async {
					httpClientMock.result = .success(Data(json.utf8))
					let sut = GraphQLClient(httpClient: httpClientMock)

					await #expect(throws: GraphQLError.invalidResponse) {
						let _: EpisodeQueryResponse = try await sut.execute(operation)
					}
				}

				@Test("Data that does not decode throws GraphQLError.decodingFailed")
				func undecodableData() async throws {
					httpClientMock.result = .success(Data(#"{"data": {"episode": {"id": 1}}}"#.utf8))
					let sut = GraphQLClient(httpClient: httpClientMock)

					let error = try #require(await #expect(throws: GraphQLError.self) {
						let _: EpisodeQueryResponse = try await sut.execute(operation)
					})
					guard case .decodingFailed = error else {
						Issue.record("Expected decodingFailed, got \(error)")
						return
					}
				}

				@Test("HTTP failures become the matching GraphQL errors", arguments: [
					(HTTPError.statusCode(500, Data("oops".utf8)), GraphQLError.statusCode(500, Data("oops".utf8))),
					(.transport("offline"), .transport("offline")),
					(.decodingFailed("bad"), .decodingFailed("bad")),
					(.invalidResponse, .invalidResponse),
					(.invalidURL("::"), .invalidURL("::")),
				])
				func mapsHTTPFailures(httpError: HTTPError, expected: GraphQLError) async {
					let httpClientMock = HTTPClientMock()
					httpClientMock.result = .failure(httpError)
					let sut = GraphQLClient(httpClient: httpClientMock)

					await #expect(throws: expected) {
						let _: EpisodeQueryResponse = try await sut.execute(operation)
					}
				}

				@Test("Errors that are not HTTP errors pass through unchanged")
				func otherErrorsPassThrough() async {
					let sut = GraphQLClient(httpClient: httpClientMock)

					await #expect(throws: MockNotConfiguredError(mock: "HTTPClientMock")) {
						let _: EpisodeQueryResponse = try await sut.execute(operation)
					}
				}

				@Test("A variable that cannot be encoded throws encodingFailed without sending anything")
				func unencodableVariable() async throws {
					let sut = GraphQLClient(httpClient: httpClientMock)

					let error = try #require(await #expect(throws: GraphQLError.self) {
						let _: EpisodeQueryResponse = try await sut.execute(GraphQLOperation(query: "q", variables: ["x": .double(.nan)]))
					})
					guard case .encodingFailed = error else {
						Issue.record("Expected encodingFailed, got \(error)")
						return
					}
					#expect(httpClientMock.requestedEndpoints.isEmpty)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLErrorMapperTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking

			struct GraphQLErrorMapperTests {
				private let sut = GraphQLErrorMapper()

				@Test("Maps status codes like HTTP", arguments: [
					(404, APIError.notFound),
					(400, .invalidRequest),
					(429, .invalidRequest),
					(500, .serverError(statusCode: 500)),
					(502, .serverError(statusCode: 502)),
					(302, .invalidResponse),
				])
				func mapsStatusCodes(code: Int, expected: APIError) {
					#expect(sut.map(.statusCode(code, Data())) == expected)
				}

				@Test("Maps errors whose first message says 'not found', in any case, to notFound", arguments: [
					"Episode not found", "NOT FOUND", "Character Not Found: 999",
				])
				func mapsNotFoundErrors(message: String) {
					let error = GraphQLError.errors([GraphQLResponseError(message: message), GraphQLResponseError(message: "other")])

					#expect(sut.map(error) == .notFound)
				}

				@Test("Only the first error's message decides notFound")
				func onlyFirstMessageCounts() {
					let error = GraphQLError.errors([GraphQLResponseError(message: "Syntax error"), GraphQLResponseError(message: "not found")])

					#expect(sut.map(error) == .invalidResponse)
				}

				@Test("Maps other errors, and an empty error list, to invalidResponse")
				func mapsOtherErrors() {
					#expect(sut.map(.errors([GraphQLResponseError(message: "Cannot query field \"foo\"")])) == .invalidResponse)
					#expect(sut.map(.errors([])) == .invalidResponse)
				}

				@Test("Maps a missing data object to invalidResponse")
				func mapsInvalidResponse() {
					#expect(sut.map(.invalidResponse) == .invalidResponse)
				}

				@Test("Maps requests that could not be built to invalidRequest")
				func mapsUnbuildableRequests() {
					#expect(sut.map(.encodingFailed("NaN")) == .invalidRequest)
					#expect(sut.map(.invalidURL("::")) == .invalidRequest)
				}

				@Test("Maps a decoding failure keeping its message")
				func mapsDecodingFailure() {
					#expect(sut.map(.decodingFailed("bad")) == .decodingFailed("bad"))
				}

				@Test("Maps a transport failure to connectionFailed keeping its message")
				func mapsTransportFailure() {
					#expect(sut.map(.transport("offline")) == .connectionFailed("offline"))
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLOperationTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking

			struct GraphQLOperationTests {
				@Test("Encodes query, variables and operation name")
				func encodesEverything() throws {
					// Given
					let operation = GraphQLOperation(
						query: "query GetEpisode($id: ID!) { episode(id: $id) { name } }",
						variables: ["id": .string("1")],
						operationName: "GetEpisode"
					)

					// When
					let json = try encode(operation)

					// Then
					#expect(json == #"{"operationName":"GetEpisode","query":"query GetEpisode($id: ID!) { episode(id: $id) { name } }","variables":{"id":"1"}}"#)
				}

				@Test("Omits nil variables and operation name")
				func omitsNilMembers() throws {
					#expect(try encode(GraphQLOperation(query: "{ a }")) == #"{"query":"{ a }"}"#)
				}

				@Test("Encodes every kind of variable as its bare JSON value")
				func encodesVariables() throws {
					// Given
					let variables: [String: GraphQLVariable] = [
						"string": .string("Rick"),
						"int": .int(2),
						"double": .double(1.5),
						"bool": .bool(true),
						"null": .null,
						"list": .list([.int(1), .string("two")]),
						"object": .object(["name": .string("Rick"), "alive": .bool(false)]),
					]

					// When
					let json = try encode(variables)

					// Then
					#expect(json == #"{"bool":true,"double":1.5,"int":2,"list":[1,"two"],"null":null,"object":{"alive":false,"name":"Rick"},"string":"Rick"}"#)
				}

				@Test("Operations compare every member")
				func equality() {
					let operation = GraphQLOperation(query: "q", variables: ["id": .string("1")], operationName: "Op")

					#expect(operation == GraphQLOperation(query: "q", variables: ["id": .string("1")], operationName: "Op"))
					#expect(operation != GraphQLOperation(query: "q", variables: ["id": .string("2")], operationName: "Op"))
					#expect(operation != GraphQLOperation(query: "q", variables: ["id": .string("1")]))
				}
			}

			// MARK: - Private

			private extension GraphQLOperationTests {
				func encode(_ value: some Encodable) throws -> String {
					let encoder = JSONEncoder()
					encoder.outputFormatting = [.sortedKeys]
					return String(decoding: try encoder.encode(value), as: UTF8.self)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLResponseTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking

			struct GraphQLResponseTests {
				private struct EpisodeQueryResponse: Decodable, Equatable {
					let episode: Episode
				}

				private struct Episode: Decodable, Equatable {
					let id: String
					let name: String
				}

				private func decode(_ json: String) throws -> GraphQLResponse<EpisodeQueryResponse> {
					try JSONDecoder().decode(GraphQLResponse<EpisodeQueryResponse>.self, from: Data(json.utf8))
				}

				@Test("Decodes data without errors")
				func decodesData() throws {
					let json = #"{"data": {"episode": {"id": "1", "name": "Pilot"}}}"#

					let response = try decode(json)

					#expect(response.data == EpisodeQueryResponse(episode: Episode(id: "1", name: "Pilot")))
					#expect(response.errors == nil)
				}

				@Test("Decodes errors with message, string and integer path elements, and locations")
				func decodesErrors() throws {
					let json = #"{"errors": [{"message": "Boom", "path": ["episodes", 0, "name"], "locations": [{"line": 2, "column": 3}], "extensions": {"code": "X"}}]}"#

					let response = try decode(json)

					#expect(response.errors == [GraphQLResponseError(
						message: "Boom",
						path: ["episodes", "0", "name"],
						locations: [GraphQLResponseError.Location(line: 2, column: 3)]
					)])
					#expect(response.data == nil)
				}

				@Test("Partial data that does not decode does not hide the errors")
				func partialDataNextToErrors() throws {
					let json = #"{"data": {"episode": null}, "errors": [{"message": "Episode not found", "path": ["episode"]}]}"#

					let response = try decode(json)

					#expect(response.data == nil)
					#expect(response.errors?.first?.message == "Episode not found")
				}

				@Test("Data that does not decode, without errors, is a decoding failure")
				func undecodableDataWithoutErrors() {
					#expect(throws: DecodingError.self) {
						_ = try decode(#"{"data": {"episode": {"id": 1}}}"#)
					}
				}

				@Test("A null data member decodes as nil")
				func nullData() throws {
					#expect(try decode(#"{"data": null}"#).data == nil)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPClientMockTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking
			import {{modulePrefix}}NetworkingMocks

			struct HTTPClientMockTests {
				private struct Character: Decodable, Equatable {
					let id: Int
					let name: String
				}

				private let sut = HTTPClientMock()

				@Test("Throws MockNotConfiguredError until a result is set, still recording the endpoint")
				func notConfigured() async {
					await #expect(throws: MockNotConfiguredError(mock: "HTTPClientMock")) {
						let _: Character = try await sut.request(Endpoint(path: "/character/1"))
					}
					#expect(sut.requestedEndpoints == [Endpoint(path: "/character/1")])
				}

				@Test("Decodes the configured data")
				func decodesData() async throws {
					sut.result = .success(Data(#"{"id": 1, "name": "Rick Sanchez"}"#.utf8))

					let character: Character = try await sut.request(Endpoint(path: "/character/1"))

					#expect(character == Character(id: 1, name: "Rick Sanchez"))
				}

				@Test("Data that does not decode throws HTTPError.decodingFailed, like HTTPClient")
				func decodingFailure() async throws {
					sut.result = .success(Data(#"{"id": "one"}"#.utf8))

					let error = try #require(await #expect(throws: HTTPError.self) {
						let _: Character = try await sut.request(Endpoint(path: "/character/1"))
					})
					guard case .decodingFailed = error else {
						Issue.record("Expected decodingFailed, got \(error)")
						return
					}
				}

				@Test("Throws the configured error from request and send")
				func throwsConfiguredError() async {
					sut.result = .failure(HTTPError.statusCode(404, Data()))

					await #expect(throws: HTTPError.statusCode(404, Data())) {
						let _: Character = try await sut.request(Endpoint(path: "/character/999"))
					}
					await #expect(throws: HTTPError.statusCode(404, Data())) {
						try await sut.send(Endpoint(path: "/character/999", method: .delete))
					}
				}

				@Test("send succeeds whatever the data, and records the endpoint")
				func sendRecords() async throws {
					sut.result = .success(Data())

					try await sut.send(Endpoint(path: "/character/1", method: .delete))

					#expect(sut.requestedEndpoints == [Endpoint(path: "/character/1", method: .delete)])
				}

				@Test("Records every endpoint in call order")
				func recordsInOrder() async throws {
					sut.result = .success(Data(#"{"id": 1, "name": "Rick"}"#.utf8))

					let _: Character = try await sut.request(Endpoint(path: "/a"))
					try await sut.send(Endpoint(path: "/b", method: .post))
					let _: Character = try await sut.request(Endpoint(path: "/c"))

					#expect(sut.requestedEndpoints.map(\.path) == ["/a", "/b", "/c"])
				}

				@Test("Records every endpoint when called from many tasks at once")
				func concurrentCalls() async {
					sut.result = .success(Data())

					await withTaskGroup(of: Void.self) { group in
						for index in 0..<200 {
							group.addTask { [sut] in
								try? await sut.send(Endpoint(path: "/\(index)"))
							}
						}
					}

					#expect(Set(sut.requestedEndpoints.map(\.path)) == Set((0..<200).map { "/\($0)" }))
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPClientRequestTests.swift.mustache",
			text: #"""
			import Foundation
			#if canImport(FoundationNetworking)
			import FoundationNetworking
			#endif
			import Testing
			import {{modulePrefix}}Networking

			struct HTTPClientRequestTests {
				// MARK: - URL

				@Test("Appends the endpoint path to the base URL with exactly one slash", arguments: [
					("https://example.com", "/character/1", "https://example.com/character/1"),
					("https://example.com/api", "/character/1", "https://example.com/api/character/1"),
					("https://example.com/api/", "/character/1", "https://example.com/api/character/1"),
					("https://example.com/api", "character/1", "https://example.com/api/character/1"),
					("https://example.com/api/", "", "https://example.com/api/"),
					("http://127.0.0.1:8080", "/api/character", "http://127.0.0.1:8080/api/character"),
				])
				func joinsPaths(baseURL: String, path: String, expected: String) throws {
					// Given
					let sut = HTTPClient(baseURL: try #require(URL(string: baseURL)))

					// When
					let request = try sut.urlRequest(for: Endpoint(path: path))

					// Then
					#expect(request.url?.absoluteString == expected)
				}

				@Test("Appends query items in order, percent-encoding spaces and plus signs")
				func appendsQueryItems() throws {
					// Given
					let sut = HTTPClient(baseURL: try #require(URL(string: "https://example.com/api")))
					let endpoint = Endpoint(path: "/character", queryItems: [
						URLQueryItem(name: "page", value: "2"),
						URLQueryItem(name: "name", value: "Rick Sanchez+1"),
					])

					// When
					let request = try sut.urlRequest(for: endpoint)

					// Then
					#expect(request.url?.absoluteString == "https://example.com/api/character?page=2&name=Rick%20Sanchez%2B1")
				}

				@Test("Keeps the base URL's own query items before the endpoint's")
				func keepsBaseQueryItems() throws {
					// Given
					let sut = HTTPClient(baseURL: try #require(URL(string: "https://example.com/api?key=secret")))

					// When
					let request = try sut.urlRequest(for: Endpoint(path: "/character", queryItems: [URLQueryItem(name: "page", value: "1")]))

					// Then
					#expect(request.url?.absoluteString == "https://example.com/api/character?key=secret&page=1")
				}

				@Test("Adds no question mark when there are no query items")
				func noEmptyQuery() throws {
					let sut = HTTPClient(baseURL: try #require(URL(string: "https://example.com")))

					let request = try sut.urlRequest(for: Endpoint(path: "/character"))

					#expect(request.url?.query == nil)
				}

				// MARK: - Method, headers, body

				@Test("Sets the endpoint's method", arguments: [HTTPMethod.get, .post, .put, .patch, .delete])
				func setsMethod(method: HTTPMethod) throws {
					let sut = HTTPClient(baseURL: try #require(URL(string: "https://example.com")))

					let request = try sut.urlRequest(for: Endpoint(path: "/x", method: method))

					#expect(request.httpMethod == method.rawValue)
				}

				@Test("Without a body: accepts JSON, sets no content type and no body")
				func withoutBody() throws {
					let sut = HTTPClient(baseURL: try #require(URL(string: "https://example.com")))

					let request = try sut.urlRequest(for: Endpoint(path: "/x"))

					#expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
					#expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
					#expect(request.httpBody == nil)
				}

				@Test("With a body: sends it as JSON")
				func withBody() throws {
					// Given
					let sut = HTTPClient(baseURL: try #require(URL(string: "https://example.com")))
					let body = Data(#"{"name":"Rick"}"#.utf8)

					// When
					let request = try sut.urlRequest(for: Endpoint(path: "/x", method: .post, body: body))

					// Then
					#expect(request.httpBody == body)
					#expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
				}

				@Test("The endpoint's headers are sent and override the defaults")
				func headersOverrideDefaults() throws {
					// Given
					let sut = HTTPClient(baseURL: try #require(URL(string: "https://example.com")))
					let endpoint = Endpoint(
						path: "/x",
						method: .put,
						headers: ["Authorization": "Bearer token", "Content-Type": "text/plain", "Accept": "text/plain"],
						body: Data("hello".utf8)
					)

					// When
					let request = try sut.urlRequest(for: endpoint)

					// Then
					#expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer token")
					#expect(request.value(forHTTPHeaderField: "Content-Type") == "text/plain")
					#expect(request.value(forHTTPHeaderField: "Accept") == "text/plain")
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPClientRoundTripTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking

			/// Real HTTP round trips against `.ci/e2e/fixture_server.py`; they run only when
			/// `SCAFFOLD_E2E_BASE_URL` names the running server, for example `http://127.0.0.1:8080`.
			@Suite(
				.enabled(if: RoundTripServer.baseURL != nil, "Set SCAFFOLD_E2E_BASE_URL to run against the fixture server"),
				.timeLimit(.minutes(1))
			)
			struct HTTPClientRoundTripTests {
				private struct CharacterDTO: Decodable, Equatable {
					let id: Int
					let name: String
					let status: String
				}

				private struct CharactersPageDTO: Decodable {
					struct Info: Decodable {
						let count: Int
						let pages: Int
						let next: String?
						let prev: String?
					}

					let info: Info
					let results: [CharacterDTO]
				}

				private struct EpisodeQueryResponse: Decodable {
					struct Episode: Decodable {
						let id: String
						let name: String
						let episode: String
					}

					let episode: Episode
				}

				private static let episodeQuery = """
					query GetEpisode($id: ID!) {
						episode(id: $id) { id name episode }
					}
					"""

				private let httpClient: HTTPClient

				init() throws {
					httpClient = HTTPClient(baseURL: try #require(RoundTripServer.baseURL))
				}

				// MARK: - REST

				@Test("GET /api/character/1 decodes the character")
				func getCharacter() async throws {
					let character: CharacterDTO = try await httpClient.request(Endpoint(path: "/api/character/1"))

					#expect(character == CharacterDTO(id: 1, name: "Rick Sanchez", status: "Alive"))
				}

				@Test("GET /api/character?page=1 decodes the page")
				func getCharactersPage() async throws {
					let page: CharactersPageDTO = try await httpClient.request(
						Endpoint(path: "/api/character", queryItems: [URLQueryItem(name: "page", value: "1")])
					)

					#expect(page.info.count == 826)
					#expect(page.info.prev == nil)
					#expect(page.results.first?.name == "Rick Sanchez")
				}

				@Test("GET /api/character/999 fails with 404, which maps to APIError.notFound")
				func characterNotFound() async throws {
					let error = try #require(await #expect(throws: HTTPError.self) {
						let _: CharacterDTO = try await httpClient.request(Endpoint(path: "/api/character/999"))
					})

					guard case let .statusCode(code, body) = error else {
						Issue.record("Expected a status code error, got \(error)")
						return
					}
					#expect(code == 404)
					#expect(String(decoding: body, as: UTF8.self).contains("Character not found"))
					#expect(HTTPErrorMapper().map(error) == .notFound)
				}

				@Test("send succeeds on 2xx and throws the status code otherwise")
				func send() async throws {
					try await httpClient.send(Endpoint(path: "/api/character/1"))

					await #expect(throws: HTTPError.self) {
						try await httpClient.send(Endpoint(path: "/api/character/999"))
					}
				}

				@Test("A body that is not the requested type fails with decodingFailed")
				func decodingFailure() async throws {
					let error = try #require(await #expect(throws: HTTPError.self) {
						let _: [CharacterDTO] = try await httpClient.request(Endpoint(path: "/api/character/1"))
					})

					guard case .decodingFailed = error else {
						Issue.record("Expected decodingFailed, got \(error)")
						return
					}
				}

				@Test("A closed port fails with transport, which maps to APIError.connectionFailed")
				func transportFailure() async throws {
					let closed = HTTPClient(baseURL: try #require(URL(string: "http://127.0.0.1:9")))

					let error = try #require(await #expect(throws: HTTPError.self) {
						try await closed.send(Endpoint(path: "/api/character/1"))
					})

					guard case let .transport(message) = error else {
						Issue.record("Expected transport, got \(error)")
						return
					}
					#expect(HTTPErrorMapper().map(error) == .connectionFailed(message))
				}

				// MARK: - GraphQL

				@Test("A GraphQL query for episode 1 decodes the data object")
				func graphQLEpisode() async throws {
					let sut = GraphQLClient(httpClient: httpClient)

					let response: EpisodeQueryResponse = try await sut.execute(
						GraphQLOperation(query: Self.episodeQuery, variables: ["id": .string("1")], operationName: "GetEpisode")
					)

					#expect(response.episode.id == "1")
					#expect(response.episode.name == "Pilot")
					#expect(response.episode.episode == "S01E01")
				}

				@Test("A GraphQL query for episode 999 throws the errors envelope, which maps to APIError.notFound")
				func graphQLEpisodeNotFound() async throws {
					let sut = GraphQLClient(httpClient: httpClient)

					let error = try #require(await #expect(throws: GraphQLError.self) {
						let _: EpisodeQueryResponse = try await sut.execute(
							GraphQLOperation(query: Self.episodeQuery, variables: ["id": .string("999")], operationName: "GetEpisode")
						)
					})

					#expect(error == .errors([GraphQLResponseError(
						message: "Episode not found",
						path: ["episode"],
						locations: [GraphQLResponseError.Location(line: 2, column: 3)]
					)]))
					#expect(GraphQLErrorMapper().map(error) == .notFound)
				}
			}

			/// Where the fixture server runs, read from the environment.
			enum RoundTripServer {
				/// The server's base URL, or nil when the round trips are not wanted.
				static var baseURL: URL? {
					ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"].flatMap(URL.init(string:))
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPErrorMapperTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking

			struct HTTPErrorMapperTests {
				private let sut = HTTPErrorMapper()

				@Test("Maps status codes", arguments: [
					(404, APIError.notFound),
					(400, .invalidRequest),
					(401, .invalidRequest),
					(403, .invalidRequest),
					(422, .invalidRequest),
					(499, .invalidRequest),
					(500, .serverError(statusCode: 500)),
					(503, .serverError(statusCode: 503)),
					(599, .serverError(statusCode: 599)),
					(304, .invalidResponse),
					(101, .invalidResponse),
					(600, .invalidResponse),
				])
				func mapsStatusCodes(code: Int, expected: APIError) {
					#expect(sut.map(.statusCode(code, Data("body".utf8))) == expected)
				}

				@Test("Maps an invalid URL to invalidRequest")
				func mapsInvalidURL() {
					#expect(sut.map(.invalidURL("::")) == .invalidRequest)
				}

				@Test("Maps an invalid response to invalidResponse")
				func mapsInvalidResponse() {
					#expect(sut.map(.invalidResponse) == .invalidResponse)
				}

				@Test("Maps a decoding failure keeping its message")
				func mapsDecodingFailure() {
					#expect(sut.map(.decodingFailed("missing key id")) == .decodingFailed("missing key id"))
				}

				@Test("Maps a transport failure to connectionFailed keeping its message")
				func mapsTransportFailure() {
					#expect(sut.map(.transport("offline")) == .connectionFailed("offline"))
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Core/Mapping/MapperContract.swift.mustache",
			text: #"""
			/// Converts one value into another that cannot fail, for example a DTO into a domain model or a
			/// DTO into a persistence entity.
			///
			/// ```swift
			/// struct CharacterMapper: MapperContract {
			/// 	func map(_ input: CharacterDTO) -> Character {
			/// 		Character(id: input.id, name: input.name)
			/// 	}
			/// }
			/// ```
			public protocol MapperContract {
				/// The value mapped from.
				associatedtype Input
				/// The value mapped to.
				associatedtype Output

				/// Maps `input`.
				func map(_ input: Input) -> Output
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Core/Mapping/MappingError.swift.mustache",
			text: #"""
			/// Why a ``ThrowingMapperContract`` could not map a value: which type, which field, and why.
			public struct MappingError: Error, Equatable, Sendable, CustomStringConvertible {
				/// The type being produced (or read), for example `"Character"`.
				public let type: String
				/// The field that could not be mapped, for example `"status"`.
				public let field: String
				/// Why it could not be mapped, for example `"unknown value 'zombie'"`.
				public let reason: String

				/// Creates a mapping error.
				public init(type: String, field: String, reason: String) {
					self.type = type
					self.field = field
					self.reason = reason
				}

				/// A readable sentence: `Cannot map Character.status: unknown value 'zombie'`.
				public var description: String {
					"Cannot map \(type).\(field): \(reason)"
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Core/Mapping/ThrowingMapperContract.swift.mustache",
			text: #"""
			/// Converts one value into another when some inputs are invalid, for example a DTO whose
			/// `status` string is not one of the domain enum's cases.
			///
			/// ```swift
			/// struct CharacterMapper: ThrowingMapperContract {
			/// 	func map(_ input: CharacterDTO) throws(MappingError) -> Character {
			/// 		guard let status = CharacterStatus(rawValue: input.status) else {
			/// 			throw MappingError(type: "Character", field: "status", reason: "unknown value \(input.status)")
			/// 		}
			/// 		return Character(id: input.id, status: status)
			/// 	}
			/// }
			/// ```
			public protocol ThrowingMapperContract {
				/// The value mapped from.
				associatedtype Input
				/// The value mapped to.
				associatedtype Output

				/// Maps `input`, or throws a ``MappingError`` naming the field that could not be mapped.
				func map(_ input: Input) throws(MappingError) -> Output
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}CoreMocks/Bundle+JSONFixtures.swift.mustache",
			text: #"""
			import Foundation

			extension Bundle {
				/// The folders searched for fixtures, in order: `.process` resources land in the bundle's root,
				/// `.copy` resources keep their folder.
				private static let fixtureSubdirectories: [String?] = [nil, "Fixtures", "Shared/Fixtures"]

				/// The bytes of the fixture `name.json` (the `.json` extension may be included in `name`).
				///
				/// ```swift
				/// let data = try Bundle.module.loadJSONData("character")
				/// ```
				///
				/// Throws ``FixtureError/notFound(_:)`` when the bundle has no such file.
				public func loadJSONData(_ name: String) throws -> Data {
					let baseName = Self.fixtureBaseName(name)
					for subdirectory in Self.fixtureSubdirectories {
						guard let url = url(forResource: baseName, withExtension: "json", subdirectory: subdirectory) else {
							continue
						}
						do {
							return try Data(contentsOf: url)
						} catch {
							throw FixtureError.unreadable(baseName, String(describing: error))
						}
					}
					throw FixtureError.notFound(baseName)
				}

				/// The fixture `name.json` decoded as `T` with a fresh `JSONDecoder`.
				///
				/// ```swift
				/// let dto: CharacterDTO = try Bundle.module.loadJSON("character")
				/// ```
				///
				/// Throws ``FixtureError/notFound(_:)`` or ``FixtureError/decodingFailed(_:_:)``.
				public func loadJSON<T: Decodable>(_ name: String) throws -> T {
					let data = try loadJSONData(name)
					do {
						return try JSONDecoder().decode(T.self, from: data)
					} catch {
						throw FixtureError.decodingFailed(Self.fixtureBaseName(name), String(describing: error))
					}
				}

				/// The fixture's name without a trailing `.json`, so both spellings find the same file.
				private static func fixtureBaseName(_ name: String) -> String {
					name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : name
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}CoreMocks/FixtureError.swift.mustache",
			text: #"""
			/// Why a JSON fixture could not be loaded from a bundle.
			public enum FixtureError: Error, Equatable, Sendable, CustomStringConvertible {
				/// No `<name>.json` in the bundle (root, `Fixtures/` or `Shared/Fixtures/`).
				case notFound(String)
				/// The file exists but could not be read; the second value says why.
				case unreadable(String, String)
				/// The file is not valid JSON for the requested type; the second value says why.
				case decodingFailed(String, String)

				/// A readable explanation, shown by test failures.
				public var description: String {
					switch self {
					case let .notFound(name):
						"Fixture '\(name).json' not found in the bundle (looked in the root, Fixtures/ and Shared/Fixtures/); is it listed in the test target's resources?"
					case let .unreadable(name, reason):
						"Fixture '\(name).json' could not be read: \(reason)"
					case let .decodingFailed(name, reason):
						"Fixture '\(name).json' could not be decoded: \(reason)"
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/Errors/APIError+StatusCode.swift.mustache",
			text: #"""
			extension APIError {
				/// The error for an unsuccessful HTTP status code; REST and GraphQL map status codes the same way.
				init(statusCode: Int) {
					switch statusCode {
					case 404:
						self = .notFound
					case 400..<500:
						self = .invalidRequest
					case 500..<600:
						self = .serverError(statusCode: statusCode)
					default:
						// 1xx/3xx (or nonsense) reaching the caller means the exchange itself went wrong.
						self = .invalidResponse
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/Errors/APIError.swift.mustache",
			text: #"""
			/// The error the callers of a data source see, whatever the transport (REST or GraphQL).
			///
			/// Repositories and upper layers handle only this type; ``HTTPError`` and ``GraphQLError`` never
			/// leave the data sources (``HTTPErrorMapper`` and ``GraphQLErrorMapper`` translate them).
			public enum APIError: Error, Equatable, Sendable {
				/// The requested resource does not exist.
				case notFound
				/// The request was rejected as malformed or unauthorized (a `4xx` other than `404`), or could not be built.
				case invalidRequest
				/// The server's answer was not what the client expected (no data, an unexpected status...).
				case invalidResponse
				/// The server failed (a `5xx`).
				case serverError(statusCode: Int)
				/// The response could not be decoded; the message describes why.
				case decodingFailed(String)
				/// The server could not be reached; the message describes why.
				case connectionFailed(String)
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLClient.swift.mustache",
			text: #"""
			import Foundation

			/// The production ``GraphQLClientContract``: POSTs operations as JSON through an
			/// ``HTTPClientContract`` and unwraps the response envelope.
			///
			/// ```swift
			/// let client = GraphQLClient(httpClient: HTTPClient(baseURL: URL(string: "https://rickandmortyapi.com")!))
			/// let response: EpisodeQueryResponse = try await client.execute(
			/// 	GraphQLOperation(query: query, variables: ["id": .string("1")], operationName: "GetEpisode")
			/// )
			/// ```
			public struct GraphQLClient: GraphQLClientContract {
				private let httpClient: any HTTPClientContract
				private let path: String

				/// Creates a client sending operations to `path` (relative to the HTTP client's base URL).
				public init(httpClient: any HTTPClientContract, path: String = "/graphql") {
					self.httpClient = httpClient
					self.path = path
				}

				/// POSTs the operation and returns the envelope's `data` decoded as `T`.
				///
				/// Throws ``GraphQLError``: `.errors` when the envelope lists errors (even next to partial data),
				/// `.invalidResponse` when it has no data, and the HTTP failures underneath as `.statusCode`,
				/// `.decodingFailed`, `.transport` or `.invalidURL`. Errors that are not ``HTTPError`` (such as
				/// cancellation) pass through unchanged.
				@concurrent public func execute<T: Decodable>(_ operation: GraphQLOperation) async throws -> T {
					let endpoint = try endpoint(for: operation)
					let response: GraphQLResponse<T>
					do {
						response = try await httpClient.request(endpoint)
					} catch let error as HTTPError {
						throw GraphQLError(error)
					}
					if let errors = response.errors, !errors.isEmpty {
						throw GraphQLError.errors(errors)
					}
					guard let data = response.data else {
						throw GraphQLError.invalidResponse
					}
					return data
				}

				/// The `POST` endpoint carrying `operation` as a JSON body with sorted keys (stable bytes).
				public func endpoint(for operation: GraphQLOperation) throws(GraphQLError) -> Endpoint {
					let encoder = JSONEncoder()
					encoder.outputFormatting = [.sortedKeys]
					let body: Data
					do {
						body = try encoder.encode(operation)
					} catch {
						throw .encodingFailed(String(describing: error))
					}
					return Endpoint(
						path: path,
						method: .post,
						headers: ["Content-Type": "application/json"],
						body: body
					)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLClientContract.swift.mustache",
			text: #"""
			/// Executes GraphQL operations. Data sources depend on this contract, never on ``GraphQLClient``
			/// directly, so tests can inject `GraphQLClientMock`.
			///
			/// Implementations throw ``GraphQLError``; data sources map it to ``APIError`` with
			/// ``GraphQLErrorMapper``.
			public protocol GraphQLClientContract: Sendable {
				/// Executes the operation and returns the response's `data` object decoded as `T`.
				@concurrent func execute<T: Decodable>(_ operation: GraphQLOperation) async throws -> T
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLError.swift.mustache",
			text: #"""
			import Foundation

			/// A failure of ``GraphQLClient``. It stays inside the data layer: data sources map it to
			/// ``APIError`` with ``GraphQLErrorMapper``.
			public enum GraphQLError: Error, Equatable, Sendable {
				/// The server answered with a non-empty `errors` list (even when it also sent partial data).
				case errors([GraphQLResponseError])
				/// The response had neither `errors` nor `data`.
				case invalidResponse
				/// The operation could not be encoded (for example a non-finite ``GraphQLVariable/double(_:)``).
				case encodingFailed(String)
				/// The client's URL was invalid.
				case invalidURL(String)
				/// The HTTP status was outside `200..<300`; the body is kept for diagnostics.
				case statusCode(Int, Data)
				/// The response could not be decoded as the requested type.
				case decodingFailed(String)
				/// The request never got a response.
				case transport(String)
			}

			extension GraphQLError {
				/// The GraphQL view of an HTTP failure underneath.
				init(_ error: HTTPError) {
					switch error {
					case let .invalidURL(url):
						self = .invalidURL(url)
					case .invalidResponse:
						self = .invalidResponse
					case let .statusCode(code, data):
						self = .statusCode(code, data)
					case let .decodingFailed(message):
						self = .decodingFailed(message)
					case let .transport(message):
						self = .transport(message)
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLErrorMapper.swift.mustache",
			text: #"""
			/// Maps ``GraphQLError`` to ``APIError``, the only error the callers of a GraphQL data source see.
			public struct GraphQLErrorMapper: Sendable {
				/// Creates a mapper.
				public init() {}

				/// Maps a GraphQL error to the data layer's ``APIError``.
				///
				/// Status codes map as in ``HTTPErrorMapper``. An `errors` list whose first message contains
				/// "not found" (any case) is ``APIError/notFound``; any other `errors` list is
				/// ``APIError/invalidResponse``.
				public func map(_ error: GraphQLError) -> APIError {
					switch error {
					case let .errors(errors):
						if let message = errors.first?.message, message.lowercased().contains("not found") {
							.notFound
						} else {
							.invalidResponse
						}
					case .invalidResponse:
						.invalidResponse
					case .encodingFailed, .invalidURL:
						.invalidRequest
					case let .statusCode(code, _):
						APIError(statusCode: code)
					case let .decodingFailed(message):
						.decodingFailed(message)
					case let .transport(message):
						.connectionFailed(message)
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLOperation.swift.mustache",
			text: #"""
			/// A GraphQL query or mutation as sent in the body of the HTTP request.
			///
			/// It encodes as `{"query": ..., "variables": ..., "operationName": ...}`; nil members are omitted.
			public struct GraphQLOperation: Sendable, Equatable, Encodable {
				/// The GraphQL document.
				public let query: String
				/// The values of the document's variables, keyed by name without the `$`.
				public let variables: [String: GraphQLVariable]?
				/// The operation to run when the document defines several.
				public let operationName: String?

				/// Creates an operation.
				public init(query: String, variables: [String: GraphQLVariable]? = nil, operationName: String? = nil) {
					self.query = query
					self.variables = variables
					self.operationName = operationName
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLResponse.swift.mustache",
			text: #"""
			/// The JSON envelope of a GraphQL response: `{"data": ..., "errors": [...]}`.
			public struct GraphQLResponse<T: Decodable>: Decodable {
				/// The requested data, nil when the server returned none (or, next to errors, none that decodes).
				public let data: T?
				/// The errors the server reported, if any.
				public let errors: [GraphQLResponseError]?

				/// Creates a response.
				public init(data: T?, errors: [GraphQLResponseError]? = nil) {
					self.data = data
					self.errors = errors
				}

				/// Decodes the envelope. When the server reports errors, partial `data` (often `null` fields
				/// that `T` cannot hold) is decoded on a best-effort basis so the errors are never hidden behind a
				/// decoding failure.
				public init(from decoder: any Decoder) throws {
					let container = try decoder.container(keyedBy: CodingKeys.self)
					let errors = try container.decodeIfPresent([GraphQLResponseError].self, forKey: .errors)
					self.errors = errors
					if let errors, !errors.isEmpty {
						data = try? container.decodeIfPresent(T.self, forKey: .data)
					} else {
						data = try container.decodeIfPresent(T.self, forKey: .data)
					}
				}

				private enum CodingKeys: String, CodingKey {
					case data
					case errors
				}
			}

			extension GraphQLResponse: Sendable where T: Sendable {}

			extension GraphQLResponse: Equatable where T: Equatable {}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLResponseError.swift.mustache",
			text: #"""
			/// One entry of a GraphQL response's `errors` list.
			public struct GraphQLResponseError: Decodable, Equatable, Sendable {
				/// The server's description of the error.
				public let message: String
				/// The path of the field that failed; list indices are given as their decimal text.
				public let path: [String]?
				/// The places in the document the error refers to.
				public let locations: [Location]?

				/// A position in the GraphQL document.
				public struct Location: Decodable, Equatable, Sendable {
					/// The 1-based line.
					public let line: Int
					/// The 1-based column.
					public let column: Int

					/// Creates a location.
					public init(line: Int, column: Int) {
						self.line = line
						self.column = column
					}
				}

				/// Creates an error.
				public init(message: String, path: [String]? = nil, locations: [Location]? = nil) {
					self.message = message
					self.path = path
					self.locations = locations
				}

				/// Decodes an error; `path` elements may be strings (fields) or integers (list indices).
				public init(from decoder: any Decoder) throws {
					let container = try decoder.container(keyedBy: CodingKeys.self)
					message = try container.decode(String.self, forKey: .message)
					path = try container.decodeIfPresent([PathElement].self, forKey: .path)?.map(\.text)
					locations = try container.decodeIfPresent([Location].self, forKey: .locations)
				}

				private enum CodingKeys: String, CodingKey {
					case message
					case path
					case locations
				}

				/// A path element, which the GraphQL spec allows to be a field name or a list index.
				private struct PathElement: Decodable {
					let text: String

					init(from decoder: any Decoder) throws {
						let container = try decoder.singleValueContainer()
						if let index = try? container.decode(Int.self) {
							text = String(index)
						} else {
							text = try container.decode(String.self)
						}
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLVariable.swift.mustache",
			text: #"""
			/// A GraphQL variable value, encoded as the matching JSON value.
			///
			/// ```swift
			/// let variables: [String: GraphQLVariable] = ["id": .string("1"), "page": .int(2)]
			/// ```
			public enum GraphQLVariable: Sendable, Equatable, Encodable {
				/// A `String` (also used for `ID`s, which GraphQL serializes as strings).
				case string(String)
				/// An `Int`.
				case int(Int)
				/// A `Float`; it must be finite to encode.
				case double(Double)
				/// A `Boolean`.
				case bool(Bool)
				/// An explicit `null`.
				case null
				/// A list.
				case list([GraphQLVariable])
				/// An input object.
				case object([String: GraphQLVariable])

				/// Encodes the bare JSON value (no enum wrapper).
				public func encode(to encoder: any Encoder) throws {
					var container = encoder.singleValueContainer()
					switch self {
					case let .string(value):
						try container.encode(value)
					case let .int(value):
						try container.encode(value)
					case let .double(value):
						try container.encode(value)
					case let .bool(value):
						try container.encode(value)
					case .null:
						try container.encodeNil()
					case let .list(values):
						try container.encode(values)
					case let .object(members):
						try container.encode(members)
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/HTTP/Endpoint.swift.mustache",
			text: #"""
			import Foundation
			#if canImport(FoundationNetworking)
			import FoundationNetworking
			#endif

			/// One HTTP request, described relative to the client's base URL.
			///
			/// An endpoint is plain data so data sources can build it and tests can compare it with `==`
			/// (mocks record every endpoint they receive).
			public struct Endpoint: Sendable, Equatable {
				/// The path appended to the client's base URL, for example `"/character/1"`.
				public let path: String
				/// The HTTP method.
				public let method: HTTPMethod
				/// The query items appended to the URL, in order.
				public let queryItems: [URLQueryItem]
				/// Extra header fields; they override the client's defaults.
				public let headers: [String: String]
				/// The request body, if any (sent with `Content-Type: application/json` unless `headers` says otherwise).
				public let body: Data?

				/// Creates an endpoint; only the path is required (a `GET` without query, headers or body).
				public init(
					path: String,
					method: HTTPMethod = .get,
					queryItems: [URLQueryItem] = [],
					headers: [String: String] = [:],
					body: Data? = nil
				) {
					self.path = path
					self.method = method
					self.queryItems = queryItems
					self.headers = headers
					self.body = body
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPClient.swift.mustache",
			text: #"""
			import Foundation
			#if canImport(FoundationNetworking)
			import FoundationNetworking
			#endif

			/// The production ``HTTPClientContract``: sends endpoints with `URLSession` and decodes JSON.
			///
			/// ```swift
			/// let client = HTTPClient(baseURL: URL(string: "https://rickandmortyapi.com/api")!)
			/// let character: CharacterDTO = try await client.request(Endpoint(path: "/character/1"))
			/// ```
			public struct HTTPClient: HTTPClientContract {
				private let baseURL: URL
				private let session: URLSession

				/// Creates a client sending every endpoint relative to `baseURL` through `session`.
				public init(baseURL: URL, session: URLSession = .shared) {
					self.baseURL = baseURL
					self.session = session
				}

				/// Sends the endpoint and decodes the JSON body as `T` with a fresh `JSONDecoder`.
				///
				/// Throws ``HTTPError``: `.statusCode` outside `200..<300`, `.decodingFailed` when the body does
				/// not decode, `.transport` when no response arrives.
				@concurrent public func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
					let data = try await perform(endpoint)
					do {
						return try JSONDecoder().decode(T.self, from: data)
					} catch {
						throw HTTPError.decodingFailed(String(describing: error))
					}
				}

				/// Sends the endpoint and ignores the response body; throws ``HTTPError`` like ``request(_:)``.
				@concurrent public func send(_ endpoint: Endpoint) async throws {
					_ = try await perform(endpoint)
				}

				/// The `URLRequest` this client sends for `endpoint`.
				///
				/// The endpoint's path is appended to the base URL's path (one `/` between them), its query items
				/// follow the base URL's own; `+` is percent-encoded because many servers read it as a space.
				/// `Accept: application/json` is set, and `Content-Type: application/json` when there is a body;
				/// the endpoint's headers override both.
				public func urlRequest(for endpoint: Endpoint) throws(HTTPError) -> URLRequest {
					guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
						throw .invalidURL(baseURL.absoluteString)
					}
					components.path = Self.join(components.path, endpoint.path)
					let queryItems = (components.queryItems ?? []) + endpoint.queryItems
					if !queryItems.isEmpty {
						components.queryItems = queryItems
						components.percentEncodedQuery = components.percentEncodedQuery?
							.replacingOccurrences(of: "+", with: "%2B")
					}
					guard let url = components.url else {
						throw .invalidURL(baseURL.absoluteString + endpoint.path)
					}
					var request = URLRequest(url: url)
					request.httpMethod = endpoint.method.rawValue
					request.setValue("application/json", forHTTPHeaderField: "Accept")
					if let body = endpoint.body {
						request.httpBody = body
						request.setValue("application/json", forHTTPHeaderField: "Content-Type")
					}
					for (field, value) in endpoint.headers {
						request.setValue(value, forHTTPHeaderField: field)
					}
					return request
				}
			}

			// MARK: - Private

			private extension HTTPClient {
				/// Sends the request and returns the body of a successful (2xx) response.
				func perform(_ endpoint: Endpoint) async throws(HTTPError) -> Data {
					let request = try urlRequest(for: endpoint)
					let data: Data
					let response: URLResponse
					do {
						(data, response) = try await session.data(for: request)
					} catch {
						throw .transport(String(describing: error))
					}
					guard let httpResponse = response as? HTTPURLResponse else {
						throw .invalidResponse
					}
					guard (200..<300).contains(httpResponse.statusCode) else {
						throw .statusCode(httpResponse.statusCode, data)
					}
					return data
				}

				/// Joins a base path and an endpoint path with exactly one `/` between them.
				static func join(_ basePath: String, _ path: String) -> String {
					let base = basePath.hasSuffix("/") ? String(basePath.dropLast()) : basePath
					guard !path.isEmpty else { return basePath }
					return path.hasPrefix("/") ? base + path : base + "/" + path
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPClientContract.swift.mustache",
			text: #"""
			/// Sends ``Endpoint``s over HTTP. Data sources depend on this contract, never on ``HTTPClient``
			/// directly, so tests can inject `HTTPClientMock`.
			///
			/// Implementations throw ``HTTPError`` for transport, status and decoding failures; data sources map
			/// it to ``APIError`` with ``HTTPErrorMapper``. The requirements are `@concurrent` so decoding never
			/// runs on the caller's actor (for example the main actor), whatever the caller's default isolation.
			public protocol HTTPClientContract: Sendable {
				/// Sends the endpoint and decodes the JSON response body as `T`.
				@concurrent func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T

				/// Sends the endpoint and ignores the response body (for example a `DELETE`).
				@concurrent func send(_ endpoint: Endpoint) async throws
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPError.swift.mustache",
			text: #"""
			import Foundation

			/// A failure of ``HTTPClient``. It stays inside the data layer: data sources map it to ``APIError``
			/// with ``HTTPErrorMapper``.
			public enum HTTPError: Error, Equatable, Sendable {
				/// The base URL and the endpoint's path did not form a valid URL (the associated value says which).
				case invalidURL(String)
				/// The response was not an HTTP response.
				case invalidResponse
				/// The server answered with a status code outside `200..<300`; the body is kept for diagnostics.
				case statusCode(Int, Data)
				/// The response body could not be decoded as the requested type.
				case decodingFailed(String)
				/// The request never got a response (no connection, timeout, cancellation...).
				case transport(String)
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPErrorMapper.swift.mustache",
			text: #"""
			/// Maps ``HTTPError`` to ``APIError``, the only error the callers of a REST data source see.
			public struct HTTPErrorMapper: Sendable {
				/// Creates a mapper.
				public init() {}

				/// Maps a transport-level HTTP error to the data layer's ``APIError``.
				///
				/// `404` becomes ``APIError/notFound``, other `4xx` ``APIError/invalidRequest``, `5xx`
				/// ``APIError/serverError(statusCode:)``; any other unexpected status is ``APIError/invalidResponse``.
				public func map(_ error: HTTPError) -> APIError {
					switch error {
					case .invalidURL:
						.invalidRequest
					case .invalidResponse:
						.invalidResponse
					case let .statusCode(code, _):
						APIError(statusCode: code)
					case let .decodingFailed(message):
						.decodingFailed(message)
					case let .transport(message):
						.connectionFailed(message)
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPMethod.swift.mustache",
			text: #"""
			/// The HTTP methods an ``Endpoint`` can use.
			public enum HTTPMethod: String, Sendable {
				/// Reads a resource.
				case get = "GET"
				/// Creates a resource or runs an operation (GraphQL uses it for every operation).
				case post = "POST"
				/// Replaces a resource.
				case put = "PUT"
				/// Partially updates a resource.
				case patch = "PATCH"
				/// Deletes a resource.
				case delete = "DELETE"
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}NetworkingMocks/GraphQLClientMock.swift.mustache",
			text: #"""
			import Foundation
			import {{modulePrefix}}Networking

			/// A ``GraphQLClientContract`` for tests: records every operation and answers with `result`.
			///
			/// The data is decoded as `T` directly, bypassing the `{"data": ...}` envelope: fixtures hold the
			/// unwrapped response wrapper, for example `{"episode": {"id": "1", ...}}`.
			public final class GraphQLClientMock: GraphQLClientContract, @unchecked Sendable {
				private struct State {
					var result: Result<Data, any Error> = .failure(MockNotConfiguredError(mock: "GraphQLClientMock"))
					var executedOperations: [GraphQLOperation] = []
				}

				private let state = LockedState(State())

				/// The answer to every call: the unwrapped `data` JSON, or the error to throw.
				/// Defaults to a failure with ``MockNotConfiguredError``.
				public var result: Result<Data, any Error> {
					get { state.withLock { $0.result } }
					set { state.withLock { $0.result = newValue } }
				}

				/// Every operation received by ``execute(_:)``, in call order.
				public var executedOperations: [GraphQLOperation] {
					state.withLock { $0.executedOperations }
				}

				/// Creates a mock that is not configured yet.
				public init() {}

				/// Records the operation, then throws the failure or decodes `T` from the data with `JSONDecoder`
				/// (a decoding failure throws ``GraphQLError/decodingFailed(_:)``, as ``GraphQLClient`` does).
				public func execute<T: Decodable>(_ operation: GraphQLOperation) async throws -> T {
					let result = state.withLock { state in
						state.executedOperations.append(operation)
						return state.result
					}
					let data = try result.get()
					do {
						return try JSONDecoder().decode(T.self, from: data)
					} catch {
						throw GraphQLError.decodingFailed(String(describing: error))
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}NetworkingMocks/HTTPClientMock.swift.mustache",
			text: #"""
			import Foundation
			import {{modulePrefix}}Networking

			/// An ``HTTPClientContract`` for tests: records every endpoint and answers with `result`.
			///
			/// ```swift
			/// let httpClientMock = HTTPClientMock()
			/// httpClientMock.result = .success(try Bundle.module.loadJSONData("character"))
			/// let sut = CharacterRESTDataSource(httpClient: httpClientMock)
			/// _ = try await sut.fetchCharacter(identifier: 1)
			/// #expect(httpClientMock.requestedEndpoints.first?.path == "/character/1")
			/// ```
			public final class HTTPClientMock: HTTPClientContract, @unchecked Sendable {
				private struct State {
					var result: Result<Data, any Error> = .failure(MockNotConfiguredError(mock: "HTTPClientMock"))
					var requestedEndpoints: [Endpoint] = []
				}

				private let state = LockedState(State())

				/// The answer to every call: the response body, or the error to throw.
				/// Defaults to a failure with ``MockNotConfiguredError``.
				public var result: Result<Data, any Error> {
					get { state.withLock { $0.result } }
					set { state.withLock { $0.result = newValue } }
				}

				/// Every endpoint received by ``request(_:)`` and ``send(_:)``, in call order.
				public var requestedEndpoints: [Endpoint] {
					state.withLock { $0.requestedEndpoints }
				}

				/// Creates a mock that is not configured yet.
				public init() {}

				/// Records the endpoint, then throws the failure or decodes `T` from the data with `JSONDecoder`
				/// (a decoding failure throws ``HTTPError/decodingFailed(_:)``, as ``HTTPClient`` does).
				public func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
					let data = try record(endpoint).get()
					do {
						return try JSONDecoder().decode(T.self, from: data)
					} catch {
						throw HTTPError.decodingFailed(String(describing: error))
					}
				}

				/// Records the endpoint, then throws the failure, if `result` is one.
				public func send(_ endpoint: Endpoint) async throws {
					_ = try record(endpoint).get()
				}
			}

			// MARK: - Private

			private extension HTTPClientMock {
				/// Appends the endpoint and reads the result in one critical section.
				func record(_ endpoint: Endpoint) -> Result<Data, any Error> {
					state.withLock { state in
						state.requestedEndpoints.append(endpoint)
						return state.result
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}NetworkingMocks/LockedState.swift.mustache",
			text: #"""
			import Foundation

			/// Mutable state behind a lock, so mocks shared across tasks stay really thread-safe
			/// (their `@unchecked Sendable` is earned here).
			final class LockedState<State>: @unchecked Sendable {
				private let lock = NSLock()
				private var state: State

				init(_ state: State) {
					self.state = state
				}

				/// Runs `body` with exclusive access to the state.
				func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
					lock.lock()
					defer { lock.unlock() }
					return try body(&state)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}NetworkingMocks/MockNotConfiguredError.swift.mustache",
			text: #"""
			/// Thrown by a mock whose `result` was never set, so a forgotten "Given" fails loudly.
			public struct MockNotConfiguredError: Error, Equatable, Sendable, CustomStringConvertible {
				/// The type name of the mock that was not configured.
				public let mock: String

				/// Creates the error for the named mock.
				public init(mock: String) {
					self.mock = mock
				}

				/// A readable explanation, shown by test failures.
				public var description: String {
					"\(mock).result was not configured"
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Package.swift.mustache",
			text: #"""
			// swift-tools-version:6.0
			import PackageDescription

			// Written by `scaffold init` and rewritten by `scaffold` whenever the set of features changes:
			// change scaffold.json and Specs/ rather than this file.
			let package = Package(
				name: "{{packageName}}",
				platforms: [
					.macOS(.v14),
					.iOS(.v17),
				],
				products: [
					.library(name: "{{modulePrefix}}Networking", targets: ["{{modulePrefix}}Networking"]),
					.library(name: "{{modulePrefix}}NetworkingMocks", targets: ["{{modulePrefix}}NetworkingMocks"]),
					.library(name: "{{modulePrefix}}Core", targets: ["{{modulePrefix}}Core"]),
					.library(name: "{{modulePrefix}}CoreMocks", targets: ["{{modulePrefix}}CoreMocks"]),
					{{#features}}
					.library(name: "{{module}}", targets: ["{{module}}"]),
					{{/features}}
				],
				targets: [
					// Runtime libraries: written once by `scaffold init`, owned by the project afterwards.
					.target(
						name: "{{modulePrefix}}Networking",
						path: "Libraries/{{modulePrefix}}Networking"
					),
					.target(
						name: "{{modulePrefix}}NetworkingMocks",
						dependencies: [
							"{{modulePrefix}}Networking",
						],
						path: "Libraries/{{modulePrefix}}NetworkingMocks"
					),
					.target(
						name: "{{modulePrefix}}Core",
						path: "Libraries/{{modulePrefix}}Core"
					),
					.target(
						name: "{{modulePrefix}}CoreMocks",
						dependencies: [
							"{{modulePrefix}}Core",
						],
						path: "Libraries/{{modulePrefix}}CoreMocks"
					),
					.testTarget(
						name: "{{modulePrefix}}NetworkingTests",
						dependencies: [
							"{{modulePrefix}}Networking",
							"{{modulePrefix}}NetworkingMocks",
						],
						path: "Libraries/Tests/{{modulePrefix}}NetworkingTests"
					),
					.testTarget(
						name: "{{modulePrefix}}CoreTests",
						dependencies: [
							"{{modulePrefix}}Core",
							"{{modulePrefix}}CoreMocks",
						],
						path: "Libraries/Tests/{{modulePrefix}}CoreTests",
						resources: [
							.process("Resources"),
							.copy("Fixtures"),
						]
					),
					// Features: generated by `scaffold feature <Name>`.
					{{#features}}
					.target(
						name: "{{module}}",
						dependencies: [
							"{{modulePrefix}}Networking",
							"{{modulePrefix}}Core",
						],
						path: "{{path}}/Sources"
					),
					.testTarget(
						name: "{{testModule}}",
						dependencies: [
							"{{module}}",
							"{{modulePrefix}}Networking",
							"{{modulePrefix}}NetworkingMocks",
							"{{modulePrefix}}Core",
							"{{modulePrefix}}CoreMocks",
						],
						path: "{{path}}/Tests"{{#hasFixtures}},
						resources: [
							.process("Shared/Fixtures"),
						]{{/hasFixtures}}
					),
					{{/features}}
				],
				swiftLanguageModes: [.v6]
			)

			"""#
		),
		TemplateSource(
			path: "Init/Specs/Character.json.mustache",
			text: #"""
			{
				"$schema": "../schema/scaffold-spec.schema.json",
				"version": 1,
				"feature": "Character",
				"jsonKeys": "camelCase",
				"types": [
					{
						"name": "Location",
						"description": "A place a character comes from or was last seen in.",
						"fields": [
							{ "name": "name", "type": "String", "sample": "Earth (C-137)" },
							{ "name": "url", "type": "String", "sample": "https://rickandmortyapi.com/api/location/1" }
						]
					},
					{
						"name": "CharacterStatus",
						"enum": [
							{ "name": "alive", "value": "Alive" },
							{ "name": "dead", "value": "Dead" },
							{ "name": "unknown", "value": "unknown" }
						]
					}
				],
				"entities": [
					{
						"name": "Character",
						"description": "A character of the show.",
						"identifier": { "name": "id", "type": "Int" },
						"fields": [
							{ "name": "name", "type": "String", "sample": "Rick Sanchez" },
							{ "name": "status", "type": "CharacterStatus", "sample": "Alive" },
							{ "name": "species", "type": "String", "sample": "Human" },
							{ "name": "type", "type": "String", "sample": "" },
							{ "name": "gender", "type": "String", "sample": "Male" },
							{ "name": "origin", "type": "Location" },
							{ "name": "location", "type": "Location" },
							{ "name": "imageURL", "type": "URL", "jsonKey": "image", "sample": "https://rickandmortyapi.com/api/character/avatar/1.jpeg" },
							{ "name": "episode", "type": "[URL]" },
							{ "name": "url", "type": "URL" },
							{ "name": "created", "type": "Date", "sample": "2017-11-04T18:48:46.250Z" }
						],
						"rest": {
							"path": "/character",
							"detail": true,
							"list": {
								"paginated": true,
								"filters": [
									{ "name": "name", "type": "String" },
									{ "name": "status", "type": "CharacterStatus" }
								]
							}
						},
						"local": "swiftData"
					}
				]
			}

			"""#
		),
		TemplateSource(
			path: "Partials/FixtureLoading.mustache",
			text: #"""
				func loadJSON<T: Decodable>(_ filename: String) throws -> T {
					try Bundle.module.loadJSON(filename)
				}

				func loadJSONData(_ filename: String) throws -> Data {
					try Bundle.module.loadJSONData(filename)
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
