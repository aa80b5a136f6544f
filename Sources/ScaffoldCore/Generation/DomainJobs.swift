import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The render jobs of the repository slice (docs/caching.md): for every entity with a repository,
/// its domain layer (`Sources/Domain/…`), mappers and repository (`Sources/Data/…`), mock and
/// tests; for every `userDefaults` list, its repository and use cases (`DomainJobs+UserDefaults`);
/// once per feature, the domain models of the spec's types, the wire value parser and the
/// container (`Sources/{Feature}Container.swift`).
struct DomainJobs {
	let planner: FeatureJobs
	let base: [(String, TemplateValue)]
	/// Entity contexts already built (for the entities' own files), by entity name.
	var builtEntities: [String: BuiltEntity] = [:]

	func jobs() -> [RenderJob] {
		let spec = planner.spec
		let entities = spec.entities.filter(RepositoryContext.isGenerated)
		let lists = Self.repositoryLists(spec)
		let localEntities = spec.entities.filter(RepositoryContext.hasLocalRepository)
		guard !entities.isEmpty || !lists.isEmpty || !localEntities.isEmpty else { return [] }
		let domain = DomainContext(feature: planner.feature)
		// A local repository saves domain values as DTOs, like a write to the server.
		let hasWrites = spec.entities.contains(where: \.mapsDomainToDTO)
		var jobs: [RenderJob] = []
		for declaration in spec.types {
			jobs += typeJobs(declaration, domain: domain, hasWrites: hasWrites)
		}
		// Mappers of entities and value types parse wire text; a feature of lists alone has none.
		if !entities.isEmpty || !localEntities.isEmpty || spec.types.contains(where: { $0.kind == .valueType }) {
			var parser = TemplateObject(base)
			parser.merge(
				WireValueParserContext(
					isISO8601: spec.dateFormat == .iso8601, parsesIntegers: spec.entities.contains { $0.identifier.domain.type == .int }))
			jobs.append(
				planner.job("Sources/Data/Mappers/WireValueParser.swift", context: parser, output: "Sources/Data/Mappers/\(GeneratedNames.wireValueParser).swift"))
			jobs.append(test("Data/Mappers", "WireValueParserTests", GeneratedNames.wireValueParser + "Tests", parser))
		}
		var useCases: [UseCaseEntries] = []
		for entity in entities {
			let entity = entityJobs(entity, domain: domain)
			jobs += entity.jobs
			useCases += entity.useCases
		}
		for entity in localEntities {
			let entity = localEntityJobs(entity, domain: domain)
			jobs += entity.jobs
			useCases += entity.useCases
		}
		for entity in Self.nestedOnlyEntities(spec) {
			jobs += nestedEntityJobs(entity, domain: domain)
		}
		for list in lists {
			let list = listJobs(list)
			jobs += list.jobs
			useCases += list.useCases
		}
		jobs += useCaseMockTestsJob(useCases)
		let container = ContainerContext(feature: planner.feature, entities: entities, lists: lists, localEntities: localEntities)
		let containerContext = merged(container.build())
		jobs.append(
			planner.job("Sources/Container.swift", context: containerContext, output: "Sources/\(container.name).swift")
				.extended(by: .container(feature: spec.featureName.upperCamel)))
		jobs.append(planner.job("Tests/Unit/ContainerTests.swift", context: suite(containerContext, container.name + "Tests"), output: "Tests/Unit/\(container.name)Tests.swift"))
		return jobs
	}

