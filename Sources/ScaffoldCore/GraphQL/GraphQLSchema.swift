import ScaffoldBasics

/// The type system of a GraphQL schema, read from SDL or from an introspection result.
package struct GraphQLSchema: Sendable, Equatable {
	/// The types, in the order the document defines them.
	package var types: [GraphQLTypeDefinition] = []
	/// The root query type's name (`schema { query: … }`, else `Query`).
	package var queryType = "Query"

	/// The type named `name`, if defined.
	package func type(named name: String) -> GraphQLTypeDefinition? {
		types.first { $0.name == name }
	}
}

/// One named type: an object, interface, input object, enum, scalar or union.
package struct GraphQLTypeDefinition: Sendable, Equatable {
	/// What kind of type it is.
	package enum Kind: String, Sendable {
		case object = "type"
		case interface
		case input
		case enumeration = "enum"
		case scalar
		case union
	}

	package var kind: Kind
	package var name: String
	package var description: String?
	/// Object, interface and input fields (input fields have no arguments).
	package var fields: [GraphQLField] = []
	/// The interfaces an object or interface implements.
	package var interfaces: [String] = []
	/// An enum's values.
	package var enumValues: [String] = []
	/// A union's members.
	package var unionMembers: [String] = []
	package var position: SourcePosition
}

/// A field (or an input value: an argument or input field).
package struct GraphQLField: Sendable, Equatable {
	package var name: String
	package var description: String?
	package var arguments: [GraphQLField] = []
	package var type: GraphQLTypeReference
	package var position: SourcePosition
}

/// A type as a field uses it: `Character`, `[Episode!]!`.
package indirect enum GraphQLTypeReference: Sendable, Equatable, CustomStringConvertible {
	case named(String)
	case list(GraphQLTypeReference)
	case nonNull(GraphQLTypeReference)

	/// The named type inside the list and non-null wrappers.
	package var namedType: String {
		switch self {
		case .named(let name): name
		case .list(let inner), .nonNull(let inner): inner.namedType
		}
	}

	/// The GraphQL spelling.
	package var description: String {
		switch self {
		case .named(let name): name
		case .list(let inner): "[\(inner)]"
		case .nonNull(let inner): "\(inner)!"
		}
	}
}
