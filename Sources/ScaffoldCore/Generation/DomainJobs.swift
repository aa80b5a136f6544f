/// The render jobs of the repository slice (docs/caching.md): for every entity with a repository,
/// its domain layer (`Sources/Domain/…`), mappers and repository (`Sources/Data/…`), mock and
/// tests; once per feature, the domain models of the spec's types, the wire value parser and the
/// container (`Sources/{Feature}Container.swift`).
struct DomainJobs {
	let planner: FeatureJobs
	let base: [(String, TemplateValue)]

	func jobs() -> [RenderJob] {
		let spec = planner.spec
		let entities = spec.entities.filter(RepositoryContext.isGenerated)
		guard !entities.isEmpty else { return [] }
		let domain = DomainContext(spec: spec)
		let hasWrites = entities.contains { $0.rest?.create == true || $0.rest?.update == true }
		var jobs: [RenderJob] = []
		for declaration in spec.types {
			jobs += typeJobs(declaration, domain: domain, hasWrites: hasWrites)
		}
		var parser = TemplateObject(base)
		parser["isISO8601"] = .bool(spec.dateFormat == .iso8601)
		jobs.append(planner.job("Sources/Data/Mappers/WireValueParser.swift", context: parser, output: "Sources/Data/Mappers/\(GeneratedNames.wireValueParser).swift"))
		jobs.append(test("Data/Mappers", "WireValueParserTests", GeneratedNames.wireValueParser + "Tests", parser))
		for entity in entities {
			jobs += entityJobs(entity, domain: domain)
		}
		let container = ContainerContext(spec: spec, entities: entities)
		let containerContext = merged(container.build())
		jobs.append(planner.job("Sources/Container.swift", context: containerContext, output: "Sources/\(container.name).swift"))
		jobs.append(planner.job("Tests/Unit/ContainerTests.swift", context: suite(containerContext, container.name + "Tests"), output: "Tests/Unit/\(container.name)Tests.swift"))
		return jobs
	}

	private func typeJobs(_ declaration: SpecDeclaration, domain: DomainContext, hasWrites: Bool) -> [RenderJob] {
		let name = declaration.name
		guard declaration.kind == .valueType else {
			let context = merged(domain.enumeration(declaration))
			return [model("Enum", name, context), test("Domain", "EnumTests", name + "Tests", context)]
		}
		let dto = GeneratedNames.dto(name)
		let summary = declaration.summary ?? "\(DomainContext.article(name)) \(DomainContext.words(name))."
		let mapperContext = merged(domain.mapper(name: name, dto: dto, fields: declaration.fields))
		let sample = DomainTestContext(spec: planner.spec).samples.sample(ofValueType: name)
		var jobs = [
			model("Model", name, merged(domain.model(name: name, summary: summary, fields: declaration.fields, identifier: nil))),
			mapper("Mapper", GeneratedNames.mapper(name), mapperContext),
			stub(name, merged(StubContext(spec: planner.spec).object(typeName: name, fields: declaration.fields, sample: sample))),
		]
		var tests = mapperContext
		for (key, value) in DomainTestContext(spec: planner.spec).valueTypeEntries(declaration) { tests[key] = value }
		tests["dtoMapper"] = .string(GeneratedNames.dtoMapper(name))
		jobs.append(test("Data/Mappers", "ValueTypeMapperTests", GeneratedNames.mapper(name) + "Tests", tests))
		if hasWrites {
			jobs.append(mapper("DTOMapper", GeneratedNames.dtoMapper(name), merged(domain.dtoMapper(name: name, dto: dto, fields: declaration.fields))))
			jobs.append(test("Data/Mappers", "ValueTypeDTOMapperTests", GeneratedNames.dtoMapper(name) + "Tests", tests))
		}
		return jobs
	}

