import ScaffoldBasics

/// The keys of a feature's one mapper test (`{Feature}MappingTests`, issue 51): the mapper test
/// suites whose scenarios its `@Test(arguments:)` runs. Those of SwiftData stores are apart, as
/// their files (and so their scenario lists) compile only where SwiftData does.
struct MapperScenariosContext: FlattenedTemplateContext {
	let testSuite: String
	/// The suites compiled everywhere, in job order.
	let mapperSuites: [String]
	/// The suites of SwiftData stores (`#if canImport(SwiftData)`), in job order.
	let storedMapperSuites: [String]
	/// Whether there is any of them (a list section renders once per item).
	let hasStoredMapperSuites: Bool

	init(testSuite: String, mapperSuites: [String], storedMapperSuites: [String]) {
		self.testSuite = testSuite
		self.mapperSuites = mapperSuites
		self.storedMapperSuites = storedMapperSuites
		self.hasStoredMapperSuites = !storedMapperSuites.isEmpty
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("testSuite", testSuite)
		object.set("mapperSuites", mapperSuites)
		object.set("storedMapperSuites", storedMapperSuites)
		object.set("hasStoredMapperSuites", hasStoredMapperSuites)
	}
}
