import Testing

import ScaffoldCore

/// The encoder of typed contexts: one key per stored property, in order, each kind of value as
/// the templates have always seen it.
struct TemplateContextTests {
	struct Field: TemplateContext {
		let name: String
		let comma: String

		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("comma", comma)
		}
	}

	struct Scalars: TemplateContext {
		let zeta: String
		let alpha: Bool
		let count: Int
		let raw: TemplateValue
		let object: TemplateObject

		func encode(into object: inout TemplateObject) {
			object.set("zeta", zeta)
			object.set("alpha", alpha)
			object.set("count", count)
			object.set("raw", raw)
			object.set("object", self.object)
		}
	}

	struct Lists: TemplateContext {
		let words: [String]
		let values: [TemplateValue]
		let fields: [Field]
		let field: Field

		func encode(into object: inout TemplateObject) {
			object.set("words", words)
			object.set("values", values)
			object.set("fields", fields)
			object.set("field", field)
		}
	}

	struct Optionals: TemplateContext {
		let first: String
		let sometimes: String?
		let never: String?
		let last: Bool

		func encode(into object: inout TemplateObject) {
			object.set("first", first)
			object.set("sometimes", sometimes)
			object.set("never", never)
			object.set("last", last)
		}
	}

	struct Flags: FlattenedTemplateContext {
		let hasA: Bool
		let hasB: Bool

		func encode(into object: inout TemplateObject) {
			object.set("hasA", hasA)
			object.set("hasB", hasB)
		}
	}

	struct Parent: TemplateContext {
		let before: String
		let flags: Flags
		let absent: Flags?
		let present: Flags?
		let after: String

		func encode(into object: inout TemplateObject) {
			object.set("before", before)
			object.merge(flags)
			object.merge(absent)
			object.merge(present)
			object.set("after", after)
		}
	}

	struct Overriding: TemplateContext {
		let hasB: Bool
		let name: String
		let flags: Flags

		func encode(into object: inout TemplateObject) {
			object.set("hasB", hasB)
			object.set("name", name)
			object.merge(flags)
		}
	}

	func encodesScalarsListsAndOptionals() {
		// Encodes scalars as their values in declaration order.
		do {
			let object = Scalars(zeta: "z", alpha: true, count: 826, raw: .number("1.5"), object: ["k": "v"]).templateObject
			expectEqual(object.keys, ["zeta", "alpha", "count", "raw", "object"])
			expectEqual(object["zeta"], .string("z"))
			expectEqual(object["alpha"], .bool(true))
			expectEqual(object["count"], .number("826"))
			expectEqual(object["raw"], .number("1.5"))
			expectEqual(object["object"], .object(["k": "v"]))
		}

		// Encodes lists and nested contexts as objects.
		do {
			let field = Field(name: "id", comma: ",")
			let object = Lists(words: ["a", "b"], values: [.bool(false), 2], fields: [field, Field(name: "name", comma: "")], field: field).templateObject
			expectEqual(object.keys, ["words", "values", "fields", "field"])
			expectEqual(object["words"], .list(["a", "b"]))
			expectEqual(object["values"], .list([.bool(false), .number("2")]))
			expectEqual(object["fields"], .list([["name": "id", "comma": ","], ["name": "name", "comma": ""]]))
			expectEqual(object["field"], ["name": "id", "comma": ","])
			expectEqual(Lists(words: [], values: [], fields: [], field: field).templateObject["fields"], .list([]))
		}

		// Leaves a nil optional out and unwraps the others.
		do {
			let object = Optionals(first: "1", sometimes: "2", never: nil, last: false).templateObject
			expectEqual(object.keys, ["first", "sometimes", "last"])
			expectEqual(object["sometimes"], .string("2"))
			expectEqual(object["never"], nil)
		}
	}

	func flattensKeysInPlaceIntoAParentOrAnExistingObject() {
		// Flattens a contexts keys into its parent in place.
		do {
			let parent = Parent(
				before: "b", flags: Flags(hasA: true, hasB: false), absent: nil, present: Flags(hasA: false, hasB: true), after: "a")
			let object = parent.templateObject
			// The optional `present` sets the same keys again: they keep their first place and take its values.
			expectEqual(object.keys, ["before", "hasA", "hasB", "after"])
			expectEqual(object["hasA"], .bool(false))
			expectEqual(object["hasB"], .bool(true))
			expectEqual(object["flags"], nil)
			expectEqual(object["absent"], nil)
		}

		// A flattened key set before keeps its place.
		do {
			let object = Overriding(hasB: false, name: "n", flags: Flags(hasA: true, hasB: true)).templateObject
			expectEqual(object.keys, ["hasB", "name", "hasA"])
			expectEqual(object["hasB"], .bool(true))
		}

		// Encodes into an existing object after its keys.
		do {
			var object: TemplateObject = ["header": "// Generated", "hasA": "old"]
			object.merge(Flags(hasA: true, hasB: false))
			expectEqual(object.keys, ["header", "hasA", "hasB"])
			expectEqual(object["hasA"], .bool(true))
			expectEqual(Flags(hasA: true, hasB: false).templateValue, .object(["hasA": true, "hasB": false]))
		}
	}

	// The hand-written encoders are held to the reflecting reference in debug builds only.
	#if DEBUG
		struct Misspelt: TemplateContext {
			let name: String
			let hasItems: Bool

			func encode(into object: inout TemplateObject) {
				object.set("name", name)
				object.set("hasItem", hasItems)
			}
		}

		struct Forgetful: TemplateContext {
			let name: String
			let comma: String

			func encode(into object: inout TemplateObject) { object.set("name", name) }
		}

		struct Swapped: TemplateContext {
			let name: String
			let label: String

			func encode(into object: inout TemplateObject) {
				object.set("name", label)
				object.set("label", name)
			}
		}

		struct NestsAFlattened: TemplateContext {
			let before: String
			let flags: Flags

			func encode(into object: inout TemplateObject) {
				object.set("before", before)
				object.set("flags", flags)
			}
		}

		@Test func theReferenceCatchesEveryWrongEncoder() throws {
			// The reference catches a misspelt key.
			do {
				let context = Misspelt(name: "Character", hasItems: true)
				var object = TemplateObject()
				context.encode(into: &object)
				let mismatch = try require(TemplateContextReflection.mismatch(of: context, encoded: object))
				expectEqual(mismatch, #"Misspelt.encode(into:) sets the keys ["name", "hasItem"], its stored properties are ["name", "hasItems"]"#)
			}

			// The reference catches a missing property.
			do {
				let context = Forgetful(name: "id", comma: ",")
				var object = TemplateObject()
				context.encode(into: &object)
				let mismatch = try require(TemplateContextReflection.mismatch(of: context, encoded: object))
				expectContains(mismatch, #"its stored properties are ["name", "comma"]"#)
			}

			// The reference catches a property set under another key.
			do {
				let context = Swapped(name: "id", label: "ID")
				var object = TemplateObject()
				context.encode(into: &object)
				let mismatch = try require(TemplateContextReflection.mismatch(of: context, encoded: object))
				expectEqual(mismatch, #"Swapped.encode(into:) sets 'name' to Optional(ScaffoldBasics.TemplateValue.string("ID")), its property holds Optional(ScaffoldBasics.TemplateValue.string("id"))"#)
			}

			// The reference catches a flattened context nested under a key.
			do {
				let context = NestsAFlattened(before: "b", flags: Flags(hasA: true, hasB: false))
				var object = TemplateObject()
				context.encode(into: &object)
				expectNotEqual(TemplateContextReflection.mismatch(of: context, encoded: object), nil)
			}
		}

		/// Met only here, so no other test of the process has reflected its shapes.
		struct ShapeProbe: TemplateContext {
			let name: String
			let extra: String?

			func encode(into object: inout TemplateObject) {
				object.set("name", name)
				object.set("extra", extra)
			}
		}

		@Test func eachShapeIsReflectedOncePerProcess() {
			// Building an object holds its shape to the reference and marks it met.
			let built = ShapeProbe(name: "a", extra: "b").templateObject
			expectEqual(built.keys, ["name", "extra"])
			expectFalse(TemplateContextReflection.isNewShape(ShapeProbe.self, keys: ["name", "extra"]))
			// The first of a type and its keys is new; the same again is not.
			expectTrue(TemplateContextReflection.isNewShape(ShapeProbe.self, keys: ["name"]))
			expectFalse(TemplateContextReflection.isNewShape(ShapeProbe.self, keys: ["name"]))
			// The same keys in another order, or of another type: new shapes.
			expectTrue(TemplateContextReflection.isNewShape(ShapeProbe.self, keys: ["extra", "name"]))
			expectTrue(TemplateContextReflection.isNewShape(Misspelt.self, keys: ["name"]))
		}

		@Test func theReferenceAcceptsEveryEncoderAbove() {
			let field = Field(name: "id", comma: ",")
			let parent = Parent(before: "b", flags: Flags(hasA: true, hasB: false), absent: nil, present: Flags(hasA: false, hasB: true), after: "a")
			var object = TemplateObject()
			parent.encode(into: &object)
			expectEqual(TemplateContextReflection.mismatch(of: parent, encoded: object), nil)
			let lists = Lists(words: ["a"], values: [.bool(true)], fields: [field], field: field)
			object = TemplateObject()
			lists.encode(into: &object)
			expectEqual(TemplateContextReflection.mismatch(of: lists, encoded: object), nil)
		}
	#endif

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateContextTests>] = [
		SuiteTest("encodesScalarsListsAndOptionals") { $0.encodesScalarsListsAndOptionals() },
		SuiteTest("flattensKeysInPlaceIntoAParentOrAnExistingObject") { $0.flattensKeysInPlaceIntoAParentOrAnExistingObject() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateContextTests>) async throws { try await test.body(self) }
}
