// Copied by .ci/e2e/generated-project.sh into the generated project's Feed tests: lists with no page
// numbers, through the runtime's URLSession client, against the local fixture server
// (.ci/e2e/fixture_server.py): posts continued by an opaque cursor in the body, events by the next
// page's URL (Django REST Framework's CursorPagination), stories by a GraphQL Relay connection, through
// the generated data sources and the container's page repositories. Runs only when
// SCAFFOLD_E2E_BASE_URL is set.
import ChallengeCore
import ChallengeCoreMocks
import ChallengeNetworking
import Foundation
import Testing

@testable import ChallengeFeed

@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"] != nil))
struct FeedRoundTripTests {
	private let base: URL
	private let posts: PostRESTDataSource
	private let events: EventRESTDataSource
	private let stories: StoryGraphQLDataSource

	init() throws {
		base = try #require(ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"].flatMap { URL(string: $0) })
		posts = PostRESTDataSource(httpClient: HTTPClient(baseURL: base))
		events = EventRESTDataSource(httpClient: HTTPClient(baseURL: base))
		stories = StoryGraphQLDataSource(graphQLClient: GraphQLClient(httpClient: HTTPClient(baseURL: base)))
	}

	@Test("Posts come page by page, each asked for with the cursor the page before gave, to a last page without one")
	func followsPostCursors() async throws {
		let first = try await posts.fetchPosts(page: 1, filter: .empty)
		#expect(first.results.map(\.id) == [1, 2])
		#expect(first.info.next != nil)
		let second = try await posts.fetchPosts(page: 2, filter: .empty)
		#expect(second.results.map(\.id) == [3, 4])
		let third = try await posts.fetchPosts(page: 3, filter: .empty)
		#expect(third.results.map(\.id) == [5])
		#expect(third.info.next == nil)
		await #expect(throws: APIError.notFound) {
			_ = try await posts.fetchPosts(page: 4, filter: .empty)
		}
	}

	@Test("A page asked for first is reached by following the cursors from the first page, the filter kept")
	func walksToAFilteredPage() async throws {
		let second = try await posts.fetchPosts(page: 2, filter: PostFilterDTO(author: "ada"))
		#expect(second.results.map(\.id) == [5])
		#expect(second.info.next == nil)
	}

	@Test("Events come page by page, each asked for with the query items of the link the page before gave")
	func followsEventLinks() async throws {
		let first = try await events.fetchEvents(page: 1, filter: .empty)
		#expect(first.results.map(\.kind) == ["signed_in", "posted"])
		#expect(first.info.next?.contains("/feed/events/?cursor=") == true)
		let second = try await events.fetchEvents(page: 2, filter: .empty)
		#expect(second.results.map(\.kind) == ["signed_out"])
		#expect(second.info.next == nil)
	}

	@Test("Stories come edge by edge, each page asked for after the end cursor of the page before")
	func followsTheStoryConnection() async throws {
		let first = try await stories.fetchStories(page: 1, filter: .empty)
		#expect(first.results.map(\.id) == ["s1", "s2"])
		#expect(first.info.next != nil)
		let second = try await stories.fetchStories(page: 2, filter: .empty)
		#expect(second.results.map(\.id) == ["s3"])
		#expect(second.info.next == nil)
		let filtered = try await stories.fetchStories(page: 1, filter: StoryFilterDTO(author: "ada"))
		#expect(filtered.results.map(\.id) == ["s1", "s3"] && filtered.info.next == nil)
		await #expect(throws: APIError.notFound) {
			_ = try await stories.fetchStories(page: 3, filter: .empty)
		}
	}

	@Test("The container's page repositories read every page as an AsyncSequence, to the end of each list")
	func readsEveryPageThroughTheContainer() async throws {
		let container = FeedContainer(httpClient: HTTPClient(baseURL: base))
		var postIdentifiers: [Int] = []
		for try await page in container.postsPageRepository.pages(filter: .empty, policy: .remoteFirst) {
			postIdentifiers += page.items.map(\.id)
			#expect(page.totalCount == nil)
		}
		#expect(postIdentifiers == [1, 2, 3, 4, 5])
		var kinds: [String] = []
		for try await page in container.eventsPageRepository.pages(filter: .empty, policy: .noCache) {
			kinds += page.items.map(\.kind)
		}
		#expect(kinds == ["signed_in", "posted", "signed_out"])
		var storyIdentifiers: [String] = []
		for try await page in container.storiesPageRepository.pages(filter: .empty, policy: .noCache) {
			storyIdentifiers += page.items.map(\.id)
		}
		#expect(storyIdentifiers == ["s1", "s2", "s3"])
	}

	@Test("A post and an event come back by identifier, the event's path with the slash the server requires")
	func fetchesItems() async throws {
		#expect(try await posts.fetchPost(identifier: 1).author == "ada")
		#expect(try await events.fetchEvent(identifier: 1).kind == "signed_in")
	}

	@Test("A post is served from the cache while young; once old it is revalidated, the server's 304 keeps the copy, and its max-age (2 minutes) wins over the spec's 10")
	func revalidatesAnOldPost() async throws {
		let clock = CacheClockMock()
		let client = RecordingHTTPClient(base: base)
		let container = FeedContainer(httpClient: client, cacheClock: clock.clock)

		let first = try await container.postRepository.getPost(identifier: 1, policy: .localFirst)
		clock.advance(by: 119)
		_ = try await container.postRepository.getPost(identifier: 1, policy: .localFirst)
		#expect(client.outcomes == ["200"])
		clock.advance(by: 1)
		let revalidated = try await container.postRepository.getPost(identifier: 1, policy: .localFirst)

		#expect(revalidated == first)
		#expect(client.outcomes == ["200", "304"])
		#expect(client.endpoints.last?.headers["If-None-Match"] == "\"post-1-v1\"")
		#expect(client.endpoints.last?.headers["If-Modified-Since"] == "Sun, 01 Nov 2026 08:00:00 GMT")
	}

	@Test("Offline, a post older than its maximum age is served from the cache and reported stale with its age")
	func servesAStalePostOffline() async throws {
		let clock = CacheClockMock()
		let reporter = StaleCopyReporterMock()
		let client = RecordingHTTPClient(base: base)
		let container = FeedContainer(httpClient: client, cacheClock: clock.clock, staleCopyReporter: reporter)
		let first = try await container.postRepository.getPost(identifier: 1, policy: .localFirst)

		client.goOffline()
		clock.advance(by: 3600)
		let stale = try await container.postRepository.getPost(identifier: 1, policy: .localFirst)

		#expect(stale == first)
		#expect(client.outcomes == ["200", "unreachable"])
		#expect(reporter.reports == [StaleCopy(key: "Post/1", age: 3600)])
	}

	@Test("An event the server marks no-store is never kept: every read asks the server")
	func neverKeepsANoStoreEvent() async throws {
		let clock = CacheClockMock()
		let client = RecordingHTTPClient(base: base)
		let container = FeedContainer(
			httpClient: client, persistentStore: .files(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)),
			cacheClock: clock.clock)

		_ = try await container.eventRepository.getEvent(identifier: 1, policy: .localFirst)
		_ = try await container.eventRepository.getEvent(identifier: 1, policy: .localFirst)

		#expect(client.outcomes == ["200", "200"])
	}
}

