import ScaffoldBasics
import ScaffoldMustache
import ScaffoldSpec

/// What the templates say of an entity's GraphQL `arguments` (a channel every query passes): the
/// data source's properties and initializer parameters, the variables it sends, the queries'
/// declarations and calls, and the values its tests and the container's give.
struct GraphQLArgumentContext {
	let arguments: [SpecGraphQLArgument]

	init(entity: SpecEntity) {
		arguments = entity.graphQL?.arguments ?? []
	}

	/// `, $channel: String!`: the variables a query declares besides its own.
	var declarations: String { arguments.map { ", $\($0.name): \($0.graphQLType)" }.joined() }

	/// `channel: $channel` for each argument, as a root field's call passes them.
	var calls: [String] { arguments.map { "\($0.name): $\($0.name)" } }

	/// `"channel": .string(channel)` for each argument: the variables the data source sends.
	var variables: [String] {
		arguments.map { "\(SwiftLiteral.string($0.name)): \(FilterContext.graphQLValue($0.swiftName, wireType: $0.type.swiftSpelling))" }
	}

	/// `"channel": .string("channel")` for each argument: the variables a test expects, sent from
	/// ``sample(_:)``.
	var sampleVariables: [String] {
		arguments.map { "\(SwiftLiteral.string($0.name)): \(FilterContext.graphQLLiteral(Self.sample($0)))" }
	}

	/// `, channel: "channel"`: the arguments a test makes the data source or the container with.
	var sampleArguments: String {
		arguments.map { ", \($0.swiftName): \(SwiftLiteral.scalar(Self.sample($0), wireSpelling: "") ?? "nil")" }.joined()
	}

	/// The value the tests give an argument: its own name as text, 7, 1.5 or true.
	static func sample(_ argument: SpecGraphQLArgument) -> JSONValue {
		switch argument.type {
		case .int: .number("7")
		case .double: .number("1.5")
		case .bool: .bool(true)
		default: .string(argument.name)
		}
	}

	/// The keys the templates read, set on the entity's context.
	var keys: Keys {
		Keys(
			hasGraphQLArguments: !arguments.isEmpty,
			graphQLArguments: arguments.map {
				Argument(swiftName: $0.swiftName, swiftType: $0.type.swiftSpelling, graphQLName: $0.name, graphQLType: $0.graphQLType)
			},
			graphQLArgumentDeclarations: declarations,
			graphQLArgumentCalls: calls.map { ", " + $0 }.joined(),
			graphQLArgumentVariables: variables.map { ", " + $0 }.joined(),
			graphQLArgumentSampleVariables: sampleVariables.map { ", " + $0 }.joined(),
			graphQLArgumentSamples: sampleArguments)
	}

	/// The keys of an entity's GraphQL arguments, in this order.
	struct Keys: FlattenedTemplateContext {
		let hasGraphQLArguments: Bool
		let graphQLArguments: [Argument]
		let graphQLArgumentDeclarations: String
		let graphQLArgumentCalls: String
		let graphQLArgumentVariables: String
		let graphQLArgumentSampleVariables: String
		let graphQLArgumentSamples: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("hasGraphQLArguments", hasGraphQLArguments)
			object.set("graphQLArguments", graphQLArguments)
			object.set("graphQLArgumentDeclarations", graphQLArgumentDeclarations)
			object.set("graphQLArgumentCalls", graphQLArgumentCalls)
			object.set("graphQLArgumentVariables", graphQLArgumentVariables)
			object.set("graphQLArgumentSampleVariables", graphQLArgumentSampleVariables)
			object.set("graphQLArgumentSamples", graphQLArgumentSamples)
		}
	}

	/// One argument of `graphQLArguments`.
	struct Argument: TemplateContext {
		let swiftName: String
		let swiftType: String
		let graphQLName: String
		let graphQLType: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("swiftName", swiftName)
			object.set("swiftType", swiftType)
			object.set("graphQLName", graphQLName)
			object.set("graphQLType", graphQLType)
		}
	}
}
