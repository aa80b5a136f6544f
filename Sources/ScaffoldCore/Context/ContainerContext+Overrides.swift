import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The container's extension points (`{Feature}ContainerOverrides`): one decorator for each remote
/// data source and each repository it builds, which the team's extension of the container can
/// implement to wrap or replace what the container hands out (docs/plan.md#extension-points).
extension ContainerContext {
	/// The keys `Container.swift` and `ContainerExtensions.swift` name the decorators with.
	func overrides(remote: [RepositoryContext], local: [RepositoryContext]) -> Overrides {
		var decorators: [(label: String, contract: String, summary: String)] = []
		for context in remote {
			let names = context.names
			let things = DomainContext.words(names.plural)
			decorators.append(
				(
					Self.remoteDataSourceLabel(names), names.remoteContract,
					"The remote data source of \(things), once for each repository that reads through it: wrap it or replace it."
				))
			decorators.append((Self.property(names), context.domain.repositoryContract, Self.repositorySummary(things)))
			if context.hasPages {
				decorators.append(
					(
						Self.pageProperty(names), context.domain.pageRepositoryContract,
						"The page repository of \(things) the container hands out: wrap it or replace it."
					))
			}
		}
		for context in local {
			decorators.append((Self.property(context.names), context.domain.repositoryContract, Self.repositorySummary(DomainContext.words(context.names.plural))))
		}
		for list in lists {
			let names = UserDefaultsRepositoryContext(spec: spec, list: list).names
			let words = list.words.words.map(\.lower).joined(separator: " ")
			decorators.append((names.lowerName + "Repository", names.repositoryContract, Self.repositorySummary(words)))
		}
		return Overrides(
			containerOverrides: GeneratedNames.containerOverrides(feature: spec.featureName.upperCamel),
			decorators: decorators.enumerated().map { index, decorator in
				Decorator(isFirst: index == 0, label: decorator.label, contract: decorator.contract, summary: decorator.summary)
			})
	}

	/// `characterRemoteDataSource`: the label of the decorator of an entity's remote data source.
	static func remoteDataSourceLabel(_ names: EntityNames) -> String { names.lowerName + "RemoteDataSource" }

	private static func repositorySummary(_ things: String) -> String {
		"The repository of \(things) the container hands out: wrap it (logging, metrics, a fallback) or replace it."
	}
}
