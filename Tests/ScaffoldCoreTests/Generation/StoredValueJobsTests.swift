import Testing

import ScaffoldCore

/// Which value types SwiftData models store as structs of their own.
struct StoredValueJobsTests {
	func theValueTypesASwiftDataEntityStoresThroughOtherValueTypesAreStored() throws {
		let text = BadSpecCases.spec(
			entity: #"{"name": "Character", "fields": [{"name": "outer", "type": "[Outer]?"}], "local": "swiftData"}, {"name": "Note", "fields": [{"name": "other", "type": "Other"}], "local": "memory"}"#,
			types: #"[{"name": "Inner", "fields": [{"name": "a", "type": "String"}]}, {"name": "Other", "fields": [{"name": "b", "type": "Int"}]}, {"name": "Outer", "fields": [{"name": "inner", "type": "Inner"}]}]"#)
		let (spec, diagnostics) = SpecTestSupport.load(text)
		expectEmpty(diagnostics.filter { $0.severity == .error }, "\(diagnostics.map(\.description))")
		let stored = StoredValueJobs.storedValueTypes(try require(spec)).map(\.name)
		expectEqual(stored, ["Inner", "Outer"])
	}

	func aStoredValueTypesNamesAreReserved() {
		let text = BadSpecCases.spec(
			entity: #"{"name": "Character", "fields": [{"name": "spot", "type": "Spot"}, {"name": "e", "type": "SpotEntityMapper"}], "local": "memory"}"#,
			types: #"[{"name": "Spot", "fields": [{"name": "a", "type": "String"}]}, {"name": "SpotEntityMapper", "enum": [{"name": "a"}]}]"#)
		expectEqual(
			SpecTestSupport.messages(text), [
				"Specs/Character.json:2:74: error: enum 'SpotEntityMapper' collides with 'SpotEntityMapper', generated for type 'Spot'\nSpecs/Character.json:2:11: note: type 'Spot' is declared here"
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StoredValueJobsTests>] = [
		SuiteTest("theValueTypesASwiftDataEntityStoresThroughOtherValueTypesAreStored") { try $0.theValueTypesASwiftDataEntityStoresThroughOtherValueTypesAreStored() },
		SuiteTest("aStoredValueTypesNamesAreReserved") { $0.aStoredValueTypesNamesAreReserved() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<StoredValueJobsTests>) async throws { try await test.body(self) }
}
