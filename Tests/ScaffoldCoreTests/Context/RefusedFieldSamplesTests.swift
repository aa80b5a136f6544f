import Testing

import ScaffoldCore

/// `refusedFields`: the mapper tests' broken samples, one per field the mapper refuses, each with
/// the value sent and the `MappingError` expected.
struct RefusedFieldSamplesTests {
	private func spec(_ entities: String, types: String = "[]") throws -> Spec {
		try require(SpecTestSupport.load(BadSpecCases.spec(entity: entities, types: types)).spec)
	}

	/// The list's items as dictionaries of their text keys.
	private func items(_ value: TemplateValue?) -> [[String: String]] {
		guard case .list(let items)? = value else { return [] }
		return items.map { item in
			guard case .object(let object) = item else { return [:] }
			var texts: [String: String] = [:]
			for key in ["testName", "refusedPath", "jsonKey", "badValue", "expectedError"] {
				if case .string(let text)? = object[key] { texts[key] = text }
			}
			return texts
		}
	}

	/// The `refusedFields` of the spec's first entity, as its mapper tests get them.
	private func entityItems(_ spec: Spec) throws -> [[String: String]] {
		let entity = try require(spec.entities.first)
		let repository = RepositoryContext(entityContext: EntityContext(feature: ResolvedFeature(spec: spec), entity: entity))
		let entries = Dictionary(DomainTestContext(feature: ResolvedFeature(spec: spec)).keys(for: repository).templateObject.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
		return items(entries["refusedFields"])
	}

	func everyRefusableFieldGetsItsOwnSampleAndError() throws {
		let spec = try spec(
			#"{"name": "Item", "identifier": {"domain": {"type": "Int"}}, "fields": [{"name": "name", "type": "String"}, {"name": "imageURL", "type": "URL", "jsonKey": "image"}, {"name": "episode", "type": "[URL]"}, {"name": "created", "type": "Date"}, {"name": "serial", "type": "UUID?"}, {"name": "homepage", "type": "URL?", "domain": {"lenient": true}}, {"name": "etag", "type": "URL", "domain": {"omit": true}}], "graphql": {"detail": true}}"#)
		let items = try entityItems(spec)
		expectEqual(items.map { $0["testName"] }, ["ID", "ImageURL", "Episode", "Created", "Serial"])
		expectEqual(items.map { $0["refusedPath"] }, ["id", "imageURL", "episode[0]", "created", "serial"])
		expectEqual(items.map { $0["jsonKey"] }, [#""id""#, #""image""#, #""episode""#, #""created""#, #""serial""#])
		expectEqual(items.map { $0["badValue"] }, [#""not-a-number""#, #""not a url""#, #"["not a url"]"#, #""yesterday""#, #""not-a-uuid""#])
		expectEqual(
			items.map { $0["expectedError"] }, [
				#"MappingError(type: "Item", field: "id", reason: "'not-a-number' is not a whole number")"#,
				#"MappingError(type: "Item", field: "imageURL", reason: "'not a url' is not an absolute URL")"#,
				#"MappingError(type: "Item", field: "episode", reason: "'not a url' is not an absolute URL")"#,
				#"MappingError(type: "Item", field: "created", reason: "'yesterday' is not an ISO 8601 date-time")"#,
				#"MappingError(type: "Item", field: "serial", reason: "'not-a-uuid' is not a UUID")"#,
			])
	}

	func aNestedValueTypeIsSentWholeWithItsRefusedFieldBroken() throws {
		// A nested value type is sent whole with its refused field broken and the nested mapper named.
		do {
			let spec = try spec(
				#"{"name": "Item", "fields": [{"name": "link", "type": "Link"}, {"name": "links", "type": "[Link]?"}], "rest": {"path": "/items"}}"#,
				types: #"[{"name": "Link", "fields": [{"name": "label", "type": "String", "sample": "Home"}, {"name": "href", "type": "URL"}]}]"#)
			let items = try entityItems(spec)
			expectEqual(items.map { $0["refusedPath"] }, ["link.href", "links[0].href"])
			expectEqual(items.map { $0["testName"] }, ["Link", "Links"])
			expectEqual(
				items.map { $0["badValue"] }, [
					#"try JSONSerialization.jsonObject(with: Data("{ \"label\": \"Home\", \"href\": \"not a url\" }".utf8))"#,
					#"try JSONSerialization.jsonObject(with: Data("[ { \"label\": \"Home\", \"href\": \"not a url\" } ]".utf8))"#,
				])
			expectEqual(
				items.map { $0["expectedError"] }, Array(
					repeating: #"MappingError(type: "Link", field: "href", reason: "'not a url' is not an absolute URL")"#, count: 2))
		}

		// A nested value without a sample object is the nested type's own sample.
		do {
			let spec = try spec(
				#"{"name": "Item", "fields": [{"name": "link", "type": "Link?", "sample": null}], "rest": {"path": "/items"}}"#,
				types: #"[{"name": "Link", "fields": [{"name": "label", "type": "String", "sample": "Home"}, {"name": "href", "type": "URL"}]}]"#)
			try expectEqual(
				entityItems(spec).map { $0["badValue"] }, [
					#"try JSONSerialization.jsonObject(with: Data("{ \"label\": \"Home\", \"href\": \"not a url\" }".utf8))"#
				])
			let refusals = DomainTestContext(feature: ResolvedFeature(spec: spec)).refusedFields
			let path = try require(spec.refusalPath(of: spec.entities[0].fields[0]))
			expectEqual(refusals.broken(.null, along: path), refusals.broken(nil, along: path))
			let broken = JSONNode(refusals.broken(.null, along: path))
			expectEqual(broken["label"]?.string, "Home")
			expectEqual(broken["href"]?.string, "not a url")
			expectEqual(JSONNode(refusals.broken(.array([]), along: .element(.value(.uuid)))).elements?.map(\.string), ["not-a-uuid"])
		}
	}

	func aValueTypesOwnMapperTestsRefuseItsFields() throws {
		let spec = try spec(
			#"{"name": "Item", "fields": [{"name": "link", "type": "Link"}], "rest": {"path": "/items"}}"#,
			types: #"[{"name": "Link", "fields": [{"name": "href", "type": "URL"}, {"name": "icon", "type": "URL?", "domain": {"lenient": true}}, {"name": "seen", "type": "[Date]"}]}]"#)
		let entries = Dictionary(DomainTestContext(feature: ResolvedFeature(spec: spec)).valueTypeKeys(spec.types[0]).templateObject.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
		let items = items(entries["refusedFields"])
		expectEqual(items.map { $0["refusedPath"] }, ["href", "seen[0]"])
		expectEqual(items.map { $0["expectedError"]?.contains(#"type: "Link""#) }, [true, true])
	}

	func samplesAreNamedApartAndOnlyForWhatTheDomainRefuses() throws {
		// Fields spelling the same words get distinct test names.
		do {
			let spec = try spec(
				#"{"name": "Item", "fields": [{"name": "imageURL", "type": "URL"}, {"name": "imageUrl", "type": "URL"}], "rest": {"path": "/items"}}"#)
			try expectEqual(entityItems(spec).map { $0["testName"] }, ["ImageURL", "ImageURL2"])
		}

		// A type the domain never refuses gets no samples.
		do {
			let spec = try spec(
				#"{"name": "Item", "fields": [{"name": "name", "type": "String"}, {"name": "kind", "type": "Kind"}], "rest": {"path": "/items"}}"#,
				types: #"[{"name": "Kind", "enum": [{"name": "a"}]}]"#)
			try expectEmpty(entityItems(spec))
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<RefusedFieldSamplesTests>] = [
		SuiteTest("everyRefusableFieldGetsItsOwnSampleAndError") { try $0.everyRefusableFieldGetsItsOwnSampleAndError() },
		SuiteTest("aNestedValueTypeIsSentWholeWithItsRefusedFieldBroken") { try $0.aNestedValueTypeIsSentWholeWithItsRefusedFieldBroken() },
		SuiteTest("aValueTypesOwnMapperTestsRefuseItsFields") { try $0.aValueTypesOwnMapperTestsRefuseItsFields() },
		SuiteTest("samplesAreNamedApartAndOnlyForWhatTheDomainRefuses") { try $0.samplesAreNamedApartAndOnlyForWhatTheDomainRefuses() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<RefusedFieldSamplesTests>) async throws { try await test.body(self) }
}
