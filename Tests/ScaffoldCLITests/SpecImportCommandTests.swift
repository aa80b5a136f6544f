import Foundation
import ScaffoldCore
import Testing

/// `scaffold spec import` and `scaffold spec verify` end to end: the binary prints what the
/// library gives, writes nothing on a bad document, reads `scalars` from scaffold.json, and
/// verify's statuses and `--json` are what CI relies on.
struct SpecImportCommandTests {
	let scaffold: ScaffoldBinary

	init() throws {
		scaffold = try ScaffoldBinary.locate()
	}

	static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
		.appendingPathComponent("Fixtures/import")

	private func copy(_ fixture: String, into folder: TemporaryFolder) throws -> [UInt8] {
		let bytes = Array(try Foundation.Data(contentsOf: Self.fixtures.appendingPathComponent(fixture)))
		let name = (fixture as NSString).lastPathComponent
		try Foundation.Data(bytes).write(to: folder.url.appendingPathComponent(name))
		return bytes
	}

	private func stderr(_ diagnostics: [Diagnostic]) -> String {
		diagnostics.map { $0.description + "\n" }.joined()
	}

	static let importPrintsTheLibrarysSpecAndExplanationsAndItLintsCleanArguments: [String] = ["openapi/petstore.json", "openapi/petstore.yaml", "../samples/schema.graphql"]
	func importPrintsTheLibrarysSpecAndExplanationsAndItLintsClean(fixture: String) throws {
		try TemporaryFolder.with { folder in
			let bytes = try copy(fixture, into: folder)
			let name = (fixture as NSString).lastPathComponent
			let expected = SpecImport.run(bytes: bytes, path: name, options: .init(feature: "Store"))
			let text = try require(expected.text)
			try scaffold.expect(["spec", "import", name, "--name", "Store"], in: folder.url, .init(status: 0, stdout: text, stderr: stderr(expected.diagnostics)))
			try scaffold.expect(
				["spec", "import", name, "--name", "Store", "--output", "Specs/Store.json"], in: folder.url,
				.init(status: 0, stdout: "", stderr: stderr(expected.diagnostics)))
			try scaffold.expect(["spec", "lint", "Specs/Store.json"], in: folder.url, .init(status: 0, stdout: "", stderr: "linted 1 spec: no problems\n"))
		}
	}

	func aBadDocumentIsOneLocatedErrorAndWritesNothing() throws {
		try TemporaryFolder.with { folder in
			_ = try copy("bad/dangling-ref.json", into: folder)
			try scaffold.expect(
				["spec", "import", "dangling-ref.json", "--name", "Store", "--output", "Store.json"], in: folder.url,
				.init(status: 1, stdout: "", stderr: "dangling-ref.json:8:97: error: '$ref' '#/components/schemas/Pett' points to nothing in this document\n"))
			expectFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Store.json").path))
		}
	}

	func depthReachesTheImportAndABadOneIsAUsageError() throws {
		try TemporaryFolder.with { folder in
			let bytes = try copy("graphql/features.graphqls", into: folder)
			let expected = SpecImport.run(bytes: bytes, path: "features.graphqls", options: .init(feature: "Store", depth: 0))
			let text = try require(expected.text)
			expectNotEqual(text, SpecImport.run(bytes: bytes, path: "features.graphqls", options: .init(feature: "Store")).text)
			try scaffold.expect(
				["spec", "import", "features.graphqls", "--name", "Store", "--depth", "0"], in: folder.url,
				.init(status: 0, stdout: text, stderr: stderr(expected.diagnostics)))
			for bad in ["--depth=-1", "--depth=two"] {
				let result = try scaffold.run(["spec", "import", "features.graphqls", "--name", "Store", bad], in: folder.url)
				expectEqual(result.status, 64,
					"\(result)")
				expectContains(result.stderr, "error: '\(bad.replacingOccurrences(of: "=", with: " "))' is not a number of levels (0 or more)",
					"\(result)")
			}
		}
	}

