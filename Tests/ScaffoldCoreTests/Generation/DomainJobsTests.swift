import Testing

import ScaffoldCore

/// Which files the repository slice adds, per shape of entity.
struct DomainJobsTests {
	private func paths(_ entity: String, types: String = "[]") throws -> Set<String> {
		let text = BadSpecCases.spec(entity: entity, types: types)
		let output = FeatureGeneration.run(
			specBytes: Array(text.utf8), specPath: "Specs/Character.json", config: .defaults, generator: try SharedGeneration.generator())
		expectEmpty(output.diagnostics.filter { $0.severity == .error }, "\(output.diagnostics.map(\.description))")
		return Set(output.files.map(\.path).map { $0.replacingPrefix("Features/Character/") })
	}

	func anEntityGetsARepositoryWhereverItHasASource() throws {
		// An entity with a remote source gets the slice.
		do {
			let files = try paths(#"{"name": "Character", "fields": [], "rest": {"path": "/c", "list": {"paginated": true}}, "local": "swiftData"}"#)
			#expect(
				files.isSuperset(of: [
					"Sources/CharacterContainer.swift", "Sources/Domain/Models/Character.swift", "Sources/Domain/Models/CharactersPage.swift",
					"Sources/Domain/Models/CharacterFilter.swift", "Sources/Domain/Errors/CharacterError.swift",
					"Sources/Domain/Repositories/CharacterRepositoryContract.swift", "Sources/Data/Repositories/CharacterRepository.swift",
					"Sources/Data/Mappers/CharacterMapper.swift", "Sources/Data/Mappers/CharactersPageMapper.swift",
					"Sources/Data/Mappers/CharacterFilterMapper.swift", "Sources/Data/Mappers/CharacterErrorMapper.swift",
					"Sources/Data/Mappers/WireValueParser.swift", "Tests/Shared/Mocks/CharacterRepositoryMock.swift",
					"Tests/Unit/Data/CharacterRepositoryTests.swift", "Tests/Unit/Data/Mappers/CharacterMapperTests.swift",
					"Tests/Unit/Data/Mappers/CharacterErrorMapperTests.swift", "Tests/Unit/Data/Mappers/CharactersPageMapperTests.swift",
					"Tests/Unit/Data/Mappers/CharacterFilterMapperTests.swift", "Tests/Unit/Data/Mappers/CharacterEntityMapperTests.swift",
					"Tests/Unit/Data/Mappers/CharacterEntityDTOMapperTests.swift", "Tests/Unit/Data/Mappers/WireValueParserTests.swift",
					"Tests/Unit/CharacterContainerTests.swift", "Tests/Shared/Stubs/Character+Stub.swift",
					"Tests/Shared/Fixtures/character_2.json", "Tests/Shared/Fixtures/characters_response_page_2.json",
					"Tests/Shared/Fixtures/characters_response_two_results.json", "Tests/Shared/Fixtures/characters_response_pagination.json",
					// The page slice of the paginated list, its pages cached in SwiftData.
					"Sources/Domain/Errors/CharactersPageError.swift", "Sources/Domain/Repositories/CharactersPageRepositoryContract.swift",
					"Sources/Data/Repositories/CharactersPageRepository.swift", "Sources/Data/Mappers/CharactersPageErrorMapper.swift",
					"Sources/Data/Entities/CharactersPageEntity.swift", "Sources/Data/Mappers/CharactersPageEntityDTOMapper.swift",
					"Tests/Shared/Mocks/CharactersPageRepositoryMock.swift", "Tests/Unit/Data/CharactersPageRepositoryTests.swift",
					"Tests/Unit/Data/Mappers/CharactersPageErrorMapperTests.swift",
				]))
			expectLacks(files, "Sources/Data/Mappers/CharacterDTOMapper.swift", "no writes, no domain → DTO mapper")
			expectNone(files, where: { $0.contains("UseCase") }, "use cases are opt-in")
		}

		// An entity kept only on the device gets a local repository and use cases.
		do {
			let files = try paths(#"{"name": "Character", "fields": [], "local": "file", "repository": {"useCases": true}}"#)
			#expect(
				files.isSuperset(of: [
					"Sources/Domain/Errors/CharacterError.swift", "Sources/Domain/Repositories/CharacterRepositoryContract.swift",
					"Sources/Data/Repositories/CharacterRepository.swift", "Sources/Data/Mappers/CharacterDTOMapper.swift",
					"Tests/Shared/Mocks/CharacterRepositoryMock.swift", "Tests/Unit/Data/CharacterRepositoryTests.swift",
					"Sources/Domain/UseCases/GetAllCharactersUseCase.swift", "Sources/Domain/UseCases/SaveCharacterUseCaseContract.swift",
					"Tests/Shared/Mocks/DeleteCharacterUseCaseMock.swift", "Tests/Unit/Domain/CharacterUseCaseTests.swift",
					"Sources/CharacterContainer.swift",
				]))
			expectLacks(files, "Sources/Data/Mappers/CharacterErrorMapper.swift", "nothing remote to map errors from")
		}

		// No repository without any source or when disabled.
		do {
			for entity in [
				#"{"name": "Character", "fields": [], "local": "file", "repository": {"enabled": false}}"#,
				#"{"name": "Character", "fields": [], "rest": {"path": "/c"}, "repository": {"enabled": false}}"#,
			] {
				let files = try paths(entity)
				expectNone(files, where: { $0.hasPrefix("Sources/Domain/") || $0.contains("Repository") || $0.contains("Container") })
				expectLacks(files, "Sources/Data/Mappers/WireValueParser.swift")
			}
		}
	}