	private func entityJobs(_ entity: SpecEntity, domain: DomainContext) -> [RenderJob] {
		let entityContext = EntityContext(spec: planner.spec, entity: entity)
		let repository = RepositoryContext(entityContext: entityContext)
		let names = repository.domain
		var context = TemplateObject(base)
		for (key, value) in entityContext.build().entries { context[key] = value }
		for (key, value) in repository.contextEntries() { context[key] = value }
		for (key, value) in DomainTestContext(spec: planner.spec).entries(for: repository) { context[key] = value }
		let summary = entity.summary ?? "\(DomainContext.article(entity.name)) \(DomainContext.words(entity.name))."
		let dto = entityContext.names.dto
		var jobs = [
			model("Model", names.model, merged(domain.model(name: names.model, summary: summary, fields: entity.allFields, identifier: entity.identifier))),
			planner.job("Sources/Domain/Errors/Error.swift", context: context, output: "Sources/Domain/Errors/\(names.error).swift"),
			planner.job(
				"Sources/Domain/Repositories/RepositoryContract.swift", context: context,
				output: "Sources/Domain/Repositories/\(names.repositoryContract).swift"),
			mapper("Mapper", names.mapper, merged(domain.mapper(name: names.model, dto: dto, fields: entity.allFields))),
			mapper("ErrorMapper", names.errorMapper, context),
			planner.job("Sources/Data/Repositories/Repository.swift", context: context, output: "Sources/Data/Repositories/\(names.repository).swift"),
		]
		if repository.isPaginated { jobs.append(model("Page", names.page, context)) }
		if repository.hasOutbox {
			jobs.append(planner.job("Sources/Data/Sync/Change.swift", context: context, output: "Sources/Data/Sync/\(names.change).swift"))
		}
		if repository.hasList {
			jobs.append(model("Filter", names.filter, context))
			jobs.append(mapper("FilterMapper", names.filterMapper, context))
		}
		if repository.isPaginated { jobs.append(mapper("PageMapper", names.pageMapper, context)) }
		if repository.hasWrites {
			jobs.append(mapper("DTOMapper", names.dtoMapper, merged(domain.dtoMapper(name: names.model, dto: dto, fields: entity.allFields))))
		}
		jobs.append(planner.job("Tests/Shared/Mocks/RepositoryMock.swift", context: context, output: "Tests/Shared/Mocks/\(names.repositoryMock).swift"))
		jobs.append(test("Data", "RepositoryTests", names.repository + "Tests", context))
		if repository.hasOutbox {
			jobs.append(test("Data", "RepositorySyncTests", names.repository + "SyncTests", context))
		}
		jobs += mapperTests(repository, context)
		let stubContext = StubContext(spec: planner.spec)
			.object(typeName: names.model, fields: entity.allFields, sample: Fixtures(context: entityContext).item(.first))
		jobs.append(stub(names.model, merged(stubContext)))
		if entity.repository.useCases && (repository.hasDetail || (repository.hasList && !repository.filters.isEmpty)) {
			jobs.append(test("Domain", "UseCaseTests", names.model + "UseCaseTests", context))
		}
		if entity.repository.useCases {
			if repository.hasDetail {
				jobs.append(useCase("GetUseCase", names.getUseCase, context))
				jobs.append(useCase("RefreshUseCase", names.refreshUseCase, context))
			}
			if repository.hasList && !repository.filters.isEmpty {
				jobs.append(useCase("SearchUseCase", names.searchUseCase, context))
			}
		}
		return jobs
	}

	/// One test file per mapper of the entity, under `Tests/Unit/Data/Mappers/`.
	private func mapperTests(_ repository: RepositoryContext, _ context: TemplateObject) -> [RenderJob] {
		let names = repository.domain
		var tests = [("MapperTests", names.mapper), ("ErrorMapperTests", names.errorMapper)]
		if repository.hasWrites { tests.append(("DTOMapperTests", names.dtoMapper)) }
		if repository.hasList { tests.append(("FilterMapperTests", names.filterMapper)) }
		if repository.isPaginated { tests.append(("PageMapperTests", names.pageMapper)) }
		return tests.map { test("Data/Mappers", $0.0, $0.1 + "Tests", context) }
	}

	/// `Tests/Shared/Stubs/{name}+Stub.swift`: the domain model's `stub(…)` factory.
	private func stub(_ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Tests/Shared/Stubs/Stub.swift", context: context, output: "Tests/Shared/Stubs/\(name)+Stub.swift")
	}

	/// `object` with the keys every file gets.
	private func merged(_ object: TemplateObject) -> TemplateObject {
		var context = TemplateObject(base)
		for (key, value) in object.entries { context[key] = value }
		return context
	}

	private func model(_ template: String, _ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Sources/Domain/Models/\(template).swift", context: context, output: "Sources/Domain/Models/\(name).swift")
	}

	private func mapper(_ template: String, _ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Sources/Data/Mappers/\(template).swift", context: context, output: "Sources/Data/Mappers/\(name).swift")
	}

	/// A test job: `Tests/Unit/{folder}/{suite}.swift`, its type named `suite`.
	private func test(_ folder: String, _ template: String, _ suite: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Tests/Unit/\(folder)/\(template).swift", context: self.suite(context, suite), output: "Tests/Unit/\(folder)/\(suite).swift")
	}

	private func suite(_ context: TemplateObject, _ name: String) -> TemplateObject {
		var context = context
		context["testSuite"] = .string(name)
		return context
	}

	private func useCase(_ template: String, _ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Sources/Domain/UseCases/\(template).swift", context: context, output: "Sources/Domain/UseCases/\(name).swift")
	}
}
