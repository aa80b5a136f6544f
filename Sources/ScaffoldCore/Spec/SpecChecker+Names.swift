import ScaffoldBasics

/// The one namespace of a feature's Swift types: the names the spec declares and every type
/// name the generator derives from them (`CharacterDTO`, `CharactersResponseDTO`…).
///
/// Two things naming the same type, or types whose names differ only by case (their files
/// would collide on a case-insensitive file system), are an error at the one written later.
extension SpecChecker {
	/// Suffixes the generator appends to an entity's name (`EntityNames.name`) for its types.
	package static let generatedEntitySuffixes = [
		"DTO", "Entity", "FilterDTO", "PaginationInfoDTO", "RemoteDataSourceContract", "RESTDataSource", "GraphQLDataSource",
		"RemoteDataSourceMock", "LocalDataSourceContract", "MemoryDataSource", "FileDataSource", "EntityDataSource",
		"KeychainDataSource", "LocalDataSourceMock", "ModelContainer", "EntityMapper", "EntityDTOMapper", "QueryResponse", "Graph",
		"StoredMigration", "MigrationPlan",
	]

	/// Suffixes the generator appends to an entity's plural (`EntityNames.plural`, `…List` when
	/// the plural equals the singular).
	package static let generatedEntityPluralSuffixes = ["ResponseDTO", "QueryResponse", "PageEntity", "PageEntityDTOMapper", "Pages"]

	/// Type names the generator uses once per feature, whatever the spec declares: the REST
	/// pagination DTO, the wire value parser of mappers, the feature's container and its
	/// extension points, and the state
	/// nested in every mock (a feature type of that name would be hidden inside the mocks).
	var generatedFeatureNames: [String] {
		let feature = spec.featureName.upperCamel
		return [
			"PaginationInfoDTO", GeneratedNames.wireValueParser, GeneratedNames.indirect, GeneratedNames.container(feature: feature),
			GeneratedNames.containerOverrides(feature: feature), "MockState",
		]
	}

	/// The public types of the runtime libraries (`scaffold init`) that generated code names: a
	/// feature type of the same name (every entity and type is a domain model under its own name)
	/// would hide them inside the feature's module.
	package static let runtimeTypeNames = Set<String>([
		"AccessTokenStoreContract", "APIError", "AuthenticatingHTTPClient", "CachedPage", "CacheLevel", "CachePolicy", "CachePolicyExecutor", "Endpoint", "FixtureError", "GraphQLClient",
		"GraphQLClientContract", "GraphQLClientMock", "GraphQLError", "GraphQLErrorMapper", "GraphQLOperation", "GraphQLResponse",
		"GraphQLResponseError", "GraphQLVariable", "HTTPClient", "HTTPClientContract", "HTTPClientMock", "HTTPError",
		"HTTPErrorMapper", "HTTPMethod", "HTTPResponse", "HTTPTransport", "InMemoryAccessTokenStore", "InMemoryKeychain", "InvalidItem", "JSONValue", "InvalidItemReporterContract", "InvalidItemReporterMock", "KeychainAccessibility", "KeychainContract", "KeychainError",
		"LockedState", "MapperContract", "MappingError", "MockNotConfiguredError", "Outbox", "OutboxChange", "OutboxEntry", "OutboxOperation", "SearchPage", "SilentInvalidItemReporter", "SyncFailure",
		"SyncReport", "SystemKeychain", "ThrowingMapperContract", "TokenRefresherContract", "URLSessionTransport",
	]).union(RuntimeSupport.freshnessTypeNames).union(RuntimeSupport.storedArchiveTypeNames)

	/// Something in the spec that names types: a declared type, an entity or a `userDefaults` list.
	package struct NameOwner {
		/// `type`, `enum`, `entity` or `userDefaults`.
		var kind: String
		/// The name the spec wrote.
		package var name: String
		var location: SourceLocation
		/// The type names the generator derives from it, in a fixed order.
		var generated: [String]

		var title: String { "\(kind) \(quoted: name)" }
	}

