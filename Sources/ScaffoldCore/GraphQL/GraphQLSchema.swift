/// The type system of a GraphQL schema, read from SDL or from an introspection result.
public struct GraphQLSchema: Sendable, Equatable {
	/// The types, in the order the document defines them.
	public var types: [GraphQLTypeDefinition] = []
	/// The root query type's name (`schema { query: … }`, else `Query`).
	public var queryType = "Query"

	/// The type named `name`, if defined.
	public func type(named name: String) -> GraphQLTypeDefinition? {
		types.first { $0.name == name }
	}
}

/// One named type: an object, interface, input object, enum, scalar or union.
public struct GraphQLTypeDefinition: Sendable, Equatable {
	/// What kind of type it is.
	public enum Kind: String, Sendable {
		case object = "type"
		case interface
		case input
		case enumeration = "enum"
		case scalar
		case union
	}

	public var kind: Kind
	public var name: String
	public var description: String?
	/// Object, interface and input fields (input fields have no arguments).
	public var fields: [GraphQLField] = []
	/// The interfaces an object or interface implements.
	public var interfaces: [String] = []
	/// An enum's values.
	public var enumValues: [String] = []
	/// A union's members.
	public var unionMembers: [String] = []
	public var position: SourcePosition
}

/// A field (or an input value: an argument or input field).
public struct GraphQLField: Sendable, Equatable {
	public var name: String
	public var description: String?
	public var arguments: [GraphQLField] = []
	public var type: GraphQLTypeReference
	public var position: SourcePosition
}

/// A type as a field uses it: `Character`, `[Episode!]!`.
public indirect enum GraphQLTypeReference: Sendable, Equatable, CustomStringConvertible {
	case named(String)
	case list(GraphQLTypeReference)
	case nonNull(GraphQLTypeReference)

	/// The named type inside the list and non-null wrappers.
	public var namedType: String {
		switch self {
		case .named(let name): name
		case .list(let inner), .nonNull(let inner): inner.namedType
		}
	}

	/// The GraphQL spelling.
	public var description: String {
		switch self {
		case .named(let name): name
		case .list(let inner): "[\(inner)]"
		case .nonNull(let inner): "\(inner)!"
		}
	}
}
