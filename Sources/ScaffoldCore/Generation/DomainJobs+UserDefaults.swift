import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The repository slice of a `userDefaults` list: a domain error, a repository contract, the
/// repository over the list's UserDefaults data source, its mock and tests, and the use cases
/// Get{Name}, Save{Item} and Delete{Item} with their contracts, mocks and tests.
extension DomainJobs {
	/// The lists whose element the generator supports (the others are reported by ``FeatureJobs``).
	static func repositoryLists(_ spec: Spec) -> [SpecUserDefaults] {
		spec.userDefaults.filter { $0.element.userDefaultsElementType != nil }
	}

	func listJobs(_ list: SpecUserDefaults) -> (jobs: [RenderJob], useCases: [UseCaseEntries]) {
		guard let listKeys = UserDefaultsContext(list: list).keys else { return ([], []) }
		let repository = UserDefaultsRepositoryContext(spec: planner.spec, list: list)
		let names = repository.names
		var context = TemplateObject(base)
		context.merge(listKeys)
		context.merge(repository.keys)
		context.merge(ListUseCaseNames(getUseCase: names.getUseCase, saveUseCase: names.saveUseCase, deleteUseCase: names.deleteUseCase))
		let jobs = [
			planner.job("Sources/Domain/Errors/UserDefaultsError.swift", context: context, output: "Sources/Domain/Errors/\(names.error).swift"),
			planner.job(
				"Sources/Domain/Repositories/UserDefaultsRepositoryContract.swift", context: context,
				output: "Sources/Domain/Repositories/\(names.repositoryContract).swift"),
			planner.job(
				"Sources/Data/Repositories/UserDefaultsRepository.swift", context: context, output: "Sources/Data/Repositories/\(names.repository).swift"),
			planner.job("Tests/Shared/Mocks/UserDefaultsRepositoryMock.swift", context: context, output: "Tests/Shared/Mocks/\(names.repositoryMock).swift"),
			test("Data", "UserDefaultsRepositoryTests", names.repository + "Tests", context),
			test("Domain", "UserDefaultsUseCaseTests", names.name + "UseCaseTests", context),
		]
		let useCases = useCaseJobs(listUseCases(repository), context)
		return (jobs + useCases.jobs, useCases.entries)
	}

	private func listUseCases(_ repository: UserDefaultsRepositoryContext) -> [(template: String, signature: UseCaseSignature)] {
		let names = repository.names
		let summary = repository.summary
		let element = repository.domainElementType
		let item = UseCaseSignature.Parameter(label: "_", name: "item", type: element, sample: repository.samples.domainA)
		func signature(_ name: String, _ summary: String, _ parameters: [UseCaseSignature.Parameter], _ result: String?, _ call: String)
			-> UseCaseSignature
		{
			UseCaseSignature(
				name: name, summary: summary, parameters: parameters, resultType: result, errorType: names.error,
				defaultResult: result == nil ? ".success(())" : ".success([])", sampleError: ".invalidItem(description: \"refused\")",
				repositoryCall: call)
		}
		return [
			(
				"ReadUseCase",
				signature(names.getUseCase, "Gets the \(summary) kept on the device, in the list's order.", [], "[\(element)]", "get\(names.name)()")
			),
			("WriteUseCase", signature(names.saveUseCase, "Adds one item to the \(summary).", [item], nil, "save\(names.item)(item)")),
			("WriteUseCase", signature(names.deleteUseCase, "Removes one item from the \(summary).", [item], nil, "delete\(names.item)(item)")),
		]
	}
}