	/// Every top-level name of the spec with the names derived from it, in source order.
	package var nameOwners: [NameOwner] {
		var owners: [NameOwner] = []
		for declaration in spec.types {
			// A union derives a DTO and mappers as a value type does (and no stored type, but reserving it costs nothing).
			let isValueType = declaration.kind != .enumeration
			// A value type's domain model is the type itself; its DTO and mappers are derived.
			let name = declaration.name
			let generated = [
				GeneratedNames.dto(name), GeneratedNames.mapper(name), GeneratedNames.mapperHooks(name), GeneratedNames.dtoMapper(name),
				GeneratedNames.storedValueType(name),
				GeneratedNames.storedValueMapper(name), GeneratedNames.storedValueDTOMapper(name),
			]
			owners.append(
				NameOwner(
					kind: declaration.kind == .union ? "union" : isValueType ? "type" : "enum", name: declaration.name, location: declaration.location,
					generated: isValueType ? generated : []))
		}
		for entity in spec.entities {
			// A name refused as a type name derives nothing: splitting a refused name (say, a
			// million non-ASCII letters) into words would only cost time.
			guard SpecNameRules.typeNameProblem(entity.name, role: "entity") == nil else {
				owners.append(NameOwner(kind: "entity", name: entity.name, location: entity.location, generated: []))
				continue
			}
			let names = EntityNames(entity)
			// The domain model is the entity's own name; the rest of the repository slice is derived.
			let generated =
				Self.generatedEntitySuffixes.map { names.name + $0 } + Self.generatedEntityPluralSuffixes.map { names.plural + $0 }
				+ DomainNames(names: names).generatedTypes
				+ entity.parentReads.flatMap { ParentReadNames(names: names, read: $0).generatedTypes }
				// A PATCH update's changes, their DTO and its mapper.
				+ (entity.rest?.patchesUpdate == true ? ["Changes", "ChangesDTO", "ChangesDTOMapper"].map { names.name + $0 } : [])
				// The versioned schema of each SwiftData model version, at most one per schema version.
				+ (entity.local.keepsSwiftDataModel ? (1...max(spec.schemaVersion, 1)).map { names.name + "SchemaV\($0)" } : [])
			owners.append(NameOwner(kind: "entity", name: entity.name, location: entity.location, generated: generated))
		}
		for list in spec.userDefaults {
			owners.append(
				NameOwner(
					kind: "userDefaults", name: list.name, location: list.location,
					generated: SpecNameRules.typeNameProblem(list.name, role: "userDefaults") == nil ? UserDefaultsNames(list).generatedTypes : []))
		}
		// Source order decides which of two colliding names is reported (the later one).
		return owners.enumerated().sorted { lhs, rhs in
			let left = lhs.element.location.position ?? .start
			let right = rhs.element.location.position ?? .start
			return left == right ? lhs.offset < rhs.offset : left < right
		}.map(\.element)
	}

	/// Every generated type name of the spec (the declared names excluded), for tests and tools.
	package var generatedTypeNames: [String] {
		generatedFeatureNames + nameOwners.flatMap(\.generated)
	}

	/// Reports, for each owner, the first of its names that an earlier one already takes.
	mutating func checkTopLevelNames() {
		/// Who took a name first: an owner (by index) or the feature, and whether it is the owner's own name.
		struct Claim {
			var spelling: String
			var owner: Int?
			var isDeclared: Bool
		}
		let owners = nameOwners
		var claims: [String: Claim] = [:]
		for name in generatedFeatureNames {
			claims[name.lowercased()] = Claim(spelling: name, owner: nil, isDeclared: false)
		}
		// The first owner of each name, as written and in lower case: one lookup per owner.
		var firstNamed: [String: Int] = [:]
		var firstNamedIgnoringCase: [String: Int] = [:]
		for (index, owner) in owners.enumerated() {
			let lowercased = owner.name.lowercased()
			defer {
				if firstNamed[owner.name] == nil { firstNamed[owner.name] = index }
				if firstNamedIgnoringCase[lowercased] == nil { firstNamedIgnoringCase[lowercased] = index }
			}
			// A name that is not a valid type name is reported as such; what it would generate is moot.
			guard SpecNameRules.typeNameProblem(owner.name, role: owner.kind) == nil else { continue }
			if let first = firstNamed[owner.name].map({ owners[$0] }) {
				error(
					"duplicate name \(quoted: owner.name): already declared as \(article(first.kind)) \(first.kind)", at: owner.location,
					notes: [.init("first declared here", at: first.location)])
			} else if let first = firstNamedIgnoringCase[lowercased].map({ owners[$0] }) {
				error(
					"\(owner.kind) \(quoted: owner.name) and \(first.kind) \(quoted: first.name) differ only by case; their files would collide on a case-insensitive file system",
					at: owner.location, notes: [.init("first declared here", at: first.location)])
			} else if owner.kind == "enum", SwiftIdentifier.foundationTypeNames.contains(owner.name) {
				// A value type's or an entity's stub tells the test module which one the name means; an enum has no stub.
				error(
					"enum \(quoted: owner.name) is also Foundation's \(quoted: owner.name), and generated tests import both, where the name would be ambiguous; name it \(quoted: owner.name + "Kind") or another name",
					at: owner.location)
			} else if let hidden = ([owner.name] + owner.generated).first(where: Self.runtimeTypeNames.contains) {
				let subject = hidden == owner.name ? owner.title : "\(quoted: hidden), generated for \(owner.title),"
				error("\(subject) would hide the runtime's \(quoted: hidden) in the generated code", at: owner.location)
			} else {
				let names = [(owner.name, true)] + owner.generated.map { ($0, false) }
				for (name, isDeclared) in names {
					guard let claim = claims[name.lowercased()], claim.owner != index else { continue }
					let subject = isDeclared ? owner.title : "\(quoted: name), generated for \(owner.title),"
					let earlier = claim.owner.map { owners[$0] }
					let object: String
					if let earlier {
						object = claim.isDeclared ? earlier.title : "\(quoted: claim.spelling), generated for \(earlier.title)"
					} else {
						object = "\(quoted: claim.spelling), generated once for the whole feature"
					}
					let message =
						claim.spelling == name
						? "\(subject) collides with \(object)"
						: "\(subject) and \(object) differ only by case; their files would collide on a case-insensitive file system"
					error(message, at: owner.location, notes: earlier.map { [.init("\($0.title) is declared here", at: $0.location)] } ?? [])
					break
				}
			}
			let names = [(owner.name, true)] + owner.generated.map { ($0, false) }
			for (name, isDeclared) in names where claims[name.lowercased()] == nil {
				claims[name.lowercased()] = Claim(spelling: name, owner: index, isDeclared: isDeclared)
			}
		}
	}

	private func article(_ word: String) -> String {
		word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
	}
}
