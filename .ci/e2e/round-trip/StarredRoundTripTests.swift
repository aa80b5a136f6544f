// Copied by .ci/e2e/generated-project.sh into the generated project's Starred tests: pages as GitHub's
// REST API sends them, the body the items and the next page in the Link header, through the runtime's
// URLSession client (its response headers), the generated data source and the container's page
// repository, against the local fixture server (.ci/e2e/fixture_server.py). Runs only when
// SCAFFOLD_E2E_BASE_URL is set.
import ChallengeNetworking
import Foundation
import Testing

@testable import ChallengeStarred

@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"] != nil))
struct StarredRoundTripTests {
	private let base: URL
	private let repos: RepoRESTDataSource

	init() throws {
		base = try #require(ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"].flatMap { URL(string: $0) })
		repos = RepoRESTDataSource(httpClient: HTTPClient(baseURL: base))
	}

	@Test("Pages come one by one, each asked for with the query items of the Link header's next link")
	func followsTheLinkHeader() async throws {
		let first = try await repos.fetchRepos(page: 1, filter: .empty)
		#expect(first.results.map(\.id) == [1, 2])
		#expect(first.info.next?.hasSuffix("/gh/user/starred?page=2&per_page=2") == true)
		let second = try await repos.fetchRepos(page: 2, filter: .empty)
		#expect(second.results.map(\.fullName) == ["python/cpython", "swiftlang/swift-testing"])
		let third = try await repos.fetchRepos(page: 3, filter: .empty)
		#expect(third.results.map(\.id) == [5, 6])
		#expect(third.info.next == nil, "the last page has no next link")
		await #expect(throws: APIError.notFound) {
			_ = try await repos.fetchRepos(page: 4, filter: .empty)
		}
	}

	@Test("A filtered page asked for first is reached through the first page's link, which carries the filter")
	func walksWithTheFilter() async throws {
		let second = try await repos.fetchRepos(page: 2, filter: RepoFilterDTO(language: "Swift"))
		#expect(second.results.map(\.id) == [6])
		#expect(second.info.next == nil)
	}

	@Test("The container's page repository reads every page as an AsyncSequence")
	func readsEveryPageThroughTheContainer() async throws {
		let container = StarredContainer(httpClient: HTTPClient(baseURL: base))
		var identifiers: [Int] = []
		for try await page in container.reposPageRepository.pages(filter: .empty, policy: .remoteFirst) {
			identifiers += page.items.map(\.id)
		}
		#expect(identifiers == [1, 2, 3, 4, 5, 6])
	}

	@Test("A user's repositories come a page at a time, page 2 asked for with that user's page 1 Link header, never another user's")
	func followsEachUsersLinkHeader() async throws {
		let first = try await repos.fetchReposPage(userIdentifier: "apple", page: 1)
		#expect(first.results.map(\.fullName) == ["apple/swift", "apple/swift-nio"])
		#expect(first.info.next?.hasSuffix("/gh/users/apple/repos?page=2&per_page=2") == true)
		let python = try await repos.fetchReposPage(userIdentifier: "python", page: 1)
		#expect(python.results.map(\.id) == [3])
		#expect(python.info.next == nil, "one page: no next link")
		let second = try await repos.fetchReposPage(userIdentifier: "apple", page: 2)
		#expect(second.results.map(\.fullName) == ["apple/swift-collections"])
		await #expect(throws: APIError.notFound) {
			_ = try await repos.fetchReposPage(userIdentifier: "python", page: 2)
		}
		await #expect(throws: APIError.notFound) {
			_ = try await repos.fetchReposPage(userIdentifier: "nobody", page: 1)
		}
	}

	@Test("A repository comes back by identifier at its own path")
	func fetchesARepository() async throws {
		#expect(try await repos.fetchRepo(identifier: 1).fullName == "apple/swift")
	}
}
