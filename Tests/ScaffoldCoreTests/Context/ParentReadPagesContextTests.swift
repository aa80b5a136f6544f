import Testing

import ScaffoldCore

/// A paged REST read by parent (`"page"` on a `byParent` item, paged as the entity's paginated
/// list): the data source asks for the parent's path (or query item) and the page's query items,
/// the page repository maps the answer as a page of the list, and a read of one array per parent
/// generates what it did.
struct ParentReadPagesContextTests {
	/// The files generated for a `Comment` of an `Article`, whose list pages as `page` and whose read by
	/// the article is `read`.
	private static func files(page: String, read: String) throws -> [String: String] {
		let spec = #"""
			{"version": 1, "feature": "Blog", "types": [], "entities": [
			{"name": "Article", "identifier": {"name": "slug", "type": "String"}, "fields": [{"name": "title", "type": "String"}],
			"rest": {"path": "/articles"}, "local": "memory"},
			{"name": "Comment", "fields": [{"name": "text", "type": "String"}],
			"rest": {"path": "/comments", "list": {"paginated": true, "pageSize": 2, "page": \#(page)}, "byParent": [\#(read)]},
			"local": "memory", "repository": {"useCases": true}}]}
			"""#
		return try GeneratedFiles.files(spec, path: "Specs/Blog.json")
	}

	func aPageByOffsetOrNumberSendsTheParentAndThePage() throws {
		// A page by offset sends the parent and the page.
		do {
			let page = #"{"offset": "offset", "limit": "limit", "info": null, "pages": null, "prev": "previous"}"#
			let files = try Self.files(page: page, read: #"{"parent": "Article", "path": "/articles/{slug}/comments", "page": \#(page)}"#)
			let source = try GeneratedFiles.file(files, endingWith: "CommentRESTDataSource.swift")
			expectContains(source, "func fetchCommentsPage(articleIdentifier: String, page: Int) async throws -> CommentsResponseDTO {")
			expectContains(source, #"path: "/articles/\(articleIdentifier)/comments""#)
			expectContains(source, #"URLQueryItem(name: "offset", value: String((page - 1) * 2))"#)
			expectLacks(source, "func fetchComments(articleIdentifier:", "no read of one array per parent beside it")
			let repository = try GeneratedFiles.file(files, endingWith: "CommentsPageRepository.swift")
			expectContains(repository, "func getCommentsPage(articleIdentifier: String, page: Int) async throws(CommentsPageError) -> CommentsPage {")
			expectContains(repository, "return try pageMapper.map((response: response, page: page))")
			let tests = try GeneratedFiles.file(files, endingWith: "CommentRESTDataSourceTests.swift")
			expectContains(tests, #"expectEqual(endpoint.queryItems, [URLQueryItem(name: "offset", value: "2"), URLQueryItem(name: "limit", value: "2")])"#)
			let useCase = try GeneratedFiles.file(files, endingWith: "GetCommentsByArticlePageUseCase.swift")
			expectContains(useCase, "try await repository.getCommentsPage(articleIdentifier: articleIdentifier, page: page)")
			expectAll(files.keys, where: { !$0.hasSuffix("CommentsByArticleRepositoryTests.swift") }, "the cached read's tests are not generated")
		}

		// A page by number sends the parent as a query item first.
		do {
			let page = #"{"parameter": "p"}"#
			let files = try Self.files(page: page, read: #"{"parent": "Article", "query": "article", "page": \#(page)}"#)
			let source = try GeneratedFiles.file(files, endingWith: "CommentRESTDataSource.swift")
			expectContains(source, #"URLQueryItem(name: "article", value: articleIdentifier)"#)
			expectContains(source, #"URLQueryItem(name: "p", value: String(page))"#)
			let tests = try GeneratedFiles.file(files, endingWith: "CommentRESTDataSourceTests.swift")
			expectContains(tests, #"[URLQueryItem(name: "article", value: "1"), URLQueryItem(name: "p", value: "2")]"#)
		}
	}

	/// A `Document` without a list, read a page at a time by its `Library` (Meilisearch's shape:
	/// offset and limit, a total beside the items): page types of its own, and a page repository
	/// with the paged read alone.
	func anEntityWithoutAListGetsPageTypesFromItsPagedRead() throws {
		let spec = #"""
			{"version": 1, "feature": "Shelf", "types": [], "entities": [
			{"name": "Library", "identifier": {"name": "uid", "type": "String"}, "fields": [{"name": "title", "type": "String"}],
			"rest": {"path": "/libraries", "detail": true, "list": true}, "local": "memory"},
			{"name": "Document", "fields": [{"name": "text", "type": "String"}],
			"rest": {"path": "/documents", "detail": true, "byParent": [{"parent": "Library", "path": "/libraries/{uid}/documents",
			"page": {"offset": "offset", "limit": "limit", "info": null, "count": "total", "pages": null, "next": null, "prev": null}}]},
			"local": "memory", "repository": {"useCases": true}}]}
			"""#
		let files = try GeneratedFiles.files(spec, path: "Specs/Shelf.json")
		let source = try GeneratedFiles.file(files, endingWith: "DocumentRESTDataSource.swift")
		expectContains(source, "func fetchDocumentsPage(libraryIdentifier: String, page: Int) async throws -> DocumentsResponseDTO {")
		expectContains(source, #"URLQueryItem(name: "offset", value: String((page - 1) * 20))"#)
		let response = try GeneratedFiles.file(files, endingWith: "DocumentsResponseDTO.swift")
		expectContains(response, "case results = \"results\"")
		let info = try GeneratedFiles.file(files, endingWith: "DocumentPaginationInfoDTO.swift")
		expectContains(info, "case count = \"total\"")
		let contract = try GeneratedFiles.file(files, endingWith: "DocumentsPageRepositoryContract.swift")
		expectContains(contract, "func getDocumentsPage(libraryIdentifier: String, page: Int) async throws(DocumentsPageError) -> DocumentsPage")
		expectLacks(contract, "filter:", "no list, so no list methods")
		let repository = try GeneratedFiles.file(files, endingWith: "DocumentsPageRepository.swift")
		expectLacks(repository, "volatile", "pages by parent are not cached")
		expectAny(files.keys, where: { $0.hasSuffix("DocumentsPageMapperTests.swift") })
		expectAny(files.keys, where: { $0.hasSuffix("GetDocumentsByLibraryPageUseCase.swift") })
		expectNone(files.keys, where: { $0.hasSuffix("DocumentFilterDTO.swift") || $0.hasSuffix("DocumentsPageUseCaseTests.swift") })
	}

	func aPageAfterTheLastItemOrByTheLinkHeaderIsKeptPerParent() throws {
		// A read continued after its last item while `has_more` (Resend's attachments of an email), on
		// an entity without a list: the data source keeps what each email's pages answered, and the
		// generated tests send page 2 of one email with that email's cursor alone.
		do {
			let spec = #"""
				{"version": 1, "feature": "Inbox", "types": [], "entities": [
				{"name": "Email", "fields": [{"name": "subject", "type": "String"}], "rest": {"path": "/emails", "detail": true}, "local": "memory"},
				{"name": "Attachment", "fields": [{"name": "filename", "type": "String"}],
				"rest": {"path": "/attachments", "detail": true, "byParent": [{"parent": "Email", "path": "/emails/{email_id}/attachments",
				"page": {"hasMore": "has_more", "parameter": "after", "limit": "limit", "items": "data"}}]}, "local": "memory"}]}
				"""#
			let files = try GeneratedFiles.files(spec, path: "Specs/Inbox.json")
			let source = try GeneratedFiles.file(files, endingWith: "AttachmentRESTDataSource.swift")
			expectContains(source, "private let attachmentsByEmailContinuations = AttachmentsByEmailContinuations()")
			expectContains(source, "var (number, next) = await attachmentsByEmailContinuations.nearest(to: page, of: emailIdentifier)")
			expectContains(source, #"queryItems.append(URLQueryItem(name: "after", value: next))"#)
			expectLacks(source, "private let continuations = Continuations()", "no list, so no list continuations")
			let tests = try GeneratedFiles.file(files, endingWith: "AttachmentRESTDataSourceTests.swift")
			expectContains(tests, #"expectEqual(endpoints.map(\.path), ["/emails/1/attachments", "/emails/999/attachments", "/emails/999/attachments"])"#)
		}

		// A read paged by the `Link` header (GitHub's `/users/{login}/repos`: the body is the items
		// alone), on an entity without a list: the data source reads the headers with a reader of its
		// own, keeps each user's next URL apart, and the generated tests give page 1 a Link header.
		do {
			let spec = #"""
				{"version": 1, "feature": "Hub", "types": [], "entities": [
				{"name": "User", "identifier": {"name": "login", "type": "String"}, "fields": [{"name": "name", "type": "String"}],
				"rest": {"path": "/users", "detail": true}, "local": "memory"},
				{"name": "Repo", "fields": [{"name": "fullName", "type": "String"}],
				"rest": {"path": "/repos", "detail": true, "byParent": [{"parent": "User", "path": "/users/{login}/repos",
				"page": {"linkHeader": true, "limit": "per_page"}}]}, "local": "memory"}]}
				"""#
			let files = try GeneratedFiles.files(spec, path: "Specs/Hub.json")
			let source = try GeneratedFiles.file(files, endingWith: "RepoRESTDataSource.swift")
			expectContains(source, "private let reposByUserContinuations = ReposByUserContinuations()")
			expectContains(source, "let response: ReposResponseDTO = try await linkedPage(try reposByUserPageEndpoint(userIdentifier: userIdentifier, after: next))")
			expectContains(source, #"return Endpoint(path: "/users/\(userIdentifier)/repos", queryItems: [URLQueryItem(name: "per_page", value: "20")])"#)
			expectContains(source, "fileprivate func linkedPage(_ endpoint: Endpoint) async throws -> ReposResponseDTO {", "no list, so a reader of its own")
			expectContains(source, "fileprivate static func nextLink(in header: String?) -> String? {")
			expectLacks(source, "private let continuations = Continuations()", "no list, so no list continuations")
			let tests = try GeneratedFiles.file(files, endingWith: "RepoRESTDataSourceTests.swift")
			expectContains(tests, #"httpClientMock.responseHeaders = ["Link": "#)
			expectContains(tests, #"expectEqual(endpoints.map(\.path), ["/users/1/repos", "/users/999/repos", "/users/999/repos"])"#)
		}

		// The same read on an entity whose list is paged by the Link header reads through the list's reader.
		do {
			let page = #"{"linkHeader": true}"#
			let files = try Self.files(page: page, read: #"{"parent": "Article", "path": "/articles/{slug}/comments", "page": \#(page)}"#)
			let source = try GeneratedFiles.file(files, endingWith: "CommentRESTDataSource.swift")
			expectContains(source, "try await linkedPage(try commentsByArticlePageEndpoint(articleIdentifier: articleIdentifier, after: next))")
			expectEqual(source.components(separatedBy: "func linkedPage(").count, 2, "one reader, the list's")
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ParentReadPagesContextTests>] = [
		SuiteTest("aPageByOffsetOrNumberSendsTheParentAndThePage") { try $0.aPageByOffsetOrNumberSendsTheParentAndThePage() },
		SuiteTest("anEntityWithoutAListGetsPageTypesFromItsPagedRead") { try $0.anEntityWithoutAListGetsPageTypesFromItsPagedRead() },
		SuiteTest("aPageAfterTheLastItemOrByTheLinkHeaderIsKeptPerParent") { try $0.aPageAfterTheLastItemOrByTheLinkHeaderIsKeptPerParent() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ParentReadPagesContextTests>) async throws { try await test.body(self) }
}
