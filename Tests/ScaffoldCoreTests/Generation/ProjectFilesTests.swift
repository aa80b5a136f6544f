import Foundation
import Testing

import ScaffoldCore

struct ProjectFilesTests {
	private static func config(prefix: String = "Challenge", packageName: String? = "App") -> ProjectConfig {
		var config = ProjectConfig.defaults
		config.modulePrefix = prefix
		config.modules = ProjectConfig.Modules(prefix: prefix)
		config.packageName = packageName
		return config
	}

	func theStarterSpecIsTheCharacterExample() throws {
		let starter = try require(TemplateCatalog.embedded.source(atPath: "Init/Specs/Character.json.mustache"))
		expectEqual(starter.text, (try RepositoryFiles.text("Examples/Character.json")))
	}

	func theCommittedSchemaIsCurrent() throws {
		let path = ProjectFiles.schemaPath
		let url = RepositoryFiles.root.appendingPathComponent(path)
		let current = try? String(contentsOf: url, encoding: .utf8)
		if RepositoryFiles.isRecording, current != SpecSchema.text() {
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try SpecSchema.text().write(to: url, atomically: true, encoding: .utf8)
			Issue.record("re-recorded \(path)")
			return
		}
		expectEqual(current, SpecSchema.text(), "\(path) is out of date: run SCAFFOLD_RECORD=1 swift test")
	}

	func initWritesUserOwnedRuntimeNamedAfterThePrefix() throws {
		let files = try ProjectFiles.initFiles(config: Self.config(prefix: "Acme"), generator: SharedGeneration.generator())
		let paths = files.map(\.path)
		expectContains(paths, "scaffold.json")
		expectContains(paths, "Specs/Character.json")
		expectContains(paths, "Libraries/AcmeNetworking/HTTP/Endpoint.swift")
		expectContains(paths, "Libraries/Tests/AcmeCoreTests/Resources/root_fixture.json")
		expectNone(paths, where: { $0.contains("{{") || $0.contains("Challenge") || $0.hasSuffix(".mustache") })
		expectAll(files, where: { $0.ownership == .userOwned })
		let endpoint = try require(files.first { $0.path.hasSuffix("HTTPClientMock.swift") })
		expectContains(endpoint.contents, "import AcmeNetworking")
	}

	func theConfigInitWritesLoadsBackUnchangedWithItsDefaultIsolation() throws {
		// The config init writes loads back unchanged.
		do {
			let config = Self.config(prefix: "Acme", packageName: "Shop")
			let text = ProjectFiles.configText(config)
			let loaded = ProjectConfig.load(bytes: Array(text.utf8), path: "scaffold.json")
			expectEmpty(loaded.diagnostics)
			expectEqual(loaded.config?.modulePrefix, "Acme")
			expectEqual(loaded.config?.packageName, "Shop")
			expectEqual(loaded.config?.modules.networking, "AcmeNetworking")
		}

		// The config init writes keeps its default isolation.
		do {
			var config = Self.config()
			for isolation in DefaultIsolation.allCases {
				config.defaultIsolation = isolation
				let text = ProjectFiles.configText(config)
				expectContains(text, #""defaultIsolation": "\#(isolation.rawValue)""#)
				expectEqual(ProjectConfig.load(bytes: Array(text.utf8), path: "scaffold.json").config?.defaultIsolation, isolation)
			}
		}
	}

	func packageSwiftListsFeaturesTheirResourcesAndIsolationOnlyWhenNamed() throws {
		// `mainActor` gives features and Core (with mocks and tests) Xcode 26's settings and leaves
		// Networking nonisolated; `nonisolated` sets nothing.
		let features = [
			GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: true),
			GeneratedFeature(name: "Search", spec: "Specs/Search.json", hasFixtures: false),
		]
		var config = Self.config()
		config.defaultIsolation = .mainActor
		let mainActor = try require(try ProjectFiles.generated(features: features, config: config, generator: SharedGeneration.generator()).first)
		expectEqual(mainActor.path, "Package.swift")
		expectContains(mainActor.contents, "\t.defaultIsolation(MainActor.self),\n\t.enableUpcomingFeature(\"NonisolatedNonsendingByDefault\"),\n\t.enableUpcomingFeature(\"InferIsolatedConformances\"),\n")
		let targetsWithSettings = Self.targetNames(in: mainActor.contents) { $0.contains("swiftSettings: mainActorByDefault") }
		expectEqual(targetsWithSettings, [
			"ChallengeCore", "ChallengeCoreMocks", "ChallengeCoreTests",
			"ChallengeCharacter", "ChallengeCharacterTests", "ChallengeSearch", "ChallengeSearchTests",
		])
		config.defaultIsolation = .nonisolated
		let plain = try require(try ProjectFiles.generated(features: features, config: config, generator: SharedGeneration.generator()).first)
		expectLacks(plain.contents, "swiftSettings")
		expectLacks(plain.contents, "MainActor")
		expectEqual(Self.targetNames(in: plain.contents) { _ in true }, Self.targetNames(in: mainActor.contents) { _ in true })

		// Package.swift lists features and only declares existing resources.
		do {
			let files = try ProjectFiles.generated(
				features: [
					.init(name: "Search", spec: "Specs/Search.json", hasFixtures: false),
					.init(name: "Character", spec: "Specs/Character.json", hasFixtures: true),
				],
				config: Self.config(), generator: SharedGeneration.generator())
			let package = try require(files.first { $0.path == "Package.swift" }).contents
			expectContains(package, "name: \"App\"")
			let character = try require(package.range(of: "name: \"ChallengeCharacterTests\""))
			let search = try require(package.range(of: "name: \"ChallengeSearchTests\""))
			expectLess(character.lowerBound, search.lowerBound)
			#expect(package[character.lowerBound..<search.lowerBound].contains(".process(\"Shared/Fixtures\")"))
			#expect(!package[search.lowerBound...].contains(".process(\"Shared/Fixtures\")"))
			expectAny(files, where: { $0.path == ProjectFiles.schemaPath && $0.contents == SpecSchema.text() })
		}

		// A project without package name gets no Package.swift.
		do {
			let files = try ProjectFiles.generated(
				features: [.init(name: "Character", spec: "Specs/Character.json", hasFixtures: true)], config: Self.config(packageName: nil),
				generator: SharedGeneration.generator())
			expectEmpty(files.filter { !$0.completesRuntime })
		}
	}

