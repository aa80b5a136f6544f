import Testing

import ScaffoldCore

/// Generation into an adopted app: `feature` refuses a spec needing what the app lacks
/// (RuntimeFit), adapts to what it can, and writes support files (ProjectFiles.supportFiles).
struct RuntimeFitTests {
	/// The existing app's configuration, as `adopt` writes it.
	private static func adopted() throws -> ProjectConfig {
		try ExistingAppFixture.survey().config
	}

	private static func generate(_ example: String, config: ProjectConfig) throws -> FeatureGeneration.Output {
		FeatureGeneration.run(
			specBytes: try SpecTestSupport.bytes("Examples/\(example).json"), specPath: "Specs/\(example).json", config: config,
			generator: try SharedGeneration.generator())
	}

	static let supportPaths = [
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheLevel.swift", "Libraries/Core/Sources/Scaffold/ScaffoldCachePolicyExecutor.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCachedPage.swift", "Libraries/Core/Sources/Scaffold/ScaffoldSearchPage.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheClock.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheStamp.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheDirectives.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldRemoteAnswer.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheLedgerContract.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldFileCacheLedger.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldDataCacheLedger.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStaleCopyReporterContract.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheFreshness.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStoredValue.swift", "Libraries/Core/Sources/Scaffold/ScaffoldStoredMigration.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStoredArchive.swift", "Libraries/Core/Sources/Scaffold/ScaffoldStoredGraphContract.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStoredList.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStoredItemReporterContract.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldInvalidItem.swift", "Libraries/Core/Sources/Scaffold/ScaffoldInvalidItemReporterContract.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldMappingError.swift", "Libraries/Core/Sources/Scaffold/ScaffoldThrowingMapperContract.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldJSONValue.swift",
		"Libraries/Core/Mocks/Scaffold/ScaffoldLockedState.swift", "Libraries/Core/Mocks/Scaffold/ScaffoldInvalidItemReporterMock.swift",
		"Libraries/Core/Mocks/Scaffold/ScaffoldCacheClockMock.swift", "Libraries/Core/Mocks/Scaffold/ScaffoldStaleCopyReporterMock.swift",
		"Libraries/Core/Mocks/Scaffold/ScaffoldStoredItemReporterMock.swift",
	]

