import Testing

import ScaffoldCore

struct ManifestTests {
	static let hashA = SHA256.hex("a")
	static let hashB = SHA256.hex("b")
	static let dto = Manifest.Record(path: "Features/Character/DTO.swift", origin: "Specs/Character.json", templateHash: "t1", contentHash: hashA)
	static let app = Manifest.Record(path: "App/Client.swift", origin: "", templateHash: "t2", contentHash: hashB)
	static let character = GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: true)

	func serialisesSortedRecordsWhateverTheirOrderAndAnEmptyManifestStably() {
		// Serialises sorted keys and paths with trailing newline.
		let text = String(decoding: Manifest(records: [Self.dto, Self.app], features: [Self.character]).serialized(), as: UTF8.self)
		expectEqual(
			text, """
				{
				\t"features": [
				\t\t{
				\t\t\t"fixtures": true,
				\t\t\t"name": "Character",
				\t\t\t"spec": "Specs/Character.json",
				\t\t\t"specOutsideProject": false
				\t\t}
				\t],
				\t"files": [
				\t\t{
				\t\t\t"contentHash": "\(Self.hashB)",
				\t\t\t"origin": "",
				\t\t\t"path": "App/Client.swift",
				\t\t\t"templateHash": "t2"
				\t\t},
				\t\t{
				\t\t\t"contentHash": "\(Self.hashA)",
				\t\t\t"origin": "Specs/Character.json",
				\t\t\t"path": "Features/Character/DTO.swift",
				\t\t\t"templateHash": "t1"
				\t\t}
				\t],
				\t"version": 2
				}

				""")

		// Bytes do not depend on record order.
		expectEqual(Manifest(records: [Self.dto, Self.app]).serialized(), Manifest(records: [Self.app, Self.dto]).serialized())

		// Empty manifest is stable.
		expectEqual(String(decoding: Manifest.empty.serialized(), as: UTF8.self), "{\n\t\"features\": [],\n\t\"files\": [],\n\t\"version\": 2\n}\n")
	}

	func pathsAreOrderedByUnicodeScalar() {
		// Paths are ordered by Unicode scalar (compared as UTF-8 bytes), never by locale or by
		// canonical equivalence: `e` + U+0301 before `é`, a private-use scalar before an emoji.
		let paths = ["é", "e\u{301}", "z", "Z", "\u{E000}", "😀", "a/b", "a-b", "a", "ab", "\u{7F}", "ß"]
		let byScalar = paths.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
		expectEqual(paths.sorted(by: Plan.precedes), byScalar)
		expectEqual(byScalar, ["Z", "a", "a-b", "a/b", "ab", "e\u{301}", "z", "\u{7F}", "ß", "é", "\u{E000}", "😀"])

		// Paths sort by unicode scalars not locale.
		let records = ["b.swift", "B.swift", "a.swift", "_.swift"].map {
			Manifest.Record(path: $0, origin: "", templateHash: "", contentHash: Self.hashA)
		}
		expectEqual(Manifest(records: records).sortedRecords.map(\.path), ["B.swift", "_.swift", "a.swift", "b.swift"])
	}

	/// Every string is written as the JSON writer quotes it, escapes and all.
	func writesEveryStringAsJSONQuotesIt() throws {
		let strings = ["plain/Path.swift", "quote\"back\\slash", "line\nfeed\ttab\u{1}\u{7F}", "é😀"]
		for string in strings {
			let record = Manifest.Record(path: "P.swift", origin: string, templateHash: string, contentHash: Self.hashA)
			let feature = GeneratedFeature(name: string, spec: string, hasFixtures: false)
			let manifest = Manifest(records: [record], features: [feature])
			let text = String(decoding: manifest.serialized(), as: UTF8.self)
			expectContains(text, "\"origin\": \(JSONWriter.quoted(string)),\n", "\(string)")
			expectContains(text, "\"name\": \(JSONWriter.quoted(string)),\n", "\(string)")
			expectEqual(try Manifest.parse(Manifest(records: [record]).serialized()), Manifest(records: [record]))
		}
	}

	func roundTripsThroughParseEscapesAndAll() throws {
		// Round trips through parse.
		do {
			let unicode = Manifest.Record(path: "Features/Ünïcode/Café.swift", origin: "Specs/Café.json", templateHash: "t\u{1}", contentHash: Self.hashA)
			let outside = GeneratedFeature(name: "Search", spec: "Search.json", specIsOutsideProject: true, hasFixtures: false)
			for manifest in [Manifest.empty, Manifest(records: [Self.dto, Self.app, unicode], features: [outside, Self.character])] {
				let bytes = manifest.serialized()
				let parsed = try Manifest.parse(bytes)
				expectEqual(parsed, manifest)
				expectEqual(parsed.serialized(), bytes)
			}
		}

		// Round trips escaped characters inside strings.
		do {
			let quoted = Manifest.Record(path: "Features/\"Quoted\".swift", origin: "Specs/a\\b.json", templateHash: "t", contentHash: Self.hashA)
			let manifest = Manifest(records: [quoted])
			expectContains(String(decoding: manifest.serialized(), as: UTF8.self), #""path": "Features/\"Quoted\".swift""#)
			let parsed = try Manifest.parse(manifest.serialized())
			expectEqual(parsed, manifest)
		}
	}

	// MARK: - Located parse errors

	private static func problems(_ text: String) -> [String] {
		do {
			_ = try Manifest.parse(Array(text.utf8))
			return []
		} catch {
			return error.diagnostics.map(\.description)
		}
	}

	private static func record(_ path: String = "A.swift", hash: String = hashA, extra: String = "") -> String {
		"{\"contentHash\": \"\(hash)\", \"origin\": \"\", \"path\": \"\(path)\", \"templateHash\": \"t\"\(extra)}"
	}

	/// A manifest's text and the located errors it is refused with.
	typealias ProblemRow = TableCase<String, [String]>

	static let problemRows: [ProblemRow] = [
		ProblemRow("a syntax error", "{\n\t\"files\": [,\n", [".scaffold/manifest.json:2:12: error: expected a JSON value, found ','"]),
		ProblemRow(
			"an unknown key, with a suggestion", "{\"version\": 1, \"file\": []}", [
				".scaffold/manifest.json:1:16: error: unknown key 'file' in the manifest; did you mean 'files'?",
				".scaffold/manifest.json:1:1: error: the manifest has no 'files'",
			]),
		ProblemRow(
			"an unknown key of a record, with a suggestion", "{\"version\": 1, \"files\": [\(record(extra: ", \"contentHsah\": \"x\""))]}", [
				".scaffold/manifest.json:1:164: error: unknown key 'contentHsah' in a manifest record; did you mean 'contentHash'?"
			]),
		ProblemRow(
			"an unsupported version", "{\"version\": 3, \"files\": []}",
			[".scaffold/manifest.json:1:13: error: unsupported manifest version 3; this scaffold reads versions 1 to 2"]),
		ProblemRow(
			"a version of the wrong kind", "{\"version\": \"1\", \"files\": []}",
			[".scaffold/manifest.json:1:13: error: unsupported manifest version a string; this scaffold reads versions 1 to 2"]),
		ProblemRow("version 2 without features", "{\"version\": 2, \"files\": []}", [".scaffold/manifest.json:1:1: error: the manifest has no 'features'"]),
		ProblemRow("no version", "{\"files\": []}", [".scaffold/manifest.json:1:1: error: the manifest has no 'version'"]),
		ProblemRow("an array", "[]", [".scaffold/manifest.json:1:1: error: the manifest must be a JSON object, found an array"]),
		ProblemRow("files as an object", "{\"version\": 1, \"files\": {}}", [".scaffold/manifest.json:1:25: error: 'files' must be an array, found an object"]),
		ProblemRow(
			"records of the wrong shape", "{\"version\": 1, \"files\": [3, {\"path\": 4}]}", [
				".scaffold/manifest.json:1:26: error: a manifest record must be an object, found a number",
				".scaffold/manifest.json:1:29: error: manifest record has no 'contentHash'",
				".scaffold/manifest.json:1:29: error: manifest record has no 'origin'",
				".scaffold/manifest.json:1:38: error: 'path' must be a string, found a number",
				".scaffold/manifest.json:1:29: error: manifest record has no 'templateHash'",
			]),
		ProblemRow(
			"a path listed twice, with a note at the first", "{\"version\": 1, \"files\": [\n\(record()),\n\(record())\n]}", [
				".scaffold/manifest.json:3:107: error: 'A.swift' is listed twice in the manifest\n.scaffold/manifest.json:2:107: note: first listed here"
			]),
		ProblemRow(
			"an unsafe path and a malformed hash", "{\"version\": 1, \"files\": [\n\(record("../../etc/passwd")),\n\(record(hash: "ABC"))\n]}", [
				".scaffold/manifest.json:2:107: error: output path '../../etc/passwd' leads outside the project root",
				".scaffold/manifest.json:3:17: error: 'contentHash' must be 64 lower-case hexadecimal digits",
			]),
	]

	func reportsLocatedErrors(_ row: ProblemRow) {
		row.expect(Self.problems(row.input))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ManifestTests>] = [
		SuiteTest("serialisesSortedRecordsWhateverTheirOrderAndAnEmptyManifestStably") { $0.serialisesSortedRecordsWhateverTheirOrderAndAnEmptyManifestStably() },
		SuiteTest("pathsAreOrderedByUnicodeScalar") { $0.pathsAreOrderedByUnicodeScalar() },
		SuiteTest("writesEveryStringAsJSONQuotesIt") { try $0.writesEveryStringAsJSONQuotesIt() },
		SuiteTest("roundTripsThroughParseEscapesAndAll") { try $0.roundTripsThroughParseEscapesAndAll() },
	]
		+ SuiteTest<ManifestTests>.cases("reportsLocatedErrors(_:)", problemRows) { $0.reportsLocatedErrors($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ManifestTests>) async throws { try await test.body(self) }
}
