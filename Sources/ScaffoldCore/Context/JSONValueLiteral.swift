import ScaffoldBasics
import ScaffoldSpec

/// Swift expressions for a `JSON` field's values: a spec's JSON sample as the runtime's JSON
/// value type (`JSONValue.object(["name": .string("Earth")])`), for stubs and mapper tests.
enum JSONValueLiteral {
	/// `value` as a value of `typeName` (the runtime's JSON value type, as the project spells it).
	/// The outer case names the type, so the expression is typed wherever it stands (`==`, an
	/// optional parameter); the inner ones are inferred from it.
	static func swift(_ value: JSONValue, typeName: String) -> String {
		typeName + inner(value)
	}

	/// `.int(1)`, `.array([…])`: a number with no fraction is an `int`, as the runtime decodes it.
	private static func inner(_ value: JSONValue) -> String {
		switch value {
		case .null: return ".null"
		case .bool(let flag): return ".bool(\(flag))"
		case .string(let text): return ".string(\(SwiftLiteral.string(text)))"
		case .number(let text):
			if let whole = Int(text) { return ".int(\(whole))" }
			if let number = Double(text), number == number.rounded(), abs(number) < 1e15 { return ".int(\(Int(number)))" }
			return ".double(\(text))"
		case .array(let elements):
			return ".array([" + elements.map { inner($0.value) }.joined(separator: ", ") + "])"
		case .object(let members):
			guard !members.isEmpty else { return ".object([:])" }
			return ".object([" + members.map { SwiftLiteral.string($0.key) + ": " + inner($0.value.value) }.joined(separator: ", ") + "])"
		}
	}
}
