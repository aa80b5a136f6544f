import ScaffoldBasics

/// The keys of a feature's use case mock tests (`{Feature}UseCaseMockTests`): one test per use
/// case, and whether samples come from fixtures (an entity kept on the device reads them there).
struct UseCaseMockTestsContext: FlattenedTemplateContext {
	let testSuite: String
	let hasFixtures: Bool
	let useCases: [UseCaseSignature.MockTest]

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("testSuite", testSuite)
		object.set("hasFixtures", hasFixtures)
		object.set("useCases", useCases)
	}
}