	private func typeJobs(_ declaration: SpecDeclaration, domain: DomainContext, hasWrites: Bool) -> [RenderJob] {
		let name = declaration.name
		if let union = declaration.union { return unionJobs(declaration, union, hasWrites: hasWrites) }
		guard declaration.kind == .valueType else {
			let context = merged(domain.enumeration(declaration))
			return [model("Enum", name, context), test("Domain", "EnumTests", name + "Tests", context)]
		}
		let dto = GeneratedNames.dto(name)
		let summary = declaration.summary ?? "\(DomainContext.article(name)) \(DomainContext.words(name))."
		let mapperContext = merged(domain.mapper(name: name, dto: dto, fields: declaration.fields))
		let sample = DomainTestContext(feature: planner.feature).samples.sample(ofValueType: name)
		var jobs = [
			model("Model", name, merged(domain.model(name: name, summary: summary, fields: declaration.fields, identifier: nil))),
			mapper("Mapper", GeneratedNames.mapper(name), mapperContext).extended(by: .mapper(model: name)),
			stub(name, merged(StubContext(feature: planner.feature).object(typeName: name, fields: declaration.fields, sample: sample))),
		]
		var tests = mapperContext
		tests.merge(DomainTestContext(feature: planner.feature).valueTypeKeys(declaration))
		tests.merge(ValueTypeMapperTestContext(dtoMapper: GeneratedNames.dtoMapper(name)))
		jobs.append(test("Data/Mappers", "ValueTypeMapperTests", GeneratedNames.mapper(name) + "Tests", tests))
		if hasWrites {
			jobs.append(mapper("DTOMapper", GeneratedNames.dtoMapper(name), merged(domain.dtoMapper(name: name, dto: dto, fields: declaration.fields))))
			jobs.append(test("Data/Mappers", "ValueTypeDTOMapperTests", GeneratedNames.dtoMapper(name) + "Tests", tests))
		}
		return jobs
	}

	private func entityJobs(_ entity: SpecEntity, domain: DomainContext) -> (jobs: [RenderJob], useCases: [UseCaseEntries]) {
		let (repository, context) = sliceContext(entity)
		let names = repository.domain
		let dto = repository.names.dto
		var jobs = modelJobs(entity, repository, domain: domain) + [
			planner.job("Sources/Domain/Errors/Error.swift", context: context, output: "Sources/Domain/Errors/\(names.error).swift"),
			planner.job(
				"Sources/Domain/Repositories/RepositoryContract.swift", context: context,
				output: "Sources/Domain/Repositories/\(names.repositoryContract).swift"),
			mapper("ErrorMapper", names.errorMapper, context),
			planner.job("Sources/Data/Repositories/Repository.swift", context: context, output: "Sources/Data/Repositories/\(names.repository).swift"),
		]
		if repository.hasPages { jobs.append(model("Page", names.page, context)) }
		if repository.hasOutbox {
			jobs.append(planner.job("Sources/Data/Sync/Change.swift", context: context, output: "Sources/Data/Sync/\(names.change).swift"))
		}
		if repository.hasList {
			jobs.append(model("Filter", names.filter, context))
			jobs.append(mapper("FilterMapper", names.filterMapper, context))
		}
		if repository.hasPages { jobs += pageSliceJobs(names, context) }
		if repository.isPaginated {
			if entity.repository.useCases { jobs.append(test("Domain", "PageUseCaseTests", names.page + "UseCaseTests", context)) }
		}
		if repository.hasWrites || Self.entitiesWithDTOMappers(planner.spec).contains(entity.name) {
			jobs.append(mapper("DTOMapper", names.dtoMapper, merged(domain.dtoMapper(name: names.model, dto: dto, fields: entity.allFields))))
		}
		jobs += changesJobs(entity, repository, context, domain: domain)
		jobs.append(planner.job("Tests/Shared/Mocks/RepositoryMock.swift", context: context, output: "Tests/Shared/Mocks/\(names.repositoryMock).swift"))
		jobs.append(test("Data", "RepositoryTests", names.repository + "Tests", context))
		if repository.hasOutbox {
			jobs.append(test("Data", "RepositorySyncTests", names.repository + "SyncTests", context))
		}
		for read in repository.entityContext.parentReads {
			let stem = read.names.stem
			jobs.append(test("Data", "ParentRepositoryTests", stem + "RepositoryTests", context.adding(read)))
			if entity.repository.useCases { jobs.append(test("Domain", "ParentUseCaseTests", stem + "UseCaseTests", context.adding(read))) }
		}
		jobs += mapperTests(repository, context)
		jobs.append(stubJob(entity, repository))
		if entity.repository.useCases && (repository.hasDetail || (repository.hasPlainList && !repository.filters.isEmpty)) {
			jobs.append(test("Domain", "UseCaseTests", names.model + "UseCaseTests", context))
		}
		let useCases = useCaseJobs(Self.remoteUseCases(repository), context)
		return (jobs + useCases.jobs, useCases.entries)
	}

