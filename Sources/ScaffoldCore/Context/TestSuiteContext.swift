import ScaffoldBasics

/// The keys a generated test file gets on top of the context of the code it tests: `testSuite`,
/// the name of its `@Suite` type (`{Subject}Tests`), set on a copy of the shared context.
struct TestSuiteContext: FlattenedTemplateContext {
	let testSuite: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) { object.set("testSuite", testSuite) }
}
