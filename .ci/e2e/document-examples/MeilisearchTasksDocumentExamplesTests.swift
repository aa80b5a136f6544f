// Written by hand (not by scaffold): copied into the end-to-end project by .ci/e2e/document-examples.sh.
import ChallengeNetworkingMocks
import Foundation
import Testing

@testable import ChallengeMeilisearchTasks

/// Meilisearch's own examples of `GET /tasks` and `GET /tasks/{taskUid}`, taken from the document as
/// it is (meilisearch.json), read by the generated data source and mappers: a page continued by a
/// cursor the API sends as a number (`next`, null on this last page), tasks with nested details and
/// nullable errors.
struct MeilisearchTasksDocumentExamplesTests {
	private let httpClientMock = HTTPClientMock()
	private let sut: TaskViewRESTDataSource

	init() {
		sut = TaskViewRESTDataSource(httpClient: httpClientMock)
	}

	@Test("The document's example of a task decodes and maps")
	func aTask() async throws {
		httpClientMock.result = .success(try Bundle.module.loadJSONData("document_example_task_view"))

		let dto = try await sut.fetchTaskView(identifier: 1)
		let task = try TaskViewMapper().map(dto)

		#expect(task.uid == 1 && task.status == .succeeded)
		#expect(task.enqueuedAt == "2021-01-01T09:39:00.000000Z", "the document gives its dates no format: they stay text")
	}

	@Test("The document's example of the list of tasks decodes and maps")
	func theList() async throws {
		httpClientMock.result = .success(try Bundle.module.loadJSONData("document_example_task_views"))

		let response = try await sut.fetchTaskViews(page: 1, filter: .empty)
		let page = try TaskViewsPageMapper().map((response: response, page: 1))

		#expect(page.items.map(\.uid) == [144])
		#expect(!page.hasNextPage)
	}
}
