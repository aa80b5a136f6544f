import ScaffoldBasics

/// Flow collections: `[a, b]` and `{a: 1, b: 2}`, over as many lines as they like.
extension YAMLParser {
	/// A flow sequence or mapping, at its `[` or `{`.
	mutating func flowCollection() throws(Diagnostic) -> JSONNode {
		let position = here
		let isSequence = peek == "["
		let close: Unicode.Scalar = isSequence ? "]" : "}"
		let kind = isSequence ? "flow sequence" : "flow mapping"
		try enterNesting()
		defer { leaveNesting() }
		advance()
		var elements: [JSONNode] = []
		var members = YAMLMembers()
		while true {
			skipBlankLines()
			guard let scalar = peek else { throw failure("unterminated \(kind); expected '\(Character(close))'", at: position) }
			if scalar == close {
				advance()
				break
			}
			if isSequence {
				elements.append(try flowSequenceEntry())
			} else {
				let keyPosition = here
				let key = try flowKey()
				skipBlankLines()
				var value = JSONNode(.null, at: here)
				if peek == ":" {
					advance()
					skipBlankLines()
					if peek != "," && peek != "}" { value = try flowNode() }
				}
				try members.add(key, at: keyPosition, value, in: self)
			}
			skipBlankLines()
			if peek == "," {
				advance()
				continue
			}
			guard peek != nil else { throw failure("unterminated \(kind); expected '\(Character(close))'", at: position) }
			guard peek == close else { throw failure("expected ',' or '\(Character(close))' in the \(kind), found \(describeCurrent())") }
		}
		return JSONNode(isSequence ? .array(elements) : .object(members.merged()), at: position)
	}

	/// An entry of a flow sequence: a node, or a one-pair mapping `key: value`.
	private mutating func flowSequenceEntry() throws(Diagnostic) -> JSONNode {
		let position = here
		let node = try flowNode()
		skipBlankLines()
		guard peek == ":" else { return node }
		guard let key = Self.keyText(node) else { throw failure("a collection cannot be a mapping key", at: position) }
		advance()
		skipBlankLines()
		let value = peek == "," || peek == "]" ? JSONNode(.null, at: here) : try flowNode()
		return JSONNode(.object([JSONMember(key: key, keyPosition: position, value: value)]), at: position)
	}

	/// A key of a flow mapping: quoted or plain.
	private mutating func flowKey() throws(Diagnostic) -> String {
		if peek == "\"" || peek == "'" { return try quoted() }
		if peek == "[" || peek == "{" || peek == "*" || peek == "?" { throw failure("expected a key in the flow mapping, found \(describeCurrent())") }
		let key = plainSegment(flow: true)
		guard !key.isEmpty || peek == ":" else { throw failure("expected a key in the flow mapping, found \(describeCurrent())") }
		return key
	}

	/// A value inside a flow collection.
	private mutating func flowNode() throws(Diagnostic) -> JSONNode {
		var properties = Properties()
		while peek == "&" || peek == "!" {
			try properties.read(&self)
			skipBlankLines()
		}
		let position = here
		let node: JSONNode
		switch peek {
		case "[", "{": node = try flowCollection()
		case "\"", "'": node = JSONNode(.string(try quoted()), at: position)
		case "*": node = try alias()
		default:
			if peek == "," || peek == "]" || peek == "}" || (peek == ":" && Self.isBlank(peek(1))), properties.anchor != nil || properties.forceString {
				node = JSONNode(.null, at: position)
				break
			}
			let text = try plainFlow()
			guard !text.isEmpty else { throw failure("expected a value, found \(describeCurrent())") }
			node = JSONNode(properties.forceString ? .string(text) : YAMLScalar.resolve(text), at: position)
		}
		return try properties.apply(to: node, in: &self)
	}

	/// A plain scalar in flow context, folded over lines (indentation does not matter there).
	private mutating func plainFlow() throws(Diagnostic) -> String {
		var text = plainSegment(flow: true)
		while !text.isEmpty {
			let before = mark
			skipSpaces()
			guard peek == "\n" || peek == "\r" else {
				reset(before)
				break
			}
			let breaks = skipLineBreaks()
			let segment = plainSegment(flow: true)
			guard !segment.isEmpty else {
				reset(before)
				break
			}
			text += Self.folded(breaks)
			text += segment
		}
		return text
	}

	/// The text a scalar node is keyed by; `nil` for collections.
	static func keyText(_ node: JSONNode) -> String? {
		switch node.value {
		case .string(let text), .number(let text): text
		case .bool(let flag): flag ? "true" : "false"
		case .null: "null"
		case .array, .object: nil
		}
	}
}
