import ScaffoldBasics
import ScaffoldMustache

extension FeatureJobs {
	/// The template of the feature's test expectations (relative to `Templates/Feature/`).
	static let testExpectationsTemplate = "Tests/Shared/TestExpectations.swift"

	/// `jobs` and, when any of them writes a test file, `Tests/Shared/TestExpectations.swift`: the plain
	/// functions (`expectEqual`, `requireValue`) the generated tests check values through. They live in
	/// each feature's test target, not in the runtime's CoreMocks, because the feature's test target is
	/// the one place that imports Swift Testing and compiles with the tests' own isolation in every
	/// project `init` makes and in every adopted app (an adopted app's CoreMocks is a framework of the
	/// app's, which may not link Swift Testing).
	func addingTestExpectations(to jobs: [RenderJob], base: [(String, TemplateValue)]) -> [RenderJob] {
		guard jobs.contains(where: { $0.isSwift && $0.templatePath.hasPrefix("Feature/Tests/") }) else { return jobs }
		let template = Self.testExpectationsTemplate
		return jobs + [job(template, context: TemplateObject(base), output: template)]
	}
}
