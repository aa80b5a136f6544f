import Testing

import ScaffoldCore

/// The whole values the mapper tests compare with: `secondStub`, the mapped second sample as the
/// stub naming only where it differs from the first, and the enum fields' `@Test(arguments:)` type.
struct StubContextTests {
	private func entries(_ entity: String, types: String = "[]") throws -> [String: TemplateValue] {
		let spec = try require(SpecTestSupport.load(BadSpecCases.spec(entity: entity, types: types)).spec)
		let repository = RepositoryContext(entityContext: EntityContext(feature: ResolvedFeature(spec: spec), entity: try require(spec.entities.first)))
		return Dictionary(DomainTestContext(feature: ResolvedFeature(spec: spec)).keys(for: repository).templateObject.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
	}

	func theSecondSampleIsTheStubWithWhatDiffersNilForWhatItLacksAndNestedValuesWhole() throws {
		let entries = try entries(
			#"{"name": "Item", "fields": [{"name": "name", "type": "String", "sample": "Rick"}, {"name": "kind", "type": "Kind"}, {"name": "nickname", "type": "String?"}, {"name": "tags", "type": "[String]"}, {"name": "link", "type": "Link"}, {"name": "created", "type": "Date"}, {"name": "etag", "type": "String", "domain": {"omit": true}}], "rest": {"path": "/items"}}"#,
			types: #"[{"name": "Link", "fields": [{"name": "label", "type": "String", "sample": "Home"}, {"name": "href", "type": "URL"}]}, {"name": "Kind", "enum": [{"name": "small", "value": "S"}, {"name": "large", "value": "L"}]}]"#)
		expectEqual(
			entries["secondStub"], .string(
					#".stub(id: 2, name: "Rick 2", kind: .large, nickname: nil, tags: [], link: .stub(label: "Home 2", href: URL(string: "https://example.com/items/2/href")!), created: stubDate("2017-11-05T09:12:00.000Z"))"#
				))
		expectEqual(entries["secondStubParsesDates"], .bool(true))
	}

	func anEnumFieldNamesItsTypeAndWhetherSwiftTestingDeclaresTheNameToo() throws {
		let entries = try entries(
			#"{"name": "Item", "fields": [{"name": "kind", "type": "Kind?"}, {"name": "tag", "type": "Tag"}], "rest": {"path": "/items"}}"#,
			types: #"[{"name": "Kind", "enum": [{"name": "small", "value": "S"}]}, {"name": "Tag", "enum": [{"name": "new", "value": "new"}]}]"#)
		guard case .list(let fields)? = entries["enumFields"] else {
			Issue.record("no enumFields")
			return
		}
		let keys = fields.map { field -> [TemplateValue?] in
			guard case .object(let object) = field else { return [] }
			return [object["enumType"], object["enumShadowsTestingName"]]
		}
		expectEqual(keys, [[.string("Kind"), .bool(false)], [.string("Tag"), .bool(true)]])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StubContextTests>] = [
		SuiteTest("theSecondSampleIsTheStubWithWhatDiffersNilForWhatItLacksAndNestedValuesWhole") { try $0.theSecondSampleIsTheStubWithWhatDiffersNilForWhatItLacksAndNestedValuesWhole() },
		SuiteTest("anEnumFieldNamesItsTypeAndWhetherSwiftTestingDeclaresTheNameToo") { try $0.anEnumFieldNamesItsTypeAndWhetherSwiftTestingDeclaresTheNameToo() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<StubContextTests>) async throws { try await test.body(self) }
}
