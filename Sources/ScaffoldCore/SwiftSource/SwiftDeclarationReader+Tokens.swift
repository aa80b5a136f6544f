import ScaffoldBasics

/// Looking at tokens and skipping them: brackets, directives, modifiers.
extension SwiftDeclarationReader {
	/// The source text of token `i`.
	func text(_ i: Int) -> String {
		String(decoding: bytes[tokens[i].start..<tokens[i].end], as: UTF8.self)
	}

	func isPunctuation(_ i: Int, _ character: Unicode.Scalar) -> Bool {
		i < tokens.count && tokens[i].kind == .punctuation && bytes[tokens[i].start] == UInt8(character.value)
	}

	func isOperator(_ i: Int, _ text: String) -> Bool {
		i < tokens.count && tokens[i].kind == .operator && bytes[tokens[i].start..<tokens[i].end].elementsEqual(text.utf8)
	}

	func isWord(_ i: Int, _ text: String) -> Bool {
		i < tokens.count && tokens[i].kind == .word && bytes[tokens[i].start..<tokens[i].end].elementsEqual(text.utf8)
	}

	/// Whether token `i` can name a declaration: a word other than a `$` name.
	func isName(_ i: Int) -> Bool {
		i < tokens.count && tokens[i].kind == .word && bytes[tokens[i].start] != UInt8(ascii: "$")
	}

	/// Whether token `i` is a declaration modifier; `class` is one only before another
	/// modifier or a member's keyword (`class func`), not before a name (`class Cache`).
	func isModifier(_ i: Int) -> Bool {
		guard i < tokens.count, tokens[i].kind == .word else { return false }
		let word = text(i)
		if word == "class" {
			guard i + 1 < tokens.count, tokens[i + 1].kind == .word else { return false }
			let next = text(i + 1)
			return Self.modifiers.contains(next) || ["func", "var", "let", "subscript", "init", "typealias"].contains(next)
		}
		return Self.modifiers.contains(word)
	}

	private static let modifiers: Set<String> = [
		"public", "package", "internal", "fileprivate", "private", "open", "static", "final", "override", "mutating", "nonmutating", "lazy",
		"weak", "unowned", "nonisolated", "convenience", "required", "optional", "dynamic", "indirect", "prefix", "postfix", "infix",
		"consuming", "borrowing", "distributed", "isolated", "__consuming",
	]

	/// Whether token `i` is `#if`, `#elseif`, `#else` or `#endif`.
	func isDirective(_ i: Int) -> Bool {
		guard i < tokens.count, tokens[i].kind == .pound else { return false }
		return ["#if", "#elseif", "#else", "#endif"].contains(text(i))
	}

	/// Skips a directive and, for `#if` and `#elseif`, its condition (the rest of its line).
	func skipDirective() {
		let directive = text(index)
		index += 1
		guard directive == "#if" || directive == "#elseif" else { return }
		while index < tokens.count, !tokens[index].newlineBefore { index += 1 }
	}

	/// Skips the token at `index`, and its brackets' contents when it opens some.
	func skipToken() {
		if isPunctuation(index, "{") {
			skipBraces()
		} else if isPunctuation(index, "(") || isPunctuation(index, "[") {
			skipGroup()
		} else {
			index += 1
		}
	}

	/// Skips from a `(` or `[` at `index` past its closing bracket, braces inside skipped whole;
	/// a `}` that no brace inside opened ends it early (a truncated argument list), left unread.
	func skipGroup() {
		var depth = 0
		while index < tokens.count {
			if isPunctuation(index, "{") {
				skipBraces()
				continue
			}
			if isPunctuation(index, "}") { return }
			if isPunctuation(index, "(") || isPunctuation(index, "[") { depth += 1 }
			if isPunctuation(index, ")") || isPunctuation(index, "]") { depth -= 1 }
			index += 1
			if depth <= 0 { return }
		}
	}

	/// Skips from a `{` at `index` past its closing `}`, counting braces only (a body's
	/// unbalanced parenthesis cannot swallow the declarations after it).
	func skipBraces() {
		var depth = 0
		while index < tokens.count {
			if isPunctuation(index, "{") { depth += 1 }
			if isPunctuation(index, "}") { depth -= 1 }
			index += 1
			if depth <= 0 { return }
		}
	}
}
