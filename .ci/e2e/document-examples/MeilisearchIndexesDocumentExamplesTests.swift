// Written by hand (not by scaffold): copied into the end-to-end project by .ci/e2e/document-examples.sh.
import ChallengeNetworkingMocks
import Foundation
import Testing

@testable import ChallengeMeilisearchIndexes

/// Meilisearch's own examples of `GET /indexes` and `GET /indexes/{indexUid}`, taken from the
/// document as it is (meilisearch.json), read by the generated data source and mappers: what the
/// API documents, the generated code decodes, dates with fractional seconds included.
struct MeilisearchIndexesDocumentExamplesTests {
	private let httpClientMock = HTTPClientMock()
	private let sut: IndexViewRESTDataSource

	init() {
		sut = IndexViewRESTDataSource(httpClient: httpClientMock)
	}

	@Test("The document's example of an index decodes and maps")
	func anIndex() async throws {
		httpClientMock.result = .success(try Bundle.module.loadJSONData("document_example_index_view"))

		let dto = try await sut.fetchIndexView(identifier: "movies")
		let index = try IndexViewMapper().map(dto)

		#expect(index.uid == "movies" && index.primaryKey == "movie_id")
		#expect(index.createdAt.timeIntervalSince1970 > 1_574_000_000)
	}

	@Test("The document's example of the list of indexes decodes and maps")
	func theList() async throws {
		httpClientMock.result = .success(try Bundle.module.loadJSONData("document_example_index_views"))

		let response = try await sut.fetchIndexViews(page: 1, filter: .empty)
		let page = try IndexViewsPageMapper().map((response: response, page: 1))

		#expect(page.items.map(\.uid) == ["movies"])
		#expect(page.totalCount == 1 && !page.hasNextPage)
	}
}
