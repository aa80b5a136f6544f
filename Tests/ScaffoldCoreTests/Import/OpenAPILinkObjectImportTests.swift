import Testing

import ScaffoldCore

/// A list answering its next page as a link object inside an object (HAL's and Okta's
/// `{"data": […], "_links": {"self": {"href": …}, "next": {"href": …}}}`): imported as a list
/// continued by the link's URL, `href` naming the URL's key in it, and the spec it writes loads.
struct OpenAPILinkObjectImportTests {
	private static let file = "halish.yaml"

	/// A small document in Okta's shape: a `link` component, the links object naming `self` and
	/// `next`, and the cursor and page size as query parameters.
	private static func document(linkKey: String = "href") -> String {
		"""
		openapi: 3.0.3
		info: { title: Tasks, version: "1" }
		paths:
		  /tasks:
		    get:
		      parameters:
		        - { name: after, in: query, schema: { type: string } }
		        - { name: limit, in: query, schema: { type: integer, default: 20 } }
		      responses:
		        "200":
		          description: A page of tasks
		          content:
		            application/json:
		              schema: { $ref: "#/components/schemas/TaskList" }
		  /tasks/{id}:
		    get:
		      parameters:
		        - { name: id, in: path, required: true, schema: { type: string } }
		      responses:
		        "200":
		          description: A task
		          content:
		            application/json:
		              schema: { $ref: "#/components/schemas/Task" }
		components:
		  schemas:
		    Task:
		      type: object
		      required: [id, label]
		      properties:
		        id: { type: string }
		        label: { type: string }
		    Link:
		      type: object
		      properties:
		        \(linkKey): { type: string }
		    TaskListLinks:
		      type: object
		      properties:
		        self: { $ref: "#/components/schemas/Link" }
		        next: { $ref: "#/components/schemas/Link" }
		    TaskList:
		      type: object
		      properties:
		        data:
		          type: array
		          items: { $ref: "#/components/schemas/Task" }
		        _links: { $ref: "#/components/schemas/TaskListLinks" }

		"""
	}

	private static func imported(linkKey: String = "href") -> (text: String?, diagnostics: [String], spec: Spec?) {
		let (text, diagnostics) = SpecImport.run(bytes: Array(document(linkKey: linkKey).utf8), path: file, options: .init(feature: "Tasks"))
		let spec = text.flatMap { Spec.load(bytes: Array($0.utf8), path: "Specs/Tasks.json").spec }
		return (text, diagnostics.map(\.description), spec)
	}

	func aLinkObjectInsideTheLinksImportsAsTheNextURLWithItsHref() throws {
		let (text, diagnostics, spec) = Self.imported()
		let written = try require(text)
		expectContains(written, #""nextURL": "next""#)
		expectContains(written, #""href": "href""#)
		expectContains(written, #""info": "_links""#)
		let list = try require(spec?.entities.first?.rest?.list)
		expectEqual(list.page.continuation, .nextURL(key: "next"))
		expectEqual(list.page.href, "href")
		expectEqual(list.page.info, "_links")
		expectEqual(list.page.sizeParameter, "limit")
		expectEqual(list.offline.pageSize, 20)
		expectEmpty(list.filters)
		expectEqual(diagnostics.filter { $0.contains(" warning: ") }, [])
		expectContains(
			diagnostics,
				"\(Self.file):43:7: note: GET /tasks answers a page: items in 'data', the next page as a link object in 'next' in '_links', its URL in 'href' (\"href\", HAL's links; no 'next' on the last page), the next page asked for with that URL's query items: the list is paginated with this 'page'")
	}

	func aLinkObjectWithoutAURLIsNoPage() throws {
		let (_, diagnostics, spec) = Self.imported(linkKey: "title")
		expectEqual(spec?.entities.first?.rest?.list, nil)
		expectAny(diagnostics, where: { $0.contains(" warning: GET /tasks answers {data, _links}") })
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<OpenAPILinkObjectImportTests>] = [
		SuiteTest("aLinkObjectInsideTheLinksImportsAsTheNextURLWithItsHref") { try $0.aLinkObjectInsideTheLinksImportsAsTheNextURLWithItsHref() },
		SuiteTest("aLinkObjectWithoutAURLIsNoPage") { try $0.aLinkObjectWithoutAURLIsNoPage() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<OpenAPILinkObjectImportTests>) async throws { try await test.body(self) }
}
