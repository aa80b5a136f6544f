/// Reads a ``DeclarationOutline`` from the source text of a declaration.
///
/// Only the type's own body is examined, member by member: a member ends where a new line starts with an
/// attribute or a declaration keyword outside any brackets. Methods, nested types and computed properties are
/// skipped; `static`, `lazy` and `@Transient` properties are not persisted, so they are skipped too.
struct DeclarationParser {
	private let source: [UInt8]
	private let tokens: [Token]

	init(source: String) {
		self.source = Array(source.utf8)
		tokens = Tokenizer.tokens(of: source)
	}

	/// The outline, or `nil` when the text holds no type or extension declaration.
	func outline() -> DeclarationOutline? {
		var index = 0
		var modifiers: [String] = []
		while index < tokens.count {
			let token = tokens[index]
			if token.isPunctuation("@") {
				index = attribute(at: index).next
			} else if token.kind == .identifier, let kind = DeclarationOutline.Kind(rawValue: token.text) {
				let name = index + 1 < tokens.count ? tokens[index + 1].bareText : ""
				let properties = bodyRange(after: index).map(storedProperties(in:)) ?? []
				return DeclarationOutline(kind: kind, name: name, modifiers: modifiers, keyword: token, storedProperties: properties)
			} else if token.kind == .identifier {
				modifiers.append(token.text)
				index = skipParentheses(after: index)
			} else {
				index += 1
			}
		}
		return nil
	}
}

// MARK: - Private

private extension DeclarationParser {
	static let modifierWords: Set<String> = [
		"static", "class", "private", "fileprivate", "internal", "public", "open", "package", "final", "override",
		"lazy", "weak", "unowned", "nonisolated", "mutating", "nonmutating", "convenience", "required", "dynamic",
		"optional", "indirect", "consuming", "borrowing", "isolated",
	]
	static let declarationWords: Set<String> = [
		"var", "let", "func", "init", "deinit", "subscript", "struct", "enum", "actor", "protocol", "extension",
		"typealias", "associatedtype", "case", "macro", "operator", "precedencegroup", "import",
	]

	/// The token range strictly inside the braces of the declaration's body.
	func bodyRange(after keyword: Int) -> Range<Int>? {
		var depth = 0
		var index = keyword + 1
		while index < tokens.count {
			let text = tokens[index].text
			if tokens[index].kind == .punctuation {
				if text == "(" || text == "[" { depth += 1 }
				if text == ")" || text == "]" { depth -= 1 }
				if text == "{", depth == 0 {
					let close = matchingClose(from: index)
					return (index + 1)..<close
				}
			}
			index += 1
		}
		return nil
	}

	/// The index of the bracket closing the one at `open`, or the end of the tokens.
	func matchingClose(from open: Int) -> Int {
		var depth = 0
		for index in open..<tokens.count where tokens[index].kind == .punctuation {
			switch tokens[index].text {
			case "(", "[", "{": depth += 1
			case ")", "]", "}":
				depth -= 1
				if depth == 0 { return index }
			default: break
			}
		}
		return tokens.count
	}

	/// The attribute starting with the `@` at `index`, and the index after it.
	func attribute(at index: Int) -> (use: AttributeUse, next: Int) {
		var cursor = index + 1
		var name = cursor < tokens.count ? tokens[cursor].text : ""
		cursor += 1
		// A qualified name: `@SwiftData.Attribute`.
		while cursor + 1 < tokens.count, tokens[cursor].isPunctuation("."), tokens[cursor + 1].kind == .identifier {
			name += "." + tokens[cursor + 1].text
			cursor += 2
		}
		guard cursor < tokens.count, tokens[cursor].isPunctuation("("), !tokens[cursor].startsLine,
			tokens[cursor].start == tokens[cursor - 1].end
		else {
			return (AttributeUse(name: name, arguments: nil), cursor)
		}
		let close = matchingClose(from: cursor)
		let argumentsEnd = close < tokens.count ? tokens[close].start : source.count
		let arguments = String(decoding: source[tokens[cursor].end..<argumentsEnd], as: UTF8.self)
		return (AttributeUse(name: name, arguments: arguments), min(close + 1, tokens.count))
	}

	/// Skips a parenthesised modifier argument such as `private(set)` or `nonisolated(unsafe)`.
	func skipParentheses(after index: Int) -> Int {
		let next = index + 1
		guard next < tokens.count, tokens[next].isPunctuation("("), tokens[next].start == tokens[index].end else { return next }
		return min(matchingClose(from: next) + 1, tokens.count)
	}

	func isMemberStart(_ token: Token) -> Bool {
		switch token.kind {
		case .identifier: return Self.modifierWords.contains(token.text) || Self.declarationWords.contains(token.text)
		case .punctuation: return token.text == "@" || token.text == ";"
		case .pound: return ["#if", "#else", "#elseif", "#endif"].contains(token.text)
		case .literal: return false
		}
	}

