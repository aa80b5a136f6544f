import Testing

import ScaffoldCore

/// Which fields of value types that contain themselves are held by reference
/// (`Spec.isHeldByReference(_:in:)`), and that such specs load clean.
struct SpecRecursionTests {
	private static let entity = #"{"name": "Shop", "fields": [{"name": "category", "type": "Category"}, {"name": "thread", "type": "Topic?"}], "local": "memory"}"#
	private static let types = """
		[{"name": "Category", "fields": [{"name": "name", "type": "String"}, {"name": "parent", "type": "Category?"}, {"name": "children", "type": "[Category]"}, {"name": "shelf", "type": "Shelf?"}]},
		 {"name": "Shelf", "fields": [{"name": "label", "type": "String"}]},
		 {"name": "Topic", "fields": [{"name": "reply", "type": "Reply?"}]},
		 {"name": "Reply", "fields": [{"name": "topic", "type": "Topic"}, {"name": "quoted", "type": "Reply?"}]}]
		"""

	/// Each value type's fields held by reference, as `Owner.field`.
	private func boxed(_ spec: Spec) -> [String] {
		spec.types.flatMap { declaration in
			declaration.fields.filter { spec.isHeldByReference($0, in: declaration.name) }.map { "\(declaration.name).\($0.name)" }
		}
	}

	func onlyOptionalFieldsOnACycleAreHeldByReference() throws {
		// Optional fields on a cycle are held by reference and the spec loads clean.
		do {
			let loaded = SpecTestSupport.load(BadSpecCases.spec(entity: Self.entity, types: Self.types))
			expectEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.message), [])
			let spec = try require(loaded.spec)
			// Not `Category.children` (an array breaks the cycle), `Category.shelf` (no way back) or
			// `Shop.category` (an entity's field leading to a recursive type from outside).
			expectEqual(boxed(spec), ["Category.parent", "Topic.reply", "Reply.quoted"])
			expectTrue(spec.holdsValuesByReference)
		}

		// A spec without recursion through an optional boxes nothing.
		do {
			let types = #"[{"name": "Category", "fields": [{"name": "children", "type": "[Category]"}, {"name": "parents", "type": "[Category]?"}]}]"#
			let entity = #"{"name": "Shop", "fields": [{"name": "c", "type": "Category?"}], "local": "memory"}"#
			let spec = try require(SpecTestSupport.load(BadSpecCases.spec(entity: entity, types: types)).spec)
			expectEqual(boxed(spec), [])
			expectFalse(spec.holdsValuesByReference)
		}
	}

	func aCycleOfRequiredFieldsIsAnErrorButARequiredArrayIsFine() {
		// A cycle of required fields is an error saying to make one optional or an array.
		do {
			let types = #"[{"name": "A", "fields": [{"name": "b", "type": "B"}]}, {"name": "B", "fields": [{"name": "a", "type": "A"}, {"name": "again", "type": "A?"}]}]"#
			let loaded = SpecTestSupport.load(BadSpecCases.spec(entity: #"{"name": "Shop", "fields": [{"name": "a", "type": "A"}], "local": "memory"}"#, types: types))
			expectEqual(
				loaded.diagnostics.filter { $0.severity == .error }.map(\.message), [
					"value type 'A' contains itself (A.b → B.a); make one of these fields optional or an array to break the cycle"
				])
		}

		// GraphQL selects a recurring type once more and stops at what leads back: a required array
		// leading back is refused for an entity read over GraphQL (BadSpecCases+GraphQLRecursion),
		// and fine optional, or for an entity read over REST, whose answer has all of it.
		do {
			let types = #"[{"name": "Category", "fields": [{"name": "children", "type": "[Category]"}]}]"#
			let optional = #"[{"name": "Category", "fields": [{"name": "children", "type": "[Category]?"}]}]"#
			let graphQL = #"{"name": "Shop", "fields": [{"name": "c", "type": "Category"}], "graphql": {"detail": true}}"#
			let rest = #"{"name": "Shop", "fields": [{"name": "c", "type": "Category"}], "rest": {"path": "/shops"}}"#
			for (entity, types) in [(graphQL, optional), (rest, types)] {
				let loaded = SpecTestSupport.load(BadSpecCases.spec(entity: entity, types: types))
				expectEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.message), [])
			}
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecRecursionTests>] = [
		SuiteTest("onlyOptionalFieldsOnACycleAreHeldByReference") { try $0.onlyOptionalFieldsOnACycleAreHeldByReference() },
		SuiteTest("aCycleOfRequiredFieldsIsAnErrorButARequiredArrayIsFine") { $0.aCycleOfRequiredFieldsIsAnErrorButARequiredArrayIsFine() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecRecursionTests>) async throws { try await test.body(self) }
}