	/// The names of the `.target`/`.testTarget` declarations whose text passes `matches`.
	private static func targetNames(in package: String, where matches: (Substring) -> Bool) -> [String] {
		package.split(separator: "\n\t\t.").compactMap { block -> String? in
			guard block.hasPrefix("target(") || block.hasPrefix("testTarget("), matches(block) else { return nil }
			guard let start = block.range(of: "name: \"")?.upperBound, let end = block[start...].firstIndex(of: "\"") else { return nil }
			return String(block[start..<end])
		}
	}

	/// The feature list of `Package.swift` comes from generation's values, never from output paths.
	static let generationNamesTheFeatureAndWhetherItHasFixturesArguments: [(String, String, Bool)] = [("Character", "Character", true), ("RecentSearches", "Search", false)]
	func generationNamesTheFeatureAndWhetherItHasFixtures(example: String, name: String, hasFixtures: Bool) throws {
		let bytes = Array(try RepositoryFiles.text("Examples/\(example).json").utf8)
		let output = FeatureGeneration.run(
			specBytes: bytes, specPath: "Elsewhere.json", specIsOutsideProject: true, config: .defaults,
			generator: try SharedGeneration.generator())
		expectEqual(output.feature, GeneratedFeature(name: name, spec: "Elsewhere.json", specIsOutsideProject: true, hasFixtures: hasFixtures))
		expectEqual(output.files.contains { $0.path.contains("/Tests/Shared/Fixtures/") }, hasFixtures)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ProjectFilesTests>] = [
		SuiteTest("theStarterSpecIsTheCharacterExample") { try $0.theStarterSpecIsTheCharacterExample() },
		SuiteTest("theCommittedSchemaIsCurrent") { try $0.theCommittedSchemaIsCurrent() },
		SuiteTest("initWritesUserOwnedRuntimeNamedAfterThePrefix") { try $0.initWritesUserOwnedRuntimeNamedAfterThePrefix() },
		SuiteTest("theConfigInitWritesLoadsBackUnchangedWithItsDefaultIsolation") { try $0.theConfigInitWritesLoadsBackUnchangedWithItsDefaultIsolation() },
		SuiteTest("packageSwiftListsFeaturesTheirResourcesAndIsolationOnlyWhenNamed") { try $0.packageSwiftListsFeaturesTheirResourcesAndIsolationOnlyWhenNamed() },
	]
		+ SuiteTest<ProjectFilesTests>.cases("generationNamesTheFeatureAndWhetherItHasFixtures(example:name:hasFixtures:)", generationNamesTheFeatureAndWhetherItHasFixturesArguments) { try $0.generationNamesTheFeatureAndWhetherItHasFixtures(example: $1.0, name: $1.1, hasFixtures: $1.2) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ProjectFilesTests>) async throws { try await test.body(self) }
}
