import Testing

// A suite whose tests differ only in their data is one `@Test(arguments:)` over a list of these rows: each
// `@Test` is a macro expansion of its own, about 50 ms of this target's build (docs/performance.md, "The core's
// test targets' build"), a row next to nothing. A row keeps what a test of its own had: a name that says which
// row a failure is in (Swift Testing prints it with the failure), and the row's own line, where the failure
// is reported.

/// One row of a table test: its name, its input, what the input should give, and where the row is written.
struct TableCase<Input: Sendable, Expected: Sendable>: Sendable, CustomTestStringConvertible {
	let name: String
	let input: Input
	let expected: Expected
	let fileID: String, filePath: String, line: Int, column: Int

	init(
		_ name: String, _ input: Input, _ expected: Expected,
		fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
	) {
		self.name = name
		self.input = input
		self.expected = expected
		(self.fileID, self.filePath, self.line, self.column) = (fileID, filePath, line, column)
	}

	var testDescription: String { name }
}

extension TableCase where Expected: Equatable {
	/// Expects `actual` to equal the row's expected value; a failure prints both at the row's line.
	func expect(_ actual: Expected) {
		expectEqual(actual, expected, fileID: fileID, filePath: filePath, line: line, column: column)
	}
}

extension TableCase where Expected: BidirectionalCollection & Equatable, Expected.Element: Equatable {
	/// Expects `actual` to equal the row's expected collection; a failure prints both and where they differ.
	func expect(_ actual: Expected) {
		expectEqual(actual, expected, fileID: fileID, filePath: filePath, line: line, column: column)
	}
}

extension TableCase {
	/// Expects two values the test derived from the row to be equal; a failure prints both at the row's line.
	func expect<Value: Equatable>(_ actual: Value, equals expected: Value) {
		expectEqual(actual, expected, fileID: fileID, filePath: filePath, line: line, column: column)
	}
}
