import Testing

import ScaffoldCore

/// `rest.list.row`: the list's rows become a model of their own, and the entity keeps the rest.
struct SpecListRowTests {
	private static let text = """
		{"version": 1, "feature": "Mail", "jsonKeys": "snake_case", "entities": [
		{"name": "Domain", "identifier": {"type": "String", "jsonKey": "domain_id"},
		 "fields": [{"name": "name", "type": "String"}, {"name": "region", "type": "String"}],
		 "rest": {"basePath": "/v1", "path": "/domains", "itemPath": "/domains/{domain_id}", "envelope": "data", "create": true, "delete": true,
		  "list": {"paginated": true, "pageSize": 5, "page": {"hasMore": "has_more", "parameter": "after", "items": "data"},
		   "filters": [{"name": "name", "type": "String"}],
		   "row": {"name": "DomainSummary", "plural": "DomainSummaries", "fields": [{"name": "name", "type": "String"}, {"name": "createdAt", "type": "String?"}]}}},
		 "local": "file", "repository": {"cachePolicy": "remoteFirst"}}
		]}
		"""

	private func entities() throws -> (owner: SpecEntity, row: SpecEntity) {
		let (spec, diagnostics) = SpecTestSupport.load(Self.text)
		expectEqual(diagnostics.map(\.description), [])
		let entities = try require(spec?.entities)
		expectEqual(entities.map(\.name), ["Domain", "DomainSummary"])
		return (entities[0], entities[1])
	}

	func theEntityKeepsItsItemAndWritesWithoutTheList() throws {
		let owner = try entities().owner
		expectEqual(owner.rest?.list, nil)
		expectEqual(owner.rest?.detail, true)
		expectEqual(owner.rest?.create, true)
		expectEqual(owner.rest?.delete, true)
		expectEqual(owner.listRow, "DomainSummary")
		expectEqual(owner.rowOf, nil)
	}

	func theRowsAreListedAndKeptByTheEntity() throws {
		let (owner, row) = try entities()
		// The rows are listed by the entity's path with its identifier.
		do {
			expectEqual(row.rowOf, "Domain")
			expectEqual(row.identifier, owner.identifier)
			expectEqual(row.identifier.jsonKey, "domain_id")
			expectEqual(row.fields.map(\.name), ["name", "createdAt"])
			expectEqual(row.fields.map(\.jsonKey), ["name", "created_at"])
			expectEqual(row.pluralName.upperCamel, "DomainSummaries")
			expectEqual(row.rest?.path, "/v1/domains")
			expectEqual(row.rest?.envelope, "data")
			expectEqual(row.rest?.detail, false)
			expectEqual(row.rest?.create, false)
			expectEqual(row.rest?.update, false)
			expectEqual(row.rest?.delete, false)
			let list = try require(row.rest?.list)
			expectTrue(list.paginated)
			expectEqual(list.offline.pageSize, 5)
			expectEqual(list.page.parameter, "after")
			expectEqual(list.filters.map(\.name), ["name"])
		}

		// The rows are kept where the entity is.
		do {
			expectEqual(row.local, .file)
			expectEqual(row.repository, owner.repository)
			expectEqual(row.repository.cachePolicy, .remoteFirst)
		}

		// A row without a name is the entity's row.
		let text = #"{"version": 1, "feature": "Mail", "entities": [{"name": "Audience", "fields": [], "rest": {"path": "/audiences", "list": {"row": {"fields": []}}}}]}"#
		let (spec, diagnostics) = SpecTestSupport.load(text)
		expectEqual(diagnostics.map(\.description), [])
		expectEqual(spec?.entities.map(\.name), ["Audience", "AudienceRow"])
		expectEqual(spec?.entities.last?.summary, "A row of the Audience list, as the list sends it (the detail is Audience).")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecListRowTests>] = [
		SuiteTest("theEntityKeepsItsItemAndWritesWithoutTheList") { try $0.theEntityKeepsItsItemAndWritesWithoutTheList() },
		SuiteTest("theRowsAreListedAndKeptByTheEntity") { try $0.theRowsAreListedAndKeptByTheEntity() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecListRowTests>) async throws { try await test.body(self) }
}
