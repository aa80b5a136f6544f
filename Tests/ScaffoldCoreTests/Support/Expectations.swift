import Testing

// The core's tests compare values through these plain functions rather than writing `#expect(a == b)` at
// every check: each `#expect` is a macro expanded and type-checked where it is written, about a tenth of a
// second of CPU per batch of them in this target's build, a call to a function next to nothing
// (docs/performance.md, "The core's test targets' build"). Each function holds one expectation, and a
// failure still prints both values at the caller's line: the location's parts are builtin literals as
// default arguments, which the compiler fills in where the function is called. The generated tests have
// functions of their own that work the same way (Templates/Feature/Tests/Shared/TestExpectations.swift.mustache).

/// Expects `actual` to equal `expected`; a failure prints both values at the caller's line.
func expectEqual<Value: Equatable>(
	_ actual: Value, _ expected: Value,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual == expected, sourceLocation: location)
}

/// Expects two collections to be equal; a failure prints both and where they differ, at the caller's line.
func expectEqual<Values: BidirectionalCollection & Equatable>(
	_ actual: Values, _ expected: Values,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) where Values.Element: Equatable {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual == expected, sourceLocation: location)
}

/// Expects two pairs to be equal (a tuple is not `Equatable`, but `==` compares tuples of up to six values).
func expectEqual<First: Equatable, Second: Equatable>(
	_ actual: (First, Second), _ expected: (First, Second),
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual == expected, sourceLocation: location)
}

/// Expects two triples to be equal.
func expectEqual<First: Equatable, Second: Equatable, Third: Equatable>(
	_ actual: (First, Second, Third), _ expected: (First, Second, Third),
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual == expected, sourceLocation: location)
}

/// Expects `text` to contain `part`; a failure prints both at the caller's line.
func expectContains<Part: StringProtocol>(
	_ text: String, _ part: Part,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(text.contains(part), sourceLocation: location)
}

/// Expects `text` not to contain `part`; a failure prints both at the caller's line.
func expectLacks<Part: StringProtocol>(
	_ text: String, _ part: Part,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(!text.contains(part), sourceLocation: location)
}

/// Expects `elements` to contain `element`; a failure prints both at the caller's line.
func expectContains<Elements: Sequence>(
	_ elements: Elements, _ element: Elements.Element,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) where Elements.Element: Equatable {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(elements.contains(element), sourceLocation: location)
}

/// Expects `elements` not to contain `element`; a failure prints both at the caller's line.
func expectLacks<Elements: Sequence>(
	_ elements: Elements, _ element: Elements.Element,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) where Elements.Element: Equatable {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(!elements.contains(element), sourceLocation: location)
}
