import ScaffoldBasics

/// Block collections: structure by indentation.
extension YAMLParser {
	/// The node at the current position, belonging to a parent indented `parentIndent` columns
	/// (-1 for the document). On a new line the node must be indented more than its parent, or
	/// it is absent (null); `sequenceAtParent` lets a mapping's value be a `- ` sequence at the
	/// mapping's own indentation, as YAML allows. `inlineMapping` says whether a mapping may start
	/// on the current line (`- name: x` may, `key: other: x` may not).
	mutating func blockNode(parentIndent: Int, inlineMapping: Bool, sequenceAtParent: Bool = false) throws(Diagnostic) -> JSONNode {
		let startLine = line
		let emptyPosition = here
		var properties = Properties()
		while true {
			skipBlankLines()
			guard let scalar = peek else { return try properties.apply(to: JSONNode(.null, at: emptyPosition), in: &self) }
			if line != startLine {
				if indentationHasTab() { throw failure("tabs cannot indent YAML; use spaces") }
				let indent = column - 1
				let isEntry = scalar == "-" && Self.isBlank(peek(1))
				let belongs = indent > parentIndent || (sequenceAtParent && indent == parentIndent && isEntry)
				if !belongs || isDocumentMarker("---") || isDocumentMarker("...") {
					return try properties.apply(to: JSONNode(.null, at: emptyPosition), in: &self)
				}
			}
			guard scalar == "&" || scalar == "!" else { break }
			try properties.read(&self)
			guard Self.isBlank(peek) else { throw failure("expected a blank after the \(properties.lastKind), found \(describeCurrent())") }
			skipSpaces()
		}
		let mappingAllowed = inlineMapping || line != startLine
		let node = try content(parentIndent: parentIndent, mappingAllowed: mappingAllowed, forceString: properties.forceString)
		return try properties.apply(to: node, in: &self)
	}

	/// A node's content once its properties are read: dispatches on the first scalar.
	private mutating func content(parentIndent: Int, mappingAllowed: Bool, forceString: Bool) throws(Diagnostic) -> JSONNode {
		let position = here
		switch peek {
		case "*":
			let node = try alias()
			skipSpaces()
			if peek == ":" && Self.isBlank(peek(1)) { throw failure("an alias cannot be a mapping key", at: position) }
			try finishLine()
			return node
		case "-" where Self.isBlank(peek(1)):
			return try blockSequence(indent: column - 1)
		case "|", ">":
			return JSONNode(.string(try blockScalar(parentIndent: parentIndent)), at: position)
		case "[", "{":
			let node = try flowCollection()
			skipSpaces()
			if peek == ":" && Self.isBlank(peek(1)) { throw failure("a flow collection as a mapping key is not supported", at: position) }
			try finishLine()
			return node
		case "?" where Self.isBlank(peek(1)):
			throw failure("explicit keys ('? ') are not supported; write 'key: value'")
		case "@", "`":
			throw failure("\(describeCurrent()) is reserved in YAML and cannot start a plain scalar; quote the value")
		default:
			let isQuoted = peek == "\"" || peek == "'"
			let text = isQuoted ? try quoted() : plainSegment(flow: false)
			skipSpaces()
			if peek == ":" && Self.isBlank(peek(1)) {
				guard mappingAllowed else {
					throw failure("a mapping cannot start on the line of another key ('a: b: c'); put it on its own lines", at: position)
				}
				return try blockMapping(indent: position.column - 1, firstKey: text, at: position)
			}
			if isQuoted {
				try finishLine()
				return JSONNode(.string(text), at: position)
			}
			let folded = try plainContinuation(text, parentIndent: parentIndent)
			try finishLine()
			return JSONNode(forceString ? .string(folded) : YAMLScalar.resolve(folded), at: position)
		}
	}

	/// A block mapping whose first key (at `position`) is read; the current scalar is its `:`.
	private mutating func blockMapping(indent: Int, firstKey: String, at position: SourcePosition) throws(Diagnostic) -> JSONNode {
		try enterNesting()
		defer { leaveNesting() }
		var members = YAMLMembers()
		var key = firstKey
		var keyPosition = position
		while true {
			advance()  // ':'
			let value = try blockNode(parentIndent: indent, inlineMapping: false, sequenceAtParent: true)
			try members.add(key, at: keyPosition, value, in: self)
			skipBlankLines()
			guard peek != nil, !isDocumentMarker("---"), !isDocumentMarker("...") else { break }
			if column - 1 < indent { break }
			if indentationHasTab() { throw failure("tabs cannot indent YAML; use spaces") }
			if column - 1 > indent { throw failure("unexpected indentation: expected a key at column \(indent + 1) or less") }
			keyPosition = here
			switch peek {
			case "?" where Self.isBlank(peek(1)): throw failure("explicit keys ('? ') are not supported; write 'key: value'")
			case "-" where Self.isBlank(peek(1)): throw failure("expected a mapping key, found a sequence entry ('- ')")
			case "*", "&", "!", "[", "{", "|", ">": throw failure("expected a mapping key, found \(describeCurrent())")
			default: break
			}
			key = peek == "\"" || peek == "'" ? try quoted() : plainSegment(flow: false)
			skipSpaces()
			guard peek == ":" && Self.isBlank(peek(1)) else {
				throw failure("expected ':' after the key \(quoted: key), found \(describeCurrent())")
			}
		}
		return JSONNode(.object(members.merged()), at: position)
	}

	/// A block sequence of `- ` entries at `indent`; the current scalar is the first `-`.
	private mutating func blockSequence(indent: Int) throws(Diagnostic) -> JSONNode {
		try enterNesting()
		defer { leaveNesting() }
		let position = here
		var elements: [JSONNode] = []
		while true {
			advance()  // '-'
			elements.append(try blockNode(parentIndent: indent, inlineMapping: true))
			skipBlankLines()
			guard peek != nil, !isDocumentMarker("---"), !isDocumentMarker("...") else { break }
			if column - 1 < indent { break }
			if column - 1 > indent { throw failure("unexpected indentation: expected '- ' at column \(indent + 1) or less") }
			guard peek == "-" && Self.isBlank(peek(1)) else { break }
		}
		return JSONNode(.array(elements), at: position)
	}

	/// `*name`: a copy of the anchored node, placed here.
	mutating func alias() throws(Diagnostic) -> JSONNode {
		let position = here
		advance()  // '*'
		let name = propertyName()
		guard !name.isEmpty else { throw failure("expected an alias name after '*'", at: position) }
		guard let anchored = anchors[name] else {
			throw failure("unknown alias \(quoted: "*" + name); an anchor \(quoted: "&" + name) must come before it", at: position)
		}
		guard let (size, height) = YAMLNodeParts.measure(anchored, limit: YAMLReader.maximumAliasExpansion - aliasNodes) else {
			throw failure("aliases expand to more than \(YAMLReader.maximumAliasExpansion) nodes", at: position)
		}
		aliasNodes += size
		if depth + height > YAMLReader.maximumDepth {
			throw failure("alias \(quoted: "*" + name) nests deeper than \(YAMLReader.maximumDepth) levels", at: position)
		}
		var node = anchored
		node.position = position
		return node
	}

	/// An anchor or tag name: everything up to a blank or a flow indicator.
	mutating func propertyName() -> String {
		var name = ""
		while let scalar = peek, !Self.isBlank(scalar), !",[]{}".unicodeScalars.contains(scalar) {
			name.unicodeScalars.append(scalar)
			advance()
		}
		return name
	}
}
