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

	/// Another read of one array per parent of the same parent: its plural, in its store calls' names.
	struct Sibling: TemplateContext {
		let parentSiblingPlural: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) { object.set("parentSiblingPlural", parentSiblingPlural) }
	}

	let parent: String
	let parentWords: String
	let parentParameter: String
	/// The read's plural (`Repositories`, `StarredRepositories` with `"name": "Starred"`): its
	/// methods' names, apart from another read of the same parent.
	let parentPlural: String
	/// ``parentPlural`` in words, for comments and test names (`repositories`, `starred repositories`).
	let parentLowerPlural: String
	/// The parent after the read's name (`User`, `StarredUser`): the mocks' per-read properties
	/// (`lastFetchedStarredUserIdentifier`).
	let parentTag: String
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
	/// Whether the parent has other reads of one array per parent (`name`), whose lists the store tests hold apart.
	let parentHasSiblings: Bool
	let parentSiblings: [Sibling]
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
		object.set("parentPlural", parentPlural)
		object.set("parentLowerPlural", parentLowerPlural)
		object.set("parentTag", parentTag)
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
		object.set("parentHasSiblings", parentHasSiblings)
		object.set("parentSiblings", parentSiblings)
		object.merge(rest)
		object.merge(graphQL)
	}
}
