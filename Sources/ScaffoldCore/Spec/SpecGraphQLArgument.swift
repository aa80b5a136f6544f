import ScaffoldBasics

/// An argument every query of a GraphQL entity passes to its root field, beside `id`, the page and
/// the filter (`graphql.arguments`): Saleor's `channel`, a locale, a market. The data source takes
/// its value when it is made, as the container does, and sends it as a variable of that name.
package struct SpecGraphQLArgument: Sendable, Equatable {
	/// The root field's argument and the query's variable (`channel`), a GraphQL name.
	package var name: String
	/// The Swift type of its value: `String`, `Int`, `Double` or `Bool`.
	package var type: SpecType
	/// The variable's GraphQL type as the schema declares the argument (`String!`, `ID!`), which
	/// the server checks the variable against; by default the type's scalar, non-null.
	package var graphQLType: String
	/// The element of `arguments`.
	package var location: SourceLocation

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(name: String, type: SpecType, graphQLType: String, location: SourceLocation) {
		self.name = name
		self.type = type
		self.graphQLType = graphQLType
		self.location = location
	}

	/// The Swift name of the data source's and the container's parameter (`channel`,
	/// `channel_slug` → `channelSlug`).
	package var swiftName: String { SwiftIdentifier.escaped(Name(name).lowerCamel) }

	/// The GraphQL scalar a value of `type` is sent as, non-null (`String!`).
	package static func defaultGraphQLType(_ type: SpecType) -> String {
		switch type {
		case .int: "Int!"
		case .double: "Float!"
		case .bool: "Boolean!"
		default: "String!"
		}
	}

	/// Whether `name` (or its Swift spelling) is one a query already passes or the container's
	/// initializer already takes.
	package static func isReserved(_ name: String) -> Bool {
		reservedNames.contains(name) || reservedNames.contains(Name(name).lowerCamel)
	}

	/// The names a query already passes, or that the container's initializer already takes.
	static let reservedNames: Set<String> = [
		"id", "page", "first", "after", "filter", "graphQLClient", "httpClient", "persistentStore", "storedItemReporter",
		"keychainStore", "userDefaults", "invalidItemReporter", "cacheClock", "staleCopyReporter",
	]
}
