import Testing

import ScaffoldCore

/// `scaffold.json`'s `app` section (ProjectConfig+App.swift).
struct ProjectConfigAppTests {
	private func load(_ text: String) -> (config: ProjectConfig?, diagnostics: [String]) {
		let (config, diagnostics) = ProjectConfig.load(bytes: Array(text.utf8), path: "scaffold.json")
		return (config, diagnostics.map(\.description))
	}

	/// A config with `app` set to `section` (one line, so that columns are easy to read).
	private func withApp(_ section: String) -> String {
		#"{"version": 1, "app": "# + section + "}"
	}

	private static let supportJSON = #""support": {"sources": "Core/Sources/Scaffold", "mocks": "Core/Mocks/Scaffold"}"#

	func readsEveryKey() throws {
		let text = """
			{
				"version": 1,
				"app": {
					"project": "xcodegen",
					"sources": {"networking": "Modules/Net/Sources", "networkingMocks": "Modules/Net/Mocks", "core": "Modules/Core/Sources", "coreMocks": "Modules/Core/Mocks"},
					"support": {"sources": "Modules/Core/Sources/Scaffold", "mocks": "Modules/Core/Mocks/Scaffold"},
					"fixtures": {"data": "Fixtures.data", "decode": "Fixtures.decode"},
					"lacks": ["APIError.throttled", "APIError.conflict"]
				}
			}
			"""
		let (config, diagnostics) = load(text)
		expectEqual(diagnostics, [])
		let app = try require(config?.app)
		expectEqual(
			app, AdoptedApp(
					project: .xcodeGen,
					sources: [
						.networking: "Modules/Net/Sources", .networkingMocks: "Modules/Net/Mocks", .core: "Modules/Core/Sources",
						.coreMocks: "Modules/Core/Mocks",
					],
					supportSources: "Modules/Core/Sources/Scaffold", supportMocks: "Modules/Core/Mocks/Scaffold",
					fixtures: AdoptedApp.FixtureLoader(data: "Fixtures.data", decode: "Fixtures.decode"),
					lacks: ["APIError.conflict", "APIError.throttled"]))
		expectEqual(app.lacks, ["APIError.conflict", "APIError.throttled"], "sorted")
		expectFalse(app.has("APIError.conflict"))
		expectTrue(app.has("APIError.notFound"))
		expectEqual(app.supportPaths.first, "Modules/Core/Sources/Scaffold/ScaffoldCacheLevel.swift")
		expectEqual(app.supportPaths.last, "Modules/Core/Mocks/Scaffold/ScaffoldStoredItemReporterMock.swift")
	}

