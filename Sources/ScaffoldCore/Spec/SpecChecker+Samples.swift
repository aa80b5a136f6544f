import ScaffoldBasics

extension SpecChecker {
	/// Checks every field's `sample` against the field's type.
	mutating func checkSamples() {
		for declaration in spec.types where !broken.contains(declaration.name) {
			for field in declaration.fields { checkSample(of: field) }
		}
		for entity in spec.entities {
			for field in entity.fields { checkSample(of: field) }
		}
	}

	private mutating func checkSample(of field: SpecField) {
		guard let sample = field.sample, let problem = mismatch(sample, field.type) else { return }
		diagnostics.append(
			.error(
				"sample of field \(quoted: field.name) does not match its type \(quoted: field.type): \(problem.message)",
				at: SourceLocation(path: field.location.path, position: problem.position)))
	}

	/// Why `node` cannot be a value of `type`, and where; `nil` when it can.
	func mismatch(_ node: JSONNode, _ type: SpecType) -> (message: String, position: SourcePosition)? {
		func found(_ expected: String) -> (String, SourcePosition) {
			("expected \(expected), found \(node.value.kindName)", node.position)
		}
		if let text = node.string, text.utf8.count > SpecLimits.sampleLength, text.unicodeScalars.count > SpecLimits.sampleLength {
			return ("a sample may have at most \(SpecLimits.sampleLength) characters, found \(text.unicodeScalars.count)", node.position)
		}
		switch type {
		case .json:
			return nil
		case .optional(let wrapped):
			return node.value == .null ? nil : mismatch(node, wrapped)
		case .string:
			return node.string == nil ? found("a string") : nil
		case .bool:
			return node.bool == nil ? found("a boolean") : nil
		case .int:
			guard case .number(let text) = node.value else { return found("a whole number") }
			return SampleNumbers.intProblem(text).map { ($0, node.position) }
		case .double:
			guard case .number(let text) = node.value else { return found("a number") }
			return SampleNumbers.doubleProblem(text).map { ($0, node.position) }
		case .decimal:
			guard case .number(let text) = node.value else { return found("a number") }
			return SampleNumbers.decimalProblem(text).map { ($0, node.position) }
		case .url:
			guard let text = node.string else { return found("a URL string") }
			return text.isEmpty ? ("expected a URL, found an empty string", node.position) : nil
		case .uuid:
			guard let text = node.string else { return found("a UUID string") }
			return TextFormat.isUUID(text) ? nil : ("\(quoted: text) is not a UUID", node.position)
		case .date:
			return dateMismatch(node)
		case .array(let element):
			guard let elements = node.elements else { return found("an array") }
			return elements.lazy.compactMap { mismatch($0, element) }.first
		case .dictionary(let value):
			guard let members = node.members else { return found("an object (a map)") }
			return members.lazy.compactMap { mismatch($0.value, value) }.first
		case .enumType(let name):
			guard let text = node.string else { return found("a string") }
			let (values, known) = index.values(ofEnum: name)
			guard !values.isEmpty, !known.contains(text) else { return nil }
			return ("\(quoted: text) is not a value of \(quoted: name)" + suggestions.didYouMean(text, count: values.count) { values }, node.position)
		case .valueType(let name), .entity(let name):
			guard let members = node.members else { return found("an object") }
			if let union = index.declaration(named: name)?.union {
				// A union's sample is one of its cases: the discriminator's text says which.
				guard let key = members.first(where: { $0.key == union.discriminator }) else {
					return ("missing key \(quoted: union.discriminator) for \(quoted: name), which names its case", node.position)
				}
				guard let text = key.value.string, let match = union.matchingCase(text) else {
					return ("\(quoted: union.discriminator) of a \(quoted: name) is one of \(union.cases.map { "'\($0.value)'" }.joined(separator: ", "))", key.value.position)
				}
				let rest = JSONNode(.object(members.filter { $0.key != union.discriminator || index.shape(of: match.type)?.byJSONKey[$0.key] != nil }), at: node.position)
				return mismatch(rest, .valueType(match.type))
			}
			guard let shape = index.shape(of: name), !broken.contains(name) else { return nil }
			for member in members {
				guard let field = shape.byJSONKey[member.key] else {
					return (
						"unknown key \(quoted: member.key) for \(quoted: name)" + suggestions.didYouMean(member.key, count: shape.fields.count) { shape.fields.map(\.jsonKey) },
						member.keyPosition
					)
				}
				if let problem = mismatch(member.value, field.type) { return problem }
			}
			// Each required field found costs one member (keys are unique and all known by now).
			let present = Set(members.map(\.key))
			if let missing = shape.required.first(where: { !present.contains($0.jsonKey) }) {
				return ("missing key \(quoted: missing.jsonKey) for \(quoted: name)", node.position)
			}
			return nil
		}
	}

	private func dateMismatch(_ node: JSONNode) -> (message: String, position: SourcePosition)? {
		switch spec.dateFormat {
		case .iso8601:
			guard let text = node.string else { return ("expected an ISO 8601 date string, found \(node.value.kindName)", node.position) }
			return TextFormat.isISO8601(text) ? nil : ("\(quoted: text) is not an ISO 8601 date-time such as '2017-11-04T18:48:46Z'", node.position)
		case .secondsSince1970, .millisecondsSince1970:
			let milliseconds = spec.dateFormat == .millisecondsSince1970
			guard case .number(let text) = node.value else { return ("expected a number of \(milliseconds ? "milliseconds" : "seconds") since 1970, found \(node.value.kindName)", node.position) }
			return SampleNumbers.dateProblem(text, milliseconds: milliseconds).map { ($0, node.position) }
		}
	}
}