	func writesAddDomainToDTOMappersForTheEntityAndItsValueTypes() throws {
		let files = try paths(
			#"{"name": "Character", "fields": [{"name": "spot", "type": "Spot"}, {"name": "mood", "type": "Mood"}], "rest": {"path": "/c", "update": true}}"#,
			types: #"[{"name": "Spot", "fields": [{"name": "x", "type": "Int"}]}, {"name": "Mood", "enum": [{"name": "calm"}]}]"#)
		#expect(
			files.isSuperset(of: [
				"Sources/Data/Mappers/CharacterDTOMapper.swift", "Sources/Data/Mappers/SpotMapper.swift", "Sources/Data/Mappers/SpotDTOMapper.swift",
				"Sources/Domain/Models/Spot.swift", "Sources/Domain/Models/Mood.swift", "Tests/Unit/Data/Mappers/SpotMapperTests.swift",
				"Tests/Unit/Data/Mappers/SpotDTOMapperTests.swift", "Tests/Unit/Data/Mappers/CharacterDTOMapperTests.swift",
				"Tests/Unit/Domain/MoodTests.swift", "Tests/Shared/Stubs/Spot+Stub.swift", "Tests/Shared/Fixtures/character_calm.json",
				"Tests/Shared/Fixtures/character_unknown_mood.json",
			]))
		expectLacks(files, "Sources/Domain/Models/CharacterFilter.swift", "no list, no filter")
		expectLacks(files, "Sources/Data/Mappers/MoodMapper.swift", "enums map with init(rawValue:)")
	}

