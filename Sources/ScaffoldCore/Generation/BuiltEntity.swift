import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// An entity's context and its built context object, made once per entity for the whole run of
/// ``FeatureJobs``: its own files (``EntityJobs``) and its repository slice (``DomainJobs``) both
/// start from the same object, which is a fair part of the cost of planning a feature.
struct BuiltEntity {
	let context: EntityContext
	let object: TemplateObject

	/// Builds the context of `entity` of `feature`.
	init(feature: ResolvedFeature, entity: SpecEntity) {
		context = EntityContext(feature: feature, entity: entity)
		object = context.build()
	}
}
