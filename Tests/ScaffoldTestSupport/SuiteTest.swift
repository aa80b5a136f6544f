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

// A test that takes an argument was a `@Test(arguments:)` of its own, about as dear to build as any other
// `@Test`. Its cases are rows of the suite's table instead, one row per argument, so each case still runs on an
// instance of its own, side by side with the others, and a failure still names the test and the argument.

extension SuiteTest {
	/// One row per argument, each named as Swift Testing names a case: the test, then the argument as it
	/// prints arguments. If the arguments cannot be made (an example folder that cannot be read), one row
	/// under the test's name fails with the error, as a `@Test` whose arguments throw fails.
	public static func cases<Arguments: Sequence>(
		_ name: String, _ arguments: @autoclosure () throws -> Arguments,
		_ body: @escaping @Sendable (Suite, Arguments.Element) async throws -> Void
	) -> [SuiteTest] where Arguments.Element: Sendable {
		do {
			return try arguments().map { argument in
				SuiteTest("\(name) → \(String(describingForTest: argument))") { try await body($0, argument) }
			}
		} catch {
			return [SuiteTest(name) { _ in throw error }]
		}
	}
}
