import Foundation
import Testing

import ScaffoldCore

/// The ASCII fast path of `Name.split` must give exactly the words of the `Character` path.
struct NameSplitASCIITests {
	/// Names that exercise every boundary rule: acronyms, plural acronyms, digits, separators.
	static let edgeCases = [
		"", " ", "_", "URLs", "IDs", "URLSession", "RECENT_SEARCHES", "episode2", "imageURL", "userIDs", "image_urls",
		"NASAMission", "URLsList", "IDsOnly", "aURL", "ABs", "ABsc", "Ss", "sS", "S", "s", "HTTPSProxy", "httpsURLs",
		"a1B", "A1b", "1A", "9s", "IDS", "ids", "Id", "iD", "x-y.z w", "recent searches", "__weird--name__",
		"Get.Character\r\nUseCase", "uuidString", "GPSCoordinates", "api_v2_URL", "sss", "SsS", "ABCs", "ABCsD",
	]

	/// Every string of the example specs (keys and values: feature, entity, field and type names,
	/// paths, descriptions).
	static func exampleStrings() throws -> [String] {
		var strings: [String] = []
		func collect(_ value: Any) {
			if let text = value as? String { strings.append(text) }
			if let array = value as? [Any] { array.forEach(collect) }
			if let object = value as? [String: Any] {
				for (key, member) in object {
					strings.append(key)
					collect(member)
				}
			}
		}
		for name in try SpecTestSupport.exampleNames() {
			let data = Data(try SpecTestSupport.bytes("Examples/\(name)"))
			collect(try JSONSerialization.jsonObject(with: data))
		}
		return strings
	}

	/// Seeded random ASCII names from the characters the rules look at.
	static func randomNames(count: Int) -> [String] {
		let alphabet = Array("aAbBiIdDlLrRsSsSuUzZ0129_- .\t")
		var generator = SeededGenerator(seed: 15)
		return (0..<count).map { _ in
			let length = Int.random(in: 0...14, using: &generator)
			return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
		}
	}

	func edgeCasesExamplesAndAcronymsSplitAsCharactersDo() throws {
		// Edge cases split as characters do.
		for name in Self.edgeCases {
			expectEqual(Name.splitASCII(name), Name.splitCharacters(name), "\(name)")
		}

		// Example spec strings split as characters do.
		let strings = try Self.exampleStrings()
		expectGreater(strings.count, 100)
		for text in strings where text.utf8.allSatisfy({ $0 < 0x80 }) {
			expectEqual(Name.splitASCII(text), Name.splitCharacters(text), "\(text)")
		}

		// Every known acronym and its plural split as characters do.
		for acronym in Name.knownAcronyms {
			for name in [acronym, acronym + "s", acronym.uppercased(), acronym.uppercased() + "s", "my" + acronym.uppercased() + "s", acronym + "_list"] {
				expectEqual(Name.splitASCII(name), Name.splitCharacters(name), "\(name)")
			}
		}
	}

	func randomNamesSplitAsCharactersDo() {
		for name in Self.randomNames(count: 20_000) {
			expectEqual(Name.splitASCII(name), Name.splitCharacters(name), "\(name)")
		}
	}

	func nonASCIITextIsLeftToTheCharacterPath() {
		expectEqual(Name.splitASCII("café"), nil)
		expectEqual(Name.splitASCII("naïveURL"), nil)
		expectEqual(Name("naïveURL").words, Name.splitCharacters("naïveURL"))
		expectEqual(Name("ÉcoleID").upperCamel, "ÉcoleID")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<NameSplitASCIITests>] = [
		SuiteTest("edgeCasesExamplesAndAcronymsSplitAsCharactersDo") { try $0.edgeCasesExamplesAndAcronymsSplitAsCharactersDo() },
		SuiteTest("randomNamesSplitAsCharactersDo") { $0.randomNamesSplitAsCharactersDo() },
		SuiteTest("nonASCIITextIsLeftToTheCharacterPath") { $0.nonASCIITextIsLeftToTheCharacterPath() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<NameSplitASCIITests>) async throws { try await test.body(self) }
}
