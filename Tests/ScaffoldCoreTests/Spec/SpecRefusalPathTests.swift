import Testing

import ScaffoldCore

/// Which fields a mapper refuses a wire value of, and where in the field's value the refused
/// text goes: `Spec.refusals(of:)`, one per field the mapper validates or converts.
struct SpecRefusalPathTests {
	private func spec(_ entities: String, types: String = "[]", extra: String = "") throws -> Spec {
		try require(SpecTestSupport.load(BadSpecCases.spec(entity: entities, types: types, extra: extra)).spec)
	}

	private func refusals(_ spec: Spec, of fields: [SpecField]) -> [String: SpecRefusalPath] {
		Dictionary(uniqueKeysWithValues: spec.refusals(of: fields).map { ($0.field.name, $0.path) })
	}

	func everyURLUUIDDateAndArrayOfThemIsRefusedInOrderIdentifierIncluded() throws {
		let spec = try spec(
			#"{"name": "Item", "identifier": {"type": "UUID"}, "fields": [{"name": "name", "type": "String"}, {"name": "page", "type": "URL"}, {"name": "count", "type": "Int"}, {"name": "seenAt", "type": "Date?"}, {"name": "owners", "type": "[UUID]?"}, {"name": "grid", "type": "[[URL?]]"}, {"name": "mood", "type": "Mood"}], "rest": {"path": "/items"}}"#,
			types: #"[{"name": "Mood", "enum": [{"name": "calm"}]}]"#)
		let refusals = spec.refusals(of: spec.entities[0].allFields)
		expectEqual(refusals.map(\.field.name), ["id", "page", "seenAt", "owners", "grid"])
		expectEqual(
			refusals.map(\.path), [
				.value(.uuid), .value(.url), .value(.date), .element(.value(.uuid)), .element(.element(.value(.url))),
			])
	}

	func whatTheDomainReadsWithoutFailingIsNeverRefused() throws {
		// An enum is not refused for it reads an unknown value as unknown.
		do {
			let spec = try spec(
				#"{"name": "Item", "fields": [{"name": "mood", "type": "Mood"}, {"name": "moods", "type": "[Mood]?"}], "rest": {"path": "/items"}}"#,
				types: #"[{"name": "Mood", "enum": [{"name": "calm"}]}]"#)
			expectEmpty(spec.refusals(of: spec.entities[0].allFields))
		}

		// Lenient and omitted fields are never refused.
		do {
			let spec = try spec(
				#"{"name": "Item", "fields": [{"name": "page", "type": "URL?", "domain": {"lenient": true}}, {"name": "pages", "type": "[URL?]", "domain": {"lenient": true}}, {"name": "etag", "type": "UUID", "domain": {"omit": true}}, {"name": "link", "type": "Link"}], "rest": {"path": "/items"}}"#,
				types: #"[{"name": "Link", "fields": [{"name": "icon", "type": "URL?", "domain": {"lenient": true}}, {"name": "rel", "type": "URL?", "domain": {"omit": true}}]}]"#)
			expectEmpty(spec.refusals(of: spec.entities[0].allFields))
			expectEmpty(spec.refusals(of: spec.types[0].fields))
		}

		// A date sent as a number is never refused.
		do {
			let spec = try spec(
				#"{"name": "Item", "fields": [{"name": "when", "type": "Date"}, {"name": "times", "type": "[Date]"}], "rest": {"path": "/items"}}"#,
				extra: #" "dateFormat": "secondsSince1970","#)
			expectEmpty(spec.refusals(of: spec.entities[0].allFields))
		}
	}

	func anIdentifierReadAsANumberIsRefusedAsAnInt() throws {
		let spec = try spec(#"{"name": "Item", "identifier": {"domain": {"type": "Int"}}, "fields": [], "graphql": {}}"#)
		expectEqual(refusals(spec, of: spec.entities[0].allFields), ["id": .value(.int)])
	}

	func aNestedTypeIsRefusedThroughItsOwnMapper() throws {
		// A nested value type is refused through the first field its own mapper refuses.
		do {
			let spec = try spec(
				#"{"name": "Item", "fields": [{"name": "link", "type": "Link"}, {"name": "links", "type": "[Link]?"}, {"name": "tag", "type": "Tag?"}], "rest": {"path": "/items"}}"#,
				types: #"[{"name": "Link", "fields": [{"name": "icon", "type": "URL?", "domain": {"lenient": true}}, {"name": "label", "type": "String"}, {"name": "href", "type": "URL"}, {"name": "seenAt", "type": "Date"}]}, {"name": "Tag", "fields": [{"name": "label", "type": "String"}]}]"#)
			let link = try require(spec.types[0].fields.first { $0.name == "href" })
			let refusals = refusals(spec, of: spec.entities[0].allFields)
			expectEqual(refusals.keys.sorted(), ["link", "links"])
			expectEqual(refusals["link"], .nested(type: "Link", field: link, .value(.url)))
			expectEqual(refusals["links"], .element(.nested(type: "Link", field: link, .value(.url))))
			expectEqual(refusals["links"]?.innermostNested?.type, "Link")
			expectEqual(refusals["links"]?.innermostNested?.field.name, "href")
			expectEqual(refusals["links"]?.parsedType, .url)
		}

		// A type holding itself is searched once and refused through its own field.
		do {
			let spec = try spec(
				#"{"name": "Item", "fields": [{"name": "plain", "type": "Plain"}, {"name": "tree", "type": "Tree"}], "rest": {"path": "/items"}}"#,
				types: #"[{"name": "Plain", "fields": [{"name": "children", "type": "[Plain]"}]}, {"name": "Tree", "fields": [{"name": "children", "type": "[Tree]"}, {"name": "page", "type": "URL"}]}]"#)
			let page = try require(spec.types[1].fields.last)
			expectEqual(refusals(spec, of: spec.entities[0].allFields), ["tree": .nested(type: "Tree", field: page, .value(.url))])
			expectEqual(refusals(spec, of: spec.types[1].fields), ["children": .element(.nested(type: "Tree", field: page, .value(.url))), "page": .value(.url)])
		}

		// A nested entity is refused through its own mapper deepest type named.
		do {
			let spec = try spec(
				#"{"name": "Season", "fields": [{"name": "episodes", "type": "[Episode]"}], "rest": {"path": "/seasons"}}, {"name": "Episode", "fields": [{"name": "cast", "type": "[Person]"}]}, {"name": "Person", "identifier": {"type": "UUID"}, "fields": [{"name": "image", "type": "URL"}]}"#)
			let season = try require(spec.entity(named: "Season"))
			let episode = try require(spec.entity(named: "Episode"))
			let person = try require(spec.entity(named: "Person"))
			let path = try require(refusals(spec, of: season.allFields)["episodes"])
			expectEqual(path, .element(.nested(type: "Episode", field: episode.fields[0], .element(.nested(type: "Person", field: person.identifier, .value(.uuid))))))
			expectEqual(path.innermostNested?.type, "Person")
			expectEqual(path.innermostNested?.field.name, "id")
			expectTrue(path.isNested)
			expectFalse(SpecRefusalPath.element(.value(.url)).isNested)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecRefusalPathTests>] = [
		SuiteTest("everyURLUUIDDateAndArrayOfThemIsRefusedInOrderIdentifierIncluded") { try $0.everyURLUUIDDateAndArrayOfThemIsRefusedInOrderIdentifierIncluded() },
		SuiteTest("whatTheDomainReadsWithoutFailingIsNeverRefused") { try $0.whatTheDomainReadsWithoutFailingIsNeverRefused() },
		SuiteTest("anIdentifierReadAsANumberIsRefusedAsAnInt") { try $0.anIdentifierReadAsANumberIsRefusedAsAnInt() },
		SuiteTest("aNestedTypeIsRefusedThroughItsOwnMapper") { try $0.aNestedTypeIsRefusedThroughItsOwnMapper() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecRefusalPathTests>) async throws { try await test.body(self) }
}
