import ScaffoldBasics

/// Reads type strings (`String`, `[URL]?`, `Location`) into ``SpecType``s.
///
/// Grammar: `type := name '?'? | '[' type ']' '?'? | '[String:' ' '? name ']' '?'?`, with no other
/// spaces; a map's values are one of ``SpecType/mapValueTypes``. Errors carry the
/// offset (in Unicode scalars) of the offending part, so callers can point at it inside
/// the JSON string that holds the type.
package struct SpecTypeParser {
	/// A problem and where it is, counted in scalars from the start of the type string.
	package struct Failure: Error, Equatable {
		var message: String
		var offset: Int

		/// Creates a value from its members (the memberwise initializer, for the other stages).
		package init(message: String, offset: Int) {
			self.message = message
			self.offset = offset
		}
	}

	/// The kind of each type the spec declares, by name.
	var declared: [String: SpecDeclarationKind]
	/// Entity names: a field of an entity may refer to one; elsewhere the error explains why not.
	var entityNames: Set<String> = []
	/// Whether an entity name is a type here (an entity's field), or an error (value types, filters, lists).
	package var allowsEntities = false
	/// What suggesting a declared type for an unknown one may still cost (shared by the copies of the parser).
	var suggestions = SuggestionBudget()

	/// Creates a parser (the memberwise initializer, for the other stages).
	package init(
		declared: [String: SpecDeclarationKind], entityNames: Set<String> = [], allowsEntities: Bool = false,
		suggestions: SuggestionBudget = SuggestionBudget()
	) {
		self.declared = declared
		self.entityNames = entityNames
		self.allowsEntities = allowsEntities
		self.suggestions = suggestions
	}

	package func parse(_ text: String) -> Result<SpecType, Failure> {
		let scalars = Array(text.unicodeScalars)
		var index = 0
		do {
			if scalars.isEmpty { throw Failure(message: "expected a type, found an empty string", offset: 0) }
			let type = try parseType(scalars, &index, depth: 0)
			if index < scalars.count {
				if scalars[index] == "?" { throw Failure(message: "a type can be optional only once", offset: index) }
				throw Failure(message: "unexpected \(quoted: scalars[index]) after type \(quoted: type)", offset: index)
			}
			return .success(type)
		} catch let failure as Failure {
			return .failure(failure)
		} catch {
			return .failure(Failure(message: "\(error)", offset: 0))
		}
	}

	/// `depth` counts the arrays around this type: checked before recursing, so the input
	/// cannot drive the recursion (or the generated code) deeper than ``SpecLimits/typeDepth``.
	private func parseType(_ scalars: [Unicode.Scalar], _ index: inout Int, depth: Int) throws -> SpecType {
		guard index < scalars.count else { throw Failure(message: "expected a type, found the end of the text", offset: index) }
		var type: SpecType
		if scalars[index] == "[" {
			guard depth < SpecLimits.typeDepth else {
				throw Failure(message: "arrays nest more than \(SpecLimits.typeDepth) deep; declare a value type for the inner arrays", offset: index)
			}
			index += 1
			let keyOffset = index
			let element = try parseType(scalars, &index, depth: depth + 1)
			if index < scalars.count, scalars[index] == ":" {
				type = try parseMapValue(after: element, keyOffset: keyOffset, scalars, &index, depth: depth)
			} else {
				guard index < scalars.count, scalars[index] == "]" else {
					throw Failure(message: "expected ']' to close the array type", offset: index)
				}
				index += 1
				type = .array(element)
			}
		} else {
			let start = index
			while index < scalars.count, isNameScalar(scalars[index]) { index += 1 }
			guard index > start else {
				throw Failure(message: "expected a type name, found \(quoted: scalars[index])", offset: index)
			}
			var name = ""
			for scalar in scalars[start..<index] { name.unicodeScalars.append(scalar) }
			type = try resolve(name, offset: start)
		}
		if index < scalars.count, scalars[index] == "?" {
			index += 1
			type = .optional(type)
		}
		return type
	}

	/// `[String: T]` from its `:` on: the key must be `String` (JSON object keys are text), the value
	/// a type the wire carries as it is.
	private func parseMapValue(
		after key: SpecType, keyOffset: Int, _ scalars: [Unicode.Scalar], _ index: inout Int, depth: Int
	) throws -> SpecType {
		guard key == .string else {
			throw Failure(message: "a map's keys are String (JSON object keys are text), found \(quoted: key)", offset: keyOffset)
		}
		index += 1
		if index < scalars.count, scalars[index] == " " { index += 1 }
		let valueOffset = index
		let value = try parseType(scalars, &index, depth: depth + 1)
		guard SpecType.mapValueTypes.contains(value) else {
			throw Failure(
				message: "a map's values are String, Int, Double, Bool, Decimal or JSON, found \(quoted: value); declare a value type with the keys as fields, or use [String: JSON]",
				offset: valueOffset)
		}
		guard index < scalars.count, scalars[index] == "]" else {
			throw Failure(message: "expected ']' to close the map type", offset: index)
		}
		index += 1
		return .dictionary(value)
	}

	private func resolve(_ name: String, offset: Int) throws -> SpecType {
		if let builtin = SpecType.builtin(named: name) { return builtin }
		switch declared[name] {
		case .valueType, .union: return .valueType(name)
		case .enumeration: return .enumType(name)
		case nil: break
		}
		if entityNames.contains(name) {
			if allowsEntities { return .entity(name) }
			throw Failure(
				message: "\(quoted: name) is an entity; only an entity's field can refer to another entity, here use a type declared in 'types'",
				offset: offset)
		}
		let hint = suggestions.didYouMean(name, count: SpecType.builtinNames.count + declared.count) {
			SpecType.builtinNames + declared.keys.sorted()
		}
		throw Failure(message: "unknown type \(quoted: name)" + hint, offset: offset)
	}

	private func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
		scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
	}
}
