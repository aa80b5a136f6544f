import ScaffoldBasics

/// Reading a declaration's head: where it ends, its conformances, its normalized text.
extension SwiftDeclarationReader {
	/// What a declaration shares among the names it declares.
	struct Head {
		var kind: SwiftDeclaration.Kind
		/// The index of the keyword's token.
		var keyword: Int
		var attributes: [String]
		var modifiers: [String]
		var inheritance: [String] = []

		/// The declaration of the name at token `name`.
		func declaration(named name: Int, signature: String, in reader: SwiftDeclarationReader) -> SwiftDeclaration {
			var text = reader.text(name)
			if text.hasPrefix("`") { text = String(text.dropFirst().prefix { $0 != "`" }) }
			let token = reader.tokens[name]
			return SwiftDeclaration(
				kind: kind, name: text, attributes: attributes, modifiers: modifiers, inheritance: inheritance, signature: signature,
				line: token.line, column: token.column)
		}
	}

	/// Where a head stopped: at its body's `{`, an `=`, a `,` between cases or bindings, or its end.
	enum HeadEnd {
		case brace, equals, comma, end
	}

	/// Moves `index` to the end of the head it is in: the first `{`, `=` or `,` (as asked) outside
	/// brackets, or the token after the declaration (a `}` or `;`, or the first token of a line
	/// that does not continue it).
	func scanHead(stopAtEquals: Bool, stopAtComma: Bool) -> HeadEnd {
		var depth = 0
		var angles = 0
		while index < tokens.count {
			if depth == 0 {
				if endsDeclaration(index) { return .end }
				if isPunctuation(index, "{") { return .brace }
				if isPunctuation(index, ";") { return .end }
				if stopAtEquals, isOperator(index, "=") { return .equals }
				if stopAtComma, angles == 0, isPunctuation(index, ",") { return .comma }
			}
			if isPunctuation(index, "}") { return .end }
			if isPunctuation(index, "{") {
				skipBraces()
				continue
			}
			if isPunctuation(index, "(") || isPunctuation(index, "[") {
				depth += 1
			} else if isPunctuation(index, ")") || isPunctuation(index, "]") {
				depth = max(0, depth - 1)
			} else if tokens[index].kind == .operator {
				angles = max(0, angles + angleBalance(index))
			}
			index += 1
		}
		return .end
	}

	/// Skips an initial value or an accessor block from `index` (its `=` or `{`) to the end of the
	/// declaration; whether it stopped at a `,` that starts another binding (`let a = 1, b = 2`).
	func skipInitializer() -> Bool {
		let start = index
		while index < tokens.count {
			if index > start, endsDeclaration(index) { return false }
			if isPunctuation(index, "}") || isPunctuation(index, ";") { return false }
			if isPunctuation(index, ","), isName(index + 1), isOperator(index + 2, "=") || isPunctuation(index + 2, ":") { return true }
			skipToken()
		}
		return false
	}

	/// Whether the token at `i` starts a new line that ends the declaration before it: it stands
	/// first on its line, and neither it nor the token before carries the declaration on (`->`,
	/// `where`, `,`, `{` and the like).
	func endsDeclaration(_ i: Int) -> Bool {
		guard tokens[i].newlineBefore, i > 0, !isContinuationEnd(i - 1) else { return false }
		let token = tokens[i]
		switch token.kind {
		case .operator: return false
		case .word: return !Self.continuingWords.contains(text(i))
		case .punctuation: return !(isPunctuation(i, "{") || isPunctuation(i, ",") || isPunctuation(i, ":") || isPunctuation(i, ")") || isPunctuation(i, "]"))
		case .attribute, .pound, .literal: return true
		}
	}

	/// Whether the token at `i`, last on its line, carries the statement or declaration on to the next.
	func isContinuationEnd(_ i: Int) -> Bool {
		let token = tokens[i]
		switch token.kind {
		case .operator: return token.spaceBefore || isOperator(i, "->") || isOperator(i, "=")
		case .word: return Self.continuedWords.contains(text(i))
		case .punctuation: return isPunctuation(i, ",") || isPunctuation(i, ":") || isPunctuation(i, "(") || isPunctuation(i, "[")
		case .attribute, .pound, .literal: return false
		}
	}

	/// Words that continue the line before when they start a line.
	private static let continuingWords: Set<String> = ["where", "throws", "rethrows", "async", "as", "is"]
	/// Words that continue on the next line when they end one.
	private static let continuedWords: Set<String> = ["where", "if", "guard", "while", "return", "some", "any"]

	/// How many more `<` than `>` the operator at `i` holds (`->` counts neither).
	private func angleBalance(_ i: Int) -> Int {
		var balance = 0
		var previous: UInt8 = 0
		for byte in bytes[tokens[i].start..<tokens[i].end] {
			if byte == UInt8(ascii: "<") { balance += 1 }
			if byte == UInt8(ascii: ">"), previous != UInt8(ascii: "-") { balance -= 1 }
			previous = byte
		}
		return balance
	}

	/// The conformances in a head's tokens `range` (after the name): the entries after its first
	/// `:` outside brackets, split at commas, up to `where`, `=` or the end.
	func inheritance(in range: Range<Int>) -> [String] {
		var depth = 0
		var colon: Int?
		var entries: [String] = []
		var entryStart = range.lowerBound
		for i in range {
			if depth == 0, colon == nil, isPunctuation(i, ":") {
				colon = i
				entryStart = i + 1
			} else if depth == 0, colon != nil, isPunctuation(i, ",") || isWord(i, "where") || isOperator(i, "=") {
				if entryStart < i { entries.append(render(entryStart..<i)) }
				entryStart = i + 1
				if !isPunctuation(i, ",") { return entries }
			} else if isPunctuation(i, "(") || isPunctuation(i, "[") {
				depth += 1
			} else if isPunctuation(i, ")") || isPunctuation(i, "]") {
				depth = max(0, depth - 1)
			} else if tokens[i].kind == .operator {
				depth = max(0, depth + angleBalance(i))
			}
		}
		if colon != nil, entryStart < range.upperBound { entries.append(render(entryStart..<range.upperBound)) }
		return entries
	}

	/// The end of an extension's type name from token `name`: its `:`, `where` or head's end.
	func extendedTypeEnd(from name: Int, to end: Int) -> Int {
		var depth = 0
		for i in name..<end {
			if depth == 0, isPunctuation(i, ":") || isWord(i, "where") { return i }
			if tokens[i].kind == .operator { depth = max(0, depth + angleBalance(i)) }
		}
		return end
	}

	/// The text of tokens `range`, each gap of white space or comments one space, except just
	/// inside brackets and before a comma.
	func render(_ range: Range<Int>) -> String {
		var result = ""
		for i in range {
			if i > range.lowerBound, tokens[i].spaceBefore, !isPunctuation(i - 1, "("), !isPunctuation(i - 1, "["), !isPunctuation(i, ")"),
				!isPunctuation(i, "]"), !isPunctuation(i, ",")
			{
				result += " "
			}
			result += text(i)
		}
		return result
	}
}