	func onlyProjectAndSupportAreRequired() throws {
		let (config, diagnostics) = load(withApp(#"{"project": "tuist", "# + Self.supportJSON + "}"))
		expectEqual(diagnostics, [])
		let app = try require(config?.app)
		expectEqual(app.project, .tuist)
		expectEqual(app.sources, [:])
		expectEqual(app.fixtures, nil)
		expectEqual(app.lacks, [])
		expectEqual(load(#"{"version": 1}"#).config?.app, nil)
	}

	func eachProjectSystemIsRead() {
		for system in AdoptedApp.ProjectSystem.allCases {
			let text = withApp(#"{"project": ""# + system.rawValue + #"", "# + Self.supportJSON + "}")
			expectEqual(load(text).config?.app?.project, system)
		}
		expectEqual(AdoptedApp.ProjectSystem.allCases.map(\.rawValue), ["swiftpm", "tuist", "xcodegen", "xcode"])
	}

	/// An `app` section and the located errors it is refused with.
	typealias RefusalRow = TableCase<String, [String]>

	static let refusalRows: [RefusalRow] =
		[
			RefusalRow(
				"an unknown requirement, with a suggestion",
				#"{"project": "tuist", "# + supportJSON + #", "lacks": ["APIError.unauthorised", 3]}"#,
				[
					"scaffold.json:1:135: error: unknown requirement 'APIError.unauthorised' in app.lacks; did you mean 'APIError.unauthorized'?",
					"scaffold.json:1:160: error: expected a requirement's name in app.lacks, found a number",
				]),
		]
		+ ["../x", "/abs", "", "a//b", "a/../b", "a\\\\b"].map { path in
			RefusalRow(
				"a support folder outside the project: \(path)", #"{"project": "tuist", "support": {"sources": ""# + path + #"", "mocks": "M"}}"#,
				[
					"scaffold.json:1:67: error: app.support.sources must be a folder below the project root, such as 'Libraries/Core/Sources/Scaffold' (no '..', no leading '/')"
				])
		} + [
			RefusalRow(
				"a sources folder outside the project", #"{"project": "tuist", "sources": {"core": "../Core"}, "# + supportJSON + "}",
				[
					"scaffold.json:1:64: error: app.sources.core must be a folder below the project root, such as 'Libraries/Core/Sources/Scaffold' (no '..', no leading '/')"
				]),
			RefusalRow(
				"no support", #"{"project": "tuist"}"#,
				[
					"scaffold.json:1:23: error: app needs 'support' (the folders of the support files in the app's Core), or 'runtime' (scaffold's runtime brought into the app)"
				]),
			RefusalRow(
				"support without its mocks", #"{"project": "tuist", "support": {"sources": "S"}}"#,
				["scaffold.json:1:55: error: missing required key 'mocks' in app.support"]),
			RefusalRow(
				"a fixture loader that is no Swift name",
				#"{"project": "tuist", "# + supportJSON + #", "fixtures": {"data": "Loader.data", "decode": "Loader.decode()"}}"#,
				["scaffold.json:1:171: error: 'Loader.decode()' in app.fixtures is not a Swift name such as 'JSONFixtureLoader.decode'"]),
			RefusalRow(
				"a fixture loader without decode", #"{"project": "tuist", "# + supportJSON + #", "fixtures": {"data": "Loader.data"}}"#,
				["scaffold.json:1:137: error: missing required key 'decode' in app.fixtures"]),
			RefusalRow("an unknown key, with a suggestion", #"{"project": "tuist", "# + Self.supportJSON + #", "lack": []}"#, ["scaffold.json:1:125: error: unknown key 'lack' in app; did you mean 'lacks'?"]),
			RefusalRow("an unknown project system", #"{"project": "bazel", "# + Self.supportJSON + "}", ["scaffold.json:1:35: error: unknown value 'bazel' for app.project; expected 'swiftpm', 'tuist', 'xcodegen' or 'xcode'"]),
			RefusalRow("an unknown module of sources, with a suggestion", #"{"project": "tuist", "sources": {"network": "N"}, "# + Self.supportJSON + "}", ["scaffold.json:1:56: error: unknown key 'network' in app.sources; did you mean 'networking'?"]),
		]

	func refusesABadSectionAtItsKey(_ row: RefusalRow) {
		let (config, diagnostics) = load(withApp(row.input))
		expectNil(config)
		row.expect(diagnostics)
	}

	/// What `adopt` writes reads back as the same section, whatever it found.
	func theSurveyedConfigLoadsBackEqual() throws {
		let survey = try ExistingAppFixture.survey()
		let (config, diagnostics) = load(survey.configText)
		expectEqual(diagnostics, [])
		let loaded = try require(config)
		expectEqual(loaded.app, survey.config.app)
		expectEqual(loaded.modules, survey.config.modules)
		expectEqual(loaded.featureModule, survey.config.featureModule)
		expectEqual(loaded.indentation, survey.config.indentation)
		expectEqual(loaded.modulePrefix, "")
		// And a section with every key missing that can be.
		var bare = survey
		bare.config.app = AdoptedApp(project: .xcode, sources: [:], supportSources: "S", supportMocks: "M", fixtures: nil, lacks: [])
		expectEqual(load(bare.configText).config?.app, bare.config.app)
		expectLacks(bare.configText, "\"sources\": {")
		expectLacks(bare.configText, "fixtures")
	}

	// MARK: - A brought-in runtime

	func readsABroughtInRuntimeInsteadOfSupport() throws {
		let (config, diagnostics) = load(withApp(#"{"project": "xcode", "runtime": {"path": "ScaffoldRuntime", "prefix": "Scaffold"}}"#))
		expectEqual(diagnostics, [])
		let app = try require(config?.app)
		expectEqual(app.runtime, AdoptedApp.BroughtRuntime(path: "ScaffoldRuntime", prefix: "Scaffold"))
		expectFalse(app.usesSupportFiles)
		expectEqual(app.supportPaths, [])
		expectEqual(config?.usesSupportFiles, false)
		expectEqual(
			app.runtime?.outputPath(ofTemplate: "Init/Libraries/{{modulePrefix}}NetworkingMocks/HTTPClientMock.swift.mustache"), "ScaffoldRuntime/ScaffoldNetworkingMocks/HTTPClientMock.swift")
		expectEqual(app.runtime?.outputPath(ofTemplate: "Init/Libraries/Tests/{{modulePrefix}}CoreTests/OutboxTests.swift.mustache"), nil)
	}

	static let refusesABadRuntimeArguments: [(String, String)] = [
		(
			#"{"project": "xcode", "runtime": {"path": "Runtime", "prefix": "1x"}}"#,
			"scaffold.json:1:85: error: app.runtime.prefix '1x' is not a valid Swift identifier"
		),
		(
			#"{"project": "xcode", "runtime": {"path": "../Runtime", "prefix": "Kit"}}"#,
			"scaffold.json:1:64: error: app.runtime.path must be a folder below the project root, such as 'Libraries/Core/Sources/Scaffold' (no '..', no leading '/')"
		),
	]
	func refusesABadRuntime(section: String, message: String) {
		let (config, diagnostics) = load(withApp(section))
		#expect(config == nil || config?.app == nil)
		expectEqual(diagnostics, [message])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ProjectConfigAppTests>] = [
		SuiteTest("readsEveryKey") { try $0.readsEveryKey() },
		SuiteTest("onlyProjectAndSupportAreRequired") { try $0.onlyProjectAndSupportAreRequired() },
		SuiteTest("eachProjectSystemIsRead") { $0.eachProjectSystemIsRead() },
		SuiteTest("theSurveyedConfigLoadsBackEqual") { try $0.theSurveyedConfigLoadsBackEqual() },
		SuiteTest("readsABroughtInRuntimeInsteadOfSupport") { try $0.readsABroughtInRuntimeInsteadOfSupport() },
	]
		+ SuiteTest<ProjectConfigAppTests>.cases("refusesABadSectionAtItsKey(_:)", refusalRows) { $0.refusesABadSectionAtItsKey($1) }
		+ SuiteTest<ProjectConfigAppTests>.cases("refusesABadRuntime(section:message:)", refusesABadRuntimeArguments) { $0.refusesABadRuntime(section: $1.0, message: $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ProjectConfigAppTests>) async throws { try await test.body(self) }
}
