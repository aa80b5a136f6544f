import ScaffoldBasics
import ScaffoldSpec

/// The typed context families of a spec, each with the section of Templates/README.md that
/// documents its keys: what the test holding the README's key tables equal to the types reads.
///
/// The keys are those of built instances, read through the encoder, so they are the structs'
/// stored properties; a family present only for some entities (an entity's writes without REST,
/// its model versions outside `swiftData`) contributes when it is present.
package struct TypedContextFamily: Sendable {
	/// The family's type (`FreshnessContext`).
	package let name: String
	/// The headings of the README sections that document it (`### A list without the network (entity)`).
	package let sections: [String]
	/// The keys the family sets on its context.
	package let keys: Set<String>
	/// The keys of the objects it holds (list items, nested objects), at any depth.
	package let memberKeys: Set<String>

	/// The families built for every entity and `userDefaults` list of `feature` (a spec as the
	/// generation driver resolves it) in a project of `config`; one entry per family and spec part.
	package static func families(of feature: ResolvedFeature, config: ProjectConfig) -> [TypedContextFamily] {
		let spec = feature.spec
		var families = [
			family(
				"BaseContext", "## Context keys",
				BaseContext(header: "", modules: config.modules(feature: spec.featureName.upperCamel).context, runtime: RuntimeContext(config: config)))
		]
		for entity in spec.entities {
			let context = EntityContext(feature: feature, entity: entity)
			let filters = FilterContext(spec: spec, entity: entity, wire: context.wire, filters: entity.listFilters, isPaginated: entity.isPaginated)
			families += [
				family("FreshnessContext", "### A list without the network (entity)", FreshnessContext(entity: entity, runtime: feature.runtime)),
				family("FilterContext", "### Entity", filters.keys),
				family("RelationshipContext", "### References between entities (entity)", RelationshipContext(feature: feature, entity: entity).keys),
				family("StoredMigrationContext", "### Schema versions of stored items (entity)", StoredMigrationContext(feature: feature, entity: entity).keys),
				family("EntityNames.Context", ["### Entity", "### A list without the network (entity)"], context.names.context),
				family("OfflineListContext", "### A list without the network (entity)", OfflineListContext(entity: entity, samples: context.samples).keys),
				family("GraphQLQueries", "### Entity", GraphQLQueries(spec: spec, entity: entity, names: context.names, filters: filters).keys),
				family("EntityOperationsContext", "### Entity", EntityOperationsContext(entity: entity, names: context.names)),
				family("EntityPageFixturesContext", "### Entity", EntityPageFixturesContext(entity: entity, names: context.names)),
				family("EntityRESTPathContext", "### Entity", EntityRESTPathContext(rest: entity.rest)),
				family("EntityDTOContext", "### Entity", EntityDTOContext(entity: entity, wire: context.wire, samples: context.samples)),
				family("PageShapeKeys", "### Entity", entity.pageShape.keys(pageSize: entity.searchPageSize)),
				family("ListEnvelopeKeys", "### Entity", SpecREST.listEnvelopeKeys(entity.rest)),
				family(
					"ChangesKeys", "### Entity",
					ChangesContext(entity: entity, names: context.names).keys(updated: { Fixtures(context: context).item(.updated) })),
				family(
					"EntityContext.ParentReadListKeys", ["### Reads by parent (entity)", "### References between entities (entity)"],
					context.parentReadListKeys),
				family("TestSuiteContext", "## Context keys", TestSuiteContext(testSuite: context.names.name + "Tests")),
				family("EntityContext.SampleCheckKeys", "### Entity", EntityContext.SampleCheckKeys(sampleChecks: context.sampleChecks())),
			]
			let fields = context.fieldKeys(relationships: RelationshipContext(feature: feature, entity: entity))
			let fieldSections = ["### Entity", "### SwiftData model versions (entity)", "### References between entities (entity)"]
			families.append(family("EntityContext.FieldKeys", fieldSections, fields.stored))
			families.append(family("EntityContext.ModelReadBackKeys", fieldSections, fields.readBack))
			if entity.local.sharedStore == .keychainStore {
				families.append(family("KeychainDataSourceContext", "### Entity", KeychainDataSourceContext(keychainDataSource: context.names.keychainDataSource)))
			}
			if RepositoryContext.isGenerated(entity) || RepositoryContext.hasLocalRepository(entity) {
				families.append(family(
						"RepositoryContext", ["### Repository slice (entity)", "### The domain's own choices"],
						RepositoryContext(entityContext: context).keys))
			}
			if let writes = WriteContext(rest: entity.rest, entity: entity, samples: { (.null, .null) }) {
				families.append(family("WriteContext", "### Entity", writes))
			}
			let versions = SwiftDataVersionContext(feature: feature, entity: entity)
			if let keys = versions.keys {
				families.append(family("SwiftDataVersionContext", "### SwiftData model versions (entity)", keys))
				for field in entity.fields {
					families.append(family("SwiftDataVersionContext.ModelKeys", "### SwiftData model versions (entity)", versions.modelKeys(of: field)))
				}
			}
		}
		families += domainFamilies(of: feature)
		families.append(family("PaginationInfoDTOContext", ["### Pagination info", "### Entity"], PaginationInfoDTOContext(page: SpecPageShape().keys(pageSize: SpecListOffline.defaultPageSize))))
		families.append(family("PageLinkTypeContext", "### Pagination info", PageLinkTypeContext(pageLinkType: "Int")))
		let entities = spec.entities.filter(RepositoryContext.isGenerated)
		let localEntities = spec.entities.filter(RepositoryContext.hasLocalRepository)
		let container = ContainerContext(feature: feature, entities: entities, lists: DomainJobs.repositoryLists(spec), localEntities: localEntities)
		families.append(family(
				"ContainerContext",
				[
					"## Context keys", "### Container", "### Entity kept only on the device", "### Repository slice (entity)",
					"### The domain's own choices",
				], container.keys))
		for list in spec.userDefaults {
			if let keys = UserDefaultsContext(list: list).keys { families.append(family("UserDefaultsContext", "### UserDefaults list", keys)) }
			families.append(
				family("UserDefaultsRepositoryContext", "### UserDefaults list repository", UserDefaultsRepositoryContext(spec: spec, list: list).keys))
		}
		return families
	}

	/// The families of the domain's files: models, mappers and enums of entities and declared
	/// types, unions, and the use cases of entities with a remote repository.
	private static func domainFamilies(of feature: ResolvedFeature) -> [TypedContextFamily] {
		let spec = feature.spec
		let domain = DomainContext(feature: feature)
		let section = "### Domain models and mappers"
		var families: [TypedContextFamily] = []
		var mockTests: [UseCaseSignature.MockTest] = []
		for entity in spec.entities {
			let name = EntityNames(entity).name
			families += [
				family("DomainContext.Model", section, domain.model(name: name, summary: "", fields: entity.allFields, identifier: entity.identifier)),
				family("DomainContext.Mapper", section, domain.mapper(name: name, dto: name + "DTO", fields: entity.allFields)),
				family("DomainContext.DTOMapper", section, domain.dtoMapper(name: name, dto: name + "DTO", fields: entity.allFields)),
			]
			if RepositoryContext.isGenerated(entity) {
				let repository = RepositoryContext(entityContext: EntityContext(feature: feature, entity: entity))
				families.append(
					family(
						"RepositoryTestKeys", ["### Repository slice (entity)", "### The domain's own choices"],
						DomainTestContext(feature: feature).keys(for: repository)))
				for useCase in DomainJobs.remoteUseCases(repository) {
					families.append(family("UseCaseSignature", "### Use cases", UseCaseSignature.MockTest(keys: useCase.signature.keys, isFirst: true)))
					mockTests.append(UseCaseSignature.MockTest(keys: useCase.signature.keys, isFirst: mockTests.isEmpty))
				}
			}
		}
		for declaration in spec.types {
			if declaration.kind == .enumeration { families.append(family("DomainContext.Enumeration", section, domain.enumeration(declaration))) }
			if declaration.kind == .valueType {
				families.append(family("ValueTypeDTOContext", ["### Value type (DTO template)", "### Entity"], ValueTypeDTOContext(feature: feature, declaration: declaration)))
				families.append(
					family("ValueTypeMapperTestContext", section, ValueTypeMapperTestContext(dtoMapper: GeneratedNames.dtoMapper(declaration.name))))
				families.append(
					family(
						"ValueTypeTestKeys", [section, "### The domain's own choices", "### Repository slice (entity)"],
						DomainTestContext(feature: feature).valueTypeKeys(declaration)))
			}
			if let union = declaration.union { families.append(family("UnionContext", "### Union", UnionContext(feature: feature, declaration: declaration, union: union).build())) }
		}
		if !mockTests.isEmpty {
			let hasFixtures = spec.entities.contains(where: RepositoryContext.hasLocalRepository)
			families.append(
				family(
					"UseCaseMockTestsContext", ["### Use cases", "### Entity kept only on the device", "## Context keys"],
					UseCaseMockTestsContext(testSuite: "UseCaseMockTests", hasFixtures: hasFixtures, useCases: mockTests)))
		}
		// Its keys are the same whatever the suites (`FeatureJobs.mapperScenariosJob(for:base:)` lists them).
		families.append(
			family(
				"MapperScenariosContext", [section, "## Context keys"],
				MapperScenariosContext(testSuite: spec.featureName.upperCamel + "MappingTests", mapperSuites: [], storedMapperSuites: [])))
		let tests = DomainTestContext(feature: feature)
		for declaration in StoredValueJobs.storedValueTypes(spec) {
			families.append(family(
					"StoredValueTypeContext", "### Stored value type (SwiftData)",
					StoredValueTypeContext(declaration: declaration, wire: WireType(feature: feature), tests: tests)))
		}
		return families
	}

	private static func family(_ name: String, _ section: String, _ context: some TemplateContext) -> TypedContextFamily {
		family(name, [section], context)
	}

	private static func family(_ name: String, _ sections: [String], _ context: some TemplateContext) -> TypedContextFamily {
		let object = context.templateObject
		var members: Set<String> = []
		for value in object.entries.map(\.value) { collectKeys(of: value, into: &members) }
		return TypedContextFamily(name: name, sections: sections, keys: Set(object.keys), memberKeys: members)
	}

	/// The keys of every object in `value`, at any depth.
	private static func collectKeys(of value: TemplateValue, into keys: inout Set<String>) {
		switch value {
		case .object(let object):
			keys.formUnion(object.keys)
			for member in object.entries { collectKeys(of: member.value, into: &keys) }
		case .list(let items):
			for item in items { collectKeys(of: item, into: &keys) }
		default: break
		}
	}
}
