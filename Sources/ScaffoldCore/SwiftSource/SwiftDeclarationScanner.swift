import ScaffoldBasics

/// Finds the declarations of a Swift file: types, extensions, functions, initializers,
/// properties, enum cases, type aliases and associated types, with their attributes, modifiers,
/// conformances, normalized heads and the positions of their names. It reads declarations, not
/// expressions: function and accessor bodies, initial values and top-level statements are
/// skipped by bracket counting, and the declarations of every `#if` branch are reported.
///
/// One pass over the tokens, never going back, so its time is linear in the text. Malformed or
/// truncated input gives what was found before the trouble (an unclosed brace holds the rest of
/// the file); nothing traps. Bare `/…/` regex literals are read as operators, so a brace inside
/// one miscounts (`#/…/#` ones are fine); `macro`, `operator`, `precedencegroup` and `deinit`
/// are skipped.
package enum SwiftDeclarationScanner {
	/// How deep types nest before a body is skipped like a function's (its members unreported),
	/// so hostile nesting cannot exhaust the stack.
	package static let maximumDepth = 64

	/// The top-level declarations of `text`, each with its members.
	package static func scan(_ text: String) -> [SwiftDeclaration] {
		SwiftDeclarationReader(bytes: Array(text.utf8)).declarations(depth: 0)
	}
}

/// The scanner's cursor over the tokens of one file.
///
/// A class, not a struct: in a debug build (`swift test`) every call of a read-only helper
/// (`isPunctuation`, `text`, …) from a mutating method of a struct copied the reader, retaining
/// and releasing its two arrays; a class's methods share the one reader (an eighth less CPU for
/// SwiftDeclarationScannerHostileInputTests, docs/performance.md).
final class SwiftDeclarationReader {
	let bytes: [UInt8]
	let tokens: [SwiftToken]
	var index = 0

	init(bytes: [UInt8]) {
		self.bytes = bytes
		self.tokens = SwiftLexer.tokens(bytes)
	}

	/// The declarations from `index` up to the `}` closing the braces they stand in (left for
	/// the caller; at the top level a stray one is passed over) or the end.
	func declarations(depth: Int) -> [SwiftDeclaration] {
		var found: [SwiftDeclaration] = []
		var atStart = true
		while index < tokens.count {
			if tokens[index].newlineBefore, index > 0, !isContinuationEnd(index - 1) { atStart = true }
			if isPunctuation(index, "}") {
				if depth > 0 { return found }
				index += 1
				atStart = true
			} else if isPunctuation(index, ";") {
				index += 1
				atStart = true
			} else if isDirective(index) {
				skipDirective()
				atStart = true
			} else {
				let start = index
				if atStart, let declared = declaration(depth: depth) {
					found += declared
					atStart = true
					continue
				}
				// A statement, or what stopped a declaration; skipped unless the attempt moved on.
				if index == start { skipToken() }
				atStart = false
			}
		}
		return found
	}

