import Testing

import ScaffoldCore

/// `scaffold adopt`'s guesses (AppSurvey, AppSurveyParts, AdoptedConfigText), on the existing app
/// fixture and on small made-up apps.
struct AppSurveyTests {
	func theExistingAppsConfigNotesAndFindings() throws {
		let survey = try ExistingAppFixture.survey()
		// What `adopt` writes for `Tests/Fixtures/ExistingApp`: no prefix, its own module names (as its
		// Tuist helpers name them, not as its folders are), its
		// feature module pattern, 4 spaces, the app's folders, its fixture loader and the 22
		// requirements its runtime lacks (README: 2a, 2d, 3a, 3b, 4a, 4d, 8).
		do {
			var survey = try ExistingAppFixture.survey()
			// As `adopt` pins it: the running scaffold's minor version (the binary's is 0.1.0).
			survey.config.scaffoldVersion = ScaffoldVersionPin("0.1.x")
			// The file the end-to-end check (.ci/e2e/existing-app/adopt.sh) holds `scaffold adopt` to.
			expectEqual(survey.configText, (try RepositoryFiles.text(".ci/e2e/existing-app/expected/scaffold.json")))
		}

		// Every guess is a note where it came from: the project file, the declaration of the type
		// that gives a module away, the `@testable import` of a feature's tests, the first Swift
		// Testing file, and each isolation setting (README: S1, S2, S4, S5, 1b, 1d).
		do {
			expectEqual(
				survey.diagnostics.map(\.description), [
					"Project.swift: note: project system: tuist",
					"Tuist/ProjectDescriptionHelpers/Modules/NetworkingModule.swift:5:9: note: the module in Libraries/Networking/Sources is named 'RickAndMortyNetworking', not 'Networking': the name: of the target at Libraries/Networking",
					"Libraries/Networking/Sources/HTTP/HTTPClientContract.swift:8:17: note: networking: module 'RickAndMortyNetworking' in Libraries/Networking/Sources, which declares HTTPClientContract",
					"Tuist/ProjectDescriptionHelpers/Modules/NetworkingModule.swift:5:9: note: the module in Libraries/Networking/Mocks is named 'RickAndMortyNetworkingMocks', not 'NetworkingMocks': the name: of the target at Libraries/Networking, with Mocks",
					"Libraries/Networking/Mocks/HTTPClientMock.swift:5:20: note: networkingMocks: module 'RickAndMortyNetworkingMocks' in Libraries/Networking/Mocks, which declares HTTPClientMock",
					"Tuist/ProjectDescriptionHelpers/Modules/CoreModule.swift:5:9: note: the module in Libraries/Core/Sources is named 'RickAndMortyCore', not 'Core': the name: of the target at Libraries/Core",
					"Libraries/Core/Sources/Caching/CachePolicy.swift:2:13: note: core: module 'RickAndMortyCore' in Libraries/Core/Sources, which declares CachePolicy",
					"Tuist/ProjectDescriptionHelpers/Modules/CoreModule.swift:5:9: note: the module in Libraries/Core/Mocks is named 'RickAndMortyCoreMocks', not 'CoreMocks': the name: of the target at Libraries/Core, with Mocks",
					"Libraries/Core/Mocks/Fixtures/JSONFixtureLoader.swift:8:13: note: coreMocks: module 'RickAndMortyCoreMocks' in Libraries/Core/Mocks, whose JSONFixtureLoader.data and JSONFixtureLoader.decode load fixtures",
					"Features/Home/Tests/Shared/Mocks/LocationLocalDataSourceMock.swift:3:1: note: features live in Features/<Name>; their modules are named 'RickAndMorty{Feature}', as 'RickAndMortyHome' for Home",
					"note: indentation: 4 spaces (804 lines indented with spaces, 0 with tabs)",
					"Features/Home/Tests/Unit/Data/LocationMapperTests.swift: note: tests use Swift Testing (9 files), as generated tests do",
					"Tuist/ProjectDescriptionHelpers/Module.swift:12:10: note: default isolation MainActor; generated code declares its own isolation and builds under either",
					"Tuist/ProjectDescriptionHelpers/Modules/NetworkingModule.swift:9:14: note: default isolation nonisolated for Networking; generated code declares its own isolation and builds under either",
					"Tuist/ProjectDescriptionHelpers/Modules/HomeModule.swift:1:1: note: Tuist: new features get a module helper at Tuist/ProjectDescriptionHelpers/Modules/{Feature}Module.swift, from a template made of Home's (Templates/Project/TuistModule.swift.mustache), registered with {Feature}Module.targets",
				])
		}

		// The existing apps findings.
		do {
			expectEqual(survey.findings.map(\.requirement.id), RuntimeRequirements.all.map(\.id))
			expectEqual(survey.findings.filter(\.isPresent).count, 29)
			let app = try require(survey.config.app)
			expectEqual(app.lacks, RuntimeDoctor.lacks(survey.findings))
			expectEqual(app.project, .tuist)
			expectEqual(app.fixtures, AdoptedApp.FixtureLoader(data: "JSONFixtureLoader.data", decode: "JSONFixtureLoader.decode"))
			expectEqual(survey.config.featureModuleName(for: "Character"), "RickAndMortyCharacter")
		}
	}

