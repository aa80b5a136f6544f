// Generated from Templates/ by TemplateEmbeddingTests (SCAFFOLD_RECORD=1 swift test). Do not edit.

extension TemplateCatalog {
	/// Every template scaffold ships with, as the binary embeds them.
	public static let embedded = TemplateCatalog(sources: [
		TemplateSource(
			path: "Feature/Sources/Container.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import {{networkingModule}}
			import Foundation

			{{#containerDocLines}}
			{{line}}
			{{/containerDocLines}}
			public nonisolated final class {{container}}: Sendable {
			{{#hasPersistentStore}}
				/// Where the persistent caches (L2) live.
				public enum PersistentStore: Sendable {
					/// SwiftData's on-disk store where SwiftData exists; elsewhere one JSON file per entity in
					/// the caches folder.
					case automatic
					/// One JSON file per entity in `directory`, on every platform (tests, or to opt out of SwiftData).
					case files(directory: URL)
				}

			{{/hasPersistentStore}}
			{{#repositories}}
				/// {{summary}}
				public let {{property}}: any {{repositoryContract}}
			{{/repositories}}

				public init(httpClient: any HTTPClientContract{{#hasPersistentStore}}, persistentStore: PersistentStore = .automatic{{/hasPersistentStore}}) {
			{{#usesGraphQL}}
					let graphQLClient = GraphQLClient(httpClient: httpClient)
			{{/usesGraphQL}}
			{{#repositories}}
					{{property}} = {{repository}}(
						remoteDataSource: {{remoteDataSourceCall}}{{#hasLocal}},
						volatile: {{memoryDataSource}}(){{/hasLocal}}{{#hasPersistence}},
						persistence: Self.{{persistenceFactory}}(persistentStore){{/hasPersistence}}
					)
			{{/repositories}}
				}
			{{#useCaseFactories}}

				/// {{summary}}
				public func make{{useCase}}() -> {{useCase}} {
					{{useCase}}(repository: {{property}})
				}
			{{/useCaseFactories}}
			}
			{{#hasPersistentStore}}

			// MARK: - Private

			private nonisolated extension {{container}} {
			{{#persistentRepositories}}
			{{^isFirst}}

			{{/isFirst}}
				static func {{persistenceFactory}}(_ store: PersistentStore) -> any {{localContract}} {
					switch store {
					case .automatic:
			{{#isSwiftData}}
						#if canImport(SwiftData)
						return {{entityDataSource}}(modelContainer: {{modelContainer}}.create())
						#else
						return {{fileDataSource}}(fileURL: {{fileDataSource}}.defaultFileURL())
						#endif
			{{/isSwiftData}}
			{{^isSwiftData}}
						return {{fileDataSource}}(fileURL: {{fileDataSource}}.defaultFileURL())
			{{/isSwiftData}}
					case .files(let directory):
						return {{fileDataSource}}(fileURL: directory.appendingPathComponent("{{fileName}}"))
					}
				}
			{{/persistentRepositories}}
			}
			{{/hasPersistentStore}}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/DTOs/DTO.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			/// {{summary}}
			///
			/// Anemic on purpose: it only carries data across the wire. Mapping belongs in mappers.
			nonisolated struct {{dto}}: Codable, Equatable, Sendable {
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
			nonisolated struct {{filterDTO}}: Equatable, Sendable {
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
			nonisolated struct {{paginationInfoDTO}}: Codable, Equatable, Sendable {
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
			nonisolated struct {{responseDTO}}: Codable, Equatable, Sendable {
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

			/// Keeps {{summary}} in `UserDefaults` under the key `{{storageKeyComment}}`.
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
			nonisolated struct {{graphQLDataSource}}: {{remoteContract}} {
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
					return response.{{detailFieldProperty}}
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
					return response.{{listFieldProperty}}
				}
			{{/hasList}}
			}

			// MARK: - Private

			private nonisolated extension {{graphQLDataSource}} {
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

			private nonisolated struct {{detailResponse}}: Decodable {
				let {{detailFieldProperty}}: {{dto}}
			}
			{{/hasDetail}}
			{{#hasList}}

			private nonisolated struct {{listResponse}}: Decodable {
				let {{listFieldProperty}}: {{listResult}}
			}
			{{/hasList}}

			// MARK: - Queries

			nonisolated extension {{graphQLDataSource}} {
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

			/// {{remoteContract}} over REST, at `{{restPathComment}}`.
			///
			/// Transport errors are mapped to `APIError` here, so callers never see `HTTPError`.
			nonisolated struct {{restDataSource}}: {{remoteContract}} {
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

			private nonisolated extension {{restDataSource}} {
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
			nonisolated protocol {{remoteContract}}: Sendable {
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
			nonisolated enum {{modelContainer}} {
				/// An in-memory container for the volatile cache (L1), or an on-disk one for persistence (L2).
				static func create(inMemoryOnly: Bool = false) -> ModelContainer {
					// Built per call rather than kept in a `static let`: Apple does not document `Schema` as
					// Sendable, and a static of a non-Sendable type is an error in Swift 6.
					let schema = Schema([
						{{entityModel}}.self,
					])
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
			path: "Feature/Sources/Data/Mappers/DTOMapper.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation

			/// Turns the domain's {{typeName}} back into the {{dto}} the API expects, for writes.
			nonisolated struct {{dtoMapper}}: MapperContract {
				func map(_ input: {{typeName}}) -> {{dto}} {
					{{dto}}(
			{{#reverseConversions}}
						{{label}}: {{expression}}{{comma}}
			{{/reverseConversions}}
					)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Mappers/EntityDTOMapper.swift.mustache",
			text: #"""
			{{header}}
			#if canImport(SwiftData)
			import {{coreModule}}

			/// Turns a stored {{entityModel}} back into a {{dto}}.
			nonisolated struct {{entityDTOMapper}}: MapperContract {
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
			nonisolated struct {{entityMapper}}: MapperContract {
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
			path: "Feature/Sources/Data/Mappers/ErrorMapper.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import {{networkingModule}}
			import Foundation

			/// Turns what the data layer throws into `{{domainError}}`: the domain never sees `APIError`,
			/// `MappingError` or a storage error.
			nonisolated struct {{errorMapper}} {
				/// A failed read. A 404 for one {{lowerName}} names it; data the domain cannot accept is invalid
				/// data; anything else means the {{lowerPlural}} could not be loaded.
				func map(_ error: any Error, identifier: {{domainIdType}}? = nil) -> {{domainError}} {
					if let error = error as? MappingError {
						return .invalidData(description: error.description)
					}
					if let identifier, error as? APIError == .notFound {
						return .notFound(identifier: identifier)
					}
					return .loadFailed(description: String(describing: error))
				}
			{{#hasWrites}}

				/// A failed send. A 404 for one {{lowerName}} names it; anything else means the server did not take it.
				func mapWrite(_ error: any Error, identifier: {{domainIdType}}?) -> {{domainError}} {
					if let identifier, error as? APIError == .notFound {
						return .notFound(identifier: identifier)
					}
					return .sendFailed(description: String(describing: error))
				}
			{{/hasWrites}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Mappers/FilterMapper.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation

			/// Turns the domain's {{filterModel}} into the {{filterDTO}} a remote data source sends.
			nonisolated struct {{filterMapper}}: MapperContract {
				func map(_ input: {{filterModel}}) -> {{filterDTO}} {
					{{filterDTO}}({{#hasFilters}}
			{{#domainFilters}}
						{{label}}: {{toWire}}{{comma}}
			{{/domainFilters}}
					{{/hasFilters}})
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Mappers/Mapper.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation

			/// Turns a {{dto}} into the domain's {{typeName}}, refusing what the domain cannot accept: a
			/// `MappingError` names the field, never a silent default.
			nonisolated struct {{mapper}}: ThrowingMapperContract {
			{{#usesParser}}
				private let parser = WireValueParser(type: "{{typeName}}")

			{{/usesParser}}
				func map(_ input: {{dto}}) throws(MappingError) -> {{typeName}} {
					{{typeName}}(
			{{#conversions}}
						{{label}}: {{expression}}{{comma}}
			{{/conversions}}
					)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Mappers/PageMapper.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}

			/// Turns one page of {{lowerPlural}} as the API sends it into the domain's {{pageModel}}.
			nonisolated struct {{pageMapper}}: ThrowingMapperContract {
				private let itemMapper = {{mapper}}()

				/// `page` is the number of the page the response answers: the response itself does not say.
				func map(_ input: (response: {{responseDTO}}, page: Int)) throws(MappingError) -> {{pageModel}} {
					{{pageModel}}(
						items: try input.response.results.map(itemMapper.map),
						currentPage: input.page,
						totalPages: input.response.info.pages,
						totalCount: input.response.info.count,
						hasNextPage: input.response.info.next != nil,
						hasPreviousPage: input.response.info.prev != nil
					)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Mappers/WireValueParser.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation

			/// Parses the text the API sends into domain values, or throws a `MappingError` naming the type
			/// and the field: mappers never replace bad data with a default.
			nonisolated struct WireValueParser: Sendable {
				/// The domain type being built, for error messages.
				let type: String

				/// An absolute URL (one with a scheme). Text that would need percent-encoding to be a URL is refused.
				func url(_ text: String, field: String) throws(MappingError) -> URL {
					guard let url = URL(string: text, encodingInvalidCharacters: false), url.scheme != nil else {
						throw MappingError(type: type, field: field, reason: "'\(text)' is not an absolute URL")
					}
					return url
				}

				/// A UUID in its 36-character text form, in either case.
				func uuid(_ text: String, field: String) throws(MappingError) -> UUID {
					guard let uuid = UUID(uuidString: text) else {
						throw MappingError(type: type, field: field, reason: "'\(text)' is not a UUID")
					}
					return uuid
				}
			{{#isISO8601}}

				/// An ISO 8601 date-time, with or without fractional seconds (`2017-11-04T18:48:46.250Z`,
				/// `2017-11-04T18:48:46Z`), as the spec's `dateFormat` says the API sends dates.
				func date(_ text: String, field: String) throws(MappingError) -> Date {
					if let date = (try? Self.withFractionalSeconds.parse(text)) ?? (try? Self.withoutFractionalSeconds.parse(text)) {
						return date
					}
					throw MappingError(type: type, field: field, reason: "'\(text)' is not an ISO 8601 date-time")
				}

				/// A date as the API expects it back: ISO 8601 with fractional seconds.
				static func text(from date: Date) -> String {
					withFractionalSeconds.format(date)
				}

				private static let withFractionalSeconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
				private static let withoutFractionalSeconds = Date.ISO8601FormatStyle()
			{{/isISO8601}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Data/Repositories/Repository.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation

			{{#repositoryDocLines}}
			{{line}}
			{{/repositoryDocLines}}
			nonisolated struct {{repository}}: {{repositoryContract}} {
				private let remoteDataSource: any {{remoteContract}}
			{{#hasLocal}}
				private let volatile: any {{localContract}}
			{{/hasLocal}}
			{{#hasPersistence}}
				private let persistence: any {{localContract}}
			{{/hasPersistence}}
				private let executor = CachePolicyExecutor()
				private let mapper = {{mapper}}()
			{{#hasWrites}}
				private let dtoMapper = {{dtoMapper}}()
			{{/hasWrites}}
			{{#isPaginated}}
				private let pageMapper = {{pageMapper}}()
			{{/isPaginated}}
			{{#hasList}}
				private let filterMapper = {{filterMapper}}()
			{{/hasList}}
				private let errorMapper = {{errorMapper}}()

				init(
					remoteDataSource: any {{remoteContract}}{{#hasLocal}},
					volatile: any {{localContract}}{{/hasLocal}}{{#hasPersistence}},
					persistence: any {{localContract}}{{/hasPersistence}}
				) {
					self.remoteDataSource = remoteDataSource
			{{#hasLocal}}
					self.volatile = volatile
			{{/hasLocal}}
			{{#hasPersistence}}
					self.persistence = persistence
			{{/hasPersistence}}
				}
			{{#hasDetail}}

				func get{{name}}(identifier: {{domainIdType}}, policy: CachePolicy) async throws({{domainError}}) -> {{name}} {
			{{#wireIdentifierDeclaration}}
					{{line}}
			{{/wireIdentifierDeclaration}}
					do {
						return try await executor.execute(
							policy,
							volatile: {{#hasLocal}}itemLevel(volatile, identifier: {{wireIdentifier}}){{/hasLocal}}{{^hasLocal}}nil{{/hasLocal}},
							persistence: {{#hasPersistence}}itemLevel(persistence, identifier: {{wireIdentifier}}){{/hasPersistence}}{{^hasPersistence}}nil{{/hasPersistence}},
							remote: { try await remoteDataSource.fetch{{name}}(identifier: {{wireIdentifier}}) },
							map: { try mapper.map($0) }
						)
					} catch {
						throw errorMapper.map(error, identifier: identifier)
					}
				}
			{{/hasDetail}}
			{{#hasList}}

				func get{{plural}}({{#isPaginated}}page: Int, {{/isPaginated}}filter: {{filterModel}}, policy: CachePolicy) async throws({{domainError}}) -> {{listModel}} {
					let filterDTO = filterMapper.map(filter)
			{{#hasLocal}}
					// The caches hold {{lowerPlural}}, not {{listWord}}: they can stand in only for the {{listFallbackWord}}.
					let isCacheable = {{#isPaginated}}page == 1 && {{/isPaginated}}filterDTO == .empty
			{{/hasLocal}}
					do {
						return try await executor.execute(
							{{#hasLocal}}policy == .noCache ? .noCache : .remoteFirst{{/hasLocal}}{{^hasLocal}}policy{{/hasLocal}},
							volatile: {{#hasLocal}}listLevel(volatile, isReadable: isCacheable){{/hasLocal}}{{^hasLocal}}nil{{/hasLocal}},
							persistence: {{#hasPersistence}}listLevel(persistence, isReadable: isCacheable){{/hasPersistence}}{{^hasPersistence}}nil{{/hasPersistence}},
							remote: { try await remoteDataSource.fetch{{plural}}({{#isPaginated}}page: page, {{/isPaginated}}filter: filterDTO) },
							map: { {{listMapExpression}} }
						)
					} catch {
						throw errorMapper.map(error)
					}
				}
			{{/hasList}}
			{{#hasCreate}}

				func create{{name}}(_ {{itemParameter}}: {{name}}) async throws({{domainError}}) -> {{name}} {
					let dto = dtoMapper.map({{itemParameter}})
			{{#hasLocal}}
					try await saveLocally(dto)
			{{/hasLocal}}
					let created: {{dto}}
					do {
						created = try await remoteDataSource.create{{name}}(dto)
					} catch {
						throw errorMapper.mapWrite(error, identifier: nil)
					}
					return try await keep(created, replacing: dto)
				}
			{{/hasCreate}}
			{{#hasUpdate}}

				func update{{name}}(_ {{itemParameter}}: {{name}}) async throws({{domainError}}) -> {{name}} {
					let dto = dtoMapper.map({{itemParameter}})
			{{#hasLocal}}
					try await saveLocally(dto)
			{{/hasLocal}}
					let updated: {{dto}}
					do {
						updated = try await remoteDataSource.update{{name}}(dto)
					} catch {
						throw errorMapper.mapWrite(error, identifier: {{itemParameter}}.{{idProperty}})
					}
					return try await keep(updated, replacing: dto)
				}
			{{/hasUpdate}}
			{{#hasDelete}}

				func delete{{name}}(identifier: {{domainIdType}}) async throws({{domainError}}) {
			{{#wireIdentifierDeclaration}}
					{{line}}
			{{/wireIdentifierDeclaration}}
					do {
						try await remoteDataSource.delete{{name}}(identifier: {{wireIdentifier}})
					} catch {
						throw errorMapper.mapWrite(error, identifier: identifier)
					}
			{{#hasLocal}}
					do {
						try await volatile.delete{{name}}(identifier: {{wireIdentifier}})
			{{#hasPersistence}}
						try await persistence.delete{{name}}(identifier: {{wireIdentifier}})
			{{/hasPersistence}}
					} catch {
						throw .saveFailed(description: String(describing: error))
					}
			{{/hasLocal}}
				}
			{{/hasDelete}}
			}
			{{#hasPrivateHelpers}}

			// MARK: - Private

			private nonisolated extension {{repository}} {
			{{#hasLocal}}
			{{#hasDetail}}
				func itemLevel(_ dataSource: any {{localContract}}, identifier: {{idType}}) -> CacheLevel<{{dto}}> {
					CacheLevel(
						read: { await dataSource.get{{name}}(identifier: identifier) },
						save: { try await dataSource.save{{name}}($0) }
					)
				}
			{{/hasDetail}}
			{{#hasDetailAndList}}

			{{/hasDetailAndList}}
			{{#hasList}}
				/// Every stored {{lowerName}} as {{cachedListWord}}, when it may stand in for the one asked for.
				func listLevel(_ dataSource: any {{localContract}}, isReadable: Bool) -> CacheLevel<{{listResult}}> {
					CacheLevel(
						read: {
							guard isReadable else { return nil }
							let items = await dataSource.getAll{{plural}}()
							return items.isEmpty ? nil : {{cachedListExpression}}
						},
						save: { try await dataSource.save{{plural}}({{savedItemsExpression}}) }
					)
				}
			{{/hasList}}
			{{#hasWrites}}

				/// Offline first: the device keeps the {{lowerName}} before the server hears of it.
				func saveLocally(_ dto: {{dto}}) async throws({{domainError}}) {
					do {
						try await volatile.save{{name}}(dto)
			{{#hasPersistence}}
						try await persistence.save{{name}}(dto)
			{{/hasPersistence}}
					} catch {
						throw .saveFailed(description: String(describing: error))
					}
				}
			{{/hasWrites}}
			{{/hasLocal}}
			{{#hasWrites}}
			{{#hasLocal}}

			{{/hasLocal}}
				/// The server's copy, mapped{{#hasLocal}}; it replaces the copy saved before sending (also when the
				/// server gave the {{lowerName}} another identifier). Caching it is best effort: the server has it{{/hasLocal}}.
				func keep(_ sent: {{dto}}, replacing local: {{dto}}) async throws({{domainError}}) -> {{name}} {
					let item: {{name}}
					do {
						item = try mapper.map(sent)
					} catch {
						throw .invalidData(description: error.description)
					}
			{{#hasLocal}}
					if sent.{{idProperty}} != local.{{idProperty}} {
						try? await volatile.delete{{name}}(identifier: local.{{idProperty}})
			{{#hasPersistence}}
						try? await persistence.delete{{name}}(identifier: local.{{idProperty}})
			{{/hasPersistence}}
					}
					try? await volatile.save{{name}}(sent)
			{{#hasPersistence}}
					try? await persistence.save{{name}}(sent)
			{{/hasPersistence}}
			{{/hasLocal}}
					return item
				}
			{{/hasWrites}}
			}
			{{/hasPrivateHelpers}}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Domain/Errors/Error.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			/// Why reading{{#hasWrites}} or writing{{/hasWrites}} {{lowerPlural}} failed, in the domain's terms: callers never see
			/// `APIError`, `MappingError` or a storage error.
			public nonisolated enum {{domainError}}: Error, Equatable, Sendable {
				/// No {{lowerName}} has this identifier.
				case notFound(identifier: {{domainIdType}})
				/// The {{lowerPlural}} could not be loaded (the server failed or could not be reached) and no
				/// cache could stand in.
				case loadFailed(description: String)
				/// The API sent a {{lowerName}} the domain cannot accept (an invalid URL, identifier or date).
				case invalidData(description: String)
			{{#hasWrites}}
				/// The {{lowerName}} could not be saved on the device.
				case saveFailed(description: String)
				/// The server did not take the {{lowerName}}{{#hasLocal}}; the copy saved on the device stays{{/hasLocal}}.
				case sendFailed(description: String)
			{{/hasWrites}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Domain/Models/Enum.swift.mustache",
			text: #"""
			{{header}}
			/// {{summary}}
			///
			/// Never fails to decode: a raw value this version does not know becomes `.unknown`, so a new
			/// value on the server cannot break a screen that only shows it.
			public nonisolated enum {{typeName}}: Equatable, Hashable, Sendable, CaseIterable {
			{{#cases}}
			{{#doc}}
				/// {{line}}
			{{/doc}}
				case {{name}}
			{{/cases}}

				/// The case for the API's raw value; an unknown value is `.unknown`.
				public init(rawValue: String) {
					switch rawValue {
			{{#knownCases}}
					case {{rawLiteral}}: self = .{{name}}
			{{/knownCases}}
					default: self = .unknown
					}
				}

				/// The raw value the API uses for this case.
				public var rawValue: String {
					switch self {
			{{#cases}}
					case .{{name}}: {{rawLiteral}}
			{{/cases}}
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Domain/Models/Filter.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			/// What to filter a list of {{lowerPlural}} by. A `nil` value does not filter.
			public nonisolated struct {{filterModel}}: Equatable, Sendable {
			{{#domainFilters}}
				public let {{name}}: {{domainType}}?
			{{/domainFilters}}
			{{#hasFilters}}

				public init(
			{{#domainFilters}}
					{{name}}: {{domainType}}? = nil{{comma}}
			{{/domainFilters}}
				) {
			{{#domainFilters}}
					self.{{name}} = {{name}}
			{{/domainFilters}}
				}
			{{/hasFilters}}
			{{^hasFilters}}

				public init() {}
			{{/hasFilters}}

				/// No filter at all: every {{lowerName}}.
				public static let empty = {{filterModel}}()
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Domain/Models/Model.swift.mustache",
			text: #"""
			{{header}}
			import Foundation

			/// {{summary}}
			///
			/// A domain value: no DTO, no Codable. Mappers in the Data layer build it from what the API sends.
			public nonisolated struct {{typeName}}: {{conformances}} {
			{{#properties}}
			{{#doc}}
				/// {{line}}
			{{/doc}}
				public let {{name}}: {{domainType}}
			{{/properties}}
			{{#idAlias}}

				/// The identifier, under the name `Identifiable` expects.
				public var id: {{idType}} { {{property}} }
			{{/idAlias}}

				public init(
			{{#properties}}
					{{name}}: {{domainType}}{{comma}}
			{{/properties}}
				) {
			{{#properties}}
					self.{{name}} = {{name}}
			{{/properties}}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Domain/Models/Page.swift.mustache",
			text: #"""
			{{header}}
			/// One page of {{lowerPlural}}, with where it sits among all pages.
			public nonisolated struct {{pageModel}}: Equatable, Sendable {
				/// The {{lowerPlural}} on this page.
				public let items: [{{name}}]
				/// This page's number, from 1.
				public let currentPage: Int
				/// How many pages there are.
				public let totalPages: Int
				/// How many {{lowerPlural}} there are on all pages.
				public let totalCount: Int
				/// Whether a page follows this one.
				public let hasNextPage: Bool
				/// Whether a page precedes this one.
				public let hasPreviousPage: Bool

				public init(
					items: [{{name}}],
					currentPage: Int,
					totalPages: Int,
					totalCount: Int,
					hasNextPage: Bool,
					hasPreviousPage: Bool
				) {
					self.items = items
					self.currentPage = currentPage
					self.totalPages = totalPages
					self.totalCount = totalCount
					self.hasNextPage = hasNextPage
					self.hasPreviousPage = hasPreviousPage
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Domain/Repositories/RepositoryContract.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation

			{{#contractDocLines}}
			{{line}}
			{{/contractDocLines}}
			public nonisolated protocol {{repositoryContract}}: Sendable {
			{{#hasDetail}}
				/// The {{lowerName}} with `identifier`.
				func get{{name}}(identifier: {{domainIdType}}, policy: CachePolicy) async throws({{domainError}}) -> {{name}}
			{{/hasDetail}}
			{{#hasList}}
			{{#listDocLines}}
				{{line}}
			{{/listDocLines}}
				func get{{plural}}({{#isPaginated}}page: Int, {{/isPaginated}}filter: {{filterModel}}, policy: CachePolicy) async throws({{domainError}}) -> {{listModel}}
			{{/hasList}}
			{{#hasCreate}}
				/// Saves a new {{lowerName}}{{#hasLocal}} on the device, then sends it{{/hasLocal}}; returns the server's copy.
				func create{{name}}(_ {{itemParameter}}: {{name}}) async throws({{domainError}}) -> {{name}}
			{{/hasCreate}}
			{{#hasUpdate}}
				/// Saves a changed {{lowerName}}{{#hasLocal}} on the device, then sends it{{/hasLocal}}; returns the server's copy.
				func update{{name}}(_ {{itemParameter}}: {{name}}) async throws({{domainError}}) -> {{name}}
			{{/hasUpdate}}
			{{#hasDelete}}
				/// Deletes the {{lowerName}} with `identifier` on the server{{#hasLocal}}, then from the device{{/hasLocal}}.
				func delete{{name}}(identifier: {{domainIdType}}) async throws({{domainError}})
			{{/hasDelete}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Domain/UseCases/GetUseCase.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation

			/// Gets one {{lowerName}}, reading with the spec's default policy (`{{defaultPolicy}}`).
			public nonisolated struct {{getUseCase}}: Sendable {
				private let repository: any {{repositoryContract}}
				private let policy: CachePolicy

				public init(repository: any {{repositoryContract}}, policy: CachePolicy = .{{defaultPolicy}}) {
					self.repository = repository
					self.policy = policy
				}

				public func execute(identifier: {{domainIdType}}) async throws({{domainError}}) -> {{name}} {
					try await repository.get{{name}}(identifier: identifier, policy: policy)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Domain/UseCases/RefreshUseCase.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation

			/// Refreshes one {{lowerName}} from the server (`remoteFirst`): the caches answer only when the
			/// server cannot.
			public nonisolated struct {{refreshUseCase}}: Sendable {
				private let repository: any {{repositoryContract}}

				public init(repository: any {{repositoryContract}}) {
					self.repository = repository
				}

				public func execute(identifier: {{domainIdType}}) async throws({{domainError}}) -> {{name}} {
					try await repository.get{{name}}(identifier: identifier, policy: .remoteFirst)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Sources/Domain/UseCases/SearchUseCase.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}

			/// Searches {{lowerPlural}} on the server only (`noCache`): results of a search are not worth keeping,
			/// and a cache cannot filter.
			public nonisolated struct {{searchUseCase}}: Sendable {
				private let repository: any {{repositoryContract}}

				public init(repository: any {{repositoryContract}}) {
					self.repository = repository
				}

				public func execute({{#isPaginated}}page: Int, {{/isPaginated}}filter: {{filterModel}}) async throws({{domainError}}) -> {{listModel}} {
					try await repository.get{{plural}}({{#isPaginated}}page: page, {{/isPaginated}}filter: filter, policy: .noCache)
				}
			}

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
			import {{networkingMocksModule}}
			import Foundation

			@testable import {{featureModule}}

			/// A {{remoteContract}} whose results tests set, and which records every call.
			///
			/// Its state sits behind one lock, so the mock is really `Sendable`: tests may call it from
			/// any task, and read what it recorded afterwards.
			nonisolated final class {{remoteMock}}: {{remoteContract}}, Sendable {
				private let state = LockedState(MockState())
			{{#hasDetail}}

				var {{lowerName}}Result: Result<{{dto}}, any Error> {
					get { state.withLock { $0.{{lowerName}}Result } }
					set { state.withLock { $0.{{lowerName}}Result = newValue } }
				}
				var fetch{{name}}CallCount: Int { state.withLock { $0.fetch{{name}}CallCount } }
				var lastFetchedIdentifier: {{idType}}? { state.withLock { $0.lastFetchedIdentifier } }
			{{/hasDetail}}
			{{#hasList}}

				var {{lowerPlural}}Result: Result<{{listResult}}, any Error> {
					get { state.withLock { $0.{{lowerPlural}}Result } }
					set { state.withLock { $0.{{lowerPlural}}Result = newValue } }
				}
				var fetch{{plural}}CallCount: Int { state.withLock { $0.fetch{{plural}}CallCount } }
			{{#isPaginated}}
				var lastFetchedPage: Int? { state.withLock { $0.lastFetchedPage } }
			{{/isPaginated}}
				var lastFetchedFilter: {{filterDTO}}? { state.withLock { $0.lastFetchedFilter } }
			{{/hasList}}
			{{#hasCreate}}

				var create{{name}}Result: Result<{{dto}}, any Error> {
					get { state.withLock { $0.create{{name}}Result } }
					set { state.withLock { $0.create{{name}}Result = newValue } }
				}
				var created{{plural}}: [{{dto}}] { state.withLock { $0.created{{plural}} } }
			{{/hasCreate}}
			{{#hasUpdate}}

				var update{{name}}Result: Result<{{dto}}, any Error> {
					get { state.withLock { $0.update{{name}}Result } }
					set { state.withLock { $0.update{{name}}Result = newValue } }
				}
				var updated{{plural}}: [{{dto}}] { state.withLock { $0.updated{{plural}} } }
			{{/hasUpdate}}
			{{#hasDelete}}

				var delete{{name}}Error: (any Error)? {
					get { state.withLock { $0.delete{{name}}Error } }
					set { state.withLock { $0.delete{{name}}Error = newValue } }
				}
				var deletedIdentifiers: [{{idType}}] { state.withLock { $0.deletedIdentifiers } }
			{{/hasDelete}}
			{{#hasDetail}}

				func fetch{{name}}(identifier: {{idType}}) async throws -> {{dto}} {
					let result = state.withLock { state in
						state.fetch{{name}}CallCount += 1
						state.lastFetchedIdentifier = identifier
						return state.{{lowerName}}Result
					}
					return try result.get()
				}
			{{/hasDetail}}
			{{#hasList}}

				func fetch{{plural}}({{#isPaginated}}page: Int, {{/isPaginated}}filter: {{filterDTO}}) async throws -> {{listResult}} {
					let result = state.withLock { state in
						state.fetch{{plural}}CallCount += 1
			{{#isPaginated}}
						state.lastFetchedPage = page
			{{/isPaginated}}
						state.lastFetchedFilter = filter
						return state.{{lowerPlural}}Result
					}
					return try result.get()
				}
			{{/hasList}}
			{{#hasCreate}}

				func create{{name}}(_ item: {{dto}}) async throws -> {{dto}} {
					let result = state.withLock { state in
						state.created{{plural}}.append(item)
						return state.create{{name}}Result
					}
					return try result.get()
				}
			{{/hasCreate}}
			{{#hasUpdate}}

				func update{{name}}(_ item: {{dto}}) async throws -> {{dto}} {
					let result = state.withLock { state in
						state.updated{{plural}}.append(item)
						return state.update{{name}}Result
					}
					return try result.get()
				}
			{{/hasUpdate}}
			{{#hasDelete}}

				func delete{{name}}(identifier: {{idType}}) async throws {
					let error = state.withLock { state in
						state.deletedIdentifiers.append(identifier)
						return state.delete{{name}}Error
					}
					if let error {
						throw error
					}
				}
			{{/hasDelete}}
			}

			// MARK: - State

			private nonisolated extension {{remoteMock}} {
				/// Everything the mock returns and records.
				struct MockState {
			{{#hasDetail}}
					var {{lowerName}}Result: Result<{{dto}}, any Error> = .failure(NotConfiguredError.notConfigured)
					var fetch{{name}}CallCount = 0
					var lastFetchedIdentifier: {{idType}}?
			{{/hasDetail}}
			{{#hasList}}
					var {{lowerPlural}}Result: Result<{{listResult}}, any Error> = .failure(NotConfiguredError.notConfigured)
					var fetch{{plural}}CallCount = 0
			{{#isPaginated}}
					var lastFetchedPage: Int?
			{{/isPaginated}}
					var lastFetchedFilter: {{filterDTO}}?
			{{/hasList}}
			{{#hasCreate}}
					var create{{name}}Result: Result<{{dto}}, any Error> = .failure(NotConfiguredError.notConfigured)
					var created{{plural}}: [{{dto}}] = []
			{{/hasCreate}}
			{{#hasUpdate}}
					var update{{name}}Result: Result<{{dto}}, any Error> = .failure(NotConfiguredError.notConfigured)
					var updated{{plural}}: [{{dto}}] = []
			{{/hasUpdate}}
			{{#hasDelete}}
					var delete{{name}}Error: (any Error)?
					var deletedIdentifiers: [{{idType}}] = []
			{{/hasDelete}}
				}
			}

			private nonisolated enum NotConfiguredError: Error {
				case notConfigured
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Shared/Mocks/RepositoryMock.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import {{networkingMocksModule}}
			import Foundation

			@testable import {{featureModule}}

			/// A {{repositoryContract}} whose results tests set, and which records every call and policy.
			///
			/// Its state sits behind one lock, so the mock is really `Sendable`: tests may call it from
			/// any task, and read what it recorded afterwards.
			nonisolated final class {{repositoryMock}}: {{repositoryContract}}, Sendable {
				private let state = LockedState(MockState())
			{{#hasDetail}}

				var {{lowerName}}Result: Result<{{name}}, {{domainError}}> {
					get { state.withLock { $0.{{lowerName}}Result } }
					set { state.withLock { $0.{{lowerName}}Result = newValue } }
				}
				var get{{name}}CallCount: Int { state.withLock { $0.get{{name}}CallCount } }
				var lastRequestedIdentifier: {{domainIdType}}? { state.withLock { $0.lastRequestedIdentifier } }
				var last{{name}}Policy: CachePolicy? { state.withLock { $0.last{{name}}Policy } }
			{{/hasDetail}}
			{{#hasList}}

				var {{lowerPlural}}Result: Result<{{listModel}}, {{domainError}}> {
					get { state.withLock { $0.{{lowerPlural}}Result } }
					set { state.withLock { $0.{{lowerPlural}}Result = newValue } }
				}
				var get{{plural}}CallCount: Int { state.withLock { $0.get{{plural}}CallCount } }
			{{#isPaginated}}
				var lastRequestedPage: Int? { state.withLock { $0.lastRequestedPage } }
			{{/isPaginated}}
				var lastRequestedFilter: {{filterModel}}? { state.withLock { $0.lastRequestedFilter } }
				var last{{plural}}Policy: CachePolicy? { state.withLock { $0.last{{plural}}Policy } }
			{{/hasList}}
			{{#hasCreate}}

				var create{{name}}Result: Result<{{name}}, {{domainError}}> {
					get { state.withLock { $0.create{{name}}Result } }
					set { state.withLock { $0.create{{name}}Result = newValue } }
				}
				var created{{plural}}: [{{name}}] { state.withLock { $0.created{{plural}} } }
			{{/hasCreate}}
			{{#hasUpdate}}

				var update{{name}}Result: Result<{{name}}, {{domainError}}> {
					get { state.withLock { $0.update{{name}}Result } }
					set { state.withLock { $0.update{{name}}Result = newValue } }
				}
				var updated{{plural}}: [{{name}}] { state.withLock { $0.updated{{plural}} } }
			{{/hasUpdate}}
			{{#hasDelete}}

				var delete{{name}}Error: {{domainError}}? {
					get { state.withLock { $0.delete{{name}}Error } }
					set { state.withLock { $0.delete{{name}}Error = newValue } }
				}
				var deletedIdentifiers: [{{domainIdType}}] { state.withLock { $0.deletedIdentifiers } }
			{{/hasDelete}}
			{{#hasDetail}}

				func get{{name}}(identifier: {{domainIdType}}, policy: CachePolicy) async throws({{domainError}}) -> {{name}} {
					let result = state.withLock { state in
						state.get{{name}}CallCount += 1
						state.lastRequestedIdentifier = identifier
						state.last{{name}}Policy = policy
						return state.{{lowerName}}Result
					}
					return try result.get()
				}
			{{/hasDetail}}
			{{#hasList}}

				func get{{plural}}({{#isPaginated}}page: Int, {{/isPaginated}}filter: {{filterModel}}, policy: CachePolicy) async throws({{domainError}}) -> {{listModel}} {
					let result = state.withLock { state in
						state.get{{plural}}CallCount += 1
			{{#isPaginated}}
						state.lastRequestedPage = page
			{{/isPaginated}}
						state.lastRequestedFilter = filter
						state.last{{plural}}Policy = policy
						return state.{{lowerPlural}}Result
					}
					return try result.get()
				}
			{{/hasList}}
			{{#hasCreate}}

				func create{{name}}(_ {{itemParameter}}: {{name}}) async throws({{domainError}}) -> {{name}} {
					let result = state.withLock { state in
						state.created{{plural}}.append({{itemParameter}})
						return state.create{{name}}Result
					}
					return try result.get()
				}
			{{/hasCreate}}
			{{#hasUpdate}}

				func update{{name}}(_ {{itemParameter}}: {{name}}) async throws({{domainError}}) -> {{name}} {
					let result = state.withLock { state in
						state.updated{{plural}}.append({{itemParameter}})
						return state.update{{name}}Result
					}
					return try result.get()
				}
			{{/hasUpdate}}
			{{#hasDelete}}

				func delete{{name}}(identifier: {{domainIdType}}) async throws({{domainError}}) {
					let error = state.withLock { state in
						state.deletedIdentifiers.append(identifier)
						return state.delete{{name}}Error
					}
					if let error {
						throw error
					}
				}
			{{/hasDelete}}
			}

			// MARK: - State

			private nonisolated extension {{repositoryMock}} {
				/// Everything the mock returns and records.
				struct MockState {
			{{#hasDetail}}
					var {{lowerName}}Result: Result<{{name}}, {{domainError}}> = .failure(.loadFailed(description: "{{repositoryMock}}.{{lowerName}}Result is not set"))
					var get{{name}}CallCount = 0
					var lastRequestedIdentifier: {{domainIdType}}?
					var last{{name}}Policy: CachePolicy?
			{{/hasDetail}}
			{{#hasList}}
					var {{lowerPlural}}Result: Result<{{listModel}}, {{domainError}}> = .failure(.loadFailed(description: "{{repositoryMock}}.{{lowerPlural}}Result is not set"))
					var get{{plural}}CallCount = 0
			{{#isPaginated}}
					var lastRequestedPage: Int?
			{{/isPaginated}}
					var lastRequestedFilter: {{filterModel}}?
					var last{{plural}}Policy: CachePolicy?
			{{/hasList}}
			{{#hasCreate}}
					var create{{name}}Result: Result<{{name}}, {{domainError}}> = .failure(.sendFailed(description: "{{repositoryMock}}.create{{name}}Result is not set"))
					var created{{plural}}: [{{name}}] = []
			{{/hasCreate}}
			{{#hasUpdate}}
					var update{{name}}Result: Result<{{name}}, {{domainError}}> = .failure(.sendFailed(description: "{{repositoryMock}}.update{{name}}Result is not set"))
					var updated{{plural}}: [{{name}}] = []
			{{/hasUpdate}}
			{{#hasDelete}}
					var delete{{name}}Error: {{domainError}}?
					var deletedIdentifiers: [{{domainIdType}}] = []
			{{/hasDelete}}
				}
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
			path: "Feature/Tests/Unit/ContainerTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import {{coreMocksModule}}
			import {{networkingModule}}
			import {{networkingMocksModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			/// The container wires the real data sources{{#hasPersistentStore}} and caches{{/hasPersistentStore}} over the HTTP client it is given.
			struct {{testSuite}} {
			{{#hasPersistentStore}}
				/// A fresh folder per test, so tests running in parallel never share state.
				private let directory = FileManager.default.temporaryDirectory
					.appendingPathComponent("{{testSuite}}-\(UUID().uuidString)", isDirectory: true)
			{{/hasPersistentStore}}
			{{#repositories}}
			{{#hasDetail}}

				@Test("{{plural}} are read through the HTTP client{{#hasLocal}}, then from the cache{{/hasLocal}}")
				func {{lowerName}}RepositoryIsWired() async throws {
					// Given
					let httpClient = HTTPClientMock()
					httpClient.result = .success(try {{responseData}})
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					let expected = try {{mapper}}().map(dto)
					let sut = makeSUT(httpClient: httpClient)
					let identifier = {{domainIdSample}}

					// When
					let first = try await sut.{{property}}.get{{name}}(identifier: identifier, policy: .localFirst)
					let second = try await sut.{{property}}.get{{name}}(identifier: identifier, policy: .localFirst)

					// Then
					#expect(first == expected)
					#expect(second == expected)
					#expect(httpClient.requestedEndpoints.count == {{expectedRequests}})
				}
			{{#hasPersistence}}

				@Test("{{plural}} one container saved are read by the next from persistence, without the network")
				func {{lowerName}}PersistenceOutlivesTheContainer() async throws {
					// Given
					let httpClient = HTTPClientMock()
					httpClient.result = .success(try {{responseData}})
					let identifier = {{domainIdSample}}
					let saved = try await makeSUT(httpClient: httpClient).{{property}}.get{{name}}(identifier: identifier, policy: .remoteFirst)
					let offline = HTTPClientMock()

					// When
					let result = try await makeSUT(httpClient: offline).{{property}}.get{{name}}(identifier: identifier, policy: .localFirst)

					// Then
					#expect(result == saved)
					#expect(offline.requestedEndpoints.isEmpty)
				}
			{{/hasPersistence}}
			{{/hasDetail}}
			{{^hasDetail}}

				@Test("{{plural}} are read through the HTTP client")
				func {{lowerName}}RepositoryIsWired() async throws {
					// Given
					let httpClient = HTTPClientMock()
					httpClient.result = .success(try {{listResponseData}})

					// When
					let result = try await makeSUT(httpClient: httpClient).{{property}}.get{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty, policy: .noCache)

					// Then
					#expect(!{{resultItems}}.isEmpty)
					#expect(httpClient.requestedEndpoints.count == 1)
				}
			{{/hasDetail}}
			{{/repositories}}
			}

			// MARK: - Private

			private extension {{testSuite}} {
			{{>FixtureLoading}}

				func makeSUT(httpClient: HTTPClientMock) -> {{container}} {
					{{container}}(httpClient: httpClient{{#hasPersistentStore}}, persistentStore: .files(directory: directory){{/hasPersistentStore}})
				}
			{{#usesGraphQL}}

				/// A GraphQL fixture (what `data` holds) inside the envelope the server sends.
				func graphQLResponse(_ fixture: String) throws -> Data {
					Data(#"{"data": "#.utf8) + (try loadJSONData(fixture)) + Data("}".utf8)
				}
			{{/usesGraphQL}}
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
			path: "Feature/Tests/Unit/Data/ErrorMapperTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import {{networkingModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
				private let sut = {{errorMapper}}()

				@Test("A 404 for one {{lowerName}} is notFound with its identifier")
				func notFoundNamesTheIdentifier() throws {
					let identifier = {{domainIdSample}}

					#expect(sut.map(APIError.notFound, identifier: identifier) == .notFound(identifier: identifier))
				}

				@Test("A 404 for a list is loadFailed")
				func notFoundWithoutIdentifier() {
					#expect(sut.map(APIError.notFound) == .loadFailed(description: "notFound"))
				}

				@Test("Server and connection failures are loadFailed")
				func otherFailuresAreLoadFailed() {
					#expect(sut.map(APIError.serverError(statusCode: 503)) == .loadFailed(description: "serverError(statusCode: 503)"))
					#expect(sut.map(APIError.connectionFailed("offline")) == .loadFailed(description: #"connectionFailed("offline")"#))
				}

				@Test("Data the domain cannot accept is invalidData")
				func mappingErrorsAreInvalidData() {
					let error = MappingError(type: "{{name}}", field: "field", reason: "is wrong")

					#expect(sut.map(error) == .invalidData(description: "Cannot map {{name}}.field: is wrong"))
				}
			{{#hasWrites}}

				@Test("A failed send is sendFailed; a 404 names the {{lowerName}}")
				func failedSends() throws {
					let identifier = {{domainIdSample}}

					#expect(sut.mapWrite(APIError.notFound, identifier: identifier) == .notFound(identifier: identifier))
					#expect(sut.mapWrite(APIError.notFound, identifier: nil) == .sendFailed(description: "notFound"))
					#expect(sut.mapWrite(APIError.invalidRequest, identifier: identifier) == .sendFailed(description: "invalidRequest"))
				}
			{{/hasWrites}}
			}

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
			path: "Feature/Tests/Unit/Data/MapperTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import {{coreMocksModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
				@Test("Maps every field of a {{lowerName}} to its domain type")
				func mapsEveryField() throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")

					// When
					let result = try {{mapper}}().map(dto)

					// Then
			{{#domainChecks}}
					#expect({{check}})
			{{/domainChecks}}
				}
			{{#refusedSamples}}

				@Test("Refuses a {{lowerName}} whose {{fieldName}} the domain cannot accept")
				func refusesInvalidData() throws {
					// Given
					let json = try JSONSerialization.jsonObject(with: loadJSONData("{{detailFixture}}"))
					var object = try #require(json as? [String: Any])
					object[{{jsonKey}}] = {{badValue}}
					let dto = try JSONDecoder().decode({{dto}}.self, from: JSONSerialization.data(withJSONObject: object))

					// When / Then
					#expect(throws: {{expectedError}}) {
						_ = try {{mapper}}().map(dto)
					}
				}
			{{/refusedSamples}}
			{{#hasWrites}}

				@Test("Maps a {{lowerName}} back to the DTO the API expects, losing nothing")
				func mapsBackToTheDTO() throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					let item = try {{mapper}}().map(dto)

					// When
					let result = {{dtoMapper}}().map(item)

					// Then
					#expect(try {{mapper}}().map(result) == item)
				}
			{{/hasWrites}}
			{{#isPaginated}}

				@Test("Maps a page with where it sits among all pages")
				func mapsAPage() throws {
					// Given
					let response = try loadListResponse()

					// When
					let result = try {{pageMapper}}().map((response: response, page: 1))

					// Then
					#expect(result.items == (try response.results.map({{mapper}}().map)))
					#expect(result.currentPage == 1)
					#expect(result.totalPages == {{sampleTotalPages}})
					#expect(result.totalCount == {{sampleTotalCount}})
					#expect(result.hasNextPage)
					#expect(!result.hasPreviousPage)
				}
			{{/isPaginated}}
			{{#hasList}}

				@Test("Maps the domain filter to the filter a remote data source sends")
				func mapsTheFilter() throws {
					#expect({{filterMapper}}().map({{domainFilterSample}}) == {{filterSample}})
					#expect({{filterMapper}}().map(.empty) == .empty)
				}
			{{/hasList}}
			}

			// MARK: - Private

			private extension {{testSuite}} {
			{{>FixtureLoading}}
			{{#hasList}}

				/// The list as the remote data source returns it{{#isGraphQL}} (the fixture holds the GraphQL `data` object){{/isGraphQL}}.
				func loadListResponse() throws -> {{listResult}} {
			{{#isGraphQL}}
					let data: [String: {{listResult}}] = try loadJSON("{{listQueryFixture}}")
					return try #require(data["{{listField}}"])
			{{/isGraphQL}}
			{{^isGraphQL}}
					try loadJSON("{{listResponseFixture}}")
			{{/isGraphQL}}
				}
			{{/hasList}}
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
			path: "Feature/Tests/Unit/Data/RepositoryTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import {{coreMocksModule}}
			import {{networkingModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			/// Every path of {{repository}}{{#hasLocal}}: each policy with its cache hits, misses and fallbacks{{/hasLocal}}, error mapping and refused data.
			struct {{testSuite}} {
				private let remote = {{remoteMock}}()
			{{#hasLocal}}
				private let volatile = {{localMock}}()
			{{/hasLocal}}
			{{#hasPersistence}}
				private let persistence = {{localMock}}()
			{{/hasPersistence}}
				private let sut: {{repository}}

				init() {
					sut = {{repository}}(remoteDataSource: remote{{#hasLocal}}, volatile: volatile{{/hasLocal}}{{#hasPersistence}}, persistence: persistence{{/hasPersistence}})
				}
			{{#hasDetail}}

				// MARK: - Get {{name}}
			{{#hasLocal}}

				@Test("localFirst returns the {{lowerName}} from memory (L1) without asking {{#hasPersistence}}persistence or {{/hasPersistence}}the remote")
				func localFirstReturnsMemoryHit() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					await volatile.setItemToReturn(dto)
					let identifier = {{domainIdSample}}

					// When
					let result = try await sut.get{{name}}(identifier: identifier, policy: .localFirst)

					// Then
					#expect(result == (try {{mapper}}().map(dto)))
					#expect(await volatile.lastRequestedIdentifier == {{idSample}})
			{{#hasPersistence}}
					#expect(await persistence.get{{name}}CallCount == 0)
			{{/hasPersistence}}
					#expect(remote.fetch{{name}}CallCount == 0)
				}
			{{#hasPersistence}}

				@Test("localFirst promotes a {{lowerName}} from persistence (L2) to memory (L1) without asking the remote")
				func localFirstPromotesPersistenceHit() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					await persistence.setItemToReturn(dto)
					let identifier = {{domainIdSample}}

					// When
					let result = try await sut.get{{name}}(identifier: identifier, policy: .localFirst)

					// Then
					#expect(result == (try {{mapper}}().map(dto)))
					#expect(await volatile.save{{name}}LastValue == dto)
					#expect(remote.fetch{{name}}CallCount == 0)
				}
			{{/hasPersistence}}

				@Test("localFirst fetches a {{lowerName}} no cache has and saves it to {{cacheLevels}}")
				func localFirstFetchesAndSavesOnMiss() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					remote.{{lowerName}}Result = .success(dto)
					let identifier = {{domainIdSample}}

					// When
					let result = try await sut.get{{name}}(identifier: identifier, policy: .localFirst)

					// Then
					#expect(result == (try {{mapper}}().map(dto)))
					#expect(remote.lastFetchedIdentifier == {{idSample}})
					#expect(await volatile.save{{name}}LastValue == dto)
			{{#hasPersistence}}
					#expect(await persistence.save{{name}}LastValue == dto)
			{{/hasPersistence}}
				}

				@Test("localFirst maps a 404 to notFound when no cache has the {{lowerName}}")
				func localFirstMapsNotFound() async throws {
					// Given
					remote.{{lowerName}}Result = .failure(APIError.notFound)
					let identifier = {{domainMissingIdSample}}

					// When / Then
					await #expect(throws: {{domainError}}.notFound(identifier: identifier)) {
						_ = try await sut.get{{name}}(identifier: identifier, policy: .localFirst)
					}
				}

				@Test("remoteFirst fetches the {{lowerName}}, saves it to {{cacheLevels}} and reads no cache")
				func remoteFirstFetchesAndSaves() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					remote.{{lowerName}}Result = .success(dto)
					let identifier = {{domainIdSample}}

					// When
					let result = try await sut.get{{name}}(identifier: identifier, policy: .remoteFirst)

					// Then
					#expect(result == (try {{mapper}}().map(dto)))
					#expect(await volatile.get{{name}}CallCount == 0)
					#expect(await volatile.save{{name}}LastValue == dto)
			{{#hasPersistence}}
					#expect(await persistence.save{{name}}LastValue == dto)
			{{/hasPersistence}}
				}

				@Test("remoteFirst falls back to memory (L1) when the remote fails")
				func remoteFirstFallsBackToMemory() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					await volatile.setItemToReturn(dto)
					remote.{{lowerName}}Result = .failure(APIError.connectionFailed("offline"))
					let identifier = {{domainIdSample}}

					// When
					let result = try await sut.get{{name}}(identifier: identifier, policy: .remoteFirst)

					// Then
					#expect(result == (try {{mapper}}().map(dto)))
					#expect(remote.fetch{{name}}CallCount == 1)
				}
			{{#hasPersistence}}

				@Test("remoteFirst falls back to persistence (L2), promoted to memory, when the remote fails and memory misses")
				func remoteFirstFallsBackToPersistence() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					await persistence.setItemToReturn(dto)
					remote.{{lowerName}}Result = .failure(APIError.connectionFailed("offline"))
					let identifier = {{domainIdSample}}

					// When
					let result = try await sut.get{{name}}(identifier: identifier, policy: .remoteFirst)

					// Then
					#expect(result == (try {{mapper}}().map(dto)))
					#expect(await volatile.save{{name}}LastValue == dto)
				}
			{{/hasPersistence}}

				@Test("remoteFirst maps the remote's failure when no cache has the {{lowerName}}")
				func remoteFirstFailsWithoutCache() async throws {
					// Given
					remote.{{lowerName}}Result = .failure(APIError.serverError(statusCode: 500))
					let identifier = {{domainIdSample}}

					// When / Then
					await #expect(throws: {{domainError}}.loadFailed(description: "serverError(statusCode: 500)")) {
						_ = try await sut.get{{name}}(identifier: identifier, policy: .remoteFirst)
					}
				}

				@Test("noCache fetches the {{lowerName}} without reading or saving a cache")
				func noCacheSkipsTheCaches() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					await volatile.setItemToReturn(dto)
					remote.{{lowerName}}Result = .success(dto)
					let identifier = {{domainIdSample}}

					// When
					_ = try await sut.get{{name}}(identifier: identifier, policy: .noCache)

					// Then
					#expect(remote.fetch{{name}}CallCount == 1)
					#expect(await volatile.get{{name}}CallCount == 0)
					#expect(await volatile.save{{name}}CallCount == 0)
			{{#hasPersistence}}
					#expect(await persistence.save{{name}}CallCount == 0)
			{{/hasPersistence}}
				}
			{{/hasLocal}}
			{{^hasLocal}}

				@Test("Every policy fetches the {{lowerName}}: nothing is cached on the device", arguments: CachePolicy.allCases)
				func everyPolicyFetches(policy: CachePolicy) async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					remote.{{lowerName}}Result = .success(dto)
					let identifier = {{domainIdSample}}

					// When
					let result = try await sut.get{{name}}(identifier: identifier, policy: policy)

					// Then
					#expect(result == (try {{mapper}}().map(dto)))
					#expect(remote.lastFetchedIdentifier == {{idSample}})
				}

				@Test("A 404 is notFound with the identifier")
				func mapsNotFound() async throws {
					// Given
					remote.{{lowerName}}Result = .failure(APIError.notFound)
					let identifier = {{domainMissingIdSample}}

					// When / Then
					await #expect(throws: {{domainError}}.notFound(identifier: identifier)) {
						_ = try await sut.get{{name}}(identifier: identifier, policy: .localFirst)
					}
				}

				@Test("Any other failure is loadFailed")
				func mapsOtherFailures() async throws {
					// Given
					remote.{{lowerName}}Result = .failure(APIError.serverError(statusCode: 500))
					let identifier = {{domainIdSample}}

					// When / Then
					await #expect(throws: {{domainError}}.loadFailed(description: "serverError(statusCode: 500)")) {
						_ = try await sut.get{{name}}(identifier: identifier, policy: .remoteFirst)
					}
				}
			{{/hasLocal}}
			{{#refusedSamples}}

				@Test("A {{lowerName}} whose {{fieldName}} the domain cannot accept is invalidData{{#hasLocal}} and is not saved{{/hasLocal}}")
				func refusesInvalidData() async throws {
					// Given
					remote.{{lowerName}}Result = .success(try invalidDTO())
					let identifier = {{domainIdSample}}

					// When / Then
					await #expect(throws: {{domainError}}.invalidData(description: {{errorDescription}})) {
						_ = try await sut.get{{name}}(identifier: identifier, policy: .remoteFirst)
					}
			{{#hasLocal}}
					#expect(await volatile.save{{name}}CallCount == 0)
			{{/hasLocal}}
				}
			{{/refusedSamples}}
			{{/hasDetail}}
			{{#hasList}}

				// MARK: - Get {{plural}}

				@Test("Get {{lowerPlural}} fetches what it is asked for and maps it{{#hasLocal}}, saving the {{lowerPlural}} to {{cacheLevels}}{{/hasLocal}}")
				func listFetchesAndMaps() async throws {
					// Given
					let response = try loadListResponse()
					remote.{{lowerPlural}}Result = .success(response)

					// When
					let result = try await sut.get{{plural}}({{#isPaginated}}page: 2, {{/isPaginated}}filter: {{domainFilterSample}}, policy: .remoteFirst)

					// Then
			{{#isPaginated}}
					#expect(result == (try {{pageMapper}}().map((response: response, page: 2))))
					#expect(result.items.count == response.results.count)
					#expect(result.currentPage == 2)
					#expect(result.totalPages == {{sampleTotalPages}})
					#expect(result.totalCount == {{sampleTotalCount}})
					#expect(result.hasNextPage)
					#expect(!result.hasPreviousPage)
					#expect(remote.lastFetchedPage == 2)
			{{/isPaginated}}
			{{^isPaginated}}
					#expect(result == (try response.map({{mapper}}().map)))
			{{/isPaginated}}
					#expect(remote.lastFetchedFilter == {{filterSample}})
			{{#hasLocal}}
					#expect(await volatile.save{{plural}}LastValue == {{savedItemsSample}})
			{{/hasLocal}}
			{{#hasPersistence}}
					#expect(await persistence.save{{plural}}LastValue == {{savedItemsSample}})
			{{/hasPersistence}}
				}
			{{#hasLocal}}

				@Test("Get {{lowerPlural}} asks the remote first even with localFirst: a cache cannot tell a whole {{listNoun}} from what it holds")
				func listLocalFirstAsksTheRemote() async throws {
					// Given
					let cached: [{{dto}}] = try loadJSON("{{listFixture}}")
					await volatile.setItemsToReturn(Array(cached.prefix(1)))
					let response = try loadListResponse()
					remote.{{lowerPlural}}Result = .success(response)

					// When
					let result = try await sut.get{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty, policy: .localFirst)

					// Then
					#expect(remote.fetch{{plural}}CallCount == 1)
					#expect({{resultItems}}.count == {{responseItems}}.count)
				}

				@Test("Get {{lowerPlural}} falls back to the {{lowerPlural}} in memory (L1) for the {{listFallbackWord}} when the remote fails")
				func listFallsBackToMemory() async throws {
					// Given
					let cached: [{{dto}}] = try loadJSON("{{listFixture}}")
					await volatile.setItemsToReturn(cached)
					remote.{{lowerPlural}}Result = .failure(APIError.connectionFailed("offline"))

					// When
					let result = try await sut.get{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty, policy: .remoteFirst)

					// Then
					#expect(result == {{cachedListResult}})
				}
			{{#hasPersistence}}

				@Test("Get {{lowerPlural}} falls back to persistence (L2) for the {{listFallbackWord}} when the remote fails and memory is empty")
				func listFallsBackToPersistence() async throws {
					// Given
					let cached: [{{dto}}] = try loadJSON("{{listFixture}}")
					await persistence.setItemsToReturn(cached)
					remote.{{lowerPlural}}Result = .failure(APIError.connectionFailed("offline"))

					// When
					let result = try await sut.get{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty, policy: .remoteFirst)

					// Then
					#expect(result == {{cachedListResult}})
					#expect(await volatile.save{{plural}}LastValue == {{cachedSavedItems}})
				}
			{{/hasPersistence}}
			{{#hasUncacheableList}}

				@Test("Get {{lowerPlural}} answers no other {{listNoun}} from the cache: the remote's failure is loadFailed")
				func listFailsForOtherRequests() async throws {
					// Given
					let cached: [{{dto}}] = try loadJSON("{{listFixture}}")
					await volatile.setItemsToReturn(cached)
					remote.{{lowerPlural}}Result = .failure(APIError.connectionFailed("offline"))

					// When / Then
					await #expect(throws: {{domainError}}.loadFailed(description: #"connectionFailed("offline")"#)) {
						_ = try await sut.get{{plural}}({{#isPaginated}}page: 2, {{/isPaginated}}filter: {{domainFilterSample}}, policy: .remoteFirst)
					}
				}
			{{/hasUncacheableList}}

				@Test("Get {{lowerPlural}} with noCache neither reads nor saves a cache")
				func listNoCacheSkipsTheCaches() async throws {
					// Given
					let response = try loadListResponse()
					remote.{{lowerPlural}}Result = .success(response)

					// When
					_ = try await sut.get{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty, policy: .noCache)

					// Then
					#expect(await volatile.getAll{{plural}}CallCount == 0)
					#expect(await volatile.save{{plural}}CallCount == 0)
			{{#hasPersistence}}
					#expect(await persistence.save{{plural}}CallCount == 0)
			{{/hasPersistence}}
				}
			{{/hasLocal}}
			{{^hasLocal}}

				@Test("Get {{lowerPlural}} maps the remote's failure to loadFailed")
				func listMapsFailures() async throws {
					// Given
					remote.{{lowerPlural}}Result = .failure(APIError.notFound)

					// When / Then
					await #expect(throws: {{domainError}}.loadFailed(description: "notFound")) {
						_ = try await sut.get{{plural}}({{#isPaginated}}page: 1, {{/isPaginated}}filter: .empty, policy: .remoteFirst)
					}
				}
			{{/hasLocal}}
			{{/hasList}}
			{{#hasCreate}}

				// MARK: - Create {{name}}

				@Test("Create {{lowerName}} {{#hasLocal}}saves it on the device, then {{/hasLocal}}sends it and returns the server's copy")
				func createSendsAndReturnsServerCopy() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					let item = try {{mapper}}().map(dto)
					let serverCopy: {{dto}} = try loadJSON("{{updatedFixture}}")
					remote.create{{name}}Result = .success(serverCopy)

					// When
					let result = try await sut.create{{name}}(item)

					// Then
					#expect(result == (try {{mapper}}().map(serverCopy)))
					#expect(remote.created{{plural}} == [{{dtoMapper}}().map(item)])
			{{#hasLocal}}
					#expect(await volatile.save{{name}}CallCount == 2)
					#expect(await volatile.save{{name}}LastValue == serverCopy)
			{{/hasLocal}}
			{{#hasPersistence}}
					#expect(await persistence.save{{name}}CallCount == 2)
					#expect(await persistence.save{{name}}LastValue == serverCopy)
			{{/hasPersistence}}
				}
			{{#hasLocal}}

				@Test("Create {{lowerName}} keeps the copy saved on the device when the server does not take it")
				func createKeepsLocalCopyWhenSendFails() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					let item = try {{mapper}}().map(dto)
					remote.create{{name}}Result = .failure(APIError.connectionFailed("offline"))

					// When / Then
					await #expect(throws: {{domainError}}.sendFailed(description: #"connectionFailed("offline")"#)) {
						_ = try await sut.create{{name}}(item)
					}
					#expect(await volatile.save{{name}}CallCount == 1)
					#expect(await volatile.save{{name}}LastValue == {{dtoMapper}}().map(item))
				}

				@Test("Create {{lowerName}} sends nothing when the device cannot save it")
				func createSendsNothingWhenSaveFails() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					let item = try {{mapper}}().map(dto)
					await volatile.setErrorToThrow(StorageFailure.full)

					// When / Then
					await #expect(throws: {{domainError}}.saveFailed(description: "full")) {
						_ = try await sut.create{{name}}(item)
					}
					#expect(remote.created{{plural}}.isEmpty)
				}

				@Test("Create {{lowerName}} drops the local copy when the server gives the {{lowerName}} another identifier")
				func createReplacesLocalCopyUnderServerIdentifier() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					let item = try {{mapper}}().map(dto)
					let others: [{{dto}}] = try loadJSON("{{listFixture}}")
					let serverCopy = try #require(others.last)
					remote.create{{name}}Result = .success(serverCopy)

					// When
					_ = try await sut.create{{name}}(item)

					// Then
					#expect(await volatile.lastDeletedIdentifier == {{dtoMapper}}().map(item).{{idProperty}})
					#expect(await volatile.save{{name}}LastValue == serverCopy)
				}
			{{/hasLocal}}
			{{/hasCreate}}
			{{#hasUpdate}}

				// MARK: - Update {{name}}

				@Test("Update {{lowerName}} {{#hasLocal}}saves it on the device, then {{/hasLocal}}sends it and returns the server's copy")
				func updateSendsAndReturnsServerCopy() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{updatedFixture}}")
					let item = try {{mapper}}().map(dto)
					remote.update{{name}}Result = .success(dto)

					// When
					let result = try await sut.update{{name}}(item)

					// Then
					#expect(result == item)
					#expect(remote.updated{{plural}} == [{{dtoMapper}}().map(item)])
			{{#hasLocal}}
					#expect(await volatile.save{{name}}LastValue == dto)
			{{/hasLocal}}
			{{#hasPersistence}}
					#expect(await persistence.save{{name}}LastValue == dto)
			{{/hasPersistence}}
				}

				@Test("Update {{lowerName}} maps a 404 to notFound")
				func updateMapsNotFound() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					let item = try {{mapper}}().map(dto)
					remote.update{{name}}Result = .failure(APIError.notFound)

					// When / Then
					await #expect(throws: {{domainError}}.notFound(identifier: item.{{idProperty}})) {
						_ = try await sut.update{{name}}(item)
					}
				}
			{{/hasUpdate}}
			{{#hasDelete}}

				// MARK: - Delete {{name}}

				@Test("Delete {{lowerName}} deletes it on the server{{#hasLocal}}, then on the device{{/hasLocal}}")
				func deleteDeletesEverywhere() async throws {
					// Given
					let identifier = {{domainIdSample}}

					// When
					try await sut.delete{{name}}(identifier: identifier)

					// Then
					#expect(remote.deletedIdentifiers == [{{idSample}}])
			{{#hasLocal}}
					#expect(await volatile.lastDeletedIdentifier == {{idSample}})
			{{/hasLocal}}
			{{#hasPersistence}}
					#expect(await persistence.lastDeletedIdentifier == {{idSample}})
			{{/hasPersistence}}
				}

				@Test("Delete {{lowerName}} maps a 404 to notFound{{#hasLocal}} and keeps the device's copy{{/hasLocal}}")
				func deleteMapsNotFound() async throws {
					// Given
					remote.delete{{name}}Error = APIError.notFound
					let identifier = {{domainIdSample}}

					// When / Then
					await #expect(throws: {{domainError}}.notFound(identifier: identifier)) {
						try await sut.delete{{name}}(identifier: identifier)
					}
			{{#hasLocal}}
					#expect(await volatile.delete{{name}}CallCount == 0)
			{{/hasLocal}}
				}
			{{/hasDelete}}
			}

			// MARK: - Private

			private extension {{testSuite}} {
			{{>FixtureLoading}}
			{{#hasList}}

				/// The list as the remote data source returns it{{#isGraphQL}} (the fixture holds the GraphQL `data` object){{/isGraphQL}}.
				func loadListResponse() throws -> {{listResult}} {
			{{#isGraphQL}}
					let data: [String: {{listResult}}] = try loadJSON("{{listQueryFixture}}")
					return try #require(data["{{listField}}"])
			{{/isGraphQL}}
			{{^isGraphQL}}
					try loadJSON("{{listResponseFixture}}")
			{{/isGraphQL}}
				}
			{{/hasList}}
			{{#refusedSamples}}

				/// The sample {{lowerName}} with {{fieldName}} replaced by what the domain cannot accept.
				func invalidDTO() throws -> {{dto}} {
					let json = try JSONSerialization.jsonObject(with: loadJSONData("{{detailFixture}}"))
					var object = try #require(json as? [String: Any])
					object[{{jsonKey}}] = {{badValue}}
					return try JSONDecoder().decode({{dto}}.self, from: JSONSerialization.data(withJSONObject: object))
				}
			{{/refusedSamples}}
			}
			{{#hasWrites}}
			{{#hasLocal}}

			private enum StorageFailure: Error {
				case full
			}
			{{/hasLocal}}
			{{/hasWrites}}

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
					// Handed over from the `nonisolated(unsafe)` property: `UserDefaults` is not Sendable on
					// every platform, and the test keeps using it after the actor has it.
					sut = {{userDefaultsDataSource}}(userDefaults: userDefaults)
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
			path: "Feature/Tests/Unit/Data/ValueTypeMapperTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
				@Test("Maps every field of a {{words}} to its domain type")
				func mapsEveryField() throws {
					// Given
					let dto = try JSONDecoder().decode({{dto}}.self, from: Data({{sampleJSON}}.utf8))

					// When
			{{#hasDomainChecks}}
					let result = try {{mapper}}().map(dto)

					// Then
			{{#domainChecks}}
					#expect({{check}})
			{{/domainChecks}}
			{{/hasDomainChecks}}
			{{^hasDomainChecks}}
					_ = try {{mapper}}().map(dto)
			{{/hasDomainChecks}}
				}
			{{#refusedSamples}}

				@Test("Refuses a {{words}} whose {{fieldName}} the domain cannot accept")
				func refusesInvalidData() throws {
					// Given
					let json = try JSONSerialization.jsonObject(with: Data({{sampleJSON}}.utf8))
					var object = try #require(json as? [String: Any])
					object[{{jsonKey}}] = {{badValue}}
					let dto = try JSONDecoder().decode({{dto}}.self, from: JSONSerialization.data(withJSONObject: object))

					// When / Then
					#expect(throws: {{expectedError}}) {
						_ = try {{mapper}}().map(dto)
					}
				}
			{{/refusedSamples}}
			{{#hasWrites}}

				@Test("Maps a {{words}} back to the DTO the API expects, losing nothing")
				func mapsBackToTheDTO() throws {
					// Given
					let dto = try JSONDecoder().decode({{dto}}.self, from: Data({{sampleJSON}}.utf8))
					let item = try {{mapper}}().map(dto)

					// When
					let result = {{dtoMapper}}().map(item)

					// Then
					#expect(try {{mapper}}().map(result) == item)
				}
			{{/hasWrites}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Unit/Data/WireValueParserTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			struct WireValueParserTests {
				private let sut = WireValueParser(type: "Sample")

				@Test("Parses an absolute URL")
				func parsesURL() throws {
					#expect(try sut.url("https://example.com/a?b=1", field: "link") == URL(string: "https://example.com/a?b=1"))
				}

				@Test("Refuses text that is not an absolute URL", arguments: ["", "not a url", "/relative/path"])
				func refusesURL(text: String) {
					#expect(throws: MappingError(type: "Sample", field: "link", reason: "'\(text)' is not an absolute URL")) {
						_ = try sut.url(text, field: "link")
					}
				}

				@Test("Parses a UUID in either case")
				func parsesUUID() throws {
					let expected = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")

					#expect(try sut.uuid("6f9619ff-8b86-d011-b42d-00c04fc964ff", field: "id") == expected)
					#expect(try sut.uuid("6F9619FF-8B86-D011-B42D-00C04FC964FF", field: "id") == expected)
				}

				@Test("Refuses text that is not a UUID", arguments: ["", "12345", "6f9619ff-8b86-d011-b42d"])
				func refusesUUID(text: String) {
					#expect(throws: MappingError(type: "Sample", field: "id", reason: "'\(text)' is not a UUID")) {
						_ = try sut.uuid(text, field: "id")
					}
				}
			{{#isISO8601}}

				@Test("Parses ISO 8601 date-times with and without fractional seconds")
				func parsesDates() throws {
					let withFraction = try sut.date("2017-11-04T18:48:46.250Z", field: "created")
					let withoutFraction = try sut.date("2017-11-04T18:48:46Z", field: "created")
					let withOffset = try sut.date("2017-11-04T20:48:46+02:00", field: "created")

					#expect(abs(withFraction.timeIntervalSince1970 - 1_509_821_326.25) < 0.001)
					#expect(abs(withoutFraction.timeIntervalSince1970 - 1_509_821_326) < 0.001)
					#expect(abs(withOffset.timeIntervalSince1970 - 1_509_821_326) < 0.001)
				}

				@Test("Refuses text that is not an ISO 8601 date-time", arguments: ["", "yesterday", "2017-11-04"])
				func refusesDates(text: String) {
					#expect(throws: MappingError(type: "Sample", field: "created", reason: "'\(text)' is not an ISO 8601 date-time")) {
						_ = try sut.date(text, field: "created")
					}
				}

				@Test("Writes dates back as ISO 8601 with fractional seconds")
				func writesDates() {
					#expect(WireValueParser.text(from: Date(timeIntervalSince1970: 1_509_821_326.25)) == "2017-11-04T18:48:46.250Z")
				}
			{{/isISO8601}}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Unit/Domain/EnumTests.swift.mustache",
			text: #"""
			{{header}}
			import Testing

			@testable import {{featureModule}}

			struct {{testSuite}} {
				@Test("Every raw value the API sends maps to its case and back")
				func rawValuesRoundTrip() {
			{{#knownCases}}
					#expect({{typeName}}(rawValue: {{rawLiteral}}) == .{{name}})
					#expect({{typeName}}.{{name}}.rawValue == {{rawLiteral}})
			{{/knownCases}}
				}

				@Test("A raw value this version does not know is unknown")
				func unknownRawValue() {
					#expect({{typeName}}(rawValue: "a value added after this version") == .unknown)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Feature/Tests/Unit/Domain/UseCaseTests.swift.mustache",
			text: #"""
			{{header}}
			import {{coreModule}}
			import {{coreMocksModule}}
			import Foundation
			import Testing

			@testable import {{featureModule}}

			/// The use cases read through the repository with the policy each stands for.
			struct {{testSuite}} {
				private let repository = {{repositoryMock}}()
			{{#hasGetUseCase}}

				@Test("Get {{lowerName}} reads with the default policy, {{defaultPolicy}}")
				func getReadsWithTheDefaultPolicy() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					let item = try {{mapper}}().map(dto)
					repository.{{lowerName}}Result = .success(item)
					let identifier = {{domainIdSample}}

					// When
					let result = try await {{getUseCase}}(repository: repository).execute(identifier: identifier)

					// Then
					#expect(result == item)
					#expect(repository.lastRequestedIdentifier == identifier)
					#expect(repository.last{{name}}Policy == .{{defaultPolicy}})
				}

				@Test("Get {{lowerName}} passes the repository's error on")
				func getPassesErrorsOn() async throws {
					// Given
					let identifier = {{domainIdSample}}
					repository.{{lowerName}}Result = .failure(.notFound(identifier: identifier))

					// When / Then
					await #expect(throws: {{domainError}}.notFound(identifier: identifier)) {
						_ = try await {{getUseCase}}(repository: repository).execute(identifier: identifier)
					}
				}

				@Test("Refresh {{lowerName}} reads remoteFirst")
				func refreshReadsRemoteFirst() async throws {
					// Given
					let dto: {{dto}} = try loadJSON("{{detailFixture}}")
					let item = try {{mapper}}().map(dto)
					repository.{{lowerName}}Result = .success(item)
					let identifier = {{domainIdSample}}

					// When
					let result = try await {{refreshUseCase}}(repository: repository).execute(identifier: identifier)

					// Then
					#expect(result == item)
					#expect(repository.last{{name}}Policy == .remoteFirst)
				}
			{{/hasGetUseCase}}
			{{#hasSearchUseCase}}

				@Test("Search {{lowerPlural}} reads noCache with the filter")
				func searchReadsNoCache() async throws {
					// Given
					let found: {{listModel}} = {{emptyListModel}}
					repository.{{lowerPlural}}Result = .success(found)

					// When
					let result = try await {{searchUseCase}}(repository: repository).execute({{#isPaginated}}page: 2, {{/isPaginated}}filter: {{domainFilterSample}})

					// Then
					#expect(result == found)
			{{#isPaginated}}
					#expect(repository.lastRequestedPage == 2)
			{{/isPaginated}}
					#expect(repository.lastRequestedFilter == {{domainFilterSample}})
					#expect(repository.last{{plural}}Policy == .noCache)
				}
			{{/hasSearchUseCase}}
			}

			// MARK: - Private

			private extension {{testSuite}} {
			{{>FixtureLoading}}
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
			path: "Init/Libraries/Tests/{{modulePrefix}}CoreTests/CachePolicyExecutorTests.swift.mustache",
			text: #"""
			import Testing
			import {{modulePrefix}}Core

			/// Every path of every policy, with levels that record what happens to them. Values are numbers
			/// as text; `map` turns them into `Int`s and refuses anything else (like a mapper refusing bad data).
			struct CachePolicyExecutorTests {
				private let sut = CachePolicyExecutor()

				// MARK: - localFirst

				@Test("localFirst returns an L1 hit without reading L2 or the remote")
				func localFirstL1Hit() async throws {
					// Given
					let volatile = RecordingLevel(stored: "1")
					let persistence = RecordingLevel(stored: "2")
					let remote = RecordingRemote(result: .success("3"))

					// When
					let result = try await execute(.localFirst, volatile, persistence, remote)

					// Then
					#expect(result == 1)
					#expect(await persistence.readCount == 0)
					#expect(remote.callCount == 0)
					#expect(await volatile.saved.isEmpty)
				}

				@Test("localFirst promotes an L2 hit to L1 without calling the remote")
				func localFirstL2HitIsPromoted() async throws {
					// Given
					let volatile = RecordingLevel()
					let persistence = RecordingLevel(stored: "2")
					let remote = RecordingRemote(result: .success("3"))

					// When
					let result = try await execute(.localFirst, volatile, persistence, remote)

					// Then
					#expect(result == 2)
					#expect(await volatile.saved == ["2"])
					#expect(await persistence.saved.isEmpty)
					#expect(remote.callCount == 0)
				}

				@Test("localFirst fetches on a miss and saves the value to both levels")
				func localFirstMissFetchesAndSaves() async throws {
					// Given
					let volatile = RecordingLevel()
					let persistence = RecordingLevel()
					let remote = RecordingRemote(result: .success("3"))

					// When
					let result = try await execute(.localFirst, volatile, persistence, remote)

					// Then
					#expect(result == 3)
					#expect(remote.callCount == 1)
					#expect(await volatile.saved == ["3"])
					#expect(await persistence.saved == ["3"])
				}

				@Test("localFirst throws the remote's error on a miss")
				func localFirstMissAndRemoteFailure() async {
					// Given
					let remote = RecordingRemote(result: .failure(.unreachable))

					// When / Then
					await #expect(throws: RemoteFailure.unreachable) {
						_ = try await execute(.localFirst, RecordingLevel(), RecordingLevel(), remote)
					}
				}

				@Test("localFirst treats a cached value that cannot be mapped as a miss")
				func localFirstSkipsUnmappableCache() async throws {
					// Given
					let volatile = RecordingLevel(stored: "not a number")
					let persistence = RecordingLevel(stored: "2")

					// When
					let result = try await execute(.localFirst, volatile, persistence, RecordingRemote(result: .success("3")))

					// Then
					#expect(result == 2)
					#expect(await volatile.saved == ["2"])
				}

				// MARK: - remoteFirst

				@Test("remoteFirst fetches, saves to both levels and reads neither")
				func remoteFirstSuccess() async throws {
					// Given
					let volatile = RecordingLevel(stored: "1")
					let persistence = RecordingLevel(stored: "2")
					let remote = RecordingRemote(result: .success("3"))

					// When
					let result = try await execute(.remoteFirst, volatile, persistence, remote)

					// Then
					#expect(result == 3)
					#expect(await volatile.readCount == 0)
					#expect(await persistence.readCount == 0)
					#expect(await volatile.saved == ["3"])
					#expect(await persistence.saved == ["3"])
				}

				@Test("remoteFirst falls back to L1 when the remote fails")
				func remoteFirstFallsBackToL1() async throws {
					// Given
					let persistence = RecordingLevel(stored: "2")

					// When
					let result = try await execute(.remoteFirst, RecordingLevel(stored: "1"), persistence, RecordingRemote(result: .failure(.unreachable)))

					// Then
					#expect(result == 1)
					#expect(await persistence.readCount == 0)
				}

				@Test("remoteFirst falls back to L2, promoted to L1, when the remote fails and L1 misses")
				func remoteFirstFallsBackToL2() async throws {
					// Given
					let volatile = RecordingLevel()

					// When
					let result = try await execute(.remoteFirst, volatile, RecordingLevel(stored: "2"), RecordingRemote(result: .failure(.unreachable)))

					// Then
					#expect(result == 2)
					#expect(await volatile.saved == ["2"])
				}

				@Test("remoteFirst throws the remote's error when no level has the value")
				func remoteFirstFailureWithoutCache() async {
					await #expect(throws: RemoteFailure.unreachable) {
						_ = try await execute(.remoteFirst, RecordingLevel(), RecordingLevel(), RecordingRemote(result: .failure(.unreachable)))
					}
				}

				@Test("remoteFirst never answers a cancelled read from a cache")
				func remoteFirstCancellation() async {
					// Given
					let volatile = RecordingLevel(stored: "1")

					// When / Then
					await #expect(throws: CancellationError.self) {
						_ = try await sut.execute(
							.remoteFirst, volatile: volatile.level, persistence: nil,
							remote: { () async throws -> String in throw CancellationError() }, map: Self.number)
					}
					#expect(await volatile.readCount == 0)
				}

				@Test("remoteFirst neither saves nor returns a remote value that cannot be mapped")
				func remoteFirstUnmappableRemoteValue() async {
					// Given
					let volatile = RecordingLevel(stored: "1")
					let persistence = RecordingLevel()

					// When / Then
					await #expect(throws: NotANumber(text: "bad")) {
						_ = try await execute(.remoteFirst, volatile, persistence, RecordingRemote(result: .success("bad")))
					}
					#expect(await volatile.saved.isEmpty)
					#expect(await persistence.saved.isEmpty)
				}

				// MARK: - noCache

				@Test("noCache reads the remote only and saves nothing")
				func noCacheReadsRemoteOnly() async throws {
					// Given
					let volatile = RecordingLevel(stored: "1")
					let persistence = RecordingLevel(stored: "2")

					// When
					let result = try await execute(.noCache, volatile, persistence, RecordingRemote(result: .success("3")))

					// Then
					#expect(result == 3)
					#expect(await volatile.readCount == 0)
					#expect(await persistence.readCount == 0)
					#expect(await volatile.saved.isEmpty)
					#expect(await persistence.saved.isEmpty)
				}

				@Test("noCache throws the remote's error even when a level has the value")
				func noCacheFailureIgnoresCache() async {
					await #expect(throws: RemoteFailure.unreachable) {
						_ = try await execute(.noCache, RecordingLevel(stored: "1"), RecordingLevel(stored: "2"), RecordingRemote(result: .failure(.unreachable)))
					}
				}

				// MARK: - Levels

				@Test("Without levels every policy reads the remote", arguments: CachePolicy.allCases)
				func withoutLevels(policy: CachePolicy) async throws {
					// Given
					let remote = RecordingRemote(result: .success("3"))

					// When
					let result = try await sut.execute(policy, volatile: nil, persistence: nil, remote: remote.fetch, map: Self.number)

					// Then
					#expect(result == 3)
					#expect(remote.callCount == 1)
				}

				@Test("A level that fails to save does not fail the read")
				func saveFailureIsIgnored() async throws {
					// Given
					let volatile = RecordingLevel(failsToSave: true)
					let persistence = RecordingLevel()

					// When
					let result = try await execute(.localFirst, volatile, persistence, RecordingRemote(result: .success("3")))

					// Then
					#expect(result == 3)
					#expect(await persistence.saved == ["3"])
				}

				@Test("Policies are spelled as specs write them")
				func rawValues() {
					#expect(CachePolicy.allCases.map(\.rawValue) == ["localFirst", "remoteFirst", "noCache"])
				}
			}

			// MARK: - Private

			private extension CachePolicyExecutorTests {
				static func number(_ text: String) throws -> Int {
					guard let number = Int(text) else { throw NotANumber(text: text) }
					return number
				}

				func execute(
					_ policy: CachePolicy, _ volatile: RecordingLevel, _ persistence: RecordingLevel, _ remote: RecordingRemote
				) async throws -> Int {
					try await sut.execute(policy, volatile: volatile.level, persistence: persistence.level, remote: remote.fetch, map: Self.number)
				}
			}

			private struct NotANumber: Error, Equatable {
				let text: String
			}

			private enum RemoteFailure: Error, Equatable {
				case unreachable
				case saveFailed
			}

			/// A cache level that records reads and saves.
			private actor RecordingLevel {
				private(set) var stored: String?
				private(set) var readCount = 0
				private(set) var saved: [String] = []
				private let failsToSave: Bool

				init(stored: String? = nil, failsToSave: Bool = false) {
					self.stored = stored
					self.failsToSave = failsToSave
				}

				nonisolated var level: CacheLevel<String> {
					CacheLevel(read: { await self.read() }, save: { try await self.save($0) })
				}

				func read() -> String? {
					readCount += 1
					return stored
				}

				func save(_ value: String) throws {
					if failsToSave { throw RemoteFailure.saveFailed }
					saved.append(value)
					stored = value
				}
			}

			/// A remote source with a fixed result that counts its calls.
			private final class RecordingRemote {
				private let result: Result<String, RemoteFailure>
				private(set) var callCount = 0

				init(result: Result<String, RemoteFailure>) {
					self.result = result
				}

				func fetch() async throws -> String {
					callCount += 1
					return try result.get()
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
			path: "Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/AuthenticatingHTTPClientTests.swift.mustache",
			text: #"""
			import Foundation
			import Testing
			import {{modulePrefix}}Networking
			import {{modulePrefix}}NetworkingMocks

			struct AuthenticatingHTTPClientTests {
				private nonisolated struct Character: Decodable, Equatable {
					let id: Int
				}

				@Test("Signs every request with the stored access token")
				func signsRequests() async throws {
					// Given
					let server = TokenCheckingServer(acceptedToken: "current")
					let refresher = CountingRefresher(result: .success("unused"))
					let sut = AuthenticatingHTTPClient(decorating: server, tokenStore: InMemoryAccessTokenStore(token: "current"), refresher: refresher)

					// When
					let character: Character = try await sut.request(Endpoint(path: "/character/1", headers: ["X-Trace": "1"]))

					// Then
					#expect(character == Character(id: 1))
					#expect(server.receivedTokens == ["Bearer current"])
					#expect(server.receivedTraceHeaders == ["1"])
					#expect(refresher.callCount == 0)
				}

				@Test("Ten requests refused together share one refresh, then all succeed")
				func concurrentRequestsShareOneRefresh() async throws {
					// Given
					let server = TokenCheckingServer(acceptedToken: "fresh")
					let refresher = CountingRefresher(result: .success("fresh"))
					let store = InMemoryAccessTokenStore(token: "expired")
					let sut = AuthenticatingHTTPClient(decorating: server, tokenStore: store, refresher: refresher)

					// When
					let characters = try await withThrowingTaskGroup(of: Character.self) { group in
						for _ in 0..<10 {
							group.addTask { try await sut.request(Endpoint(path: "/character/1")) }
						}
						var characters: [Character] = []
						for try await character in group {
							characters.append(character)
						}
						return characters
					}

					// Then
					#expect(characters == Array(repeating: Character(id: 1), count: 10))
					#expect(refresher.callCount == 1)
					#expect(await store.accessToken() == "fresh")
					#expect(server.receivedTokens.filter { $0 == "Bearer fresh" }.count == 10)
				}

				@Test("A failed refresh fails every waiting request once, as unauthorized, and is not tried again")
				func failedRefreshFailsAllRequests() async throws {
					// Given
					let server = TokenCheckingServer(acceptedToken: "fresh")
					let refresher = CountingRefresher(result: .failure(RefreshRefused()))
					let sut = AuthenticatingHTTPClient(decorating: server, tokenStore: InMemoryAccessTokenStore(token: "expired"), refresher: refresher)

					// When
					let errors = await withTaskGroup(of: (any Error)?.self) { group in
						for _ in 0..<10 {
							group.addTask {
								do {
									try await sut.send(Endpoint(path: "/character/1", method: .delete))
									return nil
								} catch {
									return error
								}
							}
						}
						var errors: [(any Error)?] = []
						for await error in group {
							errors.append(error)
						}
						return errors
					}

					// Then
					#expect(errors.count == 10)
					#expect(errors.allSatisfy { ($0 as? HTTPError).map { HTTPErrorMapper().map($0) } == .unauthorized })
					#expect(refresher.callCount == 1)
					#expect(server.receivedTokens.allSatisfy { $0 == "Bearer expired" })
				}

				@Test("A 401 with the fresh token is returned, not retried again")
				func refusedFreshTokenIsNotRetriedForever() async throws {
					// Given
					let server = TokenCheckingServer(acceptedToken: nil)
					let refresher = CountingRefresher(result: .success("fresh"))
					let sut = AuthenticatingHTTPClient(decorating: server, tokenStore: InMemoryAccessTokenStore(token: "expired"), refresher: refresher)

					// When
					await #expect(throws: HTTPError.statusCode(401, Data())) {
						let _: Character = try await sut.request(Endpoint(path: "/character/1"))
					}

					// Then
					#expect(server.receivedTokens == ["Bearer expired", "Bearer fresh"])
					#expect(refresher.callCount == 1)
				}

				@Test("An unreachable token endpoint is a connection failure, and the next request refreshes again")
				func unreachableTokenEndpointIsTriedAgain() async throws {
					// Given
					let server = TokenCheckingServer(acceptedToken: "fresh")
					let refresher = CountingRefresher(result: .failure(HTTPError.transport("offline")))
					let sut = AuthenticatingHTTPClient(decorating: server, tokenStore: InMemoryAccessTokenStore(token: "expired"), refresher: refresher)

					// When
					await #expect(throws: HTTPError.transport("offline")) { try await sut.send(Endpoint(path: "/a")) }
					refresher.result = .success("fresh")
					try await sut.send(Endpoint(path: "/a"))

					// Then
					#expect(refresher.callCount == 2)
					#expect(server.receivedTokens == ["Bearer expired", "Bearer expired", "Bearer fresh"])
				}

				@Test("Without a token, requests go unsigned until a refresh provides one")
				func unsignedUntilRefreshed() async throws {
					// Given
					let server = TokenCheckingServer(acceptedToken: "fresh")
					let refresher = CountingRefresher(result: .success("fresh"))
					let sut = AuthenticatingHTTPClient(decorating: server, tokenStore: InMemoryAccessTokenStore(), refresher: refresher)

					// When
					try await sut.send(Endpoint(path: "/a"))

					// Then
					#expect(server.receivedTokens == ["", "Bearer fresh"])
				}
			}

			// MARK: - Test doubles

			/// Answers `{"id": 1}` to requests carrying `Bearer <acceptedToken>`, and a 401 to any other.
			private nonisolated final class TokenCheckingServer: HTTPClientContract, Sendable {
				private struct Received {
					var tokens: [String] = []
					var traceHeaders: [String] = []
				}

				private let acceptedToken: String?
				private let received = LockedState(Received())

				init(acceptedToken: String?) {
					self.acceptedToken = acceptedToken
				}

				var receivedTokens: [String] { received.withLock { $0.tokens } }
				var receivedTraceHeaders: [String] { received.withLock { $0.traceHeaders } }

				func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
					try check(endpoint)
					return try JSONDecoder().decode(T.self, from: Data(#"{"id": 1}"#.utf8))
				}

				func send(_ endpoint: Endpoint) async throws {
					try check(endpoint)
				}

				private func check(_ endpoint: Endpoint) throws {
					let authorization = endpoint.headers["Authorization"] ?? ""
					received.withLock {
						$0.tokens.append(authorization)
						if let trace = endpoint.headers["X-Trace"] { $0.traceHeaders.append(trace) }
					}
					guard let acceptedToken, authorization == "Bearer " + acceptedToken else {
						throw HTTPError.statusCode(401, Data())
					}
				}
			}

			/// Counts refreshes and answers with `result`.
			private nonisolated final class CountingRefresher: TokenRefresherContract, Sendable {
				private let state: LockedState<(calls: Int, result: Result<String, any Error>)>

				init(result: Result<String, any Error>) {
					state = LockedState((0, result))
				}

				var callCount: Int { state.withLock { $0.calls } }
				var result: Result<String, any Error> {
					get { state.withLock { $0.result } }
					set { state.withLock { $0.result = newValue } }
				}

				func refreshAccessToken() async throws -> String {
					try state.withLock {
						$0.calls += 1
						return $0.result
					}.get()
				}
			}

			private nonisolated struct RefreshRefused: Error {}

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
					(401, .unauthorized),
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

				@Test("Maps a failed token refresh to unauthorized")
				func mapsAuthenticationFailure() {
					#expect(sut.map(.authenticationFailed("refresh token revoked")) == .unauthorized)
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
			nonisolated enum RoundTripServer {
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
					(401, .unauthorized),
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

				@Test("Maps a failed token refresh to unauthorized")
				func mapsAuthenticationFailure() {
					#expect(sut.map(.authenticationFailed("refresh token revoked")) == .unauthorized)
				}

				@Test("Maps a transport failure to connectionFailed keeping its message")
				func mapsTransportFailure() {
					#expect(sut.map(.transport("offline")) == .connectionFailed("offline"))
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Core/Caching/CacheLevel.swift.mustache",
			text: #"""
			/// One level of a cache as ``CachePolicyExecutor`` sees it: how to read the value a call asks
			/// for, and how to save it.
			///
			/// Repositories build one per call, over a local data source:
			///
			/// ```swift
			/// CacheLevel(
			/// 	read: { await volatile.getCharacter(identifier: identifier) },
			/// 	save: { try await volatile.saveCharacter($0) }
			/// )
			/// ```
			public nonisolated struct CacheLevel<Value: Sendable>: Sendable {
				/// The cached value, or `nil` on a miss.
				public let read: @Sendable () async -> Value?
				/// Saves a value into this level.
				public let save: @Sendable (Value) async throws -> Void

				/// Creates a level from its read and save operations.
				public init(read: @escaping @Sendable () async -> Value?, save: @escaping @Sendable (Value) async throws -> Void) {
					self.read = read
					self.save = save
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Core/Caching/CachePolicy.swift.mustache",
			text: #"""
			/// Where a repository reads from, and in which order; each call chooses one.
			///
			/// The levels are the volatile cache (L1, in memory), the persistent cache (L2, on disk) and the
			/// remote source. ``CachePolicyExecutor`` implements the orders.
			public nonisolated enum CachePolicy: String, Sendable, CaseIterable {
				/// L1, then L2 (a hit is promoted to L1), then the remote, whose value is saved to both levels.
				/// The fastest: use it to show something as soon as possible.
				case localFirst
				/// The remote, whose value is saved to both levels; when the remote fails, L1, then L2.
				/// The freshest that still works offline: use it to refresh.
				case remoteFirst
				/// The remote only; the caches are neither read nor written. Use it for one-off reads, such as
				/// searches, whose results are not worth keeping.
				case noCache
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Core/Caching/CachePolicyExecutor.swift.mustache",
			text: #"""
			/// Runs one read under a ``CachePolicy`` over a volatile level (L1), a persistent level (L2) and
			/// the remote source, so that every repository orders its sources the same way.
			///
			/// - `localFirst`: L1, then L2 (an L2 hit is promoted to L1), then the remote, saved to both levels.
			/// - `remoteFirst`: the remote, saved to both levels; when the remote fails, L1, then L2 (promoted
			///   to L1); when neither level has the value, the remote's error is thrown.
			/// - `noCache`: the remote only; the levels are neither read nor written.
			///
			/// Every value is mapped with `map` before it is returned or saved, so bad data never spreads: a
			/// cached value that cannot be mapped counts as a miss, and a remote value that cannot be mapped is
			/// neither saved nor returned (the mapping error is thrown). Saving is best effort: a level that
			/// fails to save does not fail a read that has its value. A missing level (`nil`) is skipped, so
			/// without any level every policy reads the remote only. Cancellation is never answered from a
			/// cache: a `CancellationError` from the remote is thrown as is.
			public nonisolated struct CachePolicyExecutor: Sendable {
				/// Creates an executor; it holds no state.
				public init() {}

				/// Reads a value under `policy`.
				///
				/// - Parameters:
				///   - policy: the order of the sources.
				///   - volatile: the in-memory level (L1), if any.
				///   - persistence: the on-disk level (L2), if any.
				///   - remote: fetches the value from the remote source.
				///   - map: turns a cached or fetched value into the caller's output, or throws when it cannot.
				/// - Returns: the mapped value.
				/// - Throws: the remote's error when no source had the value, or `map`'s error for a remote value.
				public func execute<Cached: Sendable, Output>(
					_ policy: CachePolicy,
					volatile: CacheLevel<Cached>?,
					persistence: CacheLevel<Cached>?,
					remote: () async throws -> Cached,
					map: (Cached) throws -> Output
				) async throws -> Output {
					switch policy {
					case .localFirst:
						if let output = await readLocal(volatile: volatile, persistence: persistence, map: map) {
							return output
						}
						return try await fetch(remote, savingTo: [volatile, persistence], map: map)
					case .remoteFirst:
						let cached: Cached
						do {
							cached = try await remote()
						} catch let error as CancellationError {
							throw error
						} catch {
							if let output = await readLocal(volatile: volatile, persistence: persistence, map: map) {
								return output
							}
							throw error
						}
						let output = try map(cached)
						await save(cached, to: [volatile, persistence])
						return output
					case .noCache:
						return try await fetch(remote, savingTo: [], map: map)
					}
				}
			}

			// MARK: - Private

			private nonisolated extension CachePolicyExecutor {
				/// L1, then L2; an L2 hit is promoted to L1. A value that cannot be mapped is a miss.
				func readLocal<Cached: Sendable, Output>(
					volatile: CacheLevel<Cached>?,
					persistence: CacheLevel<Cached>?,
					map: (Cached) throws -> Output
				) async -> Output? {
					if let cached = await volatile?.read(), let output = try? map(cached) {
						return output
					}
					if let cached = await persistence?.read(), let output = try? map(cached) {
						await save(cached, to: [volatile])
						return output
					}
					return nil
				}

				func fetch<Cached: Sendable, Output>(
					_ remote: () async throws -> Cached,
					savingTo levels: [CacheLevel<Cached>?],
					map: (Cached) throws -> Output
				) async throws -> Output {
					let cached = try await remote()
					let output = try map(cached)
					await save(cached, to: levels)
					return output
				}

				/// Best effort: a cache that cannot save must not fail a read that has its value.
				func save<Cached: Sendable>(_ value: Cached, to levels: [CacheLevel<Cached>?]) async {
					for level in levels {
						try? await level?.save(value)
					}
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
			public nonisolated protocol MapperContract {
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
			public nonisolated struct MappingError: Error, Equatable, Sendable, CustomStringConvertible {
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
			public nonisolated protocol ThrowingMapperContract {
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

			nonisolated extension Bundle {
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
			public nonisolated enum FixtureError: Error, Equatable, Sendable, CustomStringConvertible {
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
			path: "Init/Libraries/{{modulePrefix}}Networking/Auth/AccessTokenStoreContract.swift.mustache",
			text: #"""
			/// Where ``AuthenticatingHTTPClient`` reads the access token it sends, and keeps the one a refresh
			/// returns. Back it with the Keychain in an app; ``InMemoryAccessTokenStore`` serves tests and previews.
			public nonisolated protocol AccessTokenStoreContract: Sendable {
				/// The current access token, or `nil` when the user is not signed in.
				func accessToken() async -> String?
				/// Replaces the access token (after a refresh, or when the user signs in).
				func setAccessToken(_ token: String) async
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/Auth/AuthenticatingHTTPClient.swift.mustache",
			text: #"""
			/// An ``HTTPClientContract`` that signs every request with the access token and renews the token
			/// when the server refuses it.
			///
			/// It decorates another client (usually ``HTTPClient``): each request gets
			/// `Authorization: Bearer <token>` from the ``AccessTokenStoreContract`` (none when the store is
			/// empty). On a `401` the token is refreshed once with the ``TokenRefresherContract`` and the request
			/// is sent again, once: requests refused together share one refresh, a `401` with the fresh token is
			/// returned as it is (never retried in a loop), and a refresh that fails surfaces as
			/// ``HTTPError/authenticationFailed(_:)``, which ``HTTPErrorMapper`` maps to ``APIError/unauthorized``.
			///
			/// ```swift
			/// let client = AuthenticatingHTTPClient(
			/// 	decorating: HTTPClient(baseURL: baseURL),
			/// 	tokenStore: keychainTokenStore,
			/// 	refresher: OAuthTokenRefresher(…)
			/// )
			/// ```
			public nonisolated struct AuthenticatingHTTPClient: HTTPClientContract {
				private let client: any HTTPClientContract
				private let tokenStore: any AccessTokenStoreContract
				private let coordinator: TokenRefreshCoordinator

				/// Signs the requests of `client` with the tokens of `tokenStore`, renewed by `refresher`.
				public init(decorating client: any HTTPClientContract, tokenStore: any AccessTokenStoreContract, refresher: any TokenRefresherContract) {
					self.client = client
					self.tokenStore = tokenStore
					coordinator = TokenRefreshCoordinator(store: tokenStore, refresher: refresher)
				}

				@concurrent public func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
					try await authenticated(endpoint) { try await client.request($0) }
				}

				@concurrent public func send(_ endpoint: Endpoint) async throws {
					try await authenticated(endpoint) { try await client.send($0) }
				}
			}

			// MARK: - Private

			private nonisolated extension AuthenticatingHTTPClient {
				/// Sends with the current token; after a `401`, once more with a renewed one.
				func authenticated<Value>(_ endpoint: Endpoint, _ send: (Endpoint) async throws -> Value) async throws -> Value {
					let token = await tokenStore.accessToken()
					do {
						return try await send(Self.signed(endpoint, with: token))
					} catch HTTPError.statusCode(401, _) {
						let renewed = try await coordinator.token(replacing: token)
						return try await send(Self.signed(endpoint, with: renewed))
					}
				}

				/// The endpoint with an `Authorization` header, unless there is no token.
				static func signed(_ endpoint: Endpoint, with token: String?) -> Endpoint {
					guard let token else { return endpoint }
					var headers = endpoint.headers
					headers["Authorization"] = "Bearer " + token
					return Endpoint(path: endpoint.path, method: endpoint.method, queryItems: endpoint.queryItems, headers: headers, body: endpoint.body)
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/Auth/InMemoryAccessTokenStore.swift.mustache",
			text: #"""
			/// An ``AccessTokenStoreContract`` that keeps the token in memory, for tests, previews and apps that
			/// never persist it.
			public actor InMemoryAccessTokenStore: AccessTokenStoreContract {
				private var token: String?

				/// Creates a store holding `token`, if any.
				public init(token: String? = nil) {
					self.token = token
				}

				public func accessToken() -> String? {
					token
				}

				public func setAccessToken(_ token: String) {
					self.token = token
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/Auth/TokenRefreshCoordinator.swift.mustache",
			text: #"""
			/// Makes sure a refused access token is refreshed once, however many requests it failed at the same
			/// time (single flight), and that a token whose refresh failed is not refreshed again.
			actor TokenRefreshCoordinator {
				private let store: any AccessTokenStoreContract
				private let refresher: any TokenRefresherContract
				/// The refresh under way, and the token it replaces.
				private var inFlight: (replacing: String?, task: Task<String, any Error>)?
				/// The token whose refresh failed for good, and why: requests refused with it fail the same way.
				private var failed: (token: String?, error: HTTPError)?

				init(store: any AccessTokenStoreContract, refresher: any TokenRefresherContract) {
					self.store = store
					self.refresher = refresher
				}

				/// A token to retry with after the server refused `rejected`: the store's, if another request
				/// already replaced it; the result of the refresh under way, if any; otherwise a new refresh.
				func token(replacing rejected: String?) async throws -> String {
					if let inFlight, inFlight.replacing == rejected {
						return try await inFlight.task.value
					}
					let current = await store.accessToken()
					if let current, current != rejected {
						return current
					}
					if let failed, failed.token == rejected {
						throw failed.error
					}
					// The actor may have run other calls during `await store.accessToken()`: join theirs.
					if let inFlight, inFlight.replacing == rejected {
						return try await inFlight.task.value
					}
					let task = Task { [store, refresher] () throws -> String in
						let token: String
						do {
							token = try await refresher.refreshAccessToken()
						} catch HTTPError.transport(let message) {
							throw HTTPError.transport(message)
						} catch {
							throw HTTPError.authenticationFailed(String(describing: error))
						}
						await store.setAccessToken(token)
						return token
					}
					inFlight = (rejected, task)
					defer { inFlight = nil }
					do {
						return try await task.value
					} catch HTTPError.transport(let message) {
						// The token endpoint was out of reach: not the session's end, so a later request tries again.
						throw HTTPError.transport(message)
					} catch {
						let failure = error as? HTTPError ?? .authenticationFailed(String(describing: error))
						failed = (rejected, failure)
						throw failure
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/Auth/TokenRefresherContract.swift.mustache",
			text: #"""
			/// Gets a new access token when the server refused the current one, typically by sending the
			/// refresh token to the OAuth token endpoint.
			///
			/// Throw when the session cannot be renewed (the refresh token expired or was revoked): every request
			/// waiting on that refresh then fails with ``HTTPError/authenticationFailed(_:)``, and the token is not
			/// refreshed again until the app stores a new one. Throw ``HTTPError/transport(_:)`` when the token
			/// endpoint could not be reached: that failure is passed on as is, and the next request tries again.
			public nonisolated protocol TokenRefresherContract: Sendable {
				/// A new access token.
				func refreshAccessToken() async throws -> String
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/Errors/APIError+StatusCode.swift.mustache",
			text: #"""
			nonisolated extension APIError {
				/// The error for an unsuccessful HTTP status code; REST and GraphQL map status codes the same way.
				init(statusCode: Int) {
					switch statusCode {
					case 401:
						self = .unauthorized
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
			public nonisolated enum APIError: Error, Equatable, Sendable {
				/// The requested resource does not exist.
				case notFound
				/// The request was rejected as malformed (a `4xx` other than `401` and `404`), or could not be built.
				case invalidRequest
				/// The server wants credentials it did not get or no longer accepts (a `401`), or refreshing the
				/// access token failed: the user has to sign in again.
				case unauthorized
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
			public nonisolated struct GraphQLClient: GraphQLClientContract {
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
			public nonisolated protocol GraphQLClientContract: Sendable {
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
			public nonisolated enum GraphQLError: Error, Equatable, Sendable {
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
				/// The access token was refused and refreshing it failed (see ``HTTPError/authenticationFailed(_:)``).
				case authenticationFailed(String)
			}

			nonisolated extension GraphQLError {
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
					case let .authenticationFailed(message):
						self = .authenticationFailed(message)
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLErrorMapper.swift.mustache",
			text: #"""
			/// Maps ``GraphQLError`` to ``APIError``, the only error the callers of a GraphQL data source see.
			public nonisolated struct GraphQLErrorMapper: Sendable {
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
					case .authenticationFailed:
						.unauthorized
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
			public nonisolated struct GraphQLOperation: Sendable, Equatable, Encodable {
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
			public nonisolated struct GraphQLResponse<T: Decodable>: Decodable {
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

			nonisolated extension GraphQLResponse: Sendable where T: Sendable {}

			nonisolated extension GraphQLResponse: Equatable where T: Equatable {}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLResponseError.swift.mustache",
			text: #"""
			/// One entry of a GraphQL response's `errors` list.
			public nonisolated struct GraphQLResponseError: Decodable, Equatable, Sendable {
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
			public nonisolated enum GraphQLVariable: Sendable, Equatable, Encodable {
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
			public nonisolated struct Endpoint: Sendable, Equatable {
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
			public nonisolated struct HTTPClient: HTTPClientContract {
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

			private nonisolated extension HTTPClient {
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
			public nonisolated protocol HTTPClientContract: Sendable {
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
			public nonisolated enum HTTPError: Error, Equatable, Sendable {
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
				/// The server refused the access token and getting a new one failed (``AuthenticatingHTTPClient``);
				/// the message says why. The session is over until the app stores a new token.
				case authenticationFailed(String)
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPErrorMapper.swift.mustache",
			text: #"""
			/// Maps ``HTTPError`` to ``APIError``, the only error the callers of a REST data source see.
			public nonisolated struct HTTPErrorMapper: Sendable {
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
					case .authenticationFailed:
						.unauthorized
					}
				}
			}

			"""#
		),
		TemplateSource(
			path: "Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPMethod.swift.mustache",
			text: #"""
			/// The HTTP methods an ``Endpoint`` can use.
			public nonisolated enum HTTPMethod: String, Sendable {
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
			public nonisolated final class GraphQLClientMock: GraphQLClientContract, Sendable {
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
			public nonisolated final class HTTPClientMock: HTTPClientContract, Sendable {
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

			private nonisolated extension HTTPClientMock {
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

			/// Mutable state behind a lock, so mocks shared across tasks stay really thread-safe: the
			/// runtime's mocks and the generated ones keep every recorded call here, and are `Sendable`
			/// without `@unchecked` (that one is earned here, by the lock).
			public nonisolated final class LockedState<State>: @unchecked Sendable {
				private let lock = NSLock()
				private var state: State

				/// Wraps the initial state.
				public init(_ state: State) {
					self.state = state
				}

				/// Runs `body` with exclusive access to the state.
				public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
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
			public nonisolated struct MockNotConfiguredError: Error, Equatable, Sendable, CustomStringConvertible {
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
			// swift-tools-version:6.2
			import PackageDescription

			// Written by `scaffold init` and rewritten by `scaffold` whenever the set of features changes:
			// change scaffold.json and Specs/ rather than this file.
			{{#mainActor}}

			// "defaultIsolation": "mainActor" in scaffold.json: Xcode 26's defaults for app code (MainActor
			// default isolation and approachable concurrency) for the features and Core; Networking stays
			// nonisolated. The generated code compiles either way.
			let mainActorByDefault: [SwiftSetting] = [
				.defaultIsolation(MainActor.self),
				.enableUpcomingFeature("NonisolatedNonsendingByDefault"),
				.enableUpcomingFeature("InferIsolatedConformances"),
			]

			{{/mainActor}}
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
						path: "Libraries/{{modulePrefix}}Core"{{#mainActor}},
						swiftSettings: mainActorByDefault{{/mainActor}}
					),
					.target(
						name: "{{modulePrefix}}CoreMocks",
						dependencies: [
							"{{modulePrefix}}Core",
						],
						path: "Libraries/{{modulePrefix}}CoreMocks"{{#mainActor}},
						swiftSettings: mainActorByDefault{{/mainActor}}
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
						]{{#mainActor}},
						swiftSettings: mainActorByDefault{{/mainActor}}
					),
					// Features: generated by `scaffold feature <Name>`.
					{{#features}}
					.target(
						name: "{{module}}",
						dependencies: [
							"{{modulePrefix}}Networking",
							"{{modulePrefix}}Core",
						],
						path: "{{path}}/Sources"{{#mainActor}},
						swiftSettings: mainActorByDefault{{/mainActor}}
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
						]{{/hasFixtures}}{{#mainActor}},
						swiftSettings: mainActorByDefault{{/mainActor}}
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
