import ScaffoldSpec

/// A generated type's extension point (docs/plan.md#extension-points): the protocol whose default
/// keeps the generated behaviour, and the template of the team's own file beside the type. The
/// job that renders the type carries it (``RenderJob/extensionPoint``), so ``ExtensionPointJobs``
/// plans the team's file from typed values, never from the job's context.
package struct ExtensionPoint: Sendable, Equatable {
	/// The extended type (`CharacterMapper`).
	package var type: String
	/// The protocol the team's file conforms the type to (`CharacterMapperHooks`).
	package var point: String
	/// The template of the team's file.
	package var template: String

	/// A DTO → domain mapper's `refine(_:from:)` hooks, for the model `model`.
	static func mapper(model: String) -> ExtensionPoint {
		ExtensionPoint(
			type: GeneratedNames.mapper(model), point: GeneratedNames.mapperHooks(model),
			template: "Feature/Sources/Data/Mappers/MapperExtensions.swift.mustache")
	}

	/// The container's decorators of `feature`.
	static func container(feature: String) -> ExtensionPoint {
		ExtensionPoint(
			type: GeneratedNames.container(feature: feature), point: GeneratedNames.containerOverrides(feature: feature),
			template: "Feature/Sources/ContainerExtensions.swift.mustache")
	}
}
