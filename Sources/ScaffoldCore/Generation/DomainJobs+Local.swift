import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The repository slice of an entity kept only on the device (a local store, no remote source):
/// its domain model, error and repository contract, the mappers both ways, a repository over the
/// store (the source of truth: no cache above it), its mock and tests, and with `useCases`
/// Get{Name}, GetAll{Plural}, Save{Name} and Delete{Name} with their contracts, mocks and tests.
extension DomainJobs {
	func localEntityJobs(_ entity: SpecEntity, domain: DomainContext) -> (jobs: [RenderJob], useCases: [UseCaseEntries]) {
		var (repository, context) = sliceContext(entity)
		let names = repository.domain
		context.merge(
			LocalUseCaseNames(
				getAllUseCase: names.getAllUseCase, saveUseCase: names.saveUseCase, deleteUseCase: names.deleteUseCase,
				localStoreWords: RepositoryContext.localStoreWords(entity.local)))
		let dto = repository.names.dto
		var jobs = modelJobs(entity, repository, domain: domain) + [
			planner.job("Sources/Domain/Errors/LocalError.swift", context: context, output: "Sources/Domain/Errors/\(names.error).swift"),
			planner.job(
				"Sources/Domain/Repositories/LocalRepositoryContract.swift", context: context,
				output: "Sources/Domain/Repositories/\(names.repositoryContract).swift"),
			mapper("DTOMapper", names.dtoMapper, merged(domain.dtoMapper(name: names.model, dto: dto, fields: entity.allFields))),
			planner.job("Sources/Data/Repositories/LocalRepository.swift", context: context, output: "Sources/Data/Repositories/\(names.repository).swift"),
			planner.job("Tests/Shared/Mocks/LocalRepositoryMock.swift", context: context, output: "Tests/Shared/Mocks/\(names.repositoryMock).swift"),
			test("Data", "LocalRepositoryTests", names.repository + "Tests", context),
		]
		// Its mappers' tests, one file each (its errors need no mapper: the store is the only source).
		jobs += [("MapperTests", names.mapper), ("DTOMapperTests", names.dtoMapper)].map { template, mapper in
			test("Data/Mappers", template, mapper + "Tests", context)
		}
		jobs.append(stubJob(entity, repository))
		guard entity.repository.useCases else { return (jobs, []) }
		jobs.append(test("Domain", "LocalUseCaseTests", names.model + "UseCaseTests", context))
		let useCases = useCaseJobs(Self.localUseCases(repository), context)
		return (jobs + useCases.jobs, useCases.entries)
	}

	private static func localUseCases(_ repository: RepositoryContext) -> [(template: String, signature: UseCaseSignature)] {
		let names = repository.names
		let domain = repository.domain
		let identifier = UseCaseSignature.Parameter(
			label: nil, name: "identifier", type: repository.entity.identifier.domainType.swiftSpelling, sample: DomainTestContext(feature: repository.entityContext.feature).domainIdSample(for: repository))
		let item = UseCaseSignature.Parameter(
			label: "_", name: "item", type: names.name, sample: "try \(domain.mapper)().map(loadJSON(\"\(names.fixtureDetail)\"))")
		func signature(_ name: String, _ summary: String, _ parameters: [UseCaseSignature.Parameter], _ result: String?, _ call: String)
			-> UseCaseSignature
		{
			UseCaseSignature(
				name: name, summary: summary, parameters: parameters, resultType: result, errorType: domain.error,
				defaultResult: result == nil ? ".success(())" : ".failure(.saveFailed(description: \"\(GeneratedNames.useCaseMock(name)).result is not set\"))",
				sampleError: ".saveFailed(description: \"full\")", repositoryCall: call)
		}
		return [
			("ReadUseCase", signature(domain.getUseCase, "Gets one \(names.lowerName) kept on the device.", [identifier], names.name, "get\(names.name)(identifier: identifier)")),
			("ReadUseCase", signature(domain.getAllUseCase, "Gets every \(names.lowerName) kept on the device.", [], "[\(names.name)]", "getAll\(names.plural)()")),
			("WriteUseCase", signature(domain.saveUseCase, "Saves one \(names.lowerName) on the device.", [item], nil, "save\(names.name)(item)")),
			("WriteUseCase", signature(domain.deleteUseCase, "Deletes one \(names.lowerName) from the device.", [identifier], nil, "delete\(names.name)(identifier: identifier)")),
		]
	}
}
