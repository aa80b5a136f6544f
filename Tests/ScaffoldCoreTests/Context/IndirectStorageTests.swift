import Testing

import ScaffoldCore

/// A value type that contains itself through an optional field: its DTO and domain model keep the
/// field in the feature's `Indirect` box, shown as the plain optional, and its samples hold it once.
struct IndirectStorageTests {
	private static let types = #"[{"name": "Category", "fields": [{"name": "name", "type": "String", "sample": "Dogs"}, {"name": "parentCategory", "type": "Category?", "jsonKey": "parent"}]}]"#

	private func files(types: String = types) throws -> [String: String] {
		let entity = #"{"name": "Product", "fields": [{"name": "category", "type": "Category"}], "rest": {"path": "/products", "detail": true}, "local": "memory"}"#
		let output = FeatureGeneration.run(
			specBytes: Array(BadSpecCases.spec(entity: entity, types: types).utf8), specPath: "Specs/Character.json", config: .defaults,
			generator: try SharedGeneration.generator())
		expectEmpty(output.diagnostics.filter { $0.severity == .error }, "\(output.diagnostics.map(\.description))")
		return Dictionary(output.files.map { (String($0.path.dropFirst("Features/Character/".count)), $0.contents) }, uniquingKeysWith: { first, _ in first })
	}

	func theDTOAndTheDomainModelShowThePlainOptionalAndTheSampleHoldsTheTypeOnceMore() throws {
		// The DTO stores the box under its JSON key and takes the plain optional.
		let dto = try require(try files()["Sources/Data/DTOs/CategoryDTO.swift"])
		expectContains(dto, "\tvar parentCategory: CategoryDTO? { _parentCategory?.value }\n")
		expectContains(dto, "\tprivate let _parentCategory: Indirect<CategoryDTO>?\n")
		expectContains(dto, "\t\tparentCategory: CategoryDTO?\n\t) {\n")
		expectContains(dto, "\t\tself._parentCategory = parentCategory.map(Indirect.init)\n")
		expectContains(dto, "\t\tcase _parentCategory = \"parent\"\n")

		// The domain model shows the field as the plain optional.
		let model = try require(try files()["Sources/Domain/Models/Category.swift"])
		expectContains(model, "\tpublic var parentCategory: Category? { _parentCategory?.value }\n")
		expectContains(model, "\tprivate let _parentCategory: Indirect<Category>?\n")
		expectContains(model, "\t\tself._parentCategory = parentCategory.map(Indirect.init)\n")

		// The sample holds the type once more so the stub has a parent.
		let stub = try require(try files()["Tests/Shared/Stubs/Category+Stub.swift"])
		expectContains(stub, "\t\tparentCategory: Category? = .stub(parentCategory: nil)\n")
		let fixture = try require(try files()["Tests/Shared/Fixtures/product.json"])
		expectContains(fixture, #""parent": {"#)
		expectContains(fixture, #""parent": null"#)
	}

	func theBoxIsWrittenOnlyForASpecThatNeedsItAndAnEntityDTOIsUnchanged() throws {
		let recursive = try files()
		expectEqual(recursive["Sources/Domain/Models/Indirect.swift"]?.contains("public nonisolated struct Indirect<Value> {"), true)
		expectEqual(recursive["Sources/Data/DTOs/ProductDTO.swift"]?.contains("\tlet category: CategoryDTO\n"), true)
		let plain = try files(types: #"[{"name": "Category", "fields": [{"name": "children", "type": "[Category]"}]}]"#)
		expectEqual(plain["Sources/Domain/Models/Indirect.swift"], nil)
		expectEqual(plain["Sources/Data/DTOs/CategoryDTO.swift"]?.contains("\tlet children: [CategoryDTO]\n"), true)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<IndirectStorageTests>] = [
		SuiteTest("theDTOAndTheDomainModelShowThePlainOptionalAndTheSampleHoldsTheTypeOnceMore") { try $0.theDTOAndTheDomainModelShowThePlainOptionalAndTheSampleHoldsTheTypeOnceMore() },
		SuiteTest("theBoxIsWrittenOnlyForASpecThatNeedsItAndAnEntityDTOIsUnchanged") { try $0.theBoxIsWrittenOnlyForASpecThatNeedsItAndAnEntityDTOIsUnchanged() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<IndirectStorageTests>) async throws { try await test.body(self) }
}