	/// Where the member starting at `start` ends: the next member's first token, or the end of the body.
	func memberEnd(from start: Int, in body: Range<Int>) -> Int {
		var depth = 0
		var index = start
		while index < body.upperBound {
			let token = tokens[index]
			if index > start, depth == 0, token.startsLine || token.isPunctuation(";"), isMemberStart(token) {
				return index
			}
			if token.kind == .punctuation {
				if ["(", "[", "{"].contains(token.text) { depth += 1 }
				if [")", "]", "}"].contains(token.text) { depth -= 1 }
			}
			index += 1
		}
		return body.upperBound
	}

	func storedProperties(in body: Range<Int>) -> [StoredProperty] {
		var properties: [StoredProperty] = []
		var index = body.lowerBound
		while index < body.upperBound {
			var attributes: [AttributeUse] = []
			var modifiers: Set<String> = []
			// Attributes and modifiers may sit on their own lines before the keyword.
			while index < body.upperBound {
				let token = tokens[index]
				if token.isPunctuation("@") {
					let parsed = attribute(at: index)
					attributes.append(parsed.use)
					index = parsed.next
				} else if token.kind == .identifier, Self.modifierWords.contains(token.text) {
					modifiers.insert(token.text)
					index = skipParentheses(after: index)
				} else if token.kind == .pound || token.isPunctuation(";") {
					// Compiler directives are skipped with the rest of their line; members inside them still count.
					index += 1
					while index < body.upperBound, !tokens[index].startsLine { index += 1 }
				} else {
					break
				}
			}
			guard index < body.upperBound else { break }
			let end = memberEnd(from: index, in: body)
			let keyword = tokens[index].text
			let persisted = !modifiers.contains("static") && !modifiers.contains("class") && !modifiers.contains("lazy")
				&& !attributes.contains { $0.name == "Transient" || $0.name == "SwiftData.Transient" }
			if (keyword == "var" || keyword == "let"), persisted {
				for binding in storedBindings(in: (index + 1)..<end) {
					properties.append(
						StoredProperty(
							name: binding.name, attributes: attributes, isConstant: keyword == "let",
							type: binding.type, initializer: binding.initializer
						)
					)
				}
			}
			index = max(end, index + 1)
		}
		return properties
	}

	/// The stored bindings of `var a: Int = 1, b: String { didSet {} }`, each with its type annotation and
	/// initializer as written; computed ones are left out.
	func storedBindings(in range: Range<Int>) -> [Binding] {
		var bindings: [Binding] = []
		var index = range.lowerBound
		while index < range.upperBound {
			guard tokens[index].kind == .identifier else { return bindings }
			let name = tokens[index].text
			var stored = true
			var depth = 0
			// `<`…`>` of a generic type annotation, so that `Dictionary<String, Int>` is not split at its comma.
			var angles = 0
			var typeStart: Int?
			var initializerStart: Int?
			var typeEnd: Int?
			var initializerEnd: Int?
			index += 1
			while index < range.upperBound {
				let token = tokens[index]
				if depth == 0, angles == 0, token.isPunctuation(",") { break }
				if depth == 0, initializerStart == nil, typeStart == nil, token.isPunctuation(":") {
					typeStart = index + 1
				} else if depth == 0, angles == 0, initializerStart == nil, token.isPunctuation("=") {
					typeEnd = typeEnd ?? index
					initializerStart = index + 1
				} else if depth == 0, token.isPunctuation("{"), isAccessorBlock(at: index, in: range) || initializerStart == nil {
					// An accessor block: only observers keep the property stored.
					let first = index + 1 < range.upperBound ? tokens[index + 1].text : ""
					stored = first == "willSet" || first == "didSet"
					typeEnd = typeEnd ?? index
					if initializerStart != nil { initializerEnd = initializerEnd ?? index }
				}
				if initializerStart == nil, token.kind == .punctuation {
					if token.text == "<" { angles += 1 }
					if token.text == ">", !tokens[index - 1].isPunctuation("-") { angles -= 1 }
				}
				if token.kind == .punctuation {
					if ["(", "[", "{"].contains(token.text) { depth += 1 }
					if [")", "]", "}"].contains(token.text) { depth -= 1 }
				}
				index += 1
			}
			if stored {
				let type = typeStart.map { text(from: $0, to: typeEnd ?? index) }
				let initializer = initializerStart.map { text(from: $0, to: initializerEnd ?? index) }
				bindings.append(Binding(name: name, type: type, initializer: initializer))
			}
			index += 1
		}
		return bindings
	}

	/// Whether the `{` at `index` opens `willSet`/`didSet`/`get`/`set` accessors rather than a closure.
	func isAccessorBlock(at index: Int, in range: Range<Int>) -> Bool {
		guard index + 1 < range.upperBound else { return false }
		return ["willSet", "didSet", "get", "set"].contains(tokens[index + 1].text)
	}

	/// The source text of the tokens `start..<end`, verbatim (comments between them included).
	func text(from start: Int, to end: Int) -> String {
		guard start < end, end <= tokens.count else { return "" }
		return String(decoding: source[tokens[start].start..<tokens[end - 1].end], as: UTF8.self).trimmingWhitespace
	}
}

/// One stored binding of a `var`/`let` declaration.
struct Binding {
	let name: String
	/// The type annotation as written, if any.
	let type: String?
	/// The initializer expression as written, if any.
	let initializer: String?
}
