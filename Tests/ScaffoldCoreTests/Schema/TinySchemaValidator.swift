import Foundation

import ScaffoldCore

/// The subset of JSON Schema 2020-12 that ``SpecSchema`` uses, implemented independently of
/// the decoder so the two can be compared: type, const, enum, properties, required,
/// additionalProperties (false), items, minItems, minLength, minimum, pattern, $ref to $defs,
/// oneOf, anyOf, not, and the `true` schema. An unknown keyword fails loudly.
struct TinySchemaValidator {
	let root: JSONValue

	static let keywords: Set<String> = [
		"$schema", "$id", "title", "description", "type", "const", "enum", "properties", "required", "additionalProperties", "items",
		"minItems", "minLength", "maxLength", "minimum", "maximum", "pattern", "$ref", "oneOf", "anyOf", "not", "$defs",
	]

	/// Every problem found, as `path: reason` (empty when the instance is valid).
	func errors(_ instance: JSONValue) -> [String] {
		var found: [String] = []
		validate(instance, against: root, path: "$", into: &found)
		return found
	}

	private func validate(_ instance: JSONValue, against schema: JSONValue, path: String, into found: inout [String]) {
		if case .bool(let allowed) = schema {
			if !allowed { found.append("\(path): false schema") }
			return
		}
		guard let members = schema.objectMembers else {
			found.append("\(path): schema is not an object")
			return
		}
		for (keyword, value) in members {
			switch keyword {
			case "$schema", "$id", "title", "description", "$defs": break
			case "type":
				if !matchesType(instance, value.stringValue ?? "") { found.append("\(path): not of type \(value.stringValue ?? "?")") }
			case "const":
				if !equal(instance, value) { found.append("\(path): not the constant") }
			case "enum":
				if !(value.arrayValues ?? []).contains(where: { equal(instance, $0) }) { found.append("\(path): not in enum") }
			case "properties":
				guard let instanceMembers = instance.objectMembers else { continue }
				for (key, subschema) in value.objectMembers ?? [] {
					if let child = instanceMembers.first(where: { $0.0 == key })?.1 {
						validate(child, against: subschema, path: "\(path).\(key)", into: &found)
					}
				}
			case "required":
				guard let instanceMembers = instance.objectMembers else { continue }
				for key in (value.arrayValues ?? []).compactMap(\.stringValue) where !instanceMembers.contains(where: { $0.0 == key }) {
					found.append("\(path): missing \(key)")
				}
			case "additionalProperties":
				guard case .bool(false) = value, let instanceMembers = instance.objectMembers else { continue }
				let known = Set((schema.member("properties")?.objectMembers ?? []).map(\.0))
				for (key, _) in instanceMembers where !known.contains(key) { found.append("\(path): additional property \(key)") }
			case "items":
				for (index, element) in (instance.arrayValues ?? []).enumerated() {
					validate(element, against: value, path: "\(path)[\(index)]", into: &found)
				}
			case "minItems":
				if let elements = instance.arrayValues, elements.count < Int(value.numberText ?? "0") ?? 0 { found.append("\(path): too few items") }
			case "minLength":
				if let text = instance.stringValue, text.unicodeScalars.count < Int(value.numberText ?? "0") ?? 0 {
					found.append("\(path): too short")
				}
			case "maxLength":
				if let text = instance.stringValue, text.unicodeScalars.count > Int(value.numberText ?? "0") ?? 0 {
					found.append("\(path): too long")
				}
			case "maximum":
				if case .number(let text) = instance, (Double(text) ?? 0) > (Double(value.numberText ?? "0") ?? 0) { found.append("\(path): above maximum") }
			case "minimum":
				if case .number(let text) = instance, (Double(text) ?? 0) < (Double(value.numberText ?? "0") ?? 0) { found.append("\(path): below minimum") }
			case "pattern":
				if let text = instance.stringValue, !matches(text, value.stringValue ?? "") { found.append("\(path): does not match pattern") }
			case "$ref":
				let name = (value.stringValue ?? "").replacingOccurrences(of: "#/$defs/", with: "")
				guard let target = root.member("$defs")?.member(name) else {
					found.append("\(path): unresolved $ref \(name)")
					continue
				}
				validate(instance, against: target, path: path, into: &found)
			case "oneOf":
				let passing = (value.arrayValues ?? []).filter { errorsOf(instance, $0, path).isEmpty }.count
				if passing != 1 { found.append("\(path): \(passing) oneOf alternatives match") }
			case "anyOf":
				if !(value.arrayValues ?? []).contains(where: { errorsOf(instance, $0, path).isEmpty }) { found.append("\(path): no anyOf alternative matches") }
			case "not":
				if errorsOf(instance, value, path).isEmpty { found.append("\(path): matches a 'not' schema") }
			default:
				found.append("\(path): unsupported keyword \(keyword)")
			}
		}
	}

	private func errorsOf(_ instance: JSONValue, _ schema: JSONValue, _ path: String) -> [String] {
		var found: [String] = []
		validate(instance, against: schema, path: path, into: &found)
		return found
	}

	private func matchesType(_ instance: JSONValue, _ type: String) -> Bool {
		switch (type, instance) {
		case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): true
		case ("integer", .number(let text)): !text.contains(where: { ".eE".contains($0) })
		default: false
		}
	}

	private func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
		switch (a, b) {
		case (.number(let x), .number(let y)): Double(x) == Double(y)
		default: JSONWriter().write(a) == JSONWriter().write(b)
		}
	}

	private func matches(_ text: String, _ pattern: String) -> Bool {
		guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
		return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
	}
}

extension JSONValue {
	var objectMembers: [(String, JSONValue)]? {
		guard case .object(let members) = self else { return nil }
		return members.map { ($0.key, $0.value.value) }
	}

	var arrayValues: [JSONValue]? {
		guard case .array(let elements) = self else { return nil }
		return elements.map(\.value)
	}

	var stringValue: String? {
		guard case .string(let text) = self else { return nil }
		return text
	}

	var numberText: String? {
		guard case .number(let text) = self else { return nil }
		return text
	}

	func member(_ key: String) -> JSONValue? {
		objectMembers?.first { $0.0 == key }?.1
	}
}
