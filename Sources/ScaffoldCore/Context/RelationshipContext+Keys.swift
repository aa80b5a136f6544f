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

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("relationships", relationships)
			object.set("hasRelationships", hasRelationships)
			object.set("inverses", inverses)
			object.set("schemaModels", schemaModels)
			object.set("hasGraph", hasGraph)
			object.set("graph", graph)
			object.set("graphTables", graphTables)
			object.set("graphFields", graphFields)
			object.set("graphProperties", graphProperties)
			object.set("sharedReference", sharedReference)
			object.set("hasToManyReferences", hasToManyReferences)
			object.set("reversedArguments", reversedArguments)
		}
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

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("label", label)
			object.set("storedType", storedType)
			object.set("initialValue", initialValue)
			object.set("deleteRule", deleteRule)
			object.set("targetModel", targetModel)
			object.set("inverse", inverse)
			object.set("originalName", originalName)
			object.set("toStored", toStored)
			object.set("fromStored", fromStored)
			object.set("isToMany", isToMany)
		}
	}

	/// A back-pointer another entity's relationship gives this entity's model.
	struct Inverse: TemplateContext {
		let name: String
		let ownerModel: String
		let ownerField: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("ownerModel", ownerModel)
			object.set("ownerField", ownerField)
		}
	}

	/// A model a container's schema lists.
	struct SchemaModel: TemplateContext {
		let model: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("model", model)
		}
	}

	/// A table of nested entities a memory or file store keeps.
	struct GraphTable: TemplateContext {
		let table: String
		let dto: String
		let idType: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("table", table)
			object.set("dto", dto)
			object.set("idType", idType)
		}
	}

	/// How the graph stores and forgets a nested field.
	struct GraphField: TemplateContext {
		let store: String
		let forget: String
		let cascades: Bool

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("store", store)
			object.set("forget", forget)
			object.set("cascades", cascades)
		}
	}

	/// An argument of the DTO's initializer: `graphProperties`, `reversedArguments` and a shared
	/// reference's `secondArguments` alike.
	struct Argument: TemplateContext {
		let label: String
		let value: String
		let comma: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("label", label)
			object.set("value", value)
			object.set("comma", comma)
		}
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

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("field", field)
			object.set("targetDTO", targetDTO)
			object.set("targetUpdatedFixture", targetUpdatedFixture)
			object.set("targetWords", targetWords)
			object.set("secondArguments", secondArguments)
			object.set("afterSharing", afterSharing)
			object.set("afterDelete", afterDelete)
			object.set("deleteRule", deleteRule)
			object.set("cascades", cascades)
			object.set("sharedSource", sharedSource)
		}
	}
}
