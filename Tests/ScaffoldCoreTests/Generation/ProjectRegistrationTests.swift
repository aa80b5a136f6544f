import Testing

import ScaffoldCore

/// What a feature new to an adopted app gets for each project system (ProjectRegistration).
struct ProjectRegistrationTests {
	private static func steps(_ project: AdoptedApp.ProjectSystem, fixtures: Bool = true) throws -> ProjectRegistration.Steps {
		var config = try ExistingAppFixture.survey().config
		config.app?.project = project
		if !fixtures { config.app?.fixtures = nil }
		let app = try require(config.app)
		return try ProjectRegistration.steps(feature: "Character", app: app, config: config, generator: try SharedGeneration.generator())
	}

	func tuistGetsAHelperWrittenOnceAndTheLineThatRegistersIt() throws {
		let steps = try Self.steps(.tuist)
		let helper = try require(steps.files.first)
		expectEqual(steps.files.count, 1)
		expectEqual(helper.path, "Tuist/ProjectDescriptionHelpers/Modules/CharacterModule.swift")
		expectEqual(helper.ownership, .userOwned)
		// The embedded template (a project's override would replace it), in the app's 4 spaces.
		expectPrefix(helper.contents, "import ProjectDescription\n\n/// The Character feature: `RickAndMortyCharacter` from `Features/Character/Sources`")
		expectContains(helper.contents, "\n    public static var targets: [Target] {\n")
		expectContains(helper.contents, "sources: [\"Features/Character/Tests/**\"]")
		expectContains(helper.contents, ".target(name: \"RickAndMortyCoreMocks\"),")
		expectEqual(
			steps.notes.map(\.description), [
				"Tuist/ProjectDescriptionHelpers/Modules/CharacterModule.swift: note: Tuist: register RickAndMortyCharacter by adding CharacterModule.targets to the targets of Project.swift (and .target(name: \"RickAndMortyCharacter\") to the app target's dependencies); scaffold never edits Project.swift"
			])
	}

	func theOtherProjectSystemsGetTheirTargetsPrintedOrNothing() throws {
		// XcodeGen gets its targets printed.
		do {
			let steps = try Self.steps(.xcodeGen)
			expectEmpty(steps.files)
			let note = try require(steps.notes.first?.message)
			expectPrefix(note, "XcodeGen: add these targets under 'targets:' in project.yml, then run xcodegen:\n  RickAndMortyCharacter:\n    type: framework\n")
			expectContains(note, "    sources: [Features/Character/Tests]\n")
			expectSuffix(note, "      - target: RickAndMortyCoreMocks")
		}

		// SwiftPM gets its targets printed with the fixtures as the app loads them.
		let own = try require(try Self.steps(.swiftPM).notes.first?.message)
		expectPrefix(own, "SwiftPM: add these targets to Package.swift's targets:\n.target(name: \"RickAndMortyCharacter\", dependencies: [\"RickAndMortyNetworking\", \"RickAndMortyCore\"], path: \"Features/Character/Sources\"),")
		expectContains(own, "exclude: [\"Shared/Fixtures\"]")
		let bundle = try require(try Self.steps(.swiftPM, fixtures: false).notes.first?.message)
		expectContains(bundle, "resources: [.process(\"Shared/Fixtures\")]")

		// Xcode needs nothing written.
		do {
			let steps = try Self.steps(.xcode)
			expectEmpty(steps.files)
			expectEqual(steps.notes.map(\.message).first?.hasPrefix("Xcode: with synchronized folders, Features/Character joins the project by itself"), true)
		}
	}

	func aFolderOfTheAppsOwnIsRefusedAtTheSpec() {
		let diagnostic = ProjectRegistration.foreignFeatureFolder(
			"Home", folder: "Features/Home", spec: SourceLocation(path: "home.json", line: 1, column: 1))
		expectEqual(diagnostic.severity, .error)
		expectPrefix(
			diagnostic.description,
				"home.json:1:1: error: Features/Home is a folder of the app's own: scaffold never generated feature 'Home', and writes into none of the app's folders")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ProjectRegistrationTests>] = [
		SuiteTest("tuistGetsAHelperWrittenOnceAndTheLineThatRegistersIt") { try $0.tuistGetsAHelperWrittenOnceAndTheLineThatRegistersIt() },
		SuiteTest("theOtherProjectSystemsGetTheirTargetsPrintedOrNothing") { try $0.theOtherProjectSystemsGetTheirTargetsPrintedOrNothing() },
		SuiteTest("aFolderOfTheAppsOwnIsRefusedAtTheSpec") { $0.aFolderOfTheAppsOwnIsRefusedAtTheSpec() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ProjectRegistrationTests>) async throws { try await test.body(self) }
}
