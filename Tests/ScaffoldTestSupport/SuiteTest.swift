import Testing

// A suite's tests as rows of one `@Test(arguments:)`: each test stays a method of its own, run on an instance
// of its own and named in the run's output, and the suite pays for one `@Test` expansion where it paid for one
// per test. A `@Test` is about 50 ms of a test target's build (its file's batch and the module's emit-module job
// each declare and check what the macro writes), a row about 1 ms (docs/performance.md, "Tests as rows of one
// `@Test`"). Swift Testing runs a parameterised test's cases side by side, as it runs a suite's tests, and
// makes a new instance of the suite for each case, as it does for each test.

/// One test of a suite, as a row: the name a failure is reported under and the method it runs.
public struct SuiteTest<Suite>: Sendable, CustomTestStringConvertible {
	/// The test's name: its old display name, or its method's name.
	public let name: String
	/// Runs the test on the instance Swift Testing made for this case.
	public let body: @Sendable (Suite) async throws -> Void

	public init(_ name: String, _ body: @escaping @Sendable (Suite) async throws -> Void) {
		self.name = name
		self.body = body
	}

	public var testDescription: String { name }
}