	/// The declaration(s) starting at `index`, past which it moves; `nil` when there is none,
	/// having moved past any attributes and modifiers it read (so none is read twice).
	private func declaration(depth: Int) -> [SwiftDeclaration]? {
		var attributes: [String] = []
		var modifiers: [String] = []
		while index < tokens.count {
			let start = index
			if tokens[index].kind == .attribute {
				index += 1
			} else if isModifier(index) {
				index += 1
			} else {
				break
			}
			if isPunctuation(index, "("), !tokens[index].spaceBefore { skipGroup() }
			if tokens[start].kind == .attribute { attributes.append(render(start..<index)) } else { modifiers.append(render(start..<index)) }
		}
		guard index < tokens.count, tokens[index].kind == .word, let kind = SwiftDeclaration.Kind(rawValue: text(index)) else { return nil }
		let keyword = index
		var head = Head(kind: kind, keyword: keyword, attributes: attributes, modifiers: modifiers)
		switch kind {
		case .struct, .class, .enum, .protocol, .actor, .extension:
			guard isName(keyword + 1) else { return nil }
			return [typeDeclaration(&head, depth: depth)]
		case .typealias, .associatedtype:
			guard isName(keyword + 1) else { return nil }
			index = keyword + 2
			_ = scanHead(stopAtEquals: false, stopAtComma: false)
			if kind == .associatedtype { head.inheritance = inheritance(in: keyword + 2..<index) }
			return [head.declaration(named: keyword + 1, signature: render(keyword..<index), in: self)]
		case .func:
			guard keyword + 1 < tokens.count, isName(keyword + 1) || tokens[keyword + 1].kind == .operator else { return nil }
			index = keyword + 2
			return [function(head, named: keyword + 1)]
		case .`init`, .subscript:
			guard keyword + 1 < tokens.count, let first = bytes[tokens[keyword + 1].start...].first,
				first == UInt8(ascii: "(") || (tokens[keyword + 1].kind == .operator && "?!<".utf8.contains(first))
			else { return nil }
			index = keyword + 1
			return [function(head, named: keyword)]
		case .var, .let:
			return bindings(head)
		case .case:
			guard depth > 0 else { return nil }
			return cases(head)
		}
	}

	/// A type or an extension, and its members when it has braces.
	private func typeDeclaration(_ head: inout Head, depth: Int) -> SwiftDeclaration {
		let name = head.keyword + 1
		index = name + 1
		let end = scanHead(stopAtEquals: false, stopAtComma: false)
		head.inheritance = inheritance(in: name + 1..<index)
		var declaration = head.declaration(named: name, signature: render(head.keyword..<index), in: self)
		if head.kind == .extension { declaration.name = render(name..<extendedTypeEnd(from: name, to: index)).filter { $0 != "`" } }
		guard end == .brace else { return declaration }
		guard depth + 1 < SwiftDeclarationScanner.maximumDepth else {
			skipBraces()
			return declaration
		}
		index += 1
		declaration.members = declarations(depth: depth + 1)
		if isPunctuation(index, "}") { index += 1 }
		return declaration
	}

	/// A function, an initializer or a subscript (its head read from `index`), its body skipped.
	private func function(_ head: Head, named name: Int) -> SwiftDeclaration {
		let end = scanHead(stopAtEquals: false, stopAtComma: false)
		let declaration = head.declaration(named: name, signature: render(head.keyword..<index), in: self)
		if end == .brace { skipBraces() }
		return declaration
	}

	/// Each binding of a `let` or `var`: `let a = 1, b: Int` declares `a` and `b`.
	private func bindings(_ head: Head) -> [SwiftDeclaration]? {
		var found: [SwiftDeclaration] = []
		index = head.keyword + 1
		while index < tokens.count, isName(index) || isPunctuation(index, "(") {
			let pattern = index
			if isPunctuation(index, "(") { skipGroup() } else { index += 1 }
			let patternEnd = index
			let end = scanHead(stopAtEquals: true, stopAtComma: true)
			var declaration = head.declaration(named: pattern, signature: text(head.keyword) + " " + render(pattern..<index), in: self)
			if patternEnd > pattern + 1 { declaration.name = render(pattern..<patternEnd) }
			found.append(declaration)
			if end == .comma || (end != .end && skipInitializer()) {
				index += 1
				continue
			}
			break
		}
		return found.isEmpty ? nil : found
	}

	/// Each case of a `case` line: `case a(Int), b` declares `a` and `b`.
	private func cases(_ head: Head) -> [SwiftDeclaration]? {
		var found: [SwiftDeclaration] = []
		index = head.keyword + 1
		while isName(index) {
			let name = index
			index += 1
			let end = scanHead(stopAtEquals: false, stopAtComma: true)
			found.append(head.declaration(named: name, signature: "case " + render(name..<index), in: self))
			guard end == .comma else { break }
			index += 1
		}
		return found.isEmpty ? nil : found
	}
}
