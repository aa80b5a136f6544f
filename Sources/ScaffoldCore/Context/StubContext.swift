import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The `stub(…)` factories tests build domain values with (`Tests/Shared/Stubs/{Name}+Stub.swift`):
/// every parameter defaults to the first sample, so `.stub()` equals what the mapper makes of the
/// first fixture item, and a test names only the fields it is about.
struct StubContext {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let samples: SampleValues

	init(feature: ResolvedFeature) {
		self.feature = feature
		self.samples = SampleValues(spec: feature.spec, wire: WireType(feature: feature))
	}

	/// The keys of a stub: `typeName`, `stubParameters` (`name`, `label`, `domainType`,
	/// `defaultValue`, `comma`), the defaults read from `sample`, the model's first sample item,
	/// and `parsesDates` (a default reads an ISO 8601 date with the file's `stubDate(_:)`).
	func object(typeName: String, fields: [SpecField], sample: JSONValue) -> TemplateObject {
		let fields = fields.filter(\.isInDomain)
		let members = Self.members(sample)
		let defaults = fields.map { literal($0.domainType, members[$0.jsonKey] ?? .null) }
		// A test file imports swift-testing, Foundation and the feature: a name two declare is ambiguous there.
		let shadowing = SwiftIdentifier.testImportDeclaring(typeName)
		return StubKeys(
			typeName: typeName,
			usesJSON: fields.contains { $0.domainType.containsJSON },
			shadowsTestingName: shadowing != nil,
			shadowingModule: shadowing ?? "",
			stubParameters: zip(fields, defaults).enumerated().map { index, pair in
				StubKeys.Parameter(
					name: pair.0.swiftName, label: pair.0.name, domainType: pair.0.domainType.domainSpelling(in: feature),
					defaultValue: pair.1, comma: index == fields.count - 1 ? "" : ",")
			},
			parsesDates: defaults.contains { ASCII.contains($0, Self.parsedDate) }
		).templateObject
	}

	/// The domain value of `type` that the mapper makes of the JSON `value`, as a Swift expression
	/// (`URL(string: "…")!`, `.alive`, `.stub(name: "Earth")`).
	func literal(_ type: SpecType, _ value: JSONValue) -> String {
		// A `JSON` field holds `null` as a value; only an optional one reads it as `nil`.
		if value == .null, type != .json { return "nil" }
		let text = EntityContext.plainText(value)
		switch type {
		case .optional(let wrapped):
			return literal(wrapped, value)
		case .array(let element):
			guard case .array(let elements) = value else { return "[]" }
			return "[" + elements.map { literal(element, $0.value) }.joined(separator: ", ") + "]"
		case .dictionary(let valueType):
			guard case .object(let members) = value, !members.isEmpty else { return "[:]" }
			return "[" + members.map { SwiftLiteral.string($0.key) + ": " + literal(valueType, $0.value.value) }.joined(separator: ", ") + "]"
		case .string:
			return SwiftLiteral.string(text)
		case .int, .double, .bool:
			return text
		case .decimal:
			return "Decimal(string: \(SwiftLiteral.string(text)))!"
		case .url:
			return "URL(string: \(SwiftLiteral.string(text)))!"
		case .uuid:
			return "UUID(uuidString: \(SwiftLiteral.string(text)))!"
		case .date:
			return date(text)
		case .enumType(let name):
			let match = spec.declaration(named: name)?.cases.first { $0.value == text }
			return "." + (match?.swiftName ?? DomainContext.fallbackCase)
		case .valueType(let name), .entity(let name):
			return valueType(name, value)
		case .json:
			return JSONValueLiteral.swift(value, typeName: feature.runtime("JSONValue"))
		}
	}

	/// The domain value the mapper makes of `sample`, as `.stub(…)` naming only the fields where it
	/// differs from `first` (the stub's defaults); a field `sample` lacks is `nil`. Tests compare
	/// a mapped item with it as a whole, so a failure shows both values and where they differ.
	func stubCall(fields: [SpecField], sample: JSONValue, first: JSONValue) -> String {
		let members = Self.members(sample)
		let defaults = Self.members(first)
		let arguments = fields.filter(\.isInDomain).compactMap { field -> String? in
			let member = members[field.jsonKey] ?? .null
			guard member != defaults[field.jsonKey] ?? .null else { return nil }
			return "\(field.name): \(literal(field.domainType, member))"
		}
		return ".stub(" + arguments.joined(separator: ", ") + ")"
	}

	/// `.stub(…)` naming only the fields where `value` differs from the value type's own first
	/// sample (its stub's defaults).
	private func valueType(_ name: String, _ value: JSONValue) -> String {
		if let union = spec.declaration(named: name)?.union { return unionCase(union, value) }
		let fields = (spec.nestedFields(of: name) ?? []).filter(\.isInDomain)
		let defaults = Self.members(samples.sample(ofValueType: name))
		let members = Self.members(value)
		let arguments = fields.compactMap { field -> String? in
			guard let member = members[field.jsonKey], member != defaults[field.jsonKey] else { return nil }
			return "\(field.name): \(literal(field.type, member))"
		}
		return ".stub(" + arguments.joined(separator: ", ") + ")"
	}

	/// The stub file's helper that parses an ISO 8601 sample with the feature's `WireValueParser`:
	/// `Date(timeIntervalSince1970:)` of the same instant can differ from it in the last bit.
	static let parsedDate = "stubDate("

	/// A `Date` the way the mapper computes it from the wire, so the two are equal.
	private func date(_ text: String) -> String {
		switch spec.dateFormat {
		case .iso8601: Self.parsedDate + SwiftLiteral.string(text) + ")"
		case .secondsSince1970: "Date(timeIntervalSince1970: \(text))"
		case .millisecondsSince1970: "Date(timeIntervalSince1970: TimeInterval(\(text)) / 1000)"
		}
	}

	private static func members(_ value: JSONValue) -> [String: JSONValue] {
		guard case .object(let members) = value else { return [:] }
		return Dictionary(members.map { ($0.key, $0.value.value) }, uniquingKeysWith: { first, _ in first })
	}
}

extension StubContext {
	/// The case of `union` that `value`'s discriminator selects, holding its payload's stub:
	/// `.track(.stub(type: .track))`.
	func unionCase(_ union: SpecUnion, _ value: JSONValue) -> String {
		let text: String? =
			if case .object(let members) = value, case .string(let text)? = members.first(where: { $0.key == union.discriminator })?.value.value {
				text
			} else { nil }
		guard let match = text.flatMap(union.matchingCase) ?? union.cases.first else { return ".stub()" }
		return "." + match.swiftName + "(" + literal(.valueType(match.type), value) + ")"
	}
}

/// The keys of a `stub(…)` factory (``StubContext/object(typeName:fields:sample:)``).
struct StubKeys: TemplateContext {
	/// One parameter of the factory, defaulting to the first sample's value.
	struct Parameter: TemplateContext {
		let name: String
		let label: String
		let domainType: String
		let defaultValue: String
		let comma: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("label", label)
			object.set("domainType", domainType)
			object.set("defaultValue", defaultValue)
			object.set("comma", comma)
		}
	}

	let typeName: String
	let usesJSON: Bool
	let shadowsTestingName: Bool
	let shadowingModule: String
	let stubParameters: [Parameter]
	let parsesDates: Bool

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("typeName", typeName)
		object.set("usesJSON", usesJSON)
		object.set("shadowsTestingName", shadowsTestingName)
		object.set("shadowingModule", shadowingModule)
		object.set("stubParameters", stubParameters)
		object.set("parsesDates", parsesDates)
	}
}
