// Copied by .ci/e2e/generated-project.sh into the generated project's Blog tests: the generated
// REST data sources of an API shaped unlike Rick and Morty's (base path, trailing slashes the
// server requires, items by slug, every body in a "data" envelope, and a Laravel paginator's
// pages), through the runtime's URLSession client, against the local fixture server
// (.ci/e2e/fixture_server.py). Runs only when SCAFFOLD_E2E_BASE_URL is set.
import ChallengeNetworking
import Foundation
import Testing

@testable import ChallengeBlog

@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"] != nil))
struct BlogRoundTripTests {
	private let articles: ArticleRESTDataSource
	private let comments: CommentRESTDataSource
	private let subscribers: SubscriberRESTDataSource

	init() throws {
		let base = try #require(ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"].flatMap { URL(string: $0) })
		articles = ArticleRESTDataSource(httpClient: HTTPClient(baseURL: base))
		comments = CommentRESTDataSource(httpClient: HTTPClient(baseURL: base))
		subscribers = SubscriberRESTDataSource(httpClient: HTTPClient(baseURL: base))
	}

	@Test("Pages by offset and limit come back out of the envelope, their number of pages worked out from the count")
	func fetchesCommentPages() async throws {
		let first = try await comments.fetchComments(page: 1, filter: .empty)
		#expect(first.results.map(\.author) == ["Ada", "Grace"])
		#expect(first.info.count == 3 && first.info.pages == 2 && first.info.prev == nil)
		let second = try await comments.fetchComments(page: 2, filter: .empty)
		#expect(second.results.map(\.author) == ["Edsger"])
		#expect(second.info.next == nil && second.info.prev?.contains("offset=0") == true)
	}

	@Test("A Laravel paginator's pages come back with their counts and links read beside the items")
	func fetchesSubscriberPages() async throws {
		let first = try await subscribers.fetchSubscribers(page: 1, filter: .empty)
		#expect(first.results.map(\.email) == ["ada@example.com", "grace@example.com"])
		#expect(first.info.count == 3 && first.info.pages == 2)
		#expect(first.info.next?.hasSuffix("/api/v2/subscribers?p=2") == true && first.info.prev == nil)
		let second = try await subscribers.fetchSubscribers(page: 2, filter: .empty)
		#expect(second.results.map(\.displayName) == ["Edsger"])
		#expect(second.info.next == nil && second.info.prev != nil)
	}

	@Test("An article comes back out of its envelope, by slug, with the trailing slash the server requires")
	func fetchesArticle() async throws {
		let article = try await articles.fetchArticle(identifier: "hello-world")
		#expect(article.slug == "hello-world")
		#expect(article.title == "Hello, world")
		#expect(article.publishedAt == "2026-03-01T09:30:00Z")
	}

	@Test("The list of articles comes back out of its envelope")
	func fetchesArticles() async throws {
		let list = try await articles.fetchArticles(filter: .empty)
		#expect(list.map(\.slug) == ["hello-world"])
	}

	@Test("An article's comments are read by its slug")
	func fetchesComments() async throws {
		let list = try await comments.fetchComments(articleIdentifier: "hello-world")
		#expect(list.map(\.author) == ["Ada"])
	}

	@Test("A created article is what the server sends back in its envelope")
	func createsArticle() async throws {
		let draft = ArticleDTO(slug: "second", title: "Second", body: "More.", tags: [], publishedAt: nil)
		let created = try await articles.createArticle(draft, idempotencyKey: "key-1")
		#expect(created == draft)
	}

	@Test("An unknown slug is the mapped APIError.notFound")
	func mapsNotFound() async {
		await #expect(throws: APIError.notFound) {
			_ = try await articles.fetchArticle(identifier: "missing")
		}
	}
}
