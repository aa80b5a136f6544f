import Testing

// Both test targets compare values through these plain functions rather than writing `#expect(a == b)` at
// every check: each `#expect` is a macro expanded and type-checked where it is written, about a tenth of a
// second of CPU per batch of them in a test target's build, a call to a function next to nothing
// (docs/performance.md, "The core's test targets' build"). Each function holds one expectation, and a
// failure still prints both values at the caller's line, and the caller's call as written (CallSource): the
// location's parts are builtin literals as default arguments, which the compiler fills in where the function
// is called. The generated tests have
// functions of their own that work the same way (Templates/Feature/Tests/Shared/TestExpectations.swift.mustache).

/// Expects `actual` to equal `expected`; a failure prints both values at the caller's line.
public func expectEqual<Value: Equatable>(
	_ actual: Value, _ expected: Value,
	_ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual == expected, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects two collections to be equal; a failure prints both and where they differ, at the caller's line.
public func expectEqual<Values: BidirectionalCollection & Equatable>(
	_ actual: Values, _ expected: Values,
	_ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) where Values.Element: Equatable {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual == expected, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects two pairs to be equal (a tuple is not `Equatable`, but `==` compares tuples of up to six values).
public func expectEqual<First: Equatable, Second: Equatable>(
	_ actual: (First, Second), _ expected: (First, Second),
	_ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual == expected, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects two triples to be equal.
public func expectEqual<First: Equatable, Second: Equatable, Third: Equatable>(
	_ actual: (First, Second, Third), _ expected: (First, Second, Third),
	_ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual == expected, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `text` to contain `part`; a failure prints both at the caller's line.
public func expectContains<Part: StringProtocol>(
	_ text: String, _ part: Part,
	_ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(text.contains(part), CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `text` not to contain `part`; a failure prints both at the caller's line.
public func expectLacks<Part: StringProtocol>(
	_ text: String, _ part: Part,
	_ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(!text.contains(part), CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `elements` to contain `element`; a failure prints both at the caller's line.
public func expectContains<Elements: Sequence>(
	_ elements: Elements, _ element: Elements.Element,
	_ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) where Elements.Element: Equatable {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(elements.contains(element), CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `elements` not to contain `element`; a failure prints both at the caller's line.
public func expectLacks<Elements: Sequence>(
	_ elements: Elements, _ element: Elements.Element,
	_ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) where Elements.Element: Equatable {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(!elements.contains(element), CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `actual` to differ from `unexpected`; a failure prints both at the caller's line.
public func expectNotEqual<Value: Equatable>(
	_ actual: Value, _ unexpected: Value, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual != unexpected, CallSource.note(comment(), at: location), sourceLocation: location)
}

// `#expect(condition)` would print only "Expectation failed: condition" here, the parameter's name: a Boolean has
// no operands left to take apart once it is passed. The issue says what was checked instead, the caller's own
// call as written (CallSource), and is recorded directly, with no macro.

/// Expects `condition` to hold; a failure quotes the caller's call at its line.
public func expectTrue(
	_ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	guard !condition else { return }
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	Issue.record(CallSource.failure("is false", comment(), at: location), sourceLocation: location)
}

/// Expects `condition` not to hold; a failure quotes the caller's call at its line.
public func expectFalse(
	_ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	guard condition else { return }
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	Issue.record(CallSource.failure("is true", comment(), at: location), sourceLocation: location)
}

/// Expects `value` to be `nil`, whether or not its type is `Equatable`; a failure prints it at the caller's line.
public func expectNil<Value>(
	_ value: Value?, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(value == nil, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `value` not to be `nil`, whether or not its type is `Equatable`.
public func expectNotNil<Value>(
	_ value: Value?, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(value != nil, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `actual` to be less than `bound`; a failure prints both at the caller's line.
public func expectLess<Value: Comparable>(
	_ actual: Value, _ bound: Value, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual < bound, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `actual` to be at most `bound`; a failure prints both at the caller's line.
public func expectAtMost<Value: Comparable>(
	_ actual: Value, _ bound: Value, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual <= bound, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `actual` to be greater than `bound`; a failure prints both at the caller's line.
public func expectGreater<Value: Comparable>(
	_ actual: Value, _ bound: Value, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual > bound, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `actual` to be at least `bound`; a failure prints both at the caller's line.
public func expectAtLeast<Value: Comparable>(
	_ actual: Value, _ bound: Value, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(actual >= bound, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `elements` to be empty; a failure prints them at the caller's line.
public func expectEmpty<Elements: Collection>(
	_ elements: Elements, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(elements.isEmpty, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `elements` not to be empty.
public func expectNotEmpty<Elements: Collection>(
	_ elements: Elements, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(!elements.isEmpty, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `text` to start with `prefix`; a failure prints both at the caller's line.
public func expectPrefix<Prefix: StringProtocol>(
	_ text: String, _ prefix: Prefix, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(text.hasPrefix(prefix), CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Expects `text` to end with `suffix`; a failure prints both at the caller's line.
public func expectSuffix<Suffix: StringProtocol>(
	_ text: String, _ suffix: Suffix, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	#expect(text.hasSuffix(suffix), CallSource.note(comment(), at: location), sourceLocation: location)
}

/// Unwraps `value` or ends the test at the caller's line, as `try #require(value)` does: the failure is recorded
/// as an issue there and the error thrown to end the test is not recorded again.
public func require<Value>(
	_ value: Value?, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws -> Value {
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	return try #require(value, CallSource.note(comment(), at: location), sourceLocation: location)
}

/// A Boolean would be promoted to an optional and always unwrap: `#require(condition)` takes conditions apart on
/// failure, so conditions keep the macro.
@available(*, unavailable, message: "use try #require(condition): the macro shows the condition's operands")
public func require(
	_ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws {}

// A condition over the elements of a collection (`#expect(!diagnostics.contains { $0.contains("error") })`) is a
// macro the compiler expands and type-checks where it is written, and prints only the collection. These take the
// condition as an argument, and a failure quotes the call with it (CallSource) and prints the elements that
// decided it: the ones that match where none should, or the ones that do not where all should.

/// Expects some element of `elements` to match `condition`; a failure quotes the call and prints the elements.
public func expectAny<Elements: Sequence>(
	_ elements: Elements, where condition: (Elements.Element) throws -> Bool, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) rethrows {
	guard try !elements.contains(where: condition) else { return }
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	Issue.record(
		CallSource.failure("found none of \(shown(Array(elements)))", comment(), at: location), sourceLocation: location)
}

/// Expects no element of `elements` to match `condition`; a failure quotes the call and prints those that do.
public func expectNone<Elements: Sequence>(
	_ elements: Elements, where condition: (Elements.Element) throws -> Bool, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) rethrows {
	let matching = try elements.filter(condition)
	guard !matching.isEmpty else { return }
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	Issue.record(CallSource.failure("found \(shown(matching))", comment(), at: location), sourceLocation: location)
}

/// Expects every element of `elements` to match `condition`; a failure quotes the call and prints those that do not.
public func expectAll<Elements: Sequence>(
	_ elements: Elements, where condition: (Elements.Element) throws -> Bool, _ comment: @autoclosure () -> Comment? = nil,
	fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) rethrows {
	let failing = try elements.filter { try !condition($0) }
	guard !failing.isEmpty else { return }
	let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
	Issue.record(CallSource.failure("found, not matching, \(shown(failing))", comment(), at: location), sourceLocation: location)
}

/// `elements` as a failure prints them, cut after 2,000 characters: a list of generated files can be megabytes.
private func shown<Element>(_ elements: [Element]) -> String {
	let text = "\(elements.count) element(s): \(elements)"
	return text.count <= 2_000 ? text : text.prefix(2_000) + "…"
}
