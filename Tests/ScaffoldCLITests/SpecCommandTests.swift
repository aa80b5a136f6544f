import Foundation
import ScaffoldCore
import Testing

/// `scaffold spec new`, `scaffold spec infer` and `scaffold schema` end to end: what the binary
/// prints is exactly what the library gives, files are written as asked, and the results lint clean.
struct SpecCommandTests {
	let scaffold: ScaffoldBinary

	init() throws {
		scaffold = try ScaffoldBinary.locate()
	}

	static let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
		.appendingPathComponent("Fixtures/samples")

	static let samples: [String] =
		((try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()

	private func read(_ url: URL) throws -> String {
		String(decoding: try Foundation.Data(contentsOf: url), as: UTF8.self)
	}

	// MARK: - spec new

	func newPrintsTheStarterSpec() throws {
		let starter = try require(SpecStarter.text(feature: "Episode", fields: ["name:String", "airDate:Date?", "tags:[String]"]).text)
		try TemporaryFolder.with { folder in
			try scaffold.expect(
				["spec", "new", "Episode", "name:String", "airDate:Date?", "tags:[String]"], in: folder.url,
				.init(status: 0, stdout: starter, stderr: ""))
			try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
		}
	}

	func newReferencesTheSchemaWhenAsked() throws {
		let starter = try require(SpecStarter.text(feature: "Episode", fields: [], schemaPath: "../schema.json").text)
		try TemporaryFolder.with { folder in
			try scaffold.expect(
				["spec", "new", "Episode", "--schema", "../schema.json"], in: folder.url, .init(status: 0, stdout: starter, stderr: ""))
		}
	}

	func newWritesAFileThatLintsCleanAndNeverReplacesOneUnlessForced() throws {
		let starter = try require(SpecStarter.text(feature: "Character", fields: ["name:String"]).text)
		try TemporaryFolder.with { folder in
			let file = folder.url.appendingPathComponent("Specs/Character.json")
			try scaffold.expect(
				["spec", "new", "Character", "name:String", "--output", "Specs/Character.json"], in: folder.url,
				.init(status: 0, stdout: "", stderr: ""))
			try expectEqual(read(file), starter)
			let loaded = Spec.load(bytes: Array(try read(file).utf8), path: "Specs/Character.json")
			expectNotEqual(loaded.spec, nil)
			expectEqual(loaded.diagnostics, [])
			try scaffold.expect(["spec", "lint"], in: folder.url, .init(status: 0, stdout: "", stderr: "linted 1 spec: no problems\n"))

			try folder.write("hand-written", to: "Specs/Character.json")
			try scaffold.expect(
				["spec", "new", "Character", "--output", "Specs/Character.json"], in: folder.url,
				.init(status: 1, stdout: "", stderr: "Specs/Character.json: error: file already exists; use --force to replace it\n"))
			try expectEqual(read(file), "hand-written")
			try scaffold.expect(
				["spec", "new", "Character", "name:String", "--output", "Specs/Character.json", "--force"], in: folder.url,
				.init(status: 0, stdout: "", stderr: ""))
			try expectEqual(read(file), starter)
			try expectEqual(FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path), ["Character.json"])
		}
	}

	func newDoesNotReplaceADirectory() throws {
		try TemporaryFolder.with { folder in
			try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out.json"), withIntermediateDirectories: true)
			try scaffold.expect(
				["spec", "new", "Character", "--output", "out.json"], in: folder.url,
				.init(status: 1, stdout: "", stderr: "out.json: error: cannot write file: is a directory\n"))
			try scaffold.expect(
				["spec", "new", "Character", "--output", "out.json", "--force"], in: folder.url,
				.init(status: 1, stdout: "", stderr: "out.json: error: cannot write file: is a directory\n"))
		}
	}

	func newReportsEveryBadArgumentAsAUsageError() throws {
		try TemporaryFolder.with { folder in
			try scaffold.expect(
				["spec", "new", "character", "name", "tags:[Strin]"], in: folder.url,
				.init(
					status: 64, stdout: "",
					stderr: """
						error: feature name 'character' must start with an upper-case letter; try 'Character'
						error: field argument 'name' must be written name:Type, e.g. name:String
						error: in 'tags:[Strin]': unknown type 'Strin'; did you mean 'String'?
						note: see 'scaffold spec new --help'

						"""))
			try scaffold.expect(
				["spec", "new", "Character", "--force"], in: folder.url,
				.init(
					status: 64, stdout: "",
					stderr: "error: '--force' applies only with '--output <file>'\nnote: see 'scaffold spec new --help'\n"))
			try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
		}
	}

	// MARK: - spec infer

	func thereAreSamplesToInferFrom() {
		expectAtLeast(Self.samples.count, 5)
	}

	func inferPrintsTheLibrarysSpecAndExplanationsAndTheSpecLintsClean(sample: String) throws {
		let name = sample.hasPrefix("location") ? "Location" : sample.hasPrefix("episode") ? "Episode" : "Character"
		let bytes = Array(try Foundation.Data(contentsOf: Self.samplesFolder.appendingPathComponent(sample)))
		let expected = SpecInference.infer(bytes: bytes, path: sample, options: .init(name: name))
		let text = try require(expected.text)
		try TemporaryFolder.with { folder in
			try Foundation.Data(bytes).write(to: folder.url.appendingPathComponent(sample))
			let stderr = expected.diagnostics.map { $0.description + "\n" }.joined()
			try scaffold.expect(["spec", "infer", sample, "--name", name], in: folder.url, .init(status: 0, stdout: text, stderr: stderr))
			try scaffold.expect(
				["spec", "infer", sample, "--name", name, "--output", "Specs/\(name).json"], in: folder.url,
				.init(status: 0, stdout: "", stderr: stderr))
			try expectEqual(read(folder.url.appendingPathComponent("Specs/\(name).json")), text)
			try scaffold.expect(
				["spec", "lint", "Specs/\(name).json"], in: folder.url, .init(status: 0, stdout: "", stderr: "linted 1 spec: no problems\n"))
		}
	}

	func inferPassesEveryOptionToTheLibrary() throws {
		let sample = "characters_page.json"
		let bytes = Array(try Foundation.Data(contentsOf: Self.samplesFolder.appendingPathComponent(sample)))
		let options = SpecInference.Options(
			name: "Person", feature: "People", jsonKeys: .snakeCase, detectDates: false, detectURLs: false, includeSamples: false)
		let expected = SpecInference.infer(bytes: bytes, path: sample, options: options)
		let text = try require(expected.text)
		// The options really change the spec, so the comparison below shows each one is passed on.
		let defaults = try require(SpecInference.infer(bytes: bytes, path: sample, options: .init(name: "Person")).text)
		expectLacks(text, "\"sample\"")
		expectContains(defaults, "\"sample\"")
		expectLacks(text, "\"Date\"")
		expectContains(defaults, "\"Date\"")
		expectLacks(text, "\"URL\"")
		expectContains(defaults, "\"URL\"")
		expectContains(text, "\"jsonKeys\": \"snake_case\"")
		expectLacks(defaults, "\"jsonKeys\"")
		expectContains(text, "\"feature\": \"People\"")
		try TemporaryFolder.with { folder in
			try Foundation.Data(bytes).write(to: folder.url.appendingPathComponent(sample))
			try scaffold.expect(
				[
					"spec", "infer", sample, "--name", "Person", "--feature", "People", "--json-keys", "snake_case", "--no-dates",
					"--no-urls", "--no-samples",
				], in: folder.url,
				.init(status: 0, stdout: text, stderr: expected.diagnostics.map { $0.description + "\n" }.joined()))
		}
	}

	func inferReportsBadJSONInTheSampleAndPrintsNothing() throws {
		try TemporaryFolder.with { folder in
			try folder.write("{\n  \"id\": 1,\n  \"name\": \n}\n", to: "sample.json")
			try scaffold.expect(
				["spec", "infer", "sample.json", "--name", "Character"], in: folder.url,
				.init(status: 1, stdout: "", stderr: "sample.json:4:1: error: expected a JSON value, found '}'\n"))
			try folder.write("[1, 2]", to: "numbers.json")
			try scaffold.expect(
				["spec", "infer", "numbers.json", "--name", "Character"], in: folder.url,
				.init(
					status: 1, stdout: "",
					stderr: "numbers.json:1:2: error: expected an object, an array of objects or a paginated {info, results} envelope, found a number\n"))
		}
	}

	func inferReportsBadNamesAsUsageErrorsAndAMissingSampleWith66() throws {
		try TemporaryFolder.with { folder in
			try folder.write(#"{"id": 1}"#, to: "sample.json")
			try scaffold.expect(
				["spec", "infer", "sample.json", "--name", "character", "--feature", "My Feature"], in: folder.url,
				.init(
					status: 64, stdout: "",
					stderr: """
						error: entity name 'character' must start with an upper-case letter; try 'Character'
						error: feature name 'My Feature' is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit); try 'MyFeature'
						note: see 'scaffold spec infer --help'

						"""))
			try scaffold.expect(
				["spec", "infer", "sample.json", "--name", "Character", "--json-keys", "kebab"], in: folder.url,
				.init(
					status: 64, stdout: "",
					stderr: "error: invalid value 'kebab' for '--json-keys'; expected one of: camelCase, snake_case\nnote: see 'scaffold spec infer --help'\n"))
			try scaffold.expect(
				["spec", "infer", "missing.json", "--name", "Character"], in: folder.url,
				.init(status: 66, stdout: "", stderr: "missing.json: error: cannot read file: no such file or directory\n"))
		}
	}

	// MARK: - schema

	func schemaPrintsTheLibrarysSchemaAsValidJSON() throws {
		let schema = SpecSchema.text()
		try TemporaryFolder.with { folder in
			let result = try scaffold.run(["schema"], in: folder.url)
			expectEqual(result, .init(status: 0, stdout: schema, stderr: ""))
			let parsed = try JSONSerialization.jsonObject(with: Foundation.Data(result.stdout.utf8)) as? [String: Any]
			expectEqual(parsed?["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
		}
	}

	func schemaWritesAndReplacesTheOutputFile() throws {
		try TemporaryFolder.with { folder in
			try folder.write("an older schema", to: "schema/scaffold-spec.schema.json")
			try scaffold.expect(
				["schema", "--output", "schema/scaffold-spec.schema.json"], in: folder.url, .init(status: 0, stdout: "", stderr: ""))
			try expectEqual(read(folder.url.appendingPathComponent("schema/scaffold-spec.schema.json")), SpecSchema.text())
			try scaffold.expect(
				["schema", "--output", "new/folder/schema.json"], in: folder.url, .init(status: 0, stdout: "", stderr: ""))
			try expectEqual(read(folder.url.appendingPathComponent("new/folder/schema.json")), SpecSchema.text())
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecCommandTests>] = [
		SuiteTest("newPrintsTheStarterSpec") { try $0.newPrintsTheStarterSpec() },
		SuiteTest("newReferencesTheSchemaWhenAsked") { try $0.newReferencesTheSchemaWhenAsked() },
		SuiteTest("newWritesAFileThatLintsCleanAndNeverReplacesOneUnlessForced") { try $0.newWritesAFileThatLintsCleanAndNeverReplacesOneUnlessForced() },
		SuiteTest("newDoesNotReplaceADirectory") { try $0.newDoesNotReplaceADirectory() },
		SuiteTest("newReportsEveryBadArgumentAsAUsageError") { try $0.newReportsEveryBadArgumentAsAUsageError() },
		SuiteTest("thereAreSamplesToInferFrom") { $0.thereAreSamplesToInferFrom() },
		SuiteTest("inferPassesEveryOptionToTheLibrary") { try $0.inferPassesEveryOptionToTheLibrary() },
		SuiteTest("inferReportsBadJSONInTheSampleAndPrintsNothing") { try $0.inferReportsBadJSONInTheSampleAndPrintsNothing() },
		SuiteTest("inferReportsBadNamesAsUsageErrorsAndAMissingSampleWith66") { try $0.inferReportsBadNamesAsUsageErrorsAndAMissingSampleWith66() },
		SuiteTest("schemaPrintsTheLibrarysSchemaAsValidJSON") { try $0.schemaPrintsTheLibrarysSchemaAsValidJSON() },
		SuiteTest("schemaWritesAndReplacesTheOutputFile") { try $0.schemaWritesAndReplacesTheOutputFile() },
	]
		+ SuiteTest<SpecCommandTests>.cases("inferPrintsTheLibrarysSpecAndExplanationsAndTheSpecLintsClean(sample:)", samples) { try $0.inferPrintsTheLibrarysSpecAndExplanationsAndTheSpecLintsClean(sample: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecCommandTests>) async throws { try await test.body(self) }
}
