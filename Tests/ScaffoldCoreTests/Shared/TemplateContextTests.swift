import Testing

import ScaffoldCore

/// The encoder of typed contexts: one key per stored property, in order, each kind of value as
/// the templates have always seen it.
struct TemplateContextTests {
	struct Field: TemplateContext {
		let name: String
		let comma: String
	}

	struct Scalars: TemplateContext {
		let zeta: String
		let alpha: Bool
		let count: Int
		let raw: TemplateValue
		let object: TemplateObject
	}

	struct Lists: TemplateContext {
		let words: [String]
		let values: [TemplateValue]
		let fields: [Field]
		let field: Field
	}

	struct Optionals: TemplateContext {
		let first: String
		let sometimes: String?
		let never: String?
		let last: Bool
	}

	struct Flags: FlattenedTemplateContext {
		let hasA: Bool
		let hasB: Bool
	}

	struct Parent: TemplateContext {
		let before: String
		let flags: Flags
		let absent: Flags?
		let present: Flags?
		let after: String
	}

	struct Overriding: TemplateContext {
		let hasB: Bool
		let name: String
		let flags: Flags
	}

	@Test func encodesScalarsAsTheirValuesInDeclarationOrder() {
		let object = Scalars(zeta: "z", alpha: true, count: 826, raw: .number("1.5"), object: ["k": "v"]).templateObject
		#expect(object.keys == ["zeta", "alpha", "count", "raw", "object"])
		#expect(object["zeta"] == .string("z"))
		#expect(object["alpha"] == .bool(true))
		#expect(object["count"] == .number("826"))
		#expect(object["raw"] == .number("1.5"))
		#expect(object["object"] == .object(["k": "v"]))
	}

	@Test func encodesListsAndNestedContextsAsObjects() {
		let field = Field(name: "id", comma: ",")
		let object = Lists(words: ["a", "b"], values: [.bool(false), 2], fields: [field, Field(name: "name", comma: "")], field: field).templateObject
		#expect(object.keys == ["words", "values", "fields", "field"])
		#expect(object["words"] == .list(["a", "b"]))
		#expect(object["values"] == .list([.bool(false), .number("2")]))
		#expect(object["fields"] == .list([["name": "id", "comma": ","], ["name": "name", "comma": ""]]))
		#expect(object["field"] == ["name": "id", "comma": ","])
		#expect(Lists(words: [], values: [], fields: [], field: field).templateObject["fields"] == .list([]))
	}

	@Test func leavesANilOptionalOutAndUnwrapsTheOthers() {
		let object = Optionals(first: "1", sometimes: "2", never: nil, last: false).templateObject
		#expect(object.keys == ["first", "sometimes", "last"])
		#expect(object["sometimes"] == .string("2"))
		#expect(object["never"] == nil)
	}

	@Test func flattensAContextsKeysIntoItsParentInPlace() {
		let parent = Parent(
			before: "b", flags: Flags(hasA: true, hasB: false), absent: nil, present: Flags(hasA: false, hasB: true), after: "a")
		let object = parent.templateObject
		// The optional `present` sets the same keys again: they keep their first place and take its values.
		#expect(object.keys == ["before", "hasA", "hasB", "after"])
		#expect(object["hasA"] == .bool(false))
		#expect(object["hasB"] == .bool(true))
		#expect(object["flags"] == nil)
		#expect(object["absent"] == nil)
	}

	@Test func aFlattenedKeySetBeforeKeepsItsPlace() {
		let object = Overriding(hasB: false, name: "n", flags: Flags(hasA: true, hasB: true)).templateObject
		#expect(object.keys == ["hasB", "name", "hasA"])
		#expect(object["hasB"] == .bool(true))
	}

	@Test func encodesIntoAnExistingObjectAfterItsKeys() {
		var object: TemplateObject = ["header": "// Generated", "hasA": "old"]
		Flags(hasA: true, hasB: false).encode(into: &object)
		#expect(object.keys == ["header", "hasA", "hasB"])
		#expect(object["hasA"] == .bool(true))
		#expect(Flags(hasA: true, hasB: false).templateValue == .object(["hasA": true, "hasB": false]))
	}
}