/// The runtime's client, recording each request and how it ended ("200", "304", …).
/// `goOffline()` points it at a port nothing listens on: the next requests fail as a phone's do
/// without a network.
private nonisolated final class RecordingHTTPClient: HTTPClientContract, @unchecked Sendable {
	private let lock = NSLock()
	private var client: HTTPClient
	private var recorded: [(Endpoint, String)] = []

	init(base: URL) {
		client = HTTPClient(baseURL: base)
	}

	func goOffline() {
		lock.withLock { client = HTTPClient(baseURL: URL(string: "http://127.0.0.1:9")!) }
	}

	var endpoints: [Endpoint] { lock.withLock { recorded.map(\.0) } }
	var outcomes: [String] { lock.withLock { recorded.map(\.1) } }

	@concurrent func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
		try await response(endpoint).body
	}

	@concurrent func send(_ endpoint: Endpoint) async throws {
		try await lock.withLock { client }.send(endpoint)
	}

	@concurrent func response<T: Decodable>(_ endpoint: Endpoint) async throws -> HTTPResponse<T> {
		let client = lock.withLock { self.client }
		do {
			let response: HTTPResponse<T> = try await client.response(endpoint)
			record(endpoint, String(response.statusCode))
			return response
		} catch HTTPError.statusCode(let status, let data) {
			record(endpoint, String(status))
			throw HTTPError.statusCode(status, data)
		} catch HTTPError.transport(let reason) {
			record(endpoint, "unreachable")
			throw HTTPError.transport(reason)
		}
	}

	private func record(_ endpoint: Endpoint, _ outcome: String) {
		lock.withLock { recorded.append((endpoint, outcome)) }
	}
}