	/// A PATCH update's `{Name}Changes`, its mapper to the `{Name}ChangesDTO` the data source sends,
	/// and the mapper's tests.
	private func changesJobs(_ entity: SpecEntity, _ repository: RepositoryContext, _ context: TemplateObject, domain: DomainContext) -> [RenderJob] {
		let changes = ChangesContext(entity: entity, names: repository.names)
		guard changes.patches else { return [] }
		let fields = ChangesContext.optionalized(entity.changeableFields)
		let summary = "The fields of \(DomainContext.article(entity.name).lowercased()) \(DomainContext.words(entity.name)) an update changes; nil leaves one as it is."
		return [
			model("Changes", changes.model, merged(domain.model(name: changes.model, summary: summary, fields: fields, identifier: nil))),
			mapper("DTOMapper", changes.dtoMapper, merged(domain.dtoMapper(name: changes.model, dto: changes.dto, fields: fields))),
			test("Data/Mappers", "ChangesDTOMapperTests", changes.dtoMapper + "Tests", context),
		]
	}

	/// The keys every file of an entity's repository slice gets, remote or local.
	func sliceContext(_ entity: SpecEntity) -> (repository: RepositoryContext, context: TemplateObject) {
		let built = builtEntities[entity.name].flatMap { $0.context.entity == entity ? $0 : nil } ?? BuiltEntity(feature: planner.feature, entity: entity)
		let repository = RepositoryContext(entityContext: built.context)
		var context = TemplateObject(base)
		context.merge(built.object)
		context.merge(repository.keys)
		context.merge(DomainTestContext(feature: planner.feature).keys(for: repository))
		return (repository, context)
	}

	/// An entity's domain model and its DTO → domain mapper.
	func modelJobs(_ entity: SpecEntity, _ repository: RepositoryContext, domain: DomainContext) -> [RenderJob] {
		let names = repository.domain
		let summary = entity.summary ?? "\(DomainContext.article(entity.name)) \(DomainContext.words(entity.name))."
		return [
			model("Model", names.model, merged(domain.model(name: names.model, summary: summary, fields: entity.allFields, identifier: entity.identifier))),
			mapper("Mapper", names.mapper, merged(domain.mapper(name: names.model, dto: repository.names.dto, fields: entity.allFields)))
				.extended(by: .mapper(model: names.model)),
		]
	}

	/// The page slice of a paginated list or of pages read by parent (docs/caching.md): error,
	/// contract, repository, mappers, mock and tests.
	private func pageSliceJobs(_ names: DomainNames, _ context: TemplateObject) -> [RenderJob] {
		[
			planner.job("Sources/Domain/Errors/PageError.swift", context: context, output: "Sources/Domain/Errors/\(names.pageError).swift"),
			planner.job(
				"Sources/Domain/Repositories/PageRepositoryContract.swift", context: context,
				output: "Sources/Domain/Repositories/\(names.pageRepositoryContract).swift"),
			planner.job("Sources/Data/Repositories/PageRepository.swift", context: context, output: "Sources/Data/Repositories/\(names.pageRepository).swift"),
			mapper("PageMapper", names.pageMapper, context),
			mapper("PageErrorMapper", names.pageErrorMapper, context),
			planner.job("Tests/Shared/Mocks/PageRepositoryMock.swift", context: context, output: "Tests/Shared/Mocks/\(names.pageRepositoryMock).swift"),
			test("Data", "PageRepositoryTests", names.pageRepository + "Tests", context),
			test("Data/Mappers", "PageErrorMapperTests", names.pageErrorMapper + "Tests", context),
		]
	}

