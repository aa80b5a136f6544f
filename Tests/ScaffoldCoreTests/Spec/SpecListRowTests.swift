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
		#expect(diagnostics.map(\.description) == [])
		let entities = try #require(spec?.entities)
		#expect(entities.map(\.name) == ["Domain", "DomainSummary"])
		return (entities[0], entities[1])
	}

	@Test func theEntityKeepsItsItemAndWritesWithoutTheList() throws {
		let owner = try entities().owner
		#expect(owner.rest?.list == nil)
		#expect(owner.rest?.detail == true)
		#expect(owner.rest?.create == true)
		#expect(owner.rest?.delete == true)
		#expect(owner.listRow == "DomainSummary")
		#expect(owner.rowOf == nil)
	}

	@Test func theRowsAreListedByTheEntitysPathWithItsIdentifier() throws {
		let (owner, row) = try entities()
		#expect(row.rowOf == "Domain")
		#expect(row.identifier == owner.identifier)
		#expect(row.identifier.jsonKey == "domain_id")
		#expect(row.fields.map(\.name) == ["name", "createdAt"])
		#expect(row.fields.map(\.jsonKey) == ["name", "created_at"])
		#expect(row.pluralName.upperCamel == "DomainSummaries")
		#expect(row.rest?.path == "/v1/domains")
		#expect(row.rest?.envelope == "data")
		#expect(row.rest?.detail == false)
		#expect(row.rest?.create == false && row.rest?.update == false && row.rest?.delete == false)
		let list = try #require(row.rest?.list)
		#expect(list.paginated)
		#expect(list.offline.pageSize == 5)
		#expect(list.page.parameter == "after")
		#expect(list.filters.map(\.name) == ["name"])
	}

	@Test func theRowsAreKeptWhereTheEntityIs() throws {
		let (owner, row) = try entities()
		#expect(row.local == .file)
		#expect(row.repository == owner.repository)
		#expect(row.repository.cachePolicy == .remoteFirst)
	}

	@Test func aRowWithoutANameIsTheEntitysRow() throws {
		let text = #"{"version": 1, "feature": "Mail", "entities": [{"name": "Audience", "fields": [], "rest": {"path": "/audiences", "list": {"row": {"fields": []}}}}]}"#
		let (spec, diagnostics) = SpecTestSupport.load(text)
		#expect(diagnostics.map(\.description) == [])
		#expect(spec?.entities.map(\.name) == ["Audience", "AudienceRow"])
		#expect(spec?.entities.last?.summary == "A row of the Audience list, as the list sends it (the detail is Audience).")
	}
}
