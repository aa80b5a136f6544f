import Testing

/// The text `feature`, `init` and `destroy` print for a plan, to build expected lines and read
/// paths back: `  update     Package.swift (spec or settings changed)`, then `50 files: 49 identical, 1 update`.
enum PlanListing {
	/// One line of the listing; statuses are padded to the longest, `identical`.
	static func line(_ status: String, _ path: String, _ reason: String? = nil) -> String {
		"  " + status + String(repeating: " ", count: 11 - status.count) + path + (reason.map { " (\($0))" } ?? "")
	}

	/// The paths of the listing's file lines, in order (the summary line has none).
	static func paths(_ stdout: String) -> [String] {
		stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { line in
			let path = line.dropFirst(13)
			return String(path.range(of: " (").map { path[..<$0.lowerBound] } ?? path)
		}
	}
}

/// Paths of the starter project `scaffold init` writes, and edits to its spec.
enum Starter {
	static let spec = "Specs/Character.json"
	static let dto = "Features/Character/Sources/Data/DTOs/CharacterDTO.swift"
	static let locationDTO = "Features/Character/Sources/Data/DTOs/LocationDTO.swift"
	static let entity = "Features/Character/Sources/Data/Entities/CharacterEntity.swift"
	static let entityMapper = "Features/Character/Sources/Data/Mappers/CharacterEntityMapper.swift"
	static let dtoTemplate = "Feature/Sources/Data/DTOs/DTO.swift.mustache"
	/// What the feature keeps on devices, by schema version.
	static let storedShape = "Features/Character/StoredShape.json"

	/// The files that exist only because the entity has a local store (`"local": "swiftData"`).
	static let localStoreFiles = [
		"Features/Character/Sources/Data/DataSources/Local/CharacterEntityDataSource.swift",
		"Features/Character/Sources/Data/DataSources/Local/CharacterFileDataSource.swift",
		"Features/Character/Sources/Data/DataSources/Local/CharacterLocalDataSourceContract.swift",
		"Features/Character/Sources/Data/DataSources/Local/CharacterMemoryDataSource.swift",
		"Features/Character/Sources/Data/Entities/CharacterEntity.swift",
		"Features/Character/Sources/Data/Entities/CharacterModelContainer.swift",
		"Features/Character/Sources/Data/Entities/CharactersPageEntity.swift",
		"Features/Character/Sources/Data/Entities/LocationEntity.swift",
		"Features/Character/Sources/Data/Mappers/CharacterEntityDTOMapper.swift",
		"Features/Character/Sources/Data/Mappers/CharacterEntityMapper.swift",
		"Features/Character/Sources/Data/Mappers/CharactersPageEntityDTOMapper.swift",
		"Features/Character/Sources/Data/Mappers/LocationEntityDTOMapper.swift",
		"Features/Character/Sources/Data/Mappers/LocationEntityMapper.swift",
		"Features/Character/Sources/Data/Migrations/CharacterStoredMigration.swift",
		"Features/Character/Tests/Shared/Fixtures/character_empty_text.json",
		"Features/Character/Tests/Shared/Mocks/CharacterLocalDataSourceMock.swift",
		"Features/Character/Tests/Unit/Data/CharacterEntityDataSourceTests.swift",
		"Features/Character/Tests/Unit/Data/CharacterFileDataSourceTests.swift",
		"Features/Character/Tests/Unit/Data/CharacterMemoryDataSourceTests.swift",
		"Features/Character/Tests/Unit/Data/Mappers/CharacterEntityDTOMapperTests.swift",
		"Features/Character/Tests/Unit/Data/Mappers/CharacterEntityMapperTests.swift",
		"Features/Character/Tests/Unit/Data/Mappers/CharactersPageEntityDTOMapperTests.swift",
		"Features/Character/Tests/Unit/Data/Mappers/LocationEntityDTOMapperTests.swift",
		"Features/Character/Tests/Unit/Data/Mappers/LocationEntityMapperTests.swift",
	]

	/// The files that read the local store (the repository and page slices, and the filter's
	/// search on the device), and so change without it.
	static let cacheUsingFiles = [
		"Features/Character/Sources/CharacterContainer.swift",
		"Features/Character/Sources/Data/DTOs/CharacterFilterDTO.swift",
		"Features/Character/Sources/Data/Mappers/CharactersPageMapper.swift",
		"Features/Character/Sources/Data/Repositories/CharacterRepository.swift",
		"Features/Character/Sources/Data/Repositories/CharactersPageRepository.swift",
		"Features/Character/Sources/Domain/Errors/CharacterError.swift",
		"Features/Character/Sources/Domain/Repositories/CharacterRepositoryContract.swift",
		"Features/Character/Sources/Domain/UseCases/GetCharacterUseCase.swift",
		"Features/Character/Sources/Domain/UseCases/GetCharacterUseCaseContract.swift",
		"Features/Character/Tests/Shared/Mocks/CharacterRepositoryMock.swift",
		"Features/Character/Tests/Unit/CharacterContainerTests.swift",
		"Features/Character/Tests/Unit/Data/CharacterRepositoryTests.swift",
		"Features/Character/Tests/Unit/Data/CharactersPageRepositoryTests.swift",
		"Features/Character/Tests/Unit/Data/Mappers/CharacterMappingTests.swift",  // lists the store's mapper tests
		"Features/Character/Tests/Unit/Data/Mappers/CharactersPageMapperTests.swift",
		"Features/Character/Tests/Unit/Domain/CharacterUseCaseTests.swift",
	]

	/// The files that write the spec's `schemaVersion` beside their data, besides the stored-shape
	/// history: a bump changes them.
	static let writingTheSchemaVersion = [
		"Features/Character/Sources/Data/DataSources/Local/RecentCharacterSearchesUserDefaultsDataSource.swift"
	]
}

extension ProjectSandbox {
	/// Adds `nickname: String` to the Character entity of the starter spec, which SwiftData stores:
	/// a new stored shape, so the spec moves to schema version 2 as a release would (on the
	/// feature's line, so that the lines of the spec stay where they were).
	func addNicknameField() throws {
		try replace(
			#"{ "name": "url", "type": "URL" },"#,
			with: #"{ "name": "url", "type": "URL" },"# + "\n\t\t\t\t" + #"{ "name": "nickname", "type": "String", "default": "" },"#,
			in: Starter.spec)
		try replace(#""feature": "Character","#, with: #""feature": "Character", "schemaVersion": 2,"#, in: Starter.spec)
	}

	/// Removes the Character entity's local store from the starter spec: the feature stops keeping
	/// data on devices, a new stored shape, so the spec moves to schema version 2.
	func removeLocalStore() throws {
		try replace("\t\t\t\"local\": \"swiftData\",\n", with: "", in: Starter.spec)
		try replace(#""feature": "Character","#, with: #""feature": "Character", "schemaVersion": 2,"#, in: Starter.spec)
	}
}