	/// One test file per mapper of the entity, under `Tests/Unit/Data/Mappers/`.
	private func mapperTests(_ repository: RepositoryContext, _ context: TemplateObject) -> [RenderJob] {
		let names = repository.domain
		var tests = [("MapperTests", names.mapper), ("ErrorMapperTests", names.errorMapper)]
		if repository.hasWrites || Self.entitiesWithDTOMappers(repository.entityContext.spec).contains(repository.entity.name) {
			tests.append(("DTOMapperTests", names.dtoMapper))
		}
		if repository.hasList { tests.append(("FilterMapperTests", names.filterMapper)) }
		if repository.hasPages { tests.append(("PageMapperTests", names.pageMapper)) }
		return tests.map { test("Data/Mappers", $0.0, $0.1 + "Tests", context) }
	}

	/// The stub of an entity's domain model, its arguments defaulting to the first sample.
	func stubJob(_ entity: SpecEntity, _ repository: RepositoryContext) -> RenderJob {
		let stubContext = StubContext(feature: planner.feature)
			.object(typeName: repository.domain.model, fields: entity.allFields, sample: Fixtures(context: repository.entityContext).item(.first))
		return stub(repository.domain.model, merged(stubContext))
	}

	/// `Tests/Shared/Stubs/{name}+Stub.swift`: the domain model's `stub(…)` factory.
	private func stub(_ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Tests/Shared/Stubs/Stub.swift", context: context, output: "Tests/Shared/Stubs/\(name)+Stub.swift")
	}

	/// `object` with the keys every file gets.
	func merged(_ object: TemplateObject) -> TemplateObject {
		var context = TemplateObject(base)
		context.merge(object)
		return context
	}

	/// `context`'s keys after the keys every file gets.
	func merged(_ context: some TemplateContext) -> TemplateObject {
		var object = TemplateObject(base)
		object.merge(context)
		return object
	}

	func model(_ template: String, _ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Sources/Domain/Models/\(template).swift", context: context, output: "Sources/Domain/Models/\(name).swift")
	}

	func mapper(_ template: String, _ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Sources/Data/Mappers/\(template).swift", context: context, output: "Sources/Data/Mappers/\(name).swift")
	}

	/// A test job: `Tests/Unit/{folder}/{suite}.swift`, its type named `suite`.
	func test(_ folder: String, _ template: String, _ suite: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Tests/Unit/\(folder)/\(template).swift", context: self.suite(context, suite), output: "Tests/Unit/\(folder)/\(suite).swift")
	}

	private func suite(_ context: TemplateObject, _ name: String) -> TemplateObject {
		var context = context
		context.merge(TestSuiteContext(testSuite: name))
		return context
	}

	/// A union's domain enum, its mappers, stub and tests (its DTO is the feature's, `FeatureJobs`).
	private func unionJobs(_ declaration: SpecDeclaration, _ union: SpecUnion, hasWrites: Bool) -> [RenderJob] {
		let name = declaration.name
		let context = merged(UnionContext(feature: planner.feature, declaration: declaration, union: union).build())
		var jobs = [
			model("Union", name, context),
			mapper("UnionMapper", GeneratedNames.mapper(name), context),
			planner.job("Tests/Shared/Stubs/UnionStub.swift", context: context, output: "Tests/Shared/Stubs/\(name)+Stub.swift"),
			test("Data/Mappers", "UnionMapperTests", GeneratedNames.mapper(name) + "Tests", context),
		]
		if hasWrites {
			jobs.append(mapper("UnionDTOMapper", GeneratedNames.dtoMapper(name), context))
			jobs.append(test("Data/Mappers", "UnionDTOMapperTests", GeneratedNames.dtoMapper(name) + "Tests", context))
		}
		return jobs
	}
}