	func selectAndScalarsFromTheProjectConfig() throws {
		try TemporaryFolder.with { folder in
			let bytes = try copy("graphql/features.graphqls", into: folder)
			try folder.write(#"{"version": 1, "scalars": {"DateTime": "Date", "Money": "Decimal"}}"#, to: "scaffold.json")
			let options = SpecImport.Options(feature: "Store", select: ["Product"], scalars: ["DateTime": "Date", "Money": "Decimal"])
			let expected = SpecImport.run(bytes: bytes, path: "features.graphqls", options: options)
			expectEqual(expected.text?.contains("\"Date?\""), true)
			try scaffold.expect(
				["spec", "import", "features.graphqls", "--name", "Store", "--select", "Product"], in: folder.url,
				.init(status: 0, stdout: try require(expected.text), stderr: stderr(expected.diagnostics)))
			try folder.write(#"{"version": 1, "scalars": {"DateTime": "Daet"}}"#, to: "scaffold.json")
			try scaffold.expect(
				["spec", "import", "features.graphqls", "--name", "Store"], in: folder.url,
				.init(
					status: 2, stdout: "",
					stderr:
						"scaffold.json:1:40: error: expected a built-in type (String, Int, Double, Bool, Date, URL, UUID, Decimal, JSON) for scalars.DateTime, found 'Daet'; did you mean 'Date'?\n"
				))
		}
	}

	func verifyExitsZeroOneOrTwoAndSpeaksJSON() throws {
		try TemporaryFolder.with { folder in
			_ = try copy("verify/character.json", into: folder)
			_ = try copy("verify/character-drifted.json", into: folder)
			let spec = try String(contentsOf: Self.fixtures.appendingPathComponent("../../../Examples/Character.json"), encoding: .utf8)
			try folder.write(spec, to: "Character.json")
			try scaffold.expect(
				["spec", "verify", "Character.json", "--against", "character.json"], in: folder.url,
				.init(status: 0, stdout: "", stderr: "verified 1 file against Character.json: no drift\n"))
			let drifted = try scaffold.run(["spec", "verify", "Character.json", "--against", "character.json", "--against", "character-drifted.json"], in: folder.url)
			expectEqual(drifted.status, 1)
			expectContains(drifted.stderr, "character-drifted.json:1:1: error: key 'species' is missing, but field 'species' of Character is required\nCharacter.json:32:5: note: 'species' is declared here as String\n")
			expectSuffix(drifted.stderr, "verified 2 files against Character.json: 4 drift findings, 1 note\n")
			let json = try scaffold.run(["spec", "verify", "Character.json", "--against", "character-drifted.json", "--json"], in: folder.url)
			expectEqual(json.status, 1)
			expectEqual(json.stderr, "")
			let report = try JSONReader(path: "report").read(json.stdout)
			#expect(report["clean"]?.bool == false && report["drift"]?.int == 4 && report["notes"]?.int == 1)
			let first = try require(report["findings"]?.elements?.first)
			#expect(first["severity"]?.string == "drift" && first["file"]?.string == "character-drifted.json" && first["line"]?.int == 4)
			#expect(first["spec"]?["file"]?.string == "Character.json" && first["spec"]?["line"]?.int == 31)
			try folder.write("{\"id\": ", to: "broken.json")
			try scaffold.expect(
				["spec", "verify", "Character.json", "--against", "broken.json"], in: folder.url,
				.init(status: 2, stdout: "", stderr: "broken.json:1:8: error: expected a JSON value, found end of file\n"))
			try scaffold.expect(
				["spec", "verify", "Character.json", "--against", "missing.json"], in: folder.url,
				.init(status: 2, stdout: "", stderr: "missing.json: error: cannot read file: no such file or directory\n"))
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecImportCommandTests>] = [
		SuiteTest("aBadDocumentIsOneLocatedErrorAndWritesNothing") { try $0.aBadDocumentIsOneLocatedErrorAndWritesNothing() },
		SuiteTest("depthReachesTheImportAndABadOneIsAUsageError") { try $0.depthReachesTheImportAndABadOneIsAUsageError() },
		SuiteTest("selectAndScalarsFromTheProjectConfig") { try $0.selectAndScalarsFromTheProjectConfig() },
		SuiteTest("verifyExitsZeroOneOrTwoAndSpeaksJSON") { try $0.verifyExitsZeroOneOrTwoAndSpeaksJSON() },
	]
		+ SuiteTest<SpecImportCommandTests>.cases("importPrintsTheLibrarysSpecAndExplanationsAndItLintsClean(fixture:)", importPrintsTheLibrarysSpecAndExplanationsAndItLintsCleanArguments) { try $0.importPrintsTheLibrarysSpecAndExplanationsAndItLintsClean(fixture: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecImportCommandTests>) async throws { try await test.body(self) }
}