	// MARK: - Made-up apps

	static let networking = """
		public protocol HTTPClientContract: Sendable {
		    func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T
		}
		"""
	static let core = """
		public enum CachePolicy {
		    case localFirst
		    case remoteFirst
		    case noCache
		}
		"""

	func aSwiftPackageHasItsModulesInSources() throws {
		let survey = ExistingAppFixture.survey([
			"Package.swift": "// swift-tools-version: 6.2\nlet settings: [SwiftSetting] = [\n    .defaultIsolation(MainActor.self),\n]\n",
			"Sources/Networking/HTTP/HTTPClientContract.swift": Self.networking,
			"Sources/NetworkingMocks/HTTPClientMock.swift": "public final class HTTPClientMock: HTTPClientContract {\n}\n",
			"Sources/Core/CachePolicy.swift": Self.core,
			"Tests/CoreTests/CachePolicyTests.swift": "import Testing\n@testable import Core\n",
		])
		let app = try require(survey.config.app)
		expectEqual(app.project, .swiftPM)
		expectEqual(
			app.sources, [.networking: "Sources/Networking", .networkingMocks: "Sources/NetworkingMocks", .core: "Sources/Core"])
		expectEqual(app.supportSources, "Sources/Core/Scaffold")
		expectEqual(app.supportMocks, "Sources/CoreMocks/Scaffold")
		expectEqual(survey.config.modules, ProjectConfig.Modules(prefix: ""))
		expectEqual(survey.config.indentation, .spaces(4))
		expectEqual(
			survey.diagnostics.map(\.description), [
				"Package.swift: note: project system: swiftpm",
				"Sources/Networking/HTTP/HTTPClientContract.swift:1:17: note: networking: module 'Networking' in Sources/Networking, which declares HTTPClientContract",
				"Sources/NetworkingMocks/HTTPClientMock.swift:1:20: note: networkingMocks: module 'NetworkingMocks' in Sources/NetworkingMocks, which declares HTTPClientMock",
				"Sources/Core/CachePolicy.swift:1:13: note: core: module 'Core' in Sources/Core, which declares CachePolicy",
				"warning: found no module playing coreMocks; scaffold.json names it 'CoreMocks', change it if that is wrong",
				"note: indentation: 4 spaces (4 lines indented with spaces, 0 with tabs)",
				"Tests/CoreTests/CachePolicyTests.swift: note: tests use Swift Testing (1 files), as generated tests do",
				"Package.swift:3:5: note: default isolation MainActor; generated code declares its own isolation and builds under either",
			])
		// Only what the package declares is there: the protocol with `request`, the policy's cases.
		expectLacks(app.lacks, "HTTPClientContract")
		expectLacks(app.lacks, "HTTPClientContract.request")
		expectLacks(app.lacks, "CachePolicy.noCache")
		expectContains(app.lacks, "HTTPClientContract.send")
		expectContains(app.lacks, "MapperContract.map")
		expectEqual(app.lacks.count, RuntimeRequirements.all.count - 5)
	}

