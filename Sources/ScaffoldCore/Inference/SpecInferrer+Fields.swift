import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

extension SpecInferrer {
	/// The fields of a set of objects of one kind, keys in order of first appearance.
	mutating func fields(of objects: [JSONNode], owner: String) -> [InferredField] {
		// Each key's values, gathered in one pass (one per object: the first member of the key).
		var keys: [(key: String, position: SourcePosition)] = []
		var values: [String: [JSONNode]] = [:]
		objectsVisited += objects.count
		for object in objects {
			var seen: Set<String> = []
			for member in object.members ?? [] where seen.insert(member.key).inserted {
				if values[member.key] == nil { keys.append((member.key, member.keyPosition)) }
				values[member.key, default: []].append(member.value)
			}
		}
		var result: [InferredField] = []
		var keyNamed: [String: String] = [:]
		for (key, position) in keys {
			if key.contains("_") { sawSnakeKey = true }
			let present = values[key] ?? []
			let nonNull = present.filter { $0.value != .null }
			var name = swiftName(for: key, owner: owner, at: position)
			if let first = keyNamed[name] {
				let unique = name + String(result.count + 1)
				warn("keys \(quoted: key) and \(quoted: first) of \(owner) give the same Swift name; this one is named \(quoted: unique)", at: position)
				name = unique
			}
			if keyNamed[name] == nil { keyNamed[name] = key }
			var type = valueType(nonNull, key: key, owner: owner, at: position)
			let missing = objects.count - present.count
			let nulls = present.count - nonNull.count
			if missing > 0 || nulls > 0, !type.isOptional {
				type = .optional(type)
				var reasons: [String] = []
				if nulls > 0 { reasons.append("null in \(nulls) of \(objects.count) items") }
				if missing > 0 { reasons.append("missing in \(missing) of \(objects.count) items") }
				note("field \(quoted: name) of \(owner) is optional because it is \(reasons.joined(separator: " and "))", at: position)
			}
			var sample: JSONValue?
			if options.includeSamples, type.unwrapped.isBuiltinScalar, let first = nonNull.first {
				sample = first.value
			}
			result.append(InferredField(key: key, name: name, type: type, sample: sample))
		}
		return result
	}

	/// A Swift name for a JSON key: `air_date` → `airDate`, `image` → `image`.
	private mutating func swiftName(for key: String, owner: String, at position: SourcePosition) -> String {
		let (name, isMadeUp) = ImportNaming.fieldName(for: key)
		if isMadeUp { warn("key \(quoted: key) of \(owner) is not a Swift identifier; the field is named \(quoted: name)", at: position) }
		if name.utf8.count > SpecLimits.nameLength {
			// Lint refuses longer names (they become parts of file names); the JSON key keeps the original.
			let shortened = String(name.prefix(SpecLimits.nameLength))
			warn("key \(quoted: key) of \(owner) makes a name longer than \(SpecLimits.nameLength) bytes; the field is named \(quoted: shortened)", at: position)
			return shortened
		}
		return name
	}

	/// The type of the non-null values one key takes.
	mutating func valueType(_ values: [JSONNode], key: String, owner: String, at position: SourcePosition) -> SpecType {
		guard !values.isEmpty else {
			warn("field \(quoted: Name(key).lowerCamel) of \(owner) is null or empty in every item; assumed String", at: position)
			return .string
		}
		if values.allSatisfy({ $0.bool != nil }) { return .bool }
		if values.allSatisfy({ if case .number = $0.value { true } else { false } }) {
			let fractional = values.contains { if case .number(let text) = $0.value { text.contains { ".eE".contains($0) } } else { false } }
			return fractional ? .double : .int
		}
		if values.allSatisfy({ $0.string != nil }) { return stringType(values.compactMap(\.string), key: key, owner: owner, at: position) }
		if values.allSatisfy({ $0.members != nil }) { return .valueType(nestedType(values, key: key, owner: owner, at: position)) }
		if values.allSatisfy({ $0.elements != nil }) {
			let elements = values.flatMap { $0.elements ?? [] }
			let nonNull = elements.filter { $0.value != .null }
			guard !nonNull.isEmpty else {
				warn("field \(quoted: Name(key).lowerCamel) of \(owner) is an empty array in every item; assumed [String]", at: position)
				return .array(.string)
			}
			let element = valueType(nonNull, key: Name(key).singular.snake, owner: owner, at: position)
			return .array(nonNull.count < elements.count ? .optional(element) : element)
		}
		let kinds = Set(values.map(\.value.kindName)).sorted()
		warn("field \(quoted: Name(key).lowerCamel) of \(owner) has values of mixed kinds (\(kinds.joined(separator: ", "))); assumed String", at: position)
		return .string
	}

