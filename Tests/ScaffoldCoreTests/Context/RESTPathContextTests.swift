import Testing

@testable import ScaffoldCore

/// What the generated REST data source and its tests make of `basePath`, `itemPath` and `envelope`.
struct RESTPathContextTests {
	@Test func theContextSpellsAnItemsPathAroundItsIdentifier() throws {
		let bytes = Array(try RepositoryFiles.text("Examples/Blog.json").utf8)
		let output = FeatureGeneration.run(specBytes: bytes, specPath: "Specs/Blog.json", config: .defaults, generator: try Generator(catalog: .embedded))
		let source = try #require(output.files.first { $0.path.hasSuffix("ArticleRESTDataSource.swift") }?.contents)
		#expect(source.contains(#"Endpoint(path: "/api/v2/articles/\(identifier)/")"#))
		#expect(source.contains(#"path: "/api/v2/articles/\(item.slug)/", method: .put"#))
		#expect(source.contains(#"case payload = "data""#))
		let tests = try #require(output.files.first { $0.path.hasSuffix("ArticleRESTDataSourceTests.swift") }?.contents)
		#expect(tests.contains(#"#expect(endpoint.path == "/api/v2/articles/1/")"#))
		#expect(tests.contains(#"Data("{\"data\":".utf8) + (try loadJSONData(filename)) + Data("}".utf8)"#))
	}
}
