import Testing

import ScaffoldCore

/// JSON made to be slow or loud: keys, strings and numbers of a million characters, a hundred
/// thousand keys. Read in linear time (a quadratic reader takes minutes here); every error is
/// located and quotes at most a short excerpt.
struct JSONReaderHostileInputTests {
	private static let megabyte = 1_000_000
	private static let key = String(repeating: "k", count: megabyte)
	private let reader = JSONReader(path: "x.json")

	private func failure(_ text: String) -> Diagnostic? {
		do {
			_ = try reader.read(text)
			return nil
		} catch {
			return error
		}
	}

	func aDuplicateKeyOfAMillionCharactersIsAShortLocatedError() throws {
		let error = try require(failure("{\"\(Self.key)\": 1,\n\"\(Self.key)\": 2}"))
		expectEqual(error.location?.position, SourcePosition(line: 2, column: 1))
		expectEqual(error.message, "duplicate key '\(String(repeating: "k", count: 40))…' (1000000 characters)")
		expectEqual(error.notes.map(\.location?.position), [SourcePosition(line: 1, column: 2)])
		expectLess(error.description.utf8.count, 200)
	}

	func aMissingColonAfterALongKeyIsAShortLocatedError() throws {
		let error = try require(failure("{\"\(Self.key)\" 1}"))
		expectEqual(error.location?.position, SourcePosition(line: 1, column: Self.megabyte + 5))
		expectLess(error.description.utf8.count, 200)
	}

	func longStringsNumbersAndEscapesAreRead() throws {
		let node = try reader.read(
			"{\"s\": \"\(Self.key)\", \"n\": \(String(repeating: "1", count: Self.megabyte)), \"e\": \"\(String(repeating: "\\n", count: Self.megabyte / 2))\"}")
		expectEqual(node["s"]?.string?.utf8.count, Self.megabyte)
		expectEqual(node["e"]?.string?.utf8.count, Self.megabyte / 2)
		guard case .number(let text)? = node["n"]?.value else {
			Issue.record("expected a number")
			return
		}
		expectEqual(text.utf8.count, Self.megabyte)
	}

	func aHundredThousandKeysAreRead() throws {
		let count = 100_000
		let text = "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
		expectEqual(try reader.read(text).members?.count, count)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<JSONReaderHostileInputTests>] = [
		SuiteTest("aDuplicateKeyOfAMillionCharactersIsAShortLocatedError") { try $0.aDuplicateKeyOfAMillionCharactersIsAShortLocatedError() },
		SuiteTest("aMissingColonAfterALongKeyIsAShortLocatedError") { try $0.aMissingColonAfterALongKeyIsAShortLocatedError() },
		SuiteTest("longStringsNumbersAndEscapesAreRead") { try $0.longStringsNumbersAndEscapesAreRead() },
		SuiteTest("aHundredThousandKeysAreRead") { try $0.aHundredThousandKeysAreRead() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<JSONReaderHostileInputTests>) async throws { try await test.body(self) }
}
