import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What the mapper tests of a type (entity or value type) send to see its domain choices at work
/// (the `DomainChoiceMapperTests` partial): its sample with a lenient field's value invalid, which
/// maps to `nil`, or an omitted field's value changed, which changes nothing.
struct DomainChoiceSamples {
	let spec: Spec
	let samples: SampleValues

	/// `lenientSamples` (`fieldName`, `testName`, `jsonKey`, `badValue`: a Swift literal for
	/// `JSONSerialization`, `stubArgument`: the stub's argument the mapped value differs by),
	/// `omittedSamples` (`fieldName`, `testName`, `property`, `jsonKey`, `replacement`: a Swift string
	/// literal of JSON), and how the tests read the sample (`sampleData`) and name the mapper (`mapperInstance`).
	func keys(fields: [SpecField], owner: String, sampleData: String, mapperInstance: String) -> DomainChoiceKeys {
		let lenient = fields.filter { $0.isInDomain && $0.domain.lenient }.map { field -> TemplateValue in
			let (scalar, _) = field.type.innermost
			let bad = DomainRefusal(type: scalar).json(shapedLike: field.type)
			return [
				"fieldName": .string(field.name), "testName": .string(field.words.upperCamel),
				"jsonKey": .string(SwiftLiteral.string(field.jsonKey)), "badValue": .string(Self.swiftLiteral(bad)),
				"stubArgument": .string("\(field.name): \(Self.nilShaped(like: field.type))"),
			]
		}
		let omitted = fields.filter { !$0.isInDomain }.map { field -> TemplateValue in
			let (scalar, _) = field.type.innermost
			// A value the domain would refuse shows best that it is not read; else another valid one.
			let value =
				scalar.isParsedInDomain(spec.dateFormat)
				? DomainRefusal(type: scalar).json(shapedLike: field.type) : samples.value(of: field, .updated, owner: owner)
			let json = JSONWriter(indentation: .spaces(0)).write(value).split(separator: "\n").joined(separator: " ")
			return [
				"fieldName": .string(field.name), "testName": .string(field.words.upperCamel), "property": .string(field.swiftName),
				"jsonKey": .string(SwiftLiteral.string(field.jsonKey)), "replacement": .string(SwiftLiteral.string(json)),
			]
		}
		return DomainChoiceKeys(lenientSamples: lenient, omittedSamples: omitted, sampleData: sampleData, mapperInstance: mapperInstance)
	}

	/// A JSON string, or an array of them, as a Swift literal (`"x"`, `["x"]`).
	static func swiftLiteral(_ value: JSONValue) -> String {
		switch value {
		case .array(let elements): "[" + elements.map { swiftLiteral($0.value) }.joined(separator: ", ") + "]"
		default: SwiftLiteral.string(EntityContext.plainText(value))
		}
	}

	/// The domain value a lenient field maps an invalid value to: `nil` inside its arrays.
	private static func nilShaped(like type: SpecType) -> String {
		switch type {
		case .array(let element), .optional(.array(let element)): "[" + nilShaped(like: element) + "]"
		default: "nil"
		}
	}
}