	/// A module named otherwise than its folder, stated by no manifest: the name the app's own files
	/// import where they use its types, among those ending with the folder's (README: S2).
	func aModuleIsNamedAsTheAppImportsIt() throws {
		let survey = ExistingAppFixture.survey([
			"App.xcodeproj/project.pbxproj": "",
			"Libraries/Networking/Sources/HTTPClientContract.swift": Self.networking,
			"Libraries/Core/Sources/CachePolicy.swift": Self.core,
			"Features/Home/Sources/HomeRepository.swift": "import FirebaseCore\nimport ChallengeCore\nimport ChallengeNetworking\n\nstruct R { let policy: CachePolicy; let client: any HTTPClientContract }\n",
			"Features/Home/Sources/Other.swift": "import ChallengeCore\n\nlet policy = CachePolicy.noCache\n",
			// Uses none of Core's types: its imports are no evidence.
			"Features/Home/Sources/Unrelated.swift": "import OtherCore\nimport OtherCore2\n",
		])
		expectEqual(survey.config.modules.core, "ChallengeCore")
		expectEqual(survey.config.modules.networking, "ChallengeNetworking")
		let notes = survey.diagnostics.map(\.description)
		expectContains(
			notes,
				"Features/Home/Sources/HomeRepository.swift:2:8: note: the module in Libraries/Core/Sources is named 'ChallengeCore', not 'Core': imported so by 2 files that use its types", "\(notes)")
		expectContains(
			notes,
				"Features/Home/Sources/HomeRepository.swift:3:8: note: the module in Libraries/Networking/Sources is named 'ChallengeNetworking', not 'Networking': imported so by 1 file that use its types", "\(notes)")
	}

	/// A SwiftPM target whose `path:` is the folder, and an XcodeGen target whose sources list it,
	/// name its module; the note is at the name.
	func manifestsNameModulesBesideTheirFolders() throws {
		let swiftPM = ExistingAppFixture.survey([
			"Package.swift": "let package = Package(\n    targets: [\n        .target(\n            name: \"AppCore\",\n            path: \"Modules/Core/Sources\"\n        ),\n    ]\n)\n",
			"Modules/Core/Sources/CachePolicy.swift": Self.core,
		])
		expectEqual(swiftPM.config.modules.core, "AppCore")
		expectContains(
			swiftPM.diagnostics.map(\.description),
				"Package.swift:4:13: note: the module in Modules/Core/Sources is named 'AppCore', not 'Core': the name: of the target at Modules/Core/Sources")
		let xcodeGen = ExistingAppFixture.survey([
			"project.yml": "name: App\ntargets:\n  AppCore:\n    type: framework\n    sources:\n      - path: Modules/Core/Sources\n",
			"Modules/Core/Sources/CachePolicy.swift": Self.core,
		])
		expectEqual(xcodeGen.config.modules.core, "AppCore")
		expectContains(
			xcodeGen.diagnostics.map(\.description),
				"project.yml:3:3: note: the module in Modules/Core/Sources is named 'AppCore', not 'Core': the XcodeGen target whose sources list Modules/Core/Sources")
	}

