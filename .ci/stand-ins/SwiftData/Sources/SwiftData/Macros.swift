// The macros, expanded by the dependency-free plugin in Sources/SwiftDataMacros. Their signatures are
// Apple's, so the compiler checks attribute arguments (labels, option names, delete rules) as SwiftData does.

/// Mirrors `SwiftData.Model()`. The stand-in's expansion adds `persistentBackingData`, `schemaMetadata`,
/// `init(backingData:)` and the `PersistentModel` conformance; stored properties stay stored (see README.md).
@attached(member, conformances: PersistentModel, names: named(persistentBackingData), named(schemaMetadata), named(init))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "ModelMacro")

/// Mirrors `SwiftData.Attribute(_:originalName:hashModifier:)`: read by `@Model`, adds nothing itself.
@attached(peer)
public macro Attribute(
	_ options: Schema.Attribute.Option...,
	originalName: String? = nil,
	hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "AttributeMacro")

/// Mirrors `SwiftData.Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)`:
/// read by `@Model`, adds nothing itself.
@attached(peer)
public macro Relationship(
	_ options: Schema.Relationship.Option...,
	deleteRule: Schema.Relationship.DeleteRule = .nullify,
	minimumModelCount: Int? = 0,
	maximumModelCount: Int? = 0,
	originalName: String? = nil,
	inverse: AnyKeyPath? = nil,
	hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "RelationshipMacro")

/// Mirrors `SwiftData.Transient()`: `@Model` leaves the property out of the schema.
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "TransientMacro")

/// Mirrors `SwiftData.ModelActor()`: adds `modelExecutor`, `modelContainer` and `init(modelContainer:)`, and
/// the `ModelActor` conformance.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "SwiftDataMacros", type: "ModelActorMacro")
