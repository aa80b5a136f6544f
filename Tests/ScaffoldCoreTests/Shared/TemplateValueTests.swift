import Testing

import ScaffoldCore

struct TemplateValueTests {
	@Test func convertsJSONKeepingNumberTextKeyOrderAndBooleans() throws {
		let json = try JSONReader(path: "context.json").read(#"{"zeta": 85, "alpha": 1.21, "mid": [true, null, "x"], "big": 1e3, "neg": -0.50}"#)
		let value = TemplateValue(json: json)
		guard case .object(let object) = value else {
			Issue.record("expected an object, got \(value)")
			return
		}
		#expect(object.keys == ["zeta", "alpha", "mid", "big", "neg"])
		#expect(object["zeta"] == .number("85"))
		#expect(object["alpha"] == .number("1.21"))
		#expect(object["big"] == .number("1e3"))
		#expect(object["neg"] == .number("-0.50"))
		#expect(object["mid"] == .list([.bool(true), .null, .string("x")]))
	}

	@Test func numbersRenderAsWritten() throws {
		let json = try JSONReader(path: "c.json").read(#"{"mph": 85, "power": 1.21, "ratio": 2.0}"#)
		let template = try Template(name: "t", source: "{{mph}} {{power}} {{ratio}}")
		#expect(try template.render(TemplateValue(json: json)) == "85 1.21 2.0")
	}

	@Test func literalsBuildTheSameValuesAsCases() {
		let built: TemplateValue = ["name": "Rick", "age": 70, "ratio": 1.5, "alive": true, "origin": nil, "tags": ["a", "b"]]
		let spelled = TemplateValue.object(
			TemplateObject([
				("name", .string("Rick")), ("age", .number("70")), ("ratio", .number("1.5")), ("alive", .bool(true)), ("origin", .null),
				("tags", .list([.string("a"), .string("b")])),
			]))
		#expect(built == spelled)
		let count = 3
		#expect(TemplateValue("\(count) items") == .string("3 items"))
		#expect(TemplateValue(42) == .number("42"))
		#expect(TemplateValue(0.25) == .number("0.25"))
	}

	@Test func objectsKeepInsertionOrderAndReplaceInPlace() {
		var object: TemplateObject = ["b": 1, "a": 2]
		object["c"] = 3
		object["b"] = 10
		#expect(object.keys == ["b", "a", "c"])
		#expect(object["b"] == .number("10"))
		object["a"] = nil
		#expect(object.keys == ["b", "c"])
		#expect(object.map(\.key) == ["b", "c"])
	}

	@Test func largeObjectsStillFindEveryKeyAfterRemovals() {
		var object = TemplateObject()
		for index in 0..<40 { object["key\(index)"] = TemplateValue(index) }
		object["key5"] = nil
		object["key39"] = "last"
		#expect(object.count == 39)
		#expect(object["key5"] == nil)
		#expect(object["key6"] == .number("6"))
		#expect(object["key39"] == .string("last"))
		#expect(object.keys.first == "key0")
		#expect(object.keys.last == "key39")
	}

	@Test func equalityDependsOnOrder() {
		let first: TemplateObject = ["a": 1, "b": 2]
		let second: TemplateObject = ["b": 2, "a": 1]
		#expect(first != second)
		#expect(first == ["a": 1, "b": 2])
	}

	@Test func truthinessFollowsMustache() {
		#expect(!TemplateValue.null.isTruthy)
		#expect(!TemplateValue.bool(false).isTruthy)
		#expect(!TemplateValue.list([]).isTruthy)
		#expect(TemplateValue.bool(true).isTruthy)
		#expect(TemplateValue.string("").isTruthy)
		#expect(TemplateValue.number("0").isTruthy)
		#expect(TemplateValue.object([:]).isTruthy)
		#expect(TemplateValue.list([.null]).isTruthy)
	}
}
