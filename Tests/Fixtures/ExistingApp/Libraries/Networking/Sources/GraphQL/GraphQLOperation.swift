/// A query or mutation, encoded as the JSON body `{"query", "variables", "operationName"}`.
public struct GraphQLOperation: Encodable, Equatable, Sendable {
    public let query: String
    public let variables: [String: GraphQLVariable]?
    public let operationName: String?

    public init(query: String, variables: [String: GraphQLVariable]? = nil, operationName: String? = nil) {
        self.query = query
        self.variables = variables
        self.operationName = operationName
    }
}

/// A JSON value for an operation variable.
public enum GraphQLVariable: Encodable, Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value):
            try container.encode(value)
        case .int(let value):
            try container.encode(value)
        case .bool(let value):
            try container.encode(value)
        case .null:
            try container.encodeNil()
        }
    }
}
