import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Use cases: each renders its own template (the `execute` body), conforms to a generated
/// `{UseCase}Contract` and has a `{UseCase}Mock` in `Tests/Shared/Mocks`; the mocks of a feature
/// are tested in `{Feature}UseCaseMockTests`.
///
/// To add a use case: describe its `execute` with a ``UseCaseSignature``, write its template
/// (conforming to `{{useCaseContract}}`), and add `(template, signature)` to the use cases given to
/// `useCaseJobs(_:_:)`.
extension DomainJobs {
	/// The keys of one use case's files and of its test in the feature's mock tests.
	typealias UseCaseEntries = UseCaseSignature.Keys

	/// The jobs of each use case (its own template, contract and mock) and each one's keys, for
	/// ``useCaseMockTestsJob(_:)``: the keys are worked out once for both (they hold its doc
	/// comments, the most expensive part of a use case's context).
	func useCaseJobs(_ useCases: [(template: String, signature: UseCaseSignature)], _ context: TemplateObject) -> (
		jobs: [RenderJob], entries: [UseCaseEntries]
	) {
		var jobs: [RenderJob] = []
		var entries: [UseCaseEntries] = []
		for (template, signature) in useCases {
			let signatureEntries = signature.keys
			jobs += useCaseJobs(template, signature, signatureEntries, context)
			entries.append(signatureEntries)
		}
		return (jobs, entries)
	}

	/// The use case itself, its contract and its mock. `context` holds what the use case's own
	/// template needs besides the signature's keys, `entries`.
	private func useCaseJobs(_ template: String, _ signature: UseCaseSignature, _ entries: UseCaseEntries, _ context: TemplateObject)
		-> [RenderJob]
	{
		var context = context
		context.merge(entries)
		let folder = "Sources/Domain/UseCases/"
		return [
			planner.job(folder + template + ".swift", context: context, output: folder + signature.name + ".swift"),
			planner.job(folder + "UseCaseContract.swift", context: context, output: folder + signature.contract + ".swift"),
			planner.job("Tests/Shared/Mocks/UseCaseMock.swift", context: context, output: "Tests/Shared/Mocks/\(signature.mock).swift"),
		]
	}

	/// The feature's mock tests, one test per use case (none without use cases), from the keys of each.
	func useCaseMockTestsJob(_ useCases: [UseCaseEntries]) -> [RenderJob] {
		guard !useCases.isEmpty else { return [] }
		let suite = planner.spec.featureName.upperCamel + "UseCaseMockTests"
		var context = TemplateObject(base)
		context.merge(
			UseCaseMockTestsContext(
				testSuite: suite,
				// Samples of entities kept on the device are read from fixtures.
				hasFixtures: planner.spec.entities.contains(where: RepositoryContext.hasLocalRepository),
				useCases: useCases.enumerated().map { index, keys in UseCaseSignature.MockTest(keys: keys, isFirst: index == 0) }))
		return [planner.job("Tests/Unit/Domain/UseCaseMockTests.swift", context: context, output: "Tests/Unit/Domain/\(suite).swift")]
	}

