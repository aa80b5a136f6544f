import ScaffoldBasics

// The typed keys of RelationshipContext: the entity's, and one struct per kind of list item.

extension RelationshipContext {
	/// The keys of an entity's nested references, in this order.
	struct Keys: FlattenedTemplateContext {
		let relationships: [Relationship]
		let hasRelationships: Bool
		let inverses: [Inverse]
		let schemaModels: [SchemaModel]
		let hasGraph: Bool
		let graph: String
		let graphTables: [GraphTable]
		let graphFields: [GraphField]
		let graphProperties: [Argument]
		/// A ``SharedReference`` object, or null when nothing is nested (or the store is the Keychain).
		let sharedReference: TemplateValue
		let hasToManyReferences: Bool
		let reversedArguments: [Argument]
	}

	/// A relationship of the SwiftData model (see `relationship(_:)`).
	struct Relationship: TemplateContext {
		let name: String
		let label: String
		let storedType: String
		let initialValue: String
		let deleteRule: String
		let targetModel: String
		let inverse: String
		let originalName: String
		let toStored: String
		let fromStored: String
		let isToMany: Bool
	}

	/// A back-pointer another entity's relationship gives this entity's model.
	struct Inverse: TemplateContext {
		let name: String
		let ownerModel: String
		let ownerField: String
	}

	/// A model a container's schema lists.
	struct SchemaModel: TemplateContext {
		let model: String
	}

	/// A table of nested entities a memory or file store keeps.
	struct GraphTable: TemplateContext {
		let table: String
		let dto: String
		let idType: String
	}

	/// How the graph stores and forgets a nested field.
	struct GraphField: TemplateContext {
		let store: String
		let forget: String
		let cascades: Bool
	}

	/// An argument of the DTO's initializer: `graphProperties`, `reversedArguments` and a shared
	/// reference's `secondArguments` alike.
	struct Argument: TemplateContext {
		let label: String
		let value: String
		let comma: String
	}

	/// The first nested field, as the graph tests use it (see `sharedReference(_:)`).
	struct SharedReference: TemplateContext {
		let field: String
		let targetDTO: String
		let targetUpdatedFixture: String
		let targetWords: String
		let secondArguments: [Argument]
		let afterSharing: String
		let afterDelete: String
		let deleteRule: String
		let cascades: Bool
		let sharedSource: String
	}
}
