import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The domain side of entities other entities nest (docs/spec.md, "References"): an entity with
/// no repository of its own still needs its domain model, its mappers both ways where a write
/// needs them, a stub and the mappers' tests, because the models nesting it hold it.
extension DomainJobs {
	/// Entities that are nested somewhere and get no repository slice of their own.
	static func nestedOnlyEntities(_ spec: Spec) -> [SpecEntity] {
		spec.entities.filter { spec.isNested($0.name) && !RepositoryContext.isGenerated($0) && !RepositoryContext.hasLocalRepository($0) }
	}

	/// The entities whose domain → DTO mapper is generated: those that write (to the server or the
	/// device) and every entity they nest, since their mappers call its mapper.
	static func entitiesWithDTOMappers(_ spec: Spec) -> Set<String> {
		var reached = Set(
			spec.entities.filter { entity in
				RepositoryContext.hasLocalRepository(entity) || (RepositoryContext.isGenerated(entity) && (entity.rest?.create == true || entity.rest?.update == true))
			}.map(\.name))
		var pending = Array(reached)
		while let name = pending.popLast() {
			for field in spec.entity(named: name)?.fields ?? [] {
				guard let target = field.nestedReference?.entity, reached.insert(target).inserted else { continue }
				pending.append(target)
			}
		}
		return reached
	}

	/// Model, mapper (and DTO mapper where needed), stub and mapper tests of a nested-only entity.
	func nestedEntityJobs(_ entity: SpecEntity, domain: DomainContext) -> [RenderJob] {
		let (repository, context) = sliceContext(entity)
		let names = repository.domain
		var jobs = modelJobs(entity, repository, domain: domain)
		jobs.append(test("Data/Mappers", "MapperTests", names.mapper + "Tests", context))
		if Self.entitiesWithDTOMappers(planner.spec).contains(entity.name) {
			jobs.append(mapper("DTOMapper", names.dtoMapper, merged(domain.dtoMapper(name: names.model, dto: repository.names.dto, fields: entity.allFields))))
			jobs.append(test("Data/Mappers", "DTOMapperTests", names.dtoMapper + "Tests", context))
		}
		jobs.append(stubJob(entity, repository))
		return jobs
	}
}