	private mutating func stringType(_ values: [String], key: String, owner: String, at position: SourcePosition) -> SpecType {
		let name = Name(key).lowerCamel
		let checks: [(enabled: Bool, type: SpecType, kind: String, test: (String) -> Bool)] = [
			(options.detectDates, .date, "ISO 8601 date-times", TextFormat.isISO8601),
			(options.detectURLs, .url, "web addresses", TextFormat.isWebURL),
			(true, .uuid, "UUIDs", TextFormat.isUUID),
		]
		for check in checks where check.enabled {
			let matching = values.filter(check.test).count
			if matching == values.count {
				note("field \(quoted: name) of \(owner) is \(check.type) because all \(values.count) values are \(check.kind)", at: position)
				return check.type
			}
			if matching > 0, let odd = values.first(where: { !check.test($0) }) {
				note(
					"field \(quoted: name) of \(owner) stays String: \(quoted: odd) is not one of the \(check.kind) the other \(matching) of \(values.count) values are",
					at: position)
				return .string
			}
		}
		return .string
	}

	/// The name of the value type for nested objects.
	///
	/// Objects with the same keys as a type found before share it (`origin` and `location`
	/// both `{name, url}`), its field types widened to fit both (`URL` and `String` give `String`).
	/// The widening waits for ``settleSharedTypes()``: widening on every share inferred the type
	/// again from all its objects each time, so `n` fields of one type cost `n²` (and more
	/// for types nested in it, which were given their objects again on each share).
	private mutating func nestedType(_ objects: [JSONNode], key: String, owner: String, at position: SourcePosition) -> String {
		let keys = Self.keySet(objects)
		if let index = typeWithKeys[keys] {
			types[index].share(objects)
			note("field \(quoted: Name(key).lowerCamel) of \(owner) has the same keys as type \(quoted: types[index].name) and shares it", at: position)
			return types[index].name
		}
		let fields = fields(of: objects, owner: Name(key).upperCamel)
		var name = Name(key).upperCamel
		if isTaken(name) { name = Name(owner).upperCamel + name }
		var counter = 2
		let base = name
		while isTaken(name) {
			name = base + String(counter)
			counter += 1
		}
		if typeWithKeys[keys] == nil { typeWithKeys[keys] = types.count }
		typeNames.insert(name)
		types.append(InferredType(name: name, fields: fields, objects: objects))
		return name
	}

	/// Widens every type shared since its fields were inferred: once each, from all its objects.
	///
	/// The latest type first: a type's nested types come before it, so widening a type (which
	/// shares its nested values with their types) comes before widening those it nests.
	mutating func settleSharedTypes() {
		while let index = types.lastIndex(where: \.isShared) {
			let explained = diagnostics.count
			types[index].isShared = false
			let widened = fields(of: types[index].objects, owner: types[index].name)
			diagnostics.removeSubrange(explained...)  // the first inference already explained the fields
			types[index].fields = widened
		}
	}

	private static func keySet(_ objects: [JSONNode]) -> Set<String> {
		Set(objects.flatMap { $0.members?.map(\.key) ?? [] })
	}
}