	func whatTheAppLacksIsRefusedWhereItIsNeeded() throws {
		// Writes the app lacks are refused naming what is missing.
		do {
			let output = try Self.generate("Account", config: Self.adopted())
			expectTrue(output.failed)
			expectEmpty(output.files)
			expectEmpty(output.jobs)
			expectEqual(output.feature, nil)
			expectEqual(
				output.diagnostics.map(\.description), [
					"Specs/Account.json:31:12: error: the app's runtime lacks what is needed for APIKey's writes: APIError.conflict, APIError.isTransient, APIError.throttled, HTTPClientContract.send\n"
						+ "note: scaffold.json's app.lacks lists them; 'scaffold doctor' shows where the app declares the types, and docs/adopting.md what each one is for",
					"Specs/Account.json:31:12: error: the app's runtime lacks what is needed for APIKey's offline writes: Outbox, OutboxChange, OutboxEntry, SyncFailure, SyncReport\n"
						+ "note: scaffold.json's app.lacks lists them; 'scaffold doctor' shows where the app declares the types, and docs/adopting.md what each one is for",
					"Specs/Account.json:19:3: error: the app's runtime lacks what is needed for APIKey's Keychain store: InMemoryKeychain, KeychainAccessibility, KeychainContract, SystemKeychain\n"
						+ "note: scaffold.json's app.lacks lists them; 'scaffold doctor' shows where the app declares the types, and docs/adopting.md what each one is for",
					"Specs/Account.json:36:3: error: the app's runtime lacks what is needed for Session's Keychain store: InMemoryKeychain, KeychainAccessibility, KeychainContract, SystemKeychain\n"
						+ "note: scaffold.json's app.lacks lists them; 'scaffold doctor' shows where the app declares the types, and docs/adopting.md what each one is for",
				])
		}

		// An update by PATCH needs the runtime's `HTTPMethod.patch` (seed 004 has it): an app without it
		// is refused at the update, and only the entity that patches is.
		do {
			var config = try Self.adopted()
			config.app?.lacks = ["HTTPMethod.patch"]
			let output = try Self.generate("Notes", config: config)
			expectTrue(output.failed)
			expectEmpty(output.files)
			expectEqual(
				output.diagnostics.map(\.description), [
					"Specs/Notes.json:17:72: error: the app's runtime lacks what is needed for Note's update by PATCH: HTTPMethod.patch\n"
						+ "note: scaffold.json's app.lacks lists them; 'scaffold doctor' shows where the app declares the types, and docs/adopting.md what each one is for",
					"Specs/Notes.json:29:73: error: the app's runtime lacks what is needed for Label's update by PATCH: HTTPMethod.patch\n"
						+ "note: scaffold.json's app.lacks lists them; 'scaffold doctor' shows where the app declares the types, and docs/adopting.md what each one is for",
				])
			#expect(!(try Self.generate("Shapes", config: config)).failed, "other writes do not need it")
		}

		// A list paged by the Link header needs the response's headers, which the app's client does not give;
		// lists continued by a cursor in the body, a next URL or a Relay connection need nothing more.
		do {
			let output = try Self.generate("Starred", config: Self.adopted())
			expectTrue(output.failed)
			expectEmpty(output.files)
			expectEqual(
				output.diagnostics.map(\.description), [
					"Specs/Starred.json:22:14: error: the app's runtime lacks what is needed for Repo's pages by Link header: HTTPClientContract.response, HTTPClientMock.responseHeaders, HTTPResponse.header\n"
						+ "note: scaffold.json's app.lacks lists them; 'scaffold doctor' shows where the app declares the types, and docs/adopting.md what each one is for"
				])
			#expect(!(try Self.generate("Feed", config: Self.adopted())).failed)
		}

		// A read by parent paged by the Link header, on an entity without a list, needs the headers too:
		// refused at the read's page, once per entity.
		do {
			let spec = #"""
				{"version": 1, "feature": "Hub", "entities": [
				{"name": "User", "identifier": {"name": "login", "type": "String"}, "fields": [], "rest": {"path": "/users", "detail": true}, "local": "memory"},
				{"name": "Repo", "fields": [], "rest": {"path": "/repos", "detail": true, "byParent": [
				{"parent": "User", "path": "/users/{login}/repos", "page": {"linkHeader": true}}]}, "local": "memory"}]}
				"""#
			let output = FeatureGeneration.run(
				specBytes: Array(spec.utf8), specPath: "Specs/Hub.json", config: try Self.adopted(), generator: try SharedGeneration.generator())
			expectTrue(output.failed)
			expectEmpty(output.files)
			expectEqual(
				output.diagnostics.map(\.description), [
					"Specs/Hub.json:4:60: error: the app's runtime lacks what is needed for Repo's pages by Link header: HTTPClientContract.response, HTTPClientMock.responseHeaders, HTTPResponse.header\n"
						+ "note: scaffold.json's app.lacks lists them; 'scaffold doctor' shows where the app declares the types, and docs/adopting.md what each one is for"
				])
		}

		// What every feature needs is refused at the spec.
		do {
			var config = try Self.adopted()
			config.app?.lacks.append("APIError.notFound")
			let output = try Self.generate("Character", config: config)
			expectEmpty(output.files)
			expectEqual(
				output.diagnostics.map(\.description).first?.hasPrefix(
					"Specs/Character.json:1:1: error: the app's runtime lacks what is needed for every feature: APIError.notFound"), true)
		}
	}

	/// What the app lacks and generated code adapts to refuses nothing.
	func adaptedLacksRefuseNothing() throws {
		var config = try Self.adopted()
		config.app?.lacks = RuntimeRequirements.all.filter { $0.whenMissing != .required }.map(\.id)
		for example in ["Account", "Character", "Episode"] {
			#expect(try !Self.generate(example, config: config).failed, "\(example)")
		}
	}

	func readsAreGeneratedAdaptedToTheApp() throws {
		let output = try Self.generate("Character", config: Self.adopted())
		expectFalse(output.failed, "\(output.diagnostics)")
		expectNotEmpty(output.files)
		let all = output.files.map(\.contents).joined(separator: "\n")
		expectContains(all, "JSONFixtureLoader.decode")
		expectContains(all, "ScaffoldMappingError")
		expectLacks(all, "APIError.unauthorized")
		expectLacks(all, "Bundle.module")
		expectLacks(all, "connectionFailed")
		expectLacks(all, " MappingError(")
		expectLacks(all, ": MappingError")
		expectContains(all, "import RickAndMortyCoreMocks")
		expectLacks(all, "Challenge")
		expectAll(output.files, where: { $0.path.hasPrefix("Features/Character/") })
	}

	/// An adopted app's JSON value is the support file's `ScaffoldJSONValue`, in DTOs, domain models,
	/// stubs and tests alike, and the files that spell it import the app's Core module.
	func jsonFieldsSpellTheSupportFilesType() throws {
		var config = try Self.adopted()
		config.app?.lacks = []
		let output = try Self.generate("Shapes", config: config)
		expectFalse(output.failed, "\(output.diagnostics)")
		let note = try require(output.files.first { $0.path.hasSuffix("/Domain/Models/Note.swift") }).contents
		expectContains(note, "public let metadata: ScaffoldJSONValue")
		expectContains(note, "import RickAndMortyCore\n")
		let dto = try require(output.files.first { $0.path.hasSuffix("/DTOs/MemoDTO.swift") }).contents
		expectContains(dto, "let details: [ScaffoldJSONValue]?")
		expectContains(dto, "import RickAndMortyCore\n")
		let all = output.files.map(\.contents).joined(separator: "\n")
		expectLacks(all, " JSONValue")
		expectLacks(all, "[JSONValue")
		expectLacks(all, ": JSONValue")
	}

	func theInitProjectGetsPlainNames() throws {
		let output = try Self.generate("Character", config: .defaults)
		let all = output.files.map(\.contents).joined(separator: "\n")
		expectContains(all, "MappingError")
		expectLacks(all, "ScaffoldMappingError")
		expectLacks(all, "Scaffold" + "CacheLevel")
		expectContains(all, "Bundle.module.loadJSON")
		expectLacks(all, "JSONFixtureLoader")
		expectContains(all, "APIError.unauthorized")
	}

	func anAdoptedAppGetsTheSupportFilesWhileItHasAFeature() throws {
		let config = try Self.adopted()
		let generator = try SharedGeneration.generator()
		let feature = GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: true)
		let files = try ProjectFiles.generated(features: [feature], config: config, generator: generator)
		expectEqual(files.map(\.path), Self.supportPaths)
		for file in files {
			expectPrefix(file.contents, "// Generated by scaffold: support for the features it generates. Do not edit.\n", "\(file.path)")
			let type = String(file.path.split(separator: "/").last!.dropLast(".swift".count))
			expectContains(file.contents, type, "\(file.path) does not declare \(type)")
			expectLacks(file.contents, "{{", "\(file.path)")
			expectLacks(file.contents, "Challenge", "\(file.path)")
		}
		let mappingError = try require(files.first { $0.path.hasSuffix("ScaffoldMappingError.swift") }).contents
		expectContains(mappingError, "ScaffoldMappingError")
		try expectEmpty(ProjectFiles.generated(features: [], config: config, generator: generator))
		// The whole project: the feature's files and the support files, nothing else.
		let project = ProjectGeneration.run(
			specs: [.init(path: "Specs/Character.json", bytes: try SpecTestSupport.bytes("Examples/Character.json"))], config: config,
			generator: generator)
		expectFalse(project.failed)
		expectEqual(project.files.filter { !$0.path.hasPrefix("Features/Character/") }.map(\.path), Self.supportPaths)
	}

	func theInitProjectGetsNoSupportFiles() throws {
		var config = ProjectConfig.defaults
		config.packageName = nil
		let feature = GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: true)
		// Only the runtime files its features need, which the plan takes up where the project lacks them (RuntimeFilesTests).
		let plain = try ProjectFiles.generated(features: [feature], config: config, generator: SharedGeneration.generator())
		expectEmpty(plain.filter { !$0.completesRuntime })
		expectAll(plain, where: { !$0.path.contains("/Scaffold") })
		config.packageName = "App"
		let paths = try ProjectFiles.generated(features: [feature], config: config, generator: SharedGeneration.generator()).filter { !$0.completesRuntime }.map(\.path)
		expectEqual(paths, ["Package.swift", ProjectFiles.schemaPath])
	}

	func supportPathsAreGeneratedPathsOnlyInAnAdoptedApp() throws {
		let adopted = GeneratedPaths(config: try Self.adopted())
		let plain = GeneratedPaths(config: .defaults)
		for path in Self.supportPaths {
			expectEqual(adopted.problem(with: path, origin: ""), nil, "\(path)")
			expectEqual(
				plain.problem(with: path, origin: ""), "'\(path)' is not a project file scaffold generates (Package.swift, schema/scaffold-spec.schema.json)")
			// Only as project files, never as a feature's.
			expectNotEqual(adopted.problem(with: path, origin: "Specs/Character.json"), nil)
		}
		expectEqual(
			adopted.problem(with: "Libraries/Core/Sources/Scaffold/ScaffoldOther.swift", origin: ""), "'Libraries/Core/Sources/Scaffold/ScaffoldOther.swift' is not a project file scaffold generates (Package.swift, schema/scaffold-spec.schema.json, the app's support files or brought-in runtime)"
		)
	}

	/// An app without `Bundle.loadJSON` whose own loader adopt did not find (no `app.fixtures`)
	/// gets tests calling `Bundle.module.loadJSON`, which cannot compile: such a spec should be
	/// refused, or `doctor` should say so. Nothing does yet.
	func lackingEveryFixtureLoaderIsRefused() throws {
		var config = try Self.adopted()
		config.app?.fixtures = nil
		expectEqual(config.app?.lacks.contains("Bundle.loadJSON"), true)
		let output = try Self.generate("Character", config: config)
		expectTrue(output.failed)
		expectEmpty(output.files)
		expectContains(
			output.diagnostics.map(\.message),
				"the app's runtime lacks what is needed for the tests' fixtures: Bundle.loadJSON, Bundle.loadJSONData (and scaffold.json's app.fixtures names no loader of the app's)")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<RuntimeFitTests>] = [
		SuiteTest("whatTheAppLacksIsRefusedWhereItIsNeeded") { try $0.whatTheAppLacksIsRefusedWhereItIsNeeded() },
		SuiteTest("adaptedLacksRefuseNothing") { try $0.adaptedLacksRefuseNothing() },
		SuiteTest("readsAreGeneratedAdaptedToTheApp") { try $0.readsAreGeneratedAdaptedToTheApp() },
		SuiteTest("jsonFieldsSpellTheSupportFilesType") { try $0.jsonFieldsSpellTheSupportFilesType() },
		SuiteTest("theInitProjectGetsPlainNames") { try $0.theInitProjectGetsPlainNames() },
		SuiteTest("anAdoptedAppGetsTheSupportFilesWhileItHasAFeature") { try $0.anAdoptedAppGetsTheSupportFilesWhileItHasAFeature() },
		SuiteTest("theInitProjectGetsNoSupportFiles") { try $0.theInitProjectGetsNoSupportFiles() },
		SuiteTest("supportPathsAreGeneratedPathsOnlyInAnAdoptedApp") { try $0.supportPathsAreGeneratedPathsOnlyInAnAdoptedApp() },
		SuiteTest("lackingEveryFixtureLoaderIsRefused") { try $0.lackingEveryFixtureLoaderIsRefused() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<RuntimeFitTests>) async throws { try await test.body(self) }
}
