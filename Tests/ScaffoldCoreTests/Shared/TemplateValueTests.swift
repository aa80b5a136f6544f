import Testing

import ScaffoldCore

struct TemplateValueTests {
	func numbersKeepTheirTextFromJSONToTheRenderedText() throws {
		// Numbers render as written.
		do {
			let json = try JSONReader(path: "c.json").read(#"{"mph": 85, "power": 1.21, "ratio": 2.0}"#)
			let template = try Template(name: "t", source: "{{mph}} {{power}} {{ratio}}")
			expectEqual(try template.render(TemplateValue(json: json)), "85 1.21 2.0")
		}

		// Converts JSON keeping number text key order and booleans.
		do {
			let json = try JSONReader(path: "context.json").read(#"{"zeta": 85, "alpha": 1.21, "mid": [true, null, "x"], "big": 1e3, "neg": -0.50}"#)
			let value = TemplateValue(json: json)
			guard case .object(let object) = value else {
				Issue.record("expected an object, got \(value)")
				return
			}
			expectEqual(object.keys, ["zeta", "alpha", "mid", "big", "neg"])
			expectEqual(object["zeta"], .number("85"))
			expectEqual(object["alpha"], .number("1.21"))
			expectEqual(object["big"], .number("1e3"))
			expectEqual(object["neg"], .number("-0.50"))
			expectEqual(object["mid"], .list([.bool(true), .null, .string("x")]))
		}
	}

	func literalsBuildTheSameValuesAsCases() {
		let built: TemplateValue = ["name": "Rick", "age": 70, "ratio": 1.5, "alive": true, "origin": nil, "tags": ["a", "b"]]
		let spelled = TemplateValue.object(
			TemplateObject([
				("name", .string("Rick")), ("age", .number("70")), ("ratio", .number("1.5")), ("alive", .bool(true)), ("origin", .null),
				("tags", .list([.string("a"), .string("b")])),
			]))
		expectEqual(built, spelled)
		let count = 3
		expectEqual(TemplateValue("\(count) items"), .string("3 items"))
		expectEqual(TemplateValue(42), .number("42"))
		expectEqual(TemplateValue(0.25), .number("0.25"))
	}

	func objectsKeepTheirOrderThroughChanges() {
		// Objects keep insertion order and replace in place.
		do {
			var object: TemplateObject = ["b": 1, "a": 2]
			object["c"] = 3
			object["b"] = 10
			expectEqual(object.keys, ["b", "a", "c"])
			expectEqual(object["b"], .number("10"))
			object["a"] = nil
			expectEqual(object.keys, ["b", "c"])
			expectEqual(object.map(\.key), ["b", "c"])
		}

		// Large objects still find every key after removals.
		do {
			var object = TemplateObject()
			for index in 0..<40 { object["key\(index)"] = TemplateValue(index) }
			object["key5"] = nil
			object["key39"] = "last"
			expectEqual(object.count, 39)
			expectEqual(object["key5"], nil)
			expectEqual(object["key6"], .number("6"))
			expectEqual(object["key39"], .string("last"))
			expectEqual(object.keys.first, "key0")
			expectEqual(object.keys.last, "key39")
		}

		// Equality depends on order.
		let first: TemplateObject = ["a": 1, "b": 2]
		let second: TemplateObject = ["b": 2, "a": 1]
		expectNotEqual(first, second)
		expectEqual(first, ["a": 1, "b": 2])
	}

	func truthinessFollowsMustache() {
		expectFalse(TemplateValue.null.isTruthy)
		#expect(!TemplateValue.bool(false).isTruthy)
		expectFalse(TemplateValue.list([]).isTruthy)
		#expect(TemplateValue.bool(true).isTruthy)
		expectTrue(TemplateValue.string("").isTruthy)
		expectTrue(TemplateValue.number("0").isTruthy)
		expectTrue(TemplateValue.object([:]).isTruthy)
		expectTrue(TemplateValue.list([.null]).isTruthy)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateValueTests>] = [
		SuiteTest("numbersKeepTheirTextFromJSONToTheRenderedText") { try $0.numbersKeepTheirTextFromJSONToTheRenderedText() },
		SuiteTest("literalsBuildTheSameValuesAsCases") { $0.literalsBuildTheSameValuesAsCases() },
		SuiteTest("objectsKeepTheirOrderThroughChanges") { $0.objectsKeepTheirOrderThroughChanges() },
		SuiteTest("truthinessFollowsMustache") { $0.truthinessFollowsMustache() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateValueTests>) async throws { try await test.body(self) }
}
