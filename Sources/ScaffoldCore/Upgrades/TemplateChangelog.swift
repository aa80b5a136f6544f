import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Every template change, by release, oldest first: what `feature` and `check` quote when a newer
/// scaffold changes files an older one wrote (``UpgradeNotes``). A change to an embedded
/// template must add an entry for ``ScaffoldRelease/current`` naming it: a test holds every
/// template to the hash recorded in `Tests/Fixtures/template-hashes.txt` unless an entry of the
/// current release names it (re-record the hashes with `SCAFFOLD_RECORD_RELEASE=1 swift test` when the release ships).
package enum TemplateChangelog {
	package static let changes: [TemplateChange] = [
		TemplateChange(
			version: "0.1.0",
			summary:
				"file stores write their side files (pages, graph, parent lists) through StoredArchive.writeJSON, as their archive and the outbox are written",
			templates: ["Feature/Sources/Data/DataSources/Local/FileDataSource.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"StoredArchive sets unreadable items aside and reports them in one place (setAside(_:schemaVersion:reason:beside:reporter:)), and Outbox uses it",
			templates: [
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredArchive.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Sync/Outbox.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"an entity kept in SwiftData whose model changed between schema versions gets a migration plan: frozen copies of earlier models, lightweight or custom stages, originalName and defaults on the current model, a container that opens the store with the plan, and migration tests",
			templates: [
				"Feature/Sources/Data/Entities/Entity.swift.mustache",
				"Feature/Sources/Data/Entities/MigrationPlan.swift.mustache",
				"Feature/Sources/Data/Entities/ModelContainer.swift.mustache",
				"Feature/Sources/Data/Entities/Versions/MigrationStage.swift.mustache",
				"Feature/Sources/Data/Entities/Versions/SchemaVersion.swift.mustache",
				"Feature/Tests/Unit/Data/SwiftDataMigrationTests.swift.mustache",
				"Partials/ModelContainerSchemaModels.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"extensions declare no access level; each member does (fileprivate or public), as swift-format's NoAccessLevelOnExtensionDeclaration rule asks",
			templates: [
				"Feature/Sources/Data/DataSources/Local/EntityDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Local/FileDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Remote/GraphQLDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Feature/Sources/Data/Repositories/LocalRepository.swift.mustache",
				"Feature/Sources/Data/Repositories/PageRepository.swift.mustache",
				"Feature/Sources/Data/Repositories/Repository.swift.mustache",
				"Feature/Sources/Domain/Repositories/PageRepositoryContract.swift.mustache",
				"Feature/Tests/Shared/Mocks/LocalRepositoryMock.swift.mustache",
				"Feature/Tests/Shared/Mocks/PageRepositoryMock.swift.mustache",
				"Feature/Tests/Shared/Mocks/RemoteDataSourceMock.swift.mustache",
				"Feature/Tests/Shared/Mocks/RepositoryMock.swift.mustache",
				"Feature/Tests/Shared/Mocks/UseCaseMock.swift.mustache",
				"Feature/Tests/Shared/Mocks/UserDefaultsRepositoryMock.swift.mustache",
				"Feature/Tests/Unit/ContainerTests.swift.mustache",
				"Feature/Tests/Unit/Data/EntityDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/FileDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/KeychainDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/LocalRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/DTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/EntityDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/EntityMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/MapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageEntityDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/MemoryDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/PageRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/ParentRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/RepositorySyncTests.swift.mustache",
				"Feature/Tests/Unit/Data/RepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/StoredMigrationTests.swift.mustache",
				"Feature/Tests/Unit/Data/UserDefaultsRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Domain/LocalUseCaseTests.swift.mustache",
				"Feature/Tests/Unit/Domain/ParentUseCaseTests.swift.mustache",
				"Feature/Tests/Unit/Domain/UseCaseMockTests.swift.mustache",
				"Feature/Tests/Unit/Domain/UseCaseTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/CacheFreshnessTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/MapperContractTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLOperationTests.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Caching/CachePolicyExecutor.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Caching/FileCacheLedger.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Mapping/Sequence+DroppingInvalid.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredArchive.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/SystemKeychain.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Sync/Outbox.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Networking/Auth/AuthenticatingHTTPClient.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPClient.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPClientContract.swift.mustache",
				"Init/Libraries/{{modulePrefix}}NetworkingMocks/HTTPClientMock.swift.mustache",
				"Partials/CachePolicyExecutorTestsRecording.mustache",
				"Partials/ContainerKeychain.mustache",
				"Partials/ContainerPersistence.mustache",
				"Partials/GraphQLDataSourceContinuations.mustache",
				"Partials/RESTDataSourceContinuations.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"templates are laid out as swift-format lays code out (arguments and collections written over several lines one element per line, `case .x(let y)`, no one-line guard bodies or tuple returns over 100 columns, imports before any `#if`), so generated files pass `swift format lint --strict`; a SwiftData search predicate puts each `&&` at the start of its line; the Keychain factory's closure type drops its parameter labels",
			templates: [
				"Feature/Sources/Container.swift.mustache",
				"Feature/Sources/Data/DataSources/Local/EntityDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Local/FileDataSource.swift.mustache",
				"Feature/Sources/Data/Mappers/WireValueParser.swift.mustache",
				"Feature/Tests/Shared/Mocks/RemoteDataSourceMock.swift.mustache",
				"Feature/Tests/Unit/Data/KeychainDataSourceTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/BundleJSONFixturesTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/CacheLedgerTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/CachedPageTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/InvalidItemTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/OutboxTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/StoredArchiveTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/APIErrorRetryTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/EndpointTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLClientMockTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLClientTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLErrorMapperTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/GraphQLResponseTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPClientMockTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPClientRequestTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPClientRoundTripTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPErrorMapperTests.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Caching/CachePolicyExecutor.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Caching/CachedPage.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Caching/FileCacheLedger.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Caching/SearchPage.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredArchive.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/SystemKeychain.swift.mustache",
				"Init/Libraries/{{modulePrefix}}CoreMocks/Bundle+JSONFixtures.swift.mustache",
				"Init/Libraries/{{modulePrefix}}CoreMocks/FixtureError.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLError.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLErrorMapper.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Networking/GraphQL/GraphQLVariable.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPClient.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPErrorMapper.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"generated types offer extension points: every DTO → domain mapper passes what it builds through refine(_:from:) ({Mapper}Hooks), the container hands out each repository and remote data source through a decorate function ({Feature}ContainerOverrides), and both name their extension point in the header; the team's files beside them are written once (--with-extensions)",
			templates: [
				"Feature/Sources/Container.swift.mustache",
				"Feature/Sources/ContainerExtensions.swift.mustache",
				"Feature/Sources/Data/Mappers/Mapper.swift.mustache",
				"Feature/Sources/Data/Mappers/MapperExtensions.swift.mustache",
				"Partials/ContainerWiring.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"Keychain stores keep each item with the schema version that wrote it (StoredArchive.encodeItem), migrate items of earlier versions as they read them (StoredArchive.readItem), and report an item they cannot read to the container's storedItemReporter, leaving it in the Keychain; UnreadableStoredItems gains keychainAccount",
			templates: [
				"Feature/Sources/Data/DataSources/Local/KeychainDataSource.swift.mustache",
				"Feature/Sources/Data/Migrations/StoredMigration.swift.mustache",
				"Feature/Tests/Unit/Data/KeychainDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/StoredMigrationTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/StoredArchiveTests.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredArchive.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredItemReporterContract.swift.mustache",
				"Partials/ContainerKeychain.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"userDefaults lists write their schema version beside them (StoredList, a new runtime type), convert values an earlier version wrote as they read them, move a list from a key an earlier version used, and keep aside and report the values that do not convert (UnreadableStoredItems gains userDefaultsKey)",
			templates: [
				"Feature/Sources/Container.swift.mustache",
				"Feature/Sources/Data/DataSources/Local/UserDefaultsDataSource.swift.mustache",
				"Feature/Tests/Unit/Data/UserDefaultsDataSourceTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/StoredArchiveTests.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredItemReporterContract.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredList.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"each custom SwiftData stage gets a generated test: a store of the version before it, opened through the plan, reaches the current model whole, or still reads as that version left it while a stage throws",
			templates: ["Feature/Tests/Unit/Data/SwiftDataMigrationTests.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"the fields of value types migrate as an entity's own do (renamedFrom, default): StoredValue gains updateMember(_:_:), which changes a member holding a value type, or each object of an array",
			templates: [
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/StoredArchiveTests.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredValue.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a file store's side files (pages, graph, parent lists) keep the schema version that wrote them (StoredArchive.writeSideFile, readSideFile), and one that no longer decodes is moved aside and reported instead of read as empty",
			templates: [
				"Feature/Sources/Data/DataSources/Local/FileDataSource.swift.mustache",
				"Feature/Tests/Unit/Data/FileDataSourceTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/StoredSideFileTests.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredArchive.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"the entities a SwiftData entity nests migrate as its own fields do: their models carry originalName and defaults (a relationship its originalName), and the migration tests insert and check each nested model",
			templates: [
				"Feature/Sources/Data/Entities/Entity.swift.mustache",
				"Feature/Tests/Unit/Data/SwiftDataMigrationTests.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a file store's graph of nested entities is read only when this version wrote it; one an earlier version wrote, or none, is built again from the migrated items (StoredArchive.readSideFile(_:from:onlyOf:reporter:)), so no nested entity is lost",
			templates: [
				"Feature/Sources/Data/DataSources/Local/FileDataSource.swift.mustache",
				"Feature/Tests/Unit/Data/FileDataSourceTests.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredArchive.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"every mapper declares nonisolated func map (seed 004's rule), so generated mappers conform to an app's MapperContract whose requirement is MainActor-isolated, by default isolation or @MainActor",
			templates: [
				"Feature/Sources/Data/Mappers/DTOMapper.swift.mustache",
				"Feature/Sources/Data/Mappers/FilterMapper.swift.mustache",
				"Feature/Sources/Data/Mappers/Mapper.swift.mustache",
				"Feature/Sources/Data/Mappers/PageMapper.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"an empty text filter is no filter: FilterDTO.matches and the SwiftData search predicate find every item for it, as the request leaves it out; tests check the search with an item whose text is empty (a new fixture, {name}_empty_text.json) and the request without empty parameters",
			templates: [
				"Feature/Sources/Data/DTOs/FilterDTO.swift.mustache",
				"Feature/Sources/Data/DataSources/Local/EntityDataSource.swift.mustache",
				"Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Partials/LocalStoreBehaviourTestsSearch.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"HTTPClient sends its requests through an HTTPTransport (URLSessionTransport by default, init(baseURL:transport:) for the app's own networking), the seam a brought-in runtime's transport file plugs into",
			templates: [
				"Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPClient.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPTransport.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPTransportTests.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"adopt --with-runtime: the app's transport file (AppHTTPTransport, written once) and the runtime's targets for SwiftPM and XcodeGen",
			templates: [
				"Project/AppHTTPTransport.swift.mustache",
				"Project/RuntimeSwiftPMTargets.swift.mustache",
				"Project/RuntimeXcodeGenTargets.yml.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"generated tests leave no <Suite>-<UUID> folders or UserDefaults suites behind: the file store's and the container's suites are classes whose deinit removes what the test stored, and the tests that make a folder of their own remove it",
			templates: [
				"Feature/Tests/Unit/ContainerTests.swift.mustache",
				"Feature/Tests/Unit/Data/FileDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/RepositorySyncTests.swift.mustache",
				"Feature/Tests/Unit/Data/StoredMigrationTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/OutboxTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/StoredArchiveTests.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/StoredSideFileTests.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"the container's tests prove an entity without a detail through its list only when it has one: an entity that is only created (an imported POST /domains/claim) no longer gets a wiring test calling a list it does not have, which did not compile",
			templates: ["Feature/Tests/Unit/ContainerTests.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a 304's own headers renew the stamp: HTTPClient answers a 304 to a conditional request with its status and headers (the body null, for an optional body; other bodies still throw statusCode(304)), and a REST detail's revalidation reads them into notModified's directives (a new max-age, ETag, Last-Modified); HTTPClientMock.responseStatusCode answers one in tests",
			templates: [
				"Init/Libraries/{{modulePrefix}}Networking/HTTP/HTTPClient.swift.mustache",
				"Init/Libraries/{{modulePrefix}}NetworkingMocks/HTTPClientMock.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/CacheFreshnessTests.swift.mustache",
				"Partials/RESTDataSourceRevalidation.mustache",
				"Partials/RESTDataSourceTestsRevalidation.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a Keychain store's freshness ledger survives a relaunch: its stamps are one item of a service of their own ({service}.freshness), through DataCacheLedger, on which FileCacheLedger now rests too",
			templates: [
				"Init/Libraries/{{modulePrefix}}Core/Caching/DataCacheLedger.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Caching/FileCacheLedger.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/CacheLedgerTests.swift.mustache",
				"Partials/ContainerKeychain.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST list's cached numbered pages (by number or offset) are revalidated as an item is: revalidate{Plural}(page:filter:stamp:) sends the fetch's request with the stamp's validators, and the page repository keeps the cached page on a 304 and renews its stamp; the REST data source's revalidating reads share one conditional request, the list's query items one partial, and the remote mock's revalidating reads moved into partials",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Remote/RemoteDataSourceContract.swift.mustache",
				"Feature/Sources/Data/Repositories/PageRepository.swift.mustache",
				"Feature/Tests/Shared/Mocks/RemoteDataSourceMock.swift.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Partials/PageRepositoryRemote.mustache",
				"Partials/PageRepositoryRevalidation.mustache",
				"Partials/PageRepositoryTestsCaching.mustache",
				"Partials/RESTDataSourceConditionalRequest.mustache",
				"Partials/RESTDataSourceRevalidation.mustache",
				"Partials/RESTDataSourceTestsPageRevalidation.mustache",
				"Partials/RESTListQueryItems.mustache",
				"Partials/RemoteDataSourceMockPageRevalidation.mustache",
				"Partials/RemoteDataSourceMockRevalidation.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST read by parent of an entity with a maxAge revalidates as an item does: revalidate{Plural}({parent}:stamp:) sends the fetch's request (built once) with the stamp's validators, and a 304 serves the cached list and renews its stamp; the tests of reads by parent run on a test clock and ledger, with a fresh stamp beside the lists they put in a cache (they failed for any entity that ages its copies)",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Remote/RemoteDataSourceContract.swift.mustache",
				"Feature/Tests/Shared/Mocks/RemoteDataSourceMock.swift.mustache",
				"Feature/Tests/Unit/Data/ParentRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Partials/ParentRepositoryTestsFreshStamp.mustache",
				"Partials/ParentRepositoryTestsPolicies.mustache",
				"Partials/ParentRepositoryTestsRevalidation.mustache",
				"Partials/RESTDataSourceParentRead.mustache",
				"Partials/RESTDataSourceTestsParentRevalidation.mustache",
				"Partials/RemoteDataSourceMockParentRevalidation.mustache",
				"Partials/RepositoryParentRemote.mustache",
				"Partials/RepositoryReads.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"the runtime's tests check through an HTTPTransport that HTTPClient passes a 304 answering a conditional request on with its headers (an optional body null), and refuses it otherwise",
			templates: ["Init/Libraries/Tests/{{modulePrefix}}NetworkingTests/HTTPTransportTests.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST list whose page says whether more follow (page.hasMore, Stripe's and Resend's {data, has_more}) is continued after its last item: the page DTO decodes the flag and keeps the last item's identifier as the next page's cursor, sent back as the page's parameter (starting_after)",
			templates: [
				"Feature/Sources/Data/DTOs/PaginationInfoDTO.swift.mustache",
				"Feature/Sources/Data/DTOs/ResponseDTO.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST page that sends a total and no links (page \"next\": null, \"prev\": null; RealWorld's {articles, articlesCount}, Meilisearch's {results, offset, limit, total}) maps to a page whose next and previous pages come from its number and the number of pages, not from links it never has",
			templates: ["Feature/Sources/Data/Mappers/PageMapper.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"Core's JSONValue (ScaffoldJSONValue in an adopted app's support files): the type of a JSON field, one whose schema gives no type; it is the StoredValue a store keeps, so it decodes any JSON value",
			templates: ["Init/Libraries/{{modulePrefix}}Core/Mapping/JSONValue.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a DTO, a domain model or a stub with a JSON field imports the Core module, which declares the runtime's JSONValue",
			templates: [
				"Feature/Sources/Data/DTOs/DTO.swift.mustache",
				"Feature/Sources/Domain/Models/Model.swift.mustache",
				"Feature/Tests/Shared/Stubs/Stub.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"generated mapper tests compile faster and say more when they fail (issue 51): the first fixture maps to .stub() and the second to .stub(…) naming where it differs, each compared as a whole value (one expectation instead of one per field, nested values and arrays included, and Swift Testing prints both values), every case of an enum field is one @Test(arguments:) with the unknown raw value as its last argument, and the page mapper's tests compare whole pages (the page type is Equatable); what each test proves is unchanged",
			templates: [
				"Feature/Tests/Unit/Data/Mappers/MapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageMapperTests.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a page whose cursor the API sends as a number (page cursorType \"Int\": Meilisearch's {results, from, next: 143}) decodes it into the text the next request sends back, where it failed to decode",
			templates: ["Feature/Sources/Data/DTOs/PaginationInfoDTO.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a GraphQL entity's arguments (graphql.arguments: Saleor's channel) are taken by the data source and the container and sent with the detail and list queries, declared and passed to the root field; the data source tests expect them among the variables and in the queries",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/GraphQLDataSource.swift.mustache",
				"Partials/GraphQLDataSourceContinuations.mustache",
				"Partials/GraphQLDataSourceStorage.mustache",
				"Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST list's cached pages continued by a cursor, after the last item or by the next page's URL revalidate with their stamps' validators as numbered pages do: the pages before are followed as a fetch follows them and only the page's own request is conditional (a 304 serves the cached page), where they were read again in full",
			templates: [
				"Partials/RESTDataSourceContinuations.mustache",
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Partials/RESTDataSourceTestsPageRevalidation.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST create or update sends its body as the spec's write object says (issue 52): wrapped under its key (\"create\": {\"envelope\": \"article\"} sends {\"article\": {…}}) and an update by POST to the item's path (\"update\": {\"method\": \"POST\"}); and a body sent as an HTML form (\"encoding\": \"form\": application/x-www-form-urlencoded, WHATWG's escaping, keys in order); the data source tests hold the sent body to [\"article\": item] or to the exact form text, and the update's method to .post. A spec without a write object generates what it did (the create and the update now in the partial RESTDataSourceWrites, the encoders in RESTDataSourceBodyEncoding, so the data source template stays within its size)",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Partials/RESTDataSourceBodyEncoding.mustache",
				"Partials/RESTDataSourceTestsWrites.mustache",
				"Partials/RESTDataSourceWrites.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a union of value types in a spec's types (\"union\": {\"discriminator\", \"cases\"}; OpenAPI's oneOf with a discriminator) generates a DTO enum with associated values that reads the discriminator (a value no case has fails decoding), a domain enum, a mapper each way, a stub and mapper tests of every case",
			templates: [
				"Feature/Sources/Data/DTOs/UnionDTO.swift.mustache",
				"Feature/Sources/Domain/Models/Union.swift.mustache",
				"Feature/Sources/Data/Mappers/UnionMapper.swift.mustache",
				"Feature/Sources/Data/Mappers/UnionDTOMapper.swift.mustache",
				"Feature/Tests/Shared/Stubs/UnionStub.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/UnionMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/UnionDTOMapperTests.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"pages whose next page is their Link header (\"linkHeader\": true, GitHub's) revalidate with their stamps' validators as the other REST pages do (issue 52): the conditional request gains revalidate(_:reading:), which makes a new page of the body and the Link header, and a 304 keeps what the cached copy said of the next page; the data source tests give the first page its Link header and hold a new page's next link",
			templates: [
				"Partials/RESTDataSourceRevalidate.mustache",
				"Partials/RESTDataSourceContinuations.mustache",
				"Partials/RESTDataSourceTestsPageRevalidation.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"an entity read over GraphQL may hold a union (discriminator \"__typename\", each case's value its GraphQL type's name; GraphQL SDL unions import so): its queries select __typename and one inline fragment per case (... on EmailAddress { address }), and the data source tests hold every query to them (beside the arguments' test, in the partial GraphQLDataSourceTestsQueries)",
			templates: [
				"Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
				"Partials/GraphQLDataSourceTestsQueries.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"the REST data source test of a read by parent's 404 asks for an unknown parent (parentMissingIdSample) and expects its identifier in the path or query item sent: a request that ignored the identifier, or sent a fixed one equal to the sample, passed every test before",
			templates: ["Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a value type may contain itself through an optional field (\"parent\": \"Category?\"): the DTO and the domain model hold it by reference in the feature's Indirect box, shown as the plain optional (category.parent?.name)",
			templates: [
				"Feature/Sources/Domain/Models/Indirect.swift.mustache",
				"Feature/Sources/Domain/Models/Model.swift.mustache",
				"Feature/Sources/Data/DTOs/DTO.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST page whose cursor or next page's URL sits in an object of its own (\"page\": {\"info\": \"next_page\", \"nextURL\": \"uri\"} for {\"next_page\": {\"offset\": 40, \"uri\": \"…\"}}) reads that object sent as null, or left out, as the last page instead of failing to decode; the last-page fixture sends it as null",
			templates: ["Feature/Sources/Data/DTOs/ResponseDTO.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST list wrapped otherwise than the item (\"list\": {\"envelope\": null} or {\"envelope\": \"articles\"}: RealWorld's {\"articles\": […], \"articlesCount\": 31} beside {\"article\": {…}}) is read by the data source's requestList and revalidateList, with a ListEnvelope of its own, and its tests send the list's fixtures in the list's envelope; the request and the conditional request are partials of their own (RESTDataSourceRequest, RESTDataSourceRevalidate) rendered for the item and again for such a list. A spec without list.envelope generates what it did",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Partials/RESTDataSourceRequest.mustache",
				"Partials/RESTDataSourceRevalidate.mustache",
				"Partials/RESTDataSourceListEnvelope.mustache",
				"Partials/RESTDataSourceConditionalRequest.mustache",
				"Partials/RESTDataSourceContinuations.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Partials/RESTDataSourceTestsContinuations.mustache",
				"Partials/RESTDataSourceTestsPageRevalidation.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"an update by PATCH (\"update\": {\"method\": \"PATCH\"}; issue 52) sends only the fields given: a {Name}Changes in the domain (every field but the identifier, optional), its {Name}ChangesDTO (a nil is left out, never null) and mapper, update{Name}(identifier:changes:) on the repository, its contract, the remote data source (PATCH itemPath, wrapped under the update's envelope when it has one) and the mocks; not queued in the outbox (sent after the changes waiting), its answer kept by the repository's keep(_:replacing:). Generated tests hold the sent body's keys to exactly the fields set. A spec without a PATCH generates what it did",
			templates: [
				"Feature/Sources/Domain/Models/Changes.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ChangesDTOMapperTests.swift.mustache",
				"Feature/Sources/Domain/Repositories/RepositoryContract.swift.mustache",
				"Feature/Sources/Data/DataSources/Remote/RemoteDataSourceContract.swift.mustache",
				"Feature/Sources/Data/Repositories/Repository.swift.mustache",
				"Feature/Tests/Shared/Mocks/RemoteDataSourceMock.swift.mustache",
				"Feature/Tests/Shared/Mocks/RepositoryMock.swift.mustache",
				"Partials/RESTDataSourceWrites.mustache",
				"Partials/RESTDataSourceBodyEncoding.mustache",
				"Partials/RESTDataSourceTestsWrites.mustache",
				"Partials/RESTDataSourceTestsPatch.mustache",
				"Partials/RepositoryWrites.mustache",
				"Partials/RepositoryCaching.mustache",
				"Partials/RepositoryTestsWrites.mustache",
				"Partials/RepositoryTestsPatch.mustache",
				"Partials/RemoteDataSourceMockPatch.mustache",
				"Partials/RepositoryMockPatch.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"an update whose answer is not the item (\"update\": {\"answer\": \"none\"}, Resend's PATCH answering {id, object}; issue 52) is sent without reading its answer, and the REST data source reads the item again by its item path (sendThenReread), so the server's copy replaces the device's; a generated test holds the calls to the write then the item read. A spec without it generates what it did",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Partials/RESTDataSourceWrites.mustache",
				"Partials/RESTDataSourceUpdateAnswer.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Partials/RESTDataSourceTestsUpdateAnswer.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a type named as one of Foundation's that generated code does not use (Thread, Locale, Progress, Notification…) compiles: test files import Foundation and the feature, so its stub declares the name as the feature's, as it does for swift-testing's names, and says which module declares it too. The Foundation names generated code uses (Bundle, JSONDecoder, URLRequest…) are refused by lint, as Data and Date are",
			templates: [
				"Feature/Tests/Shared/Stubs/Stub.swift.mustache",
				"Feature/Tests/Shared/Stubs/UnionStub.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST read by parent with \"page\" (issue 52) reads one page of one parent's children, paged as the entity's paginated list (by number or by offset): fetch{Plural}Page({parent}Identifier:page:) on the remote data source, its contract and mock, get{Plural}Page({parent}Identifier:page:) on the page repository, its contract and mock (from the server every time, not cached), a Get{Plural}By{Parent}PageUseCase; generated tests hold the request to the parent and the page. A spec without a paged read by parent generates what it did",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/RemoteDataSourceContract.swift.mustache",
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Feature/Sources/Domain/Repositories/PageRepositoryContract.swift.mustache",
				"Feature/Sources/Data/Repositories/PageRepository.swift.mustache",
				"Feature/Tests/Shared/Mocks/RemoteDataSourceMock.swift.mustache",
				"Feature/Tests/Shared/Mocks/PageRepositoryMock.swift.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/PageRepositoryTests.swift.mustache",
				"Partials/RESTDataSourcePagedParentRead.mustache",
				"Partials/RESTDataSourceTestsPagedParentReads.mustache",
				"Partials/RemoteDataSourceMockPagedParentReads.mustache",
				"Partials/PageRepositoryByParent.mustache",
				"Partials/PageRepositoryMockByParent.mustache",
				"Partials/PageRepositoryTestsByParent.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"an entity without a list whose children of one parent are read a page at a time (a REST byParent with \"page\", by number or by offset) gets page types of its own, named by its first paged read's page: a page response DTO, page mapper, {Plural}Page, page error and a page repository, contract and mock with the paged reads by parent alone (no list methods, no page cache, no change to its stores). A spec whose paged reads are an entity's paginated list's generates what it did",
			templates: [
				"Feature/Sources/Domain/Repositories/PageRepositoryContract.swift.mustache",
				"Feature/Sources/Data/Repositories/PageRepository.swift.mustache",
				"Feature/Tests/Shared/Mocks/PageRepositoryMock.swift.mustache",
				"Feature/Tests/Unit/Data/PageRepositoryTests.swift.mustache",
				"Partials/PageRepositoryListPrivate.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a paged read by parent continued from the page before (a cursor, the last item while has_more, the next page's URL in the body) keeps what page n of each parent answered in a {Plural}By{Parent}Continuations store of the REST data source, keyed by the parent's identifier: fetch{Plural}Page({parent}Identifier:page:) asks page 1 without a cursor and page n + 1 with that parent's page n answer, following the parent's pages from the nearest known, and throws APIError.notFound past the last page; generated tests hold page 2 to the same parent's cursor and another parent's page 2 to its own page 1. A spec without such a read generates what it did",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Partials/RESTDataSourcePagedParentRead.mustache",
				"Partials/RESTDataSourceTestsPagedParentReads.mustache",
				"Partials/RESTDataSourceParentContinuations.mustache",
				"Partials/RESTDataSourceParentContinuationsStore.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"the rest of the generated tests compile faster (issue 51, part 3): the error mapper's, page error mapper's and filter mapper's tests are one test comparing the list of what each failure maps to with the list expected (Swift Testing prints both and the position where they differ), an enum's raw values one test of two list comparisons, the wire value parser's two tests (what it parses, what it refuses, each refused text named in its expected error), the REST data source's request and decoding checks one test per read and its 404 and 500 mappings one @Test(arguments:), the repositories' failure mappings without a cache one test, the local stores' miss and hit one test, and a saved page is compared whole; what each test proves is unchanged",
			templates: [
				"Feature/Tests/Unit/Data/Mappers/ErrorMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageErrorMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/FilterMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/WireValueParserTests.swift.mustache",
				"Feature/Tests/Unit/Domain/EnumTests.swift.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Partials/RepositoryTestsDetail.mustache",
				"Partials/LocalStoreBehaviourTests.mustache",
				"Partials/LocalStoreBehaviourTestsPages.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a GraphQL detail may read Relay's node(id:) (\"detail\": {\"field\": \"node\", \"on\": \"Repository\"}; issue 52): its selection goes in a fragment on the type, ... on Repository { … }, and a generated test holds the query to it; spec import writes it for a type implementing Node that no query field fetches by id (GitHub's Repository). A spec without \"on\" generates what it did",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/GraphQLDataSource.swift.mustache",
				"Partials/GraphQLDataSourceTestsQueries.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a PATCH can clear an optional field: a field optional in the item is optional twice in {Name}Changes and {Name}ChangesDTO (nil not changed, .some(nil) cleared), the ChangesDTO writes its coding out (a cleared field sent as null with encodeNil(forKey:), a null decoded as cleared), and the mapper's tests clear one field",
			templates: [
				"Feature/Sources/Data/DTOs/ChangesDTO.swift.mustache",
				"Feature/Sources/Domain/Models/Changes.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ChangesDTOMapperTests.swift.mustache",
				"Partials/ChangesDTOMapperTestsClear.mustache",
				"Partials/RESTDataSourceBodyEncoding.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a file store's graph of nested entities is read by one runtime helper, StoredArchive.readGraph(_:from:onlyOf:rebuiltFrom:reporter:), over StoredGraphContract (init() and store(_:), which the feature's {Name}Graph conforms to in the file data source), instead of a loadGraph of its own in every file data source; an adopted app gets it in its support files",
			templates: [
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredGraphContract.swift.mustache",
				"Init/Libraries/Tests/{{modulePrefix}}CoreTests/StoredGraphTests.swift.mustache",
				"Feature/Sources/Data/DataSources/Local/FileDataSource.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a page repository's tests set their memory stores (typed as the contract) in init(), so that a long entity name no longer writes a line past 100 columns, and a continued list that does not revalidate builds its requests with Endpoint's default headers instead of headers: [:]",
			templates: [
				"Feature/Tests/Unit/Data/PageRepositoryTests.swift.mustache",
				"Partials/RESTDataSourceContinuations.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a REST read by parent paged by the Link header (\"page\": {\"linkHeader\": true}, GitHub's /users/{login}/repos: the body is the items alone) is generated: the next URL page n of one parent's Link rel=\"next\" gave is kept per parent in {Plural}By{Parent}Continuations, page n + 1 of that parent sends its query items, and a page after the last is APIError.notFound; the list's Link-header reader (linkedPage, nextLink) is a partial of its own, written once for an entity without a paginated list whose reads by parent page by the Link header; the generated tests give page 1 a Link header",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache",
				"Partials/RESTDataSourceContinuations.mustache",
				"Partials/RESTDataSourceLinkedPage.mustache",
				"Partials/RESTDataSourceParentLinkedPage.mustache",
				"Partials/RESTDataSourcePagedParentRead.mustache",
				"Partials/RESTDataSourceTestsPagedParentReads.mustache",
			]),
		// Issue 51, part 3: the generated tests check values through plain functions (docs/performance.md).
		TemplateChange(
			version: "0.1.0",
			summary:
				"the generated tests check values through plain functions of a new Tests/Shared/TestExpectations.swift (expectEqual, requireValue, expectThrows: one #expect or #require each, failing at the caller's line with both values) instead of a macro at every check, which takes most of the expectations' compile time out of a build",
			templates: [
				"Feature/Tests/Shared/TestExpectations.swift.mustache",
				"Feature/Tests/Unit/ContainerTests.swift.mustache",
				"Feature/Tests/Unit/Data/FileDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/KeychainDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/LocalRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ChangesDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/DTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/EntityDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/EntityMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ErrorMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/FilterMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/MapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageEntityDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageErrorMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/UnionDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/UnionMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ValueEntityDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ValueEntityMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ValueTypeDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ValueTypeMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/WireValueParserTests.swift.mustache",
				"Feature/Tests/Unit/Data/PageRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/ParentRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/RepositorySyncTests.swift.mustache",
				"Feature/Tests/Unit/Data/RepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/StoredMigrationTests.swift.mustache",
				"Feature/Tests/Unit/Data/SwiftDataMigrationTests.swift.mustache",
				"Feature/Tests/Unit/Data/UserDefaultsDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/UserDefaultsRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Domain/EnumTests.swift.mustache",
				"Feature/Tests/Unit/Domain/LocalUseCaseTests.swift.mustache",
				"Feature/Tests/Unit/Domain/PageUseCaseTests.swift.mustache",
				"Feature/Tests/Unit/Domain/ParentUseCaseTests.swift.mustache",
				"Feature/Tests/Unit/Domain/UseCaseMockTests.swift.mustache",
				"Feature/Tests/Unit/Domain/UseCaseTests.swift.mustache",
				"Feature/Tests/Unit/Domain/UserDefaultsUseCaseTests.swift.mustache",
				"Partials/ChangesDTOMapperTestsClear.mustache",
				"Partials/DomainChoiceMapperTests.mustache",
				"Partials/GraphQLDataSourceTestsQueries.mustache",
				"Partials/GraphStoreTests.mustache",
				"Partials/InvalidDTO.mustache",
				"Partials/LocalStoreBehaviourTests.mustache",
				"Partials/LocalStoreBehaviourTestsPages.mustache",
				"Partials/LocalStoreBehaviourTestsParentReads.mustache",
				"Partials/LocalStoreBehaviourTestsSearch.mustache",
				"Partials/PageRepositoryTestsByParent.mustache",
				"Partials/PageRepositoryTestsCaching.mustache",
				"Partials/PageRepositoryTestsSearch.mustache",
				"Partials/ParentRepositoryTestsPolicies.mustache",
				"Partials/ParentRepositoryTestsRevalidation.mustache",
				"Partials/RESTDataSourceTestsContinuations.mustache",
				"Partials/RESTDataSourceTestsPageRevalidation.mustache",
				"Partials/RESTDataSourceTestsPagedParentReads.mustache",
				"Partials/RESTDataSourceTestsParentRevalidation.mustache",
				"Partials/RESTDataSourceTestsPatch.mustache",
				"Partials/RESTDataSourceTestsRevalidation.mustache",
				"Partials/RESTDataSourceTestsUpdateAnswer.mustache",
				"Partials/RESTDataSourceTestsWrites.mustache",
				"Partials/RepositorySyncTestsReads.mustache",
				"Partials/RepositoryTestsDetail.mustache",
				"Partials/RepositoryTestsFreshness.mustache",
				"Partials/RepositoryTestsList.mustache",
				"Partials/RepositoryTestsPatch.mustache",
				"Partials/RepositoryTestsWrites.mustache",
				"Partials/SearchesLikeMemoryTests.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a page whose next page's URL comes inside a link object (page.href: HAL's and Okta's {\"_links\": {\"next\": {\"href\": …}}}) gets an info DTO that decodes the link object and keeps its URL, left out on the last page",
			templates: [
				"Feature/Sources/Data/DTOs/PaginationInfoDTO.swift.mustache",
				"Partials/PaginationInfoLinkObject.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a GraphQL read by parent may be a Relay connection (\"connection\": true; issue 52): fetch{Plural}Page({parent}Identifier:page:) sends query Get{Parent}{Plural}($id: ID!, $first: Int!, $after: String) { parent(id: $id) { list(first: $first, after: $after) { edges { node { … } } pageInfo { hasNextPage endCursor } } } }, page n + 1 of one parent after the end cursor page n of that parent gave (kept per parent in {Plural}By{Parent}Continuations, shared with REST's paged reads), a null parent and a page after the last are APIError.notFound; \"argumentType\" sets the argument's GraphQL type (default ID!). The generated tests page two parents and check each one's cursor. A spec without them generates what it did",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/GraphQLDataSource.swift.mustache",
				"Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
				"Partials/GraphQLDataSourceContinuations.mustache",
				"Partials/GraphQLDataSourcePagedParentRead.mustache",
				"Partials/GraphQLDataSourcePagedParentReadQuery.mustache",
				"Partials/GraphQLDataSourcePagedParentResponse.mustache",
				"Partials/GraphQLDataSourceStorage.mustache",
				"Partials/GraphQLDataSourceTestsPagedParentReads.mustache",
				"Partials/RESTDataSourceParentContinuationsStore.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a test suite's scenarios that share its setup are plain private methods, run by one @Test(arguments:) per operation over an enum of them whose testDescription is the scenario's description: one macro expansion where there were one per scenario",
			templates: [
				"Feature/Tests/Unit/Data/FileDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/KeychainDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/LocalRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/PageRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/RepositorySyncTests.swift.mustache",
				"Feature/Tests/Unit/Data/RepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/UserDefaultsDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/UserDefaultsRepositoryTests.swift.mustache",
				"Partials/FileDataSourceTestsScenarios.mustache",
				"Partials/GraphQLDataSourceTestsScenarios.mustache",
				"Partials/KeychainDataSourceTestsScenarios.mustache",
				"Partials/LocalRepositoryTestsScenarios.mustache",
				"Partials/LocalStoreBehaviourTests.mustache",
				"Partials/LocalStoreBehaviourTestsPages.mustache",
				"Partials/LocalStoreBehaviourTestsPagesScenarios.mustache",
				"Partials/LocalStoreBehaviourTestsParentReads.mustache",
				"Partials/LocalStoreBehaviourTestsParentReadsScenarios.mustache",
				"Partials/LocalStoreBehaviourTestsScenarios.mustache",
				"Partials/LocalStoreBehaviourTestsSearch.mustache",
				"Partials/LocalStoreBehaviourTestsSearchScenarios.mustache",
				"Partials/PageRepositoryTestsByParent.mustache",
				"Partials/PageRepositoryTestsByParentScenarios.mustache",
				"Partials/PageRepositoryTestsCaching.mustache",
				"Partials/PageRepositoryTestsCachingScenarios.mustache",
				"Partials/PageRepositoryTestsScenarios.mustache",
				"Partials/PageRepositoryTestsSearch.mustache",
				"Partials/PageRepositoryTestsSearchScenarios.mustache",
				"Partials/ParentRepositoryTestsPolicies.mustache",
				"Partials/ParentRepositoryTestsPoliciesScenarios.mustache",
				"Partials/RESTDataSourceTestsContinuations.mustache",
				"Partials/RESTDataSourceTestsContinuationsScenarios.mustache",
				"Partials/RESTDataSourceTestsPageRevalidation.mustache",
				"Partials/RESTDataSourceTestsPageRevalidationScenarios.mustache",
				"Partials/RESTDataSourceTestsPagedParentReads.mustache",
				"Partials/RESTDataSourceTestsPagedParentReadsScenarios.mustache",
				"Partials/RESTDataSourceTestsRevalidation.mustache",
				"Partials/RESTDataSourceTestsRevalidationScenarios.mustache",
				"Partials/RESTDataSourceTestsScenarios.mustache",
				"Partials/RepositorySyncTestsScenarios.mustache",
				"Partials/RepositoryTestsClearScenarios.mustache",
				"Partials/RepositoryTestsDetail.mustache",
				"Partials/RepositoryTestsDetailScenarios.mustache",
				"Partials/RepositoryTestsFreshness.mustache",
				"Partials/RepositoryTestsFreshnessScenarios.mustache",
				"Partials/RepositoryTestsList.mustache",
				"Partials/RepositoryTestsListScenarios.mustache",
				"Partials/RepositoryTestsPatch.mustache",
				"Partials/RepositoryTestsPatchScenarios.mustache",
				"Partials/RepositoryTestsWrites.mustache",
				"Partials/RepositoryTestsWritesScenarios.mustache",
				"Partials/UserDefaultsDataSourceTestsScenarios.mustache",
				"Partials/UserDefaultsRepositoryTestsScenarios.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"GraphQL reads by parent (issue 52): \"on\" on a byParent item selects the parent's list in a fragment on that type when the parent's field answers an interface (Relay's node(id: $id) { ... on User { repositories(first: $first, after: $after) { … } } }), which spec import writes for GitHub's connections; every read by parent declares the entity's graphql.arguments, passes them to the parent's field and sends them, as its detail and list do, and the arguments test covers its queries; a connection list declares $first: Int! as a connection read by parent does (it is always sent, and a non-null variable fits a first declared Int or Int!); a new test per read holds its query to the parent's field, the fragment and the list's call (first and after for a connection). A spec without them generates what it did, but for the connection list's $first",
			templates: [
				"Feature/Sources/Data/DataSources/Remote/GraphQLDataSource.swift.mustache",
				"Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
				"Partials/GraphQLDataSourcePagedParentRead.mustache",
				"Partials/GraphQLDataSourcePagedParentReadQuery.mustache",
				"Partials/GraphQLDataSourceParentReadField.mustache",
				"Partials/GraphQLDataSourceParentReadList.mustache",
				"Partials/GraphQLDataSourceTestsParentQuery.mustache",
				"Partials/GraphQLDataSourceTestsQueries.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a read by parent with a 'name' (several reads of one parent) names its calls, stores, freshness keys, mocks and tests after that name (fetchStarredRepos(userIdentifier:), starredReposByUser, lastFetchedStarredUserIdentifier), so two reads of one parent keep their lists, stamps and continuations apart, and the store tests of each save its list and expect the parent's other lists still missing; a read without one is generated byte for byte as before",
			templates: [
				"Feature/Sources/Data/DataSources/Local/EntityDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Local/FileDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Local/LocalDataSourceContract.swift.mustache",
				"Feature/Sources/Data/DataSources/Local/MemoryDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Remote/GraphQLDataSource.swift.mustache",
				"Feature/Sources/Data/DataSources/Remote/RemoteDataSourceContract.swift.mustache",
				"Feature/Sources/Data/Entities/ParentListEntity.swift.mustache",
				"Feature/Sources/Domain/Repositories/PageRepositoryContract.swift.mustache",
				"Feature/Sources/Domain/Repositories/RepositoryContract.swift.mustache",
				"Feature/Tests/Shared/Mocks/LocalDataSourceMock.swift.mustache",
				"Feature/Tests/Shared/Mocks/RemoteDataSourceMock.swift.mustache",
				"Feature/Tests/Shared/Mocks/RepositoryMock.swift.mustache",
				"Feature/Tests/Unit/Data/FileDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/GraphQLDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Data/PageRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/ParentRepositoryTests.swift.mustache",
				"Feature/Tests/Unit/Data/RESTDataSourceTests.swift.mustache",
				"Feature/Tests/Unit/Domain/ParentUseCaseTests.swift.mustache",
				"Partials/FileDataSourceTestsScenarios.mustache",
				"Partials/GraphQLDataSourcePagedParentRead.mustache",
				"Partials/GraphQLDataSourcePagedParentReadQuery.mustache",
				"Partials/GraphQLDataSourceTestsPagedParentReads.mustache",
				"Partials/GraphQLDataSourceTestsScenarios.mustache",
				"Partials/LocalStoreBehaviourTestsParentReads.mustache",
				"Partials/LocalStoreBehaviourTestsParentReadsScenarios.mustache",
				"Partials/PageRepositoryByParent.mustache",
				"Partials/PageRepositoryMockByParent.mustache",
				"Partials/PageRepositoryTestsByParent.mustache",
				"Partials/PageRepositoryTestsByParentScenarios.mustache",
				"Partials/ParentRepositoryTestsFreshStamp.mustache",
				"Partials/ParentRepositoryTestsPolicies.mustache",
				"Partials/ParentRepositoryTestsPoliciesScenarios.mustache",
				"Partials/ParentRepositoryTestsRevalidation.mustache",
				"Partials/RESTDataSourcePagedParentRead.mustache",
				"Partials/RESTDataSourceParentContinuations.mustache",
				"Partials/RESTDataSourceParentContinuationsStore.mustache",
				"Partials/RESTDataSourceParentRead.mustache",
				"Partials/RESTDataSourceTestsPagedParentReads.mustache",
				"Partials/RESTDataSourceTestsPagedParentReadsScenarios.mustache",
				"Partials/RESTDataSourceTestsParentRevalidation.mustache",
				"Partials/RESTDataSourceTestsScenarios.mustache",
				"Partials/RemoteDataSourceMockPagedParentReads.mustache",
				"Partials/RemoteDataSourceMockParentRevalidation.mustache",
				"Partials/RepositoryCaching.mustache",
				"Partials/RepositoryParentRemote.mustache",
				"Partials/RepositoryReads.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"a feature's mapper tests are one @Test(arguments:) in {Feature}MappingTests over every mapper test suite's scenarios (each suite's file keeps its plain methods and lists them, described as their tests were), and an operation with a single scenario (a REST read by identifier, a repository's read by identifier or create without a cache) is a plain @Test, not an enum of one case",
			templates: [
				"Feature/Tests/Unit/Data/Mappers/ChangesDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/DTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/EntityDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/EntityMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ErrorMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/FilterMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/MapperScenarios.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/MapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageEntityDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageErrorMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/PageMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/UnionDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/UnionMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ValueEntityDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ValueEntityMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ValueTypeDTOMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/ValueTypeMapperTests.swift.mustache",
				"Feature/Tests/Unit/Data/Mappers/WireValueParserTests.swift.mustache",
				"Partials/ChangesDTOMapperScenariosClear.mustache",
				"Partials/ChangesDTOMapperTestsClear.mustache",
				"Partials/DomainChoiceMapperScenarios.mustache",
				"Partials/DomainChoiceMapperTests.mustache",
				"Partials/RESTDataSourceTestsScenarios.mustache",
				"Partials/RepositoryTestsDetailScenarios.mustache",
				"Partials/RepositoryTestsWritesScenarios.mustache",
			]),
	]
}
