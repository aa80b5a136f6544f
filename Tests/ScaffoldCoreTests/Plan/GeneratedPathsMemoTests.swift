import Testing

import ScaffoldCore

/// Records read one after another are judged partly by the record before (``GeneratedPaths/Memo``):
/// every record must get the answer it gets alone, most of all a record the memo's shortcut
/// would accept wrongly (a name that is not generated, in the folder and with the extension of
/// the accepted record before it).
struct GeneratedPathsMemoTests {
	static let paths = GeneratedPaths(config: .defaults)
	static let origin = "Specs/Character.json"

	/// The same answers as one record at a time, over every snapshot file (in manifest order) with,
	/// after each, variants that share its folder or its extension or both.
	func judgesEachRecordAsItIsJudgedAlone() throws {
		let files = try RepositoryFiles.files(below: "Snapshots").filter { !$0.hasSuffix("context.json") }
		let accepted = files.map { String($0.drop { $0 != "/" }.dropFirst()) }.sorted(by: Plan.precedes)
		expectGreater(accepted.count, 300)
		var records: [(path: String, origin: String)] = []
		for path in accepted {
			records.append((path, Self.origin))
			for variant in Self.variants(of: path) {
				records.append((variant, Self.origin))
				records.append((path, Self.origin))
			}
			records.append((path, ""))
		}
		var memo = GeneratedPaths.Memo()
		var refused = 0
		// A record's answer alone is the same each time it comes again (the accepted path after each of
		// its variants): judged alone once per record.
		var answersAlone: [String: String?] = [:]
		for (path, origin) in records {
			let record = origin + "\n" + path
			let alone = answersAlone[record] ?? Self.paths.problem(with: path, origin: origin)
			answersAlone[record] = alone
			expectEqual(Self.paths.problem(with: path, origin: origin, memo: &memo), alone, "\(path) from '\(origin)'")
			if alone != nil { refused += 1 }
		}
		// Most variants are refused: the shortcut was asked about each right after an accepted record.
		expectGreater(refused, accepted.count * 8)
	}

	func refusesANameThatIsNotGeneratedRightAfterOneThatIs() {
		let accepted = "Features/Character/Sources/Data/DTOs/CharacterDTO.swift"
		for refused in [
			"Features/Character/Sources/Data/DTOs/Character.DTO.swift", "Features/Character/Sources/Data/DTOs/+CharacterDTO.swift",
			"Features/Character/Sources/Data/DTOs/.swift", "Features/Character/Sources/Data/DTOs/Character-DTO.swift",
			"Features/Character/Sources/Data/DTOs/Caf\u{E9}.swift", "Features/Character/Sources/Data/DTOs/\(String(repeating: "A", count: 256)).swift",
			"Features/Character/Sources/Data/DTOs/Sub/CharacterDTO.swift",
		] {
			var memo = GeneratedPaths.Memo()
			expectEqual(Self.paths.problem(with: accepted, origin: Self.origin, memo: &memo), nil)
			expectEqual(
				Self.paths.problem(with: refused, origin: Self.origin, memo: &memo),
				"'\(refused)' is not a file scaffold generates for feature 'Character': no template writes such a file there")
		}
	}

	/// Paths that share `path`'s folder, its extension, or both, with a name or a byte changed.
	private static func variants(of path: String) -> [String] {
		guard let slash = path.lastIndex(of: "/"), let dot = path.lastIndex(of: "."), dot > slash else { return [] }
		let folder = path[...slash]
		let name = path[path.index(after: slash)..<dot]
		let ext = path[path.index(after: dot)...]
		return [
			"\(folder)\(name).x.\(ext)", "\(folder)+\(name).\(ext)", "\(folder).\(ext)", "\(folder)\(name)-.\(ext)",
			"\(folder)\(name)\u{E9}.\(ext)", "\(folder)\(String(repeating: "a", count: 256)).\(ext)", "\(folder)\(name).\(ext)x",
			"\(folder)\(name).\(ext.dropLast())", "\(folder)\(name)", "\(folder)Sub/\(name).\(ext)", "\(folder.dropLast())x/\(name).\(ext)",
			"\(folder)StoredShape.json", "\(folder)\(name).json", "\(folder)\(name)_2+Stub.\(ext)",
		]
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GeneratedPathsMemoTests>] = [
		SuiteTest("judgesEachRecordAsItIsJudgedAlone") { try $0.judgesEachRecordAsItIsJudgedAlone() },
		SuiteTest("refusesANameThatIsNotGeneratedRightAfterOneThatIs") { $0.refusesANameThatIsNotGeneratedRightAfterOneThatIs() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<GeneratedPathsMemoTests>) async throws { try await test.body(self) }
}