	/// The use cases of an entity with a remote repository, with the template of each:
	/// `Get{Name}` and `Refresh{Name}` (with a detail), `Search{Plural}` (a list with filters).
	static func remoteUseCases(_ repository: RepositoryContext) -> [(template: String, signature: UseCaseSignature)] {
		guard repository.entity.repository.useCases else { return [] }
		let tests = DomainTestContext(feature: repository.entityContext.feature)
		let names = repository.names
		let domain = repository.domain
		let error = domain.error
		func signature(
			_ name: String, _ summary: String, _ parameters: [UseCaseSignature.Parameter], _ result: String, call: String = ""
		) -> UseCaseSignature {
			UseCaseSignature(
				name: name, summary: summary, parameters: parameters, resultType: result, errorType: error,
				defaultResult: ".failure(.loadFailed(description: \"\(GeneratedNames.useCaseMock(name)).result is not set\"))",
				sampleError: ".loadFailed(description: \"offline\")", repositoryCall: call)
		}
		let policy = repository.entity.repository.cachePolicy.rawValue
		var useCases: [(template: String, signature: UseCaseSignature)] = []
		if repository.hasDetail {
			let identifier = UseCaseSignature.Parameter(
				label: nil, name: "identifier", type: repository.entity.identifier.domainType.swiftSpelling, sample: tests.domainIdSample(for: repository))
			useCases.append(
				(
					"GetUseCase",
					signature(
						domain.getUseCase, "Gets one \(names.lowerName), reading with the spec's default policy (`\(policy)`).", [identifier], names.name,
						call: "get\(names.name)(identifier: identifier, policy: policy)")
				))
			useCases.append(
				(
					"RefreshUseCase",
					signature(
						domain.refreshUseCase, "Refreshes one \(names.lowerName) from the server (`remoteFirst`): the caches answer only when the server cannot.",
						[identifier], names.name)
				))
		}
		if repository.hasPlainList && !repository.filters.isEmpty {
			let parameters: [UseCaseSignature.Parameter] = [
				.init(label: nil, name: "filter", type: domain.filter, sample: tests.domainFilterSample(for: repository))
			]
			useCases.append(
				(
					"SearchUseCase",
					signature(
						domain.searchUseCase, "Searches \(names.lowerPlural) on the server only (`noCache`): results of a search are not worth keeping, and a cache cannot filter.",
						parameters, repository.listModel)
				))
		}
		// A read by parent reads like Get: the spec's default policy, or the one the use case is made with.
		for read in repository.entityContext.parentReads {
			let parameter = read.names.parameter
			let parent = UseCaseSignature.Parameter(label: nil, name: parameter, type: read.domainIdType, sample: read.domainIdSample)
			useCases.append(
				(
					"GetUseCase",
					signature(
						read.names.useCase,
						"Gets the \(read.names.pluralWords) of one \(read.words), reading with the spec's default policy (`\(policy)`).",
						[parent], "[\(names.name)]", call: "get\(read.names.plural)(\(parameter): \(parameter), policy: policy)")
				))
		}
		if repository.hasPages {
			useCases += pageUseCases(repository, samples: tests)
		}
		return useCases
	}

	/// The use cases of a paginated list's page slice: a page from the device when it has it, a
	/// page from the server, and a filtered search (docs/caching.md).
	static func pageUseCases(_ repository: RepositoryContext, samples: DomainTestContext) -> [(template: String, signature: UseCaseSignature)] {
		let names = repository.names
		let domain = repository.domain
		let page = UseCaseSignature.Parameter(label: nil, name: "page", type: "Int", sample: "2")
		let filter = UseCaseSignature.Parameter(label: nil, name: "filter", type: domain.filter, sample: samples.domainFilterSample(for: repository))
		func signature(_ name: String, _ summary: String, _ parameters: [UseCaseSignature.Parameter], _ call: String, method: String? = nil) -> UseCaseSignature {
			UseCaseSignature(
				name: name, summary: summary, parameters: parameters, resultType: domain.page, errorType: domain.pageError,
				defaultResult: ".failure(.loadFailed(description: \"\(GeneratedNames.useCaseMock(name)).result is not set\"))",
				sampleError: ".loadFailed(description: \"offline\")", repositoryCall: "\(method ?? "get" + names.plural)(\(call))")
		}
		let plural = names.lowerPlural
		// A paged read by parent reads from the server every time, through the page slice.
		let byParent: [(template: String, signature: UseCaseSignature)] = repository.entityContext.pagedParentReads.map { read in
			let parameter = read.names.parameter
			let parent = UseCaseSignature.Parameter(label: nil, name: parameter, type: read.domainIdType, sample: read.domainIdSample)
			return (
				"PageUseCase",
				signature(
					read.names.pageUseCase, "Gets a page of the \(read.names.pluralWords) of one \(read.words), from the server.", [parent, page],
					"\(parameter): \(parameter), page: page", method: "get\(read.names.plural)Page")
			)
		}
		let listed: [(template: String, signature: UseCaseSignature)] = [
			(
				"PageUseCase",
				signature(
					domain.getPageUseCase, "Gets a page of \(plural), from the device when it has it (`localFirst`).", [page],
					"page: page, filter: \(domain.filter)(), policy: .localFirst")
			),
			(
				"PageUseCase",
				signature(
					domain.refreshPageUseCase, "Refreshes a page of \(plural) from the server (`remoteFirst`): the device answers only when the server cannot.",
					[page], "page: page, filter: \(domain.filter)(), policy: .remoteFirst")
			),
			(
				"PageUseCase",
				signature(
					domain.searchPageUseCase,
					"Searches \(plural) on the server (`remoteFirst`); without a connection, a search of the \(plural) kept on the device stands in where the list has one.",
					[page, filter], "page: page, filter: filter, policy: .remoteFirst")
			),
		]
		return (repository.isPaginated ? listed : []) + byParent
	}
}
