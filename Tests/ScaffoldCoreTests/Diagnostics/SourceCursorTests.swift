import ScaffoldCore
import Testing

/// The one position keeper of the lexers: lines and columns counted alike over Unicode scalars
/// and over UTF-8 bytes, and marks to step back to.
struct SourceCursorTests {
	func countsColumnsInScalarsAndInUTF8Bytes() {
		// Scalars count one column each.
		do {
			var cursor = SourceCursor(Array("aé\nb".unicodeScalars))
			expectEqual(cursor.position, SourcePosition(line: 1, column: 1))
			cursor.advance(2)
			expectEqual(cursor.position, SourcePosition(line: 1, column: 3))
			expectEqual(cursor.peek, "\n")
			cursor.advance()
			expectEqual(cursor.position, SourcePosition(line: 2, column: 1))
			expectEqual(cursor.peek, "b")
		}

		// Utf8 bytes count their scalars as columns.
		do {
			// "é" is two bytes, one column; "😀" four bytes, one column.
			var cursor = SourceCursor(Array("é😀x\ny".utf8))
			cursor.advance(6)
			expectEqual(cursor.index, 6)
			expectEqual(cursor.peek, UInt8(ascii: "x"))
			expectEqual(cursor.position, SourcePosition(line: 1, column: 3))
			cursor.advance(2)
			expectEqual(cursor.position, SourcePosition(line: 2, column: 1))
		}
	}

	func peeksAndTheEndNeverTrap() {
		var cursor = SourceCursor(Array("ab".unicodeScalars))
		expectEqual(cursor.peek(1), "b")
		expectEqual(cursor.peek(2), nil)
		cursor.advance(5)
		expectEqual(cursor.index, 2)
		expectEqual(cursor.peek, nil)
		expectEqual(cursor.position, SourcePosition(line: 1, column: 3))
	}

	func aSkipMovesOnAsAdvancingWould() {
		let bytes = Array("\"é😀x\"\n".utf8)
		var skipped = SourceCursor(bytes)
		skipped.advance()
		skipped.skip(to: 8, columns: 3)
		var advanced = SourceCursor(bytes)
		advanced.advance(8)
		expectEqual(skipped.index, 8)
		expectEqual(skipped.peek, UInt8(ascii: "\""))
		expectEqual(skipped.position, advanced.position)
		expectEqual(skipped.position, SourcePosition(line: 1, column: 5))
	}

	/// Stepping past the unit a reader peeked itself keeps the same count as `advance()`, unit by
	/// unit, over scalars and over UTF-8 (line breaks, several-byte scalars, a carriage return).
	func steppingPastThePeekedUnitCountsAsAdvancing() {
		let text = "aé\r\n😀\n\nx"
		var scalars = (past: SourceCursor(Array(text.unicodeScalars)), advanced: SourceCursor(Array(text.unicodeScalars)))
		while let unit = scalars.past.peek {
			scalars.past.advance(past: unit)
			scalars.advanced.advance()
			expectEqual(scalars.past.index, scalars.advanced.index)
			expectEqual(scalars.past.position, scalars.advanced.position)
		}
		var bytes = (past: SourceCursor(Array(text.utf8)), advanced: SourceCursor(Array(text.utf8)))
		while let unit = bytes.past.peek {
			bytes.past.advance(past: unit)
			bytes.advanced.advance()
			expectEqual(bytes.past.index, bytes.advanced.index)
			expectEqual(bytes.past.position, bytes.advanced.position)
		}
		expectEqual(scalars.past.position, SourcePosition(line: 4, column: 2))
		expectEqual(bytes.past.position, SourcePosition(line: 4, column: 2))
	}

	func aMarkStepsBack() {
		var cursor = SourceCursor(Array("a\nbc".unicodeScalars))
		cursor.advance()
		let mark = cursor.mark
		cursor.advance(3)
		expectEqual(cursor.position, SourcePosition(line: 2, column: 3))
		cursor.reset(mark)
		expectEqual(cursor.index, 1)
		expectEqual(cursor.position, SourcePosition(line: 1, column: 2))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SourceCursorTests>] = [
		SuiteTest("countsColumnsInScalarsAndInUTF8Bytes") { $0.countsColumnsInScalarsAndInUTF8Bytes() },
		SuiteTest("peeksAndTheEndNeverTrap") { $0.peeksAndTheEndNeverTrap() },
		SuiteTest("aSkipMovesOnAsAdvancingWould") { $0.aSkipMovesOnAsAdvancingWould() },
		SuiteTest("steppingPastThePeekedUnitCountsAsAdvancing") { $0.steppingPastThePeekedUnitCountsAsAdvancing() },
		SuiteTest("aMarkStepsBack") { $0.aMarkStepsBack() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SourceCursorTests>) async throws { try await test.body(self) }
}
