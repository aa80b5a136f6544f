import ScaffoldBasics
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of a GraphQL connection read by parent (`"connection": true` on a `graphql.byParent`
/// item), besides a paged read's: the variables a test expects of the first and the second page
/// of two parents (each parent's pages follow its own end cursors), and the last-page fixture.
extension ParentReadContext {
	/// The fixture of the last page of a connection read whose first page is `fixture`.
	static func lastPageFixture(_ fixture: String) -> String { fixture + "_last_page" }

	/// Whether the parent's identifier goes as a GraphQL `Int` (an `Int` identifier whose
	/// `argumentType` is `Int` or `Int!`); else as text, which `ID`, `String` and the like take.
	private func sendsNumber(argumentType: String, identifier: SpecField) -> Bool {
		argumentType.split(separator: "!").first == "Int" && wire.spelling(identifier.type) == "Int"
	}

	/// The variable of the parent's identifier, `parameter`, as the data source sends it.
	func variable(_ parameter: String, argumentType: String, identifier: SpecField) -> String {
		if sendsNumber(argumentType: argumentType, identifier: identifier) { return ".int(\(parameter))" }
		return wire.isText(identifier.type) ? ".string(\(parameter))" : ".string(String(\(parameter)))"
	}

	/// The variable a test expects for the sample identifier `text` (its plain text).
	func sampleVariable(_ text: String, argumentType: String, identifier: SpecField) -> String {
		sendsNumber(argumentType: argumentType, identifier: identifier) ? ".int(\(text))" : ".string(\(SwiftLiteral.string(text)))"
	}

	/// The keys of a connection read, or nil for any other read.
	func connectionKeys(_ typed: Read) -> ParentConnectionKeys? {
		guard typed.read.isConnection, case .graphQL(_, _, let argument, _, let argumentType, _) = typed.read.source else { return nil }
		let identifier = typed.parent.identifier
		let first = "\"first\": .int(\(entity.searchPageSize))"
		// The cursor the first sample page ends with: page 2 is asked for after it.
		let after = "\"after\": .string(\(SwiftLiteral.string(Fixtures.cursor(page: 2))))"
		func variables(_ value: JSONValue, second: Bool) -> String {
			let parent = "\(SwiftLiteral.string(argument)): " + sampleVariable(EntityContext.plainText(value), argumentType: argumentType, identifier: identifier)
			// The entity's arguments go with every read by parent, as with its detail and list.
			let arguments = GraphQLArgumentContext(entity: entity).sampleVariables
			return "[" + ([parent, first] + (second ? [after] : []) + arguments).joined(separator: ", ") + "]"
		}
		let sample = samples.identifier(identifier, .first)
		let missing = samples.missingIdentifier(identifier)
		return ParentConnectionKeys(
			parentLastPageQueryFixture: Self.lastPageFixture(typed.names.queryFixture),
			parentSampleFirstPageVariables: variables(sample, second: false),
			parentSampleSecondPageVariables: variables(sample, second: true),
			parentMissingFirstPageVariables: variables(missing, second: false),
			parentMissingSecondPageVariables: variables(missing, second: true))
	}
}