	func useCasesFollowTheOperations() throws {
		let detailOnly = try paths(#"{"name": "Character", "fields": [], "rest": {"path": "/c"}, "repository": {"useCases": true}}"#)
		#expect(detailOnly.isSuperset(of: ["Sources/Domain/UseCases/GetCharacterUseCase.swift", "Sources/Domain/UseCases/RefreshCharacterUseCase.swift"]))
		expectLacks(detailOnly, "Sources/Domain/UseCases/SearchCharactersUseCase.swift")
		let searchable = try paths(
			#"{"name": "Character", "fields": [], "rest": {"path": "/c", "detail": false, "list": {"filters": [{"name": "q", "type": "String"}]}}, "repository": {"useCases": true}}"#)
		expectContains(searchable, "Sources/Domain/UseCases/SearchCharactersUseCase.swift")
		expectContains(searchable, "Tests/Unit/Domain/CharacterUseCaseTests.swift")
		expectLacks(searchable, "Sources/Domain/UseCases/GetCharacterUseCase.swift")
	}

	func aUserDefaultsListGetsARepositoryAndUseCasesNextToAnEntity() throws {
		let text = BadSpecCases.spec(
			entity: #"{"name": "Character", "fields": [], "rest": {"path": "/c"}}"#,
			extra: #""userDefaults": [{"name": "RecentCharacterSearches", "element": "String"}],"#)
		let output = FeatureGeneration.run(
			specBytes: Array(text.utf8), specPath: "Specs/Character.json", config: .defaults, generator: try SharedGeneration.generator())
		expectEmpty(output.diagnostics, "\(output.diagnostics.map(\.description))")
		let files = Set(output.files.map(\.path).map { $0.replacingPrefix("Features/Character/") })
		#expect(
			files.isSuperset(of: [
				"Sources/Domain/Errors/RecentCharacterSearchesError.swift", "Sources/Domain/Repositories/RecentCharacterSearchesRepositoryContract.swift",
				"Sources/Data/Repositories/RecentCharacterSearchesRepository.swift", "Tests/Shared/Mocks/RecentCharacterSearchesRepositoryMock.swift",
				"Tests/Unit/Data/RecentCharacterSearchesRepositoryTests.swift", "Tests/Unit/Domain/RecentCharacterSearchesUseCaseTests.swift",
				"Sources/Domain/UseCases/GetRecentCharacterSearchesUseCase.swift", "Sources/Domain/UseCases/SaveRecentCharacterSearchUseCaseContract.swift",
				"Tests/Shared/Mocks/DeleteRecentCharacterSearchUseCaseMock.swift", "Tests/Unit/Domain/CharacterUseCaseMockTests.swift",
				"Sources/Domain/Repositories/CharacterRepositoryContract.swift", "Sources/CharacterContainer.swift",
			]))
		let container = try require(output.files.first { $0.path.hasSuffix("/CharacterContainer.swift") })
		expectContains(container.contents, "public let recentCharacterSearchesRepository: any RecentCharacterSearchesRepositoryContract")
	}

	func everyUseCaseHasAContractAMockAndAMockTest() throws {
		let files = try paths(#"{"name": "Character", "fields": [], "rest": {"path": "/c"}, "repository": {"useCases": true}}"#)
		for useCase in ["GetCharacterUseCase", "RefreshCharacterUseCase"] {
			expectContains(files, "Sources/Domain/UseCases/\(useCase)Contract.swift")
			expectContains(files, "Tests/Shared/Mocks/\(useCase)Mock.swift")
		}
		expectContains(files, "Tests/Unit/Domain/CharacterUseCaseMockTests.swift")
		let without = try paths(#"{"name": "Character", "fields": [], "rest": {"path": "/c"}}"#)
		expectNone(without, where: { $0.contains("UseCase") })
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<DomainJobsTests>] = [
		SuiteTest("anEntityGetsARepositoryWhereverItHasASource") { try $0.anEntityGetsARepositoryWhereverItHasASource() },
		SuiteTest("writesAddDomainToDTOMappersForTheEntityAndItsValueTypes") { try $0.writesAddDomainToDTOMappersForTheEntityAndItsValueTypes() },
		SuiteTest("useCasesFollowTheOperations") { try $0.useCasesFollowTheOperations() },
		SuiteTest("aUserDefaultsListGetsARepositoryAndUseCasesNextToAnEntity") { try $0.aUserDefaultsListGetsARepositoryAndUseCasesNextToAnEntity() },
		SuiteTest("everyUseCaseHasAContractAMockAndAMockTest") { try $0.everyUseCaseHasAContractAMockAndAMockTest() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<DomainJobsTests>) async throws { try await test.body(self) }
}

extension String {
	fileprivate func replacingPrefix(_ prefix: String) -> String {
		hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
	}
}
