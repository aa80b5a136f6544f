import Testing

import ScaffoldCore

/// `spec infer` does work linear in its sample: fields of one nested type used to infer the type
/// again from all its objects on every share, and gave its nested types their objects again each
/// time, so a 123 KB sample took 53 s (docs/performance.md). Counted, never timed.
struct SpecInferenceWorkTests {
	/// Items with `fields` keys `link_0`, `link_1`, … of one type, which nests two more.
	private func sample(fields: Int, items: Int) -> [UInt8] {
		let objects = (0..<items).map { item in
			let links = (0..<fields).map { field in
				"""
				"link_\(field)": {"name": "L\(item).\(field)", "url": "https://example.com/\(field)", \
				"meta": {"created": "2017-11-04T18:48:46.250Z", "owner": {"id": \(field), "name": "o"}}}
				"""
			}
			return "{\"id\": \(item + 1), " + links.joined(separator: ", ") + "}"
		}
		return Array(("[" + objects.joined(separator: ",\n") + "]").utf8)
	}

	private func objectsVisited(fields: Int, items: Int) throws -> Int {
		let outcome = SpecInference.inferCountingWork(bytes: sample(fields: fields, items: items), path: "s.json", options: .init(name: "Item"))
		let text = try require(outcome.text)
		expectContains(text, "\"name\": \"Link0\"")
		return outcome.objectsVisited
	}

	func fieldsOfOneNestedTypeCostWorkLinearInTheirNumber() throws {
		let small = try objectsVisited(fields: 10, items: 3)
		let large = try objectsVisited(fields: 40, items: 3)
		// 3 items and 3 objects per field of each: every object is visited at most twice (its
		// first inference and one widening), so 4 times the fields cost at most 4 times the work.
		expectAtMost(small, 2 * (3 + 3 * 3 * 10))
		expectAtMost(large, 4 * small)
	}

	/// Widening once at the end gives what widening on every share gave: the shared type fits
	/// every field's values, and so do the types nested in it.
	func sharedTypesAndTheTypesTheyNestAreWidenedToFitEveryUse() throws {
		let sample = """
			{"id": 1, "first": {"x": 1, "sub": {"y": 1}}, "second": {"x": 2.5, "sub": {"y": "text"}}, "third": {"x": 3, "sub": null}}
			"""
		let outcome = SpecInference.infer(bytes: Array(sample.utf8), path: "s.json", options: .init(name: "Pair", includeSamples: false))
		let spec = try Spec.parse(bytes: Array(try require(outcome.text).utf8), path: "inferred.json")
		expectEqual(spec.types.map(\.name), ["Sub", "First"])
		expectEqual(spec.types[0].fields.map(\.type), [.string])
		expectEqual(spec.types[1].fields.map(\.type), [.double, .optional(.valueType("Sub"))])
		expectEqual(spec.entities[0].fields.map(\.type), [.valueType("First"), .valueType("First"), .valueType("First")])
		expectEqual(
			outcome.diagnostics.map(\.description).filter { $0.contains("shares it") }, [
				"s.json:1:47: note: field 'second' of Pair has the same keys as type 'First' and shares it",
				"s.json:1:91: note: field 'third' of Pair has the same keys as type 'First' and shares it",
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecInferenceWorkTests>] = [
		SuiteTest("fieldsOfOneNestedTypeCostWorkLinearInTheirNumber") { try $0.fieldsOfOneNestedTypeCostWorkLinearInTheirNumber() },
		SuiteTest("sharedTypesAndTheTypesTheyNestAreWidenedToFitEveryUse") { try $0.sharedTypesAndTheTypesTheyNestAreWidenedToFitEveryUse() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecInferenceWorkTests>) async throws { try await test.body(self) }
}
