import ScaffoldBasics

/// The keys of one read by parent (``ParentReadContext/item(_:)``): the parent's names and sample
/// identifiers, then what its REST path or its GraphQL query needs.
struct ParentReadKeys: TemplateContext {
	/// A `{line}` of Swift before the request: a UUID parent identifier's wire text.
	struct Line: TemplateContext {
		let line: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) { object.set("line", line) }
	}

	let parent: String
	let parentWords: String
	let parentParameter: String
	let parentIdType: String
	let parentStem: String
	let parentLowerStem: String
	let parentIdSample: String
	let parentMissingIdSample: String
	let parentListEntity: String
	let parentFileExtension: String
	let parentDomainIdType: String
	let parentDomainIdSample: String
	let parentWireIdentifier: String
	let parentWireDeclaration: [Line]
	let parentQueryFixture: String
	let parentUseCase: String
	let rest: REST?
	let graphQL: GraphQL?

	/// A read at a REST path with the parent's identifier in it, or in a query item.
	struct REST: FlattenedTemplateContext {
		let parentPath: String
		let parentPathComment: String
		let parentSamplePath: String
		let parentHasQuery: Bool
		let parentQueryName: String
		let parentQueryValue: String
		let parentSampleQueryItems: String
		/// The 404 test asks for an unknown parent, so a request that ignores the identifier fails one test.
		let parentMissingSamplePath: String
		let parentMissingSampleQueryItems: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("parentPath", parentPath)
			object.set("parentPathComment", parentPathComment)
			object.set("parentSamplePath", parentSamplePath)
			object.set("parentHasQuery", parentHasQuery)
			object.set("parentQueryName", parentQueryName)
			object.set("parentQueryValue", parentQueryValue)
			object.set("parentSampleQueryItems", parentSampleQueryItems)
			object.set("parentMissingSamplePath", parentMissingSamplePath)
			object.set("parentMissingSampleQueryItems", parentMissingSampleQueryItems)
		}
	}

	/// A read through a GraphQL query field of the parent.
	struct GraphQL: FlattenedTemplateContext {
		let parentOperation: String
		let parentField: String
		let parentFieldProperty: String
		let parentArgument: String
		/// Whether the field answers an interface (Relay's `node`), the list selected in a
		/// fragment on the parent's type `parentOn` (the read's `on`).
		let parentHasOn: Bool
		let parentOn: String
		/// Whether the list is a Relay connection read a page at a time (`"connection": true`).
		let parentIsConnection: Bool
		/// The GraphQL type of the argument's variable (`ID!`, or the spec's `argumentType`).
		let parentArgumentType: String
		let parentList: String
		let parentListProperty: String
		let parentQueryProperty: String
		let parentResponse: String
		let parentVariable: String
		let parentSampleVariable: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("parentOperation", parentOperation)
			object.set("parentField", parentField)
			object.set("parentFieldProperty", parentFieldProperty)
			object.set("parentArgument", parentArgument)
			object.set("parentHasOn", parentHasOn)
			object.set("parentOn", parentOn)
			object.set("parentIsConnection", parentIsConnection)
			object.set("parentArgumentType", parentArgumentType)
			object.set("parentList", parentList)
			object.set("parentListProperty", parentListProperty)
			object.set("parentQueryProperty", parentQueryProperty)
			object.set("parentResponse", parentResponse)
			object.set("parentVariable", parentVariable)
			object.set("parentSampleVariable", parentSampleVariable)
		}
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("parent", parent)
		object.set("parentWords", parentWords)
		object.set("parentParameter", parentParameter)
		object.set("parentIdType", parentIdType)
		object.set("parentStem", parentStem)
		object.set("parentLowerStem", parentLowerStem)
		object.set("parentIdSample", parentIdSample)
		object.set("parentMissingIdSample", parentMissingIdSample)
		object.set("parentListEntity", parentListEntity)
		object.set("parentFileExtension", parentFileExtension)
		object.set("parentDomainIdType", parentDomainIdType)
		object.set("parentDomainIdSample", parentDomainIdSample)
		object.set("parentWireIdentifier", parentWireIdentifier)
		object.set("parentWireDeclaration", parentWireDeclaration)
		object.set("parentQueryFixture", parentQueryFixture)
		object.set("parentUseCase", parentUseCase)
		object.merge(rest)
		object.merge(graphQL)
	}
}