	func anXcodeGenAppHasProjectYML() throws {
		let survey = ExistingAppFixture.survey([
			"project.yml": "name: App\nsettings:\n  base:\n    SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor\n",
			"Package.swift": "// dependencies only\n",
			"Modules/Networking/Sources/HTTPClientContract.swift": Self.networking,
			"Modules/Core/Sources/CachePolicy.swift": Self.core,
			"Modules/Core/Mocks/Fixtures.swift": """
				public enum Fixtures {
				    public static func data(_ name: String) throws -> Data { Data() }
				    public static func decode<T: Decodable>(_ name: String) throws -> T { fatalError() }
				}
				""",
		])
		let app = try require(survey.config.app)
		expectEqual(app.project, .xcodeGen)
		expectEqual(app.sources, [.networking: "Modules/Networking/Sources", .core: "Modules/Core/Sources", .coreMocks: "Modules/Core/Mocks"])
		expectEqual(app.supportSources, "Modules/Core/Sources/Scaffold")
		expectEqual(app.supportMocks, "Modules/Core/Mocks/Scaffold")
		expectEqual(app.fixtures, AdoptedApp.FixtureLoader(data: "Fixtures.data", decode: "Fixtures.decode"))
		expectEqual(survey.config.modules.coreMocks, "CoreMocks")
		let notes = survey.diagnostics.map(\.description)
		expectEqual(notes.first, "project.yml: note: project system: xcodegen")
		expectContains(
			notes,
				"project.yml:4:5: note: default isolation MainActor; generated code declares its own isolation and builds under either")
		expectContains(
			notes,
				"Modules/Core/Mocks/Fixtures.swift:1:13: note: coreMocks: module 'CoreMocks' in Modules/Core/Mocks, whose Fixtures.data and Fixtures.decode load fixtures")
		expectContains(notes, "warning: found no module playing networkingMocks; scaffold.json names it 'NetworkingMocks', change it if that is wrong")
		expectContains(survey.configText, #""fixtures": {"#)
	}

	func theIndentationIsFoundOrLeftToAFormatter() throws {
		// Tabs are found and written as tab.
		do {
			let survey = ExistingAppFixture.survey([
				"Sources/Networking/HTTPClientContract.swift": "public protocol HTTPClientContract {\n\tfunc request() async throws\n}\n",
				"Sources/Core/CachePolicy.swift": "public enum CachePolicy {\n\tcase localFirst\n\tcase remoteFirst\n    case noCache\n}\n",
			])
			expectEqual(survey.config.indentation, .tab)
			expectContains(survey.diagnostics.map(\.description), "note: indentation: tabs (3 lines indented with tabs, 1 with spaces)")
			expectContains(survey.configText, "\n\t\"indent\": \"tab\",\n")
			expectContains(survey.configText, "\n\t\t\"project\": \"xcode\",\n")
			expectContains(
				survey.diagnostics.map(\.description),
					"warning: found no Package.swift, Project.swift, project.yml or .xcodeproj; scaffold.json says 'xcode' (nothing to register)")
			// A member whose signature differs is not the requirement's.
			expectEqual(survey.config.app?.lacks.contains("HTTPClientContract.request"), true)
		}

		// The unit is the narrowest width a tenth of the indented lines use; a doc comment's ` * `
		// lines do not count.
		func unit(_ text: String) -> Indentation? {
			IndentationSurvey.indentation(of: [AppSourceFile(path: "A.swift", text: text)])?.indentation
		}
		expectEqual(unit("enum A {\n    case a\n    case b\n        case c\n    /**\n     * doc\n     */\n}\n"), .spaces(4))
		expectEqual(unit("enum A {\n  case a\n  case b\n    case c\n}\n"), .spaces(2))
		// One line in eleven at 2 spaces is not the unit.
		expectEqual(unit("enum A {\n" + String(repeating: "    case a\n", count: 10) + "  case b\n}\n"), .spaces(4))
		expectEqual(unit("enum A {}\n"), nil)

		// A formatter configuration keeps the indentation out of scaffold JSON.
		do {
			var survey = ExistingAppFixture.survey([
				"Sources/Networking/HTTPClientContract.swift": "public protocol HTTPClientContract {\n\tfunc request() async throws\n}\n"
			])
			expectContains(survey.configText, "\n\t\"indent\": \"tab\",\n")
			survey.leaveIndentation(to: ".swift-format")
			expectLacks(survey.configText, "\"indent\"")
			let notes = survey.diagnostics.map(\.description)
			expectContains(notes, "note: indentation: left to .swift-format, which lays out generated code too")
			expectNone(notes, where: { $0.hasPrefix("note: indentation: tabs") })
		}
	}

	func bundlesLoadJSONMeansNoFixturesKey() throws {
		let survey = ExistingAppFixture.survey([
			"Libraries/Core/Sources/CachePolicy.swift": Self.core,
			"Libraries/CoreMocks/Bundle+JSON.swift": """
				import Foundation

				extension Bundle {
				    public func loadJSON<T: Decodable>(_ name: String) throws -> T { fatalError() }
				    public func loadJSONData(_ name: String) throws -> Data { Data() }
				}
				""",
		])
		let app = try require(survey.config.app)
		expectEqual(app.fixtures, nil)
		expectEqual(app.sources[.coreMocks], "Libraries/CoreMocks")
		expectLacks(app.lacks, "Bundle.loadJSON")
		expectLacks(app.lacks, "Bundle.loadJSONData")
		expectLacks(survey.configText, "fixtures")
		expectContains(
			survey.diagnostics.map(\.description),
				"Libraries/CoreMocks/Bundle+JSON.swift:3:11: note: coreMocks: module 'CoreMocks' in Libraries/CoreMocks, whose Bundle.loadJSON and Bundle.loadJSONData load fixtures")
	}

	func xctestOnlyTestsAreAWarning() {
		let survey = ExistingAppFixture.survey([
			"Package.swift": "",
			"Tests/ATests/ATests.swift": "import XCTest\n@testable import A\n",
			"Tests/BTests/BTests.swift": "import XCTest\n",
		])
		expectContains(
			survey.diagnostics.map(\.description),
				"Tests/ATests/ATests.swift: warning: tests use XCTest (2 files); generated tests use Swift Testing, which needs Xcode 16 or later and runs beside XCTest")
		// Swift Testing anywhere wins: the note, no warning.
		let both = ExistingAppFixture.survey([
			"Tests/ATests/ATests.swift": "import XCTest\n", "Tests/BTests/BTests.swift": "import Testing\n",
		])
		expectContains(both.diagnostics.map(\.description), "Tests/BTests/BTests.swift: note: tests use Swift Testing (1 files), as generated tests do")
		expectNone(both.diagnostics, where: { $0.message.contains("XCTest") })
	}

	/// Manifests are not the app's code: a `Project.swift` declaring `Endpoint` gives no module.
	func manifestsAreNotSurveyed() throws {
		let survey = ExistingAppFixture.survey([
			"Project.swift": "struct Endpoint {}\nprotocol HTTPClientContract {}\n",
			"Tuist/ProjectDescriptionHelpers/Module.swift": "enum CachePolicy { case localFirst }\n",
		])
		expectEqual(survey.config.app?.project, .tuist)
		expectEqual(survey.config.app?.sources, [:])
		expectEqual(survey.config.app?.lacks.contains("HTTPClientContract"), true)
	}

	/// An `.xcconfig` is read wherever it is, a module's own beside its sources too; a Swift file
	/// that merely mentions the setting is not a setting.
	func isolationIsReadFromXcconfigFilesAnywhere() {
		let texts = [
			"Libraries/Core/Core.xcconfig": "SWIFT_VERSION = 6.0\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n",
			"Libraries/Core/Sources/Notes.swift": "// SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor is how this module is built\n",
			"Package.swift": "let settings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]\n",
		]
		expectEqual(
			IsolationSurvey.notes(texts: texts, modules: [:]).map(\.description), [
				"Libraries/Core/Core.xcconfig:2:1: note: default isolation MainActor; generated code declares its own isolation and builds under either",
				"Package.swift:1:33: note: default isolation MainActor; generated code declares its own isolation and builds under either",
			])
	}
	// MARK: - An app on a runtime of its own

	/// One Xcode target with its own `Endpoint`, `APIError` and `HTTPClient`, as most apps are.
	static let ownRuntimeApp: [String: String] = [
		"Shop.xcodeproj/project.pbxproj": "",
		"Shop/ShopApp.swift": "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n",
		"Shop/Networking/Endpoint.swift": "import Foundation\n\nenum Endpoint {\n    case products\n}\n",
		"Shop/Networking/APIError.swift": "enum APIError: Error {\n    case offline\n}\n",
		"Shop/Networking/HTTPClient.swift": "final class HTTPClient {\n    func get<T: Decodable>(_ endpoint: Endpoint) async throws -> T { fatalError() }\n}\n",
	]

	func anAppWithoutTheDocumentedRuntimeIsToldOnceWithTheWayForward() {
		var survey = ExistingAppFixture.survey(Self.ownRuntimeApp)
		expectFalse(survey.hasDocumentedRuntime)
		let refusal = survey.missingRuntimeDiagnostic
		expectEqual(refusal.severity, .error)
		expectEqual(
			refusal.notes.compactMap(\.location).map(\.description), [
				"Shop/Networking/HTTPClient.swift:1:13", "Shop/Networking/Endpoint.swift:3:6", "Shop/Networking/APIError.swift:1:6",
			])
		expectEqual(refusal.notes.last?.message.hasPrefix("run 'scaffold adopt --with-runtime' to bring scaffold's runtime into the app"), true)
		survey.forgetModuleGuesses()
		expectNone(survey.diagnostics, where: { $0.message.hasPrefix("found no module playing") })
		// The existing app has seed 004's runtime: nothing of this applies to it.
		expectEqual((try? ExistingAppFixture.survey())?.hasDocumentedRuntime, true)
	}

	func bringingTheRuntimeNamesItsModulesAndLacksNothing() throws {
		var survey = ExistingAppFixture.survey(Self.ownRuntimeApp)
		survey.bringRuntime(path: "Vendor/Runtime", prefix: "Kit")
		let app = try require(survey.config.app)
		expectEqual(app.runtime, AdoptedApp.BroughtRuntime(path: "Vendor/Runtime", prefix: "Kit"))
		expectEqual(app.lacks, [])
		expectEqual(app.fixtures, nil)
		expectFalse(app.usesSupportFiles)
		expectEqual(app.sources[.networkingMocks], "Vendor/Runtime/KitNetworkingMocks")
		expectEqual(survey.config.modules.networking, "KitNetworking")
		expectEqual(survey.config.modules.coreMocks, "KitCoreMocks")
		// No feature module showed the app's naming: `{Feature}` alone would shadow Swift's `Character`.
		expectEqual(survey.config.featureModuleName(for: "Character"), "CharacterFeature")
		expectEqual(survey.transportPath(runtimePath: "Vendor/Runtime"), "Shop/AppHTTPTransport.swift")
		var headless = ExistingAppFixture.survey(Self.ownRuntimeApp.filter { $0.key != "Shop/ShopApp.swift" })
		headless.bringRuntime(path: "Vendor/Runtime", prefix: "Kit")
		expectEqual(headless.transportPath(runtimePath: "Vendor/Runtime"), "Vendor/Runtime/AppHTTPTransport.swift")
		// scaffold.json says so, and reads back the same.
		let (loaded, diagnostics) = ProjectConfig.load(bytes: Array(survey.configText.utf8), path: "scaffold.json")
		expectEmpty(diagnostics)
		expectEqual(loaded?.app, survey.config.app)
		expectLacks(survey.configText, "\"support\"")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<AppSurveyTests>] = [
		SuiteTest("theExistingAppsConfigNotesAndFindings") { try $0.theExistingAppsConfigNotesAndFindings() },
		SuiteTest("aSwiftPackageHasItsModulesInSources") { try $0.aSwiftPackageHasItsModulesInSources() },
		SuiteTest("aModuleIsNamedAsTheAppImportsIt") { try $0.aModuleIsNamedAsTheAppImportsIt() },
		SuiteTest("manifestsNameModulesBesideTheirFolders") { try $0.manifestsNameModulesBesideTheirFolders() },
		SuiteTest("anXcodeGenAppHasProjectYML") { try $0.anXcodeGenAppHasProjectYML() },
		SuiteTest("theIndentationIsFoundOrLeftToAFormatter") { try $0.theIndentationIsFoundOrLeftToAFormatter() },
		SuiteTest("bundlesLoadJSONMeansNoFixturesKey") { try $0.bundlesLoadJSONMeansNoFixturesKey() },
		SuiteTest("xctestOnlyTestsAreAWarning") { $0.xctestOnlyTestsAreAWarning() },
		SuiteTest("manifestsAreNotSurveyed") { try $0.manifestsAreNotSurveyed() },
		SuiteTest("isolationIsReadFromXcconfigFilesAnywhere") { $0.isolationIsReadFromXcconfigFilesAnywhere() },
		SuiteTest("anAppWithoutTheDocumentedRuntimeIsToldOnceWithTheWayForward") { $0.anAppWithoutTheDocumentedRuntimeIsToldOnceWithTheWayForward() },
		SuiteTest("bringingTheRuntimeNamesItsModulesAndLacksNothing") { try $0.bringingTheRuntimeNamesItsModulesAndLacksNothing() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<AppSurveyTests>) async throws { try await test.body(self) }
}
