import ScaffoldBasics

extension FeatureJobs {
	/// The folder of the mapper test templates (relative to `Templates/`).
	static let mapperTestsFolder = "Feature/Tests/Unit/Data/Mappers/"
	/// The template that runs a feature's mapper scenarios (relative to `Templates/Feature/`).
	static let mapperScenariosTemplate = "Tests/Unit/Data/Mappers/MapperScenarios.swift"
	/// The mapper test templates whose files compile only where SwiftData does.
	static let storedMapperTestTemplates: Set<String> = [
		"EntityMapperTests", "EntityDTOMapperTests", "PageEntityDTOMapperTests", "ValueEntityMapperTests", "ValueEntityDTOMapperTests",
	]

	/// The job of `{Feature}MappingTests.swift`: one `@Test(arguments:)` over the scenarios of every
	/// mapper test suite among `jobs` (each suite's file lists its own), or nil when there is none.
	/// A `@Test` costs about 15 ms of compile time (docs/performance.md), and a feature has about
	/// two mapper tests per mapped type: one test per feature is what keeps them cheap.
	func mapperScenariosJob(for jobs: [RenderJob], base: [(String, TemplateValue)]) -> RenderJob? {
		var suites: [String] = []
		var storedSuites: [String] = []
		for job in jobs where job.templatePath.hasPrefix(Self.mapperTestsFolder) {
			// A mapper test file is named after its suite (`Tests/Unit/Data/Mappers/{Suite}.swift`).
			let suite = String(job.outputPath.split(separator: "/").last?.dropLast(".swift".count) ?? "")
			let template = job.templatePath.dropFirst(Self.mapperTestsFolder.count).prefix { $0 != "." }
			if Self.storedMapperTestTemplates.contains(String(template)) { storedSuites.append(suite) } else { suites.append(suite) }
		}
		guard !suites.isEmpty || !storedSuites.isEmpty else { return nil }
		let name = spec.featureName.upperCamel + "MappingTests"
		var context = TemplateObject(base)
		context.merge(MapperScenariosContext(testSuite: name, mapperSuites: suites, storedMapperSuites: storedSuites))
		return job(Self.mapperScenariosTemplate, context: context, output: "Tests/Unit/Data/Mappers/\(name).swift")
	}
}
