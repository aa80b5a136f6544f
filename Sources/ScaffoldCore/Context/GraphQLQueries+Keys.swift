import ScaffoldBasics

// The typed keys of GraphQLQueries.

extension GraphQLQueries {
	/// The keys of an entity's GraphQL queries, in this order.
	struct Keys: FlattenedTemplateContext {
		let detailOperation: String
		let detailField: String
		let detailFieldProperty: String
		let hasDetailOn: Bool
		let detailOn: String
		let detailQueryProperty: String
		let detailResponse: String
		let listOperation: String
		let listField: String
		let listFieldProperty: String
		let listQueryProperty: String
		let listResponse: String
		let listQuerySignature: String
		let listFieldCall: String
		let variablesDeclaration: String
		let selection: [String]
		let argumentQueries: String
		let arguments: GraphQLArgumentContext.Keys
		let unions: UnionSelection

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("detailOperation", detailOperation)
			object.set("detailField", detailField)
			object.set("detailFieldProperty", detailFieldProperty)
			object.set("hasDetailOn", hasDetailOn)
			object.set("detailOn", detailOn)
			object.set("detailQueryProperty", detailQueryProperty)
			object.set("detailResponse", detailResponse)
			object.set("listOperation", listOperation)
			object.set("listField", listField)
			object.set("listFieldProperty", listFieldProperty)
			object.set("listQueryProperty", listQueryProperty)
			object.set("listResponse", listResponse)
			object.set("listQuerySignature", listQuerySignature)
			object.set("listFieldCall", listFieldCall)
			object.set("variablesDeclaration", variablesDeclaration)
			object.set("selection", selection)
			object.set("argumentQueries", argumentQueries)
			object.merge(arguments)
			object.merge(unions)
		}
	}

	/// What a test holds the queries to when the entity holds unions (see `unionSelection(of:hasQueries:)`).
	struct UnionSelection: FlattenedTemplateContext {
		let hasGraphQLUnions: Bool
		let graphQLTypenameCount: String
		let graphQLUnionFragments: [UnionFragment]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("hasGraphQLUnions", hasGraphQLUnions)
			object.set("graphQLTypenameCount", graphQLTypenameCount)
			object.set("graphQLUnionFragments", graphQLUnionFragments)
		}
	}

	/// One `... on Case` line of the selection.
	struct UnionFragment: TemplateContext {
		let fragment: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("fragment", fragment)
		}
	}
}
