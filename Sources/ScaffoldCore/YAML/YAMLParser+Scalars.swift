import ScaffoldBasics

/// Plain, quoted and block scalars.
extension YAMLParser {
	/// The rest of a plain scalar on this line: up to `: `, ` #`, the line's end, and in flow
	/// context also `,`, `[`, `]`, `{`, `}`. Trailing blanks are not part of it.
	mutating func plainSegment(flow: Bool) -> String {
		var text = ""
		// Blanks are added only once something follows them, so trailing ones never are (removing
		// them one at a time from the String took seconds for a million).
		var blanksFrom: Int?
		while let scalar = peek, scalar != "\n", scalar != "\r" {
			if scalar == ":" && (Self.isBlank(peek(1)) || (flow && Self.isFlowIndicator(peek(1)))) { break }
			if scalar == "#" && (index == 0 || Self.isBlank(s[index - 1])) { break }
			if flow && Self.isFlowIndicator(scalar) { break }
			if scalar == " " || scalar == "\t" {
				if blanksFrom == nil { blanksFrom = index }
			} else {
				if let from = blanksFrom {
					for blank in s[from..<index] { text.unicodeScalars.append(blank) }
					blanksFrom = nil
				}
				text.unicodeScalars.append(scalar)
			}
			advance()
		}
		return text
	}

	static func isFlowIndicator(_ scalar: Unicode.Scalar?) -> Bool {
		scalar == "," || scalar == "[" || scalar == "]" || scalar == "{" || scalar == "}"
	}

	/// A plain scalar's further lines, each indented more than `parentIndent`: one line break
	/// folds into a space, every blank line keeps a newline.
	mutating func plainContinuation(_ first: String, parentIndent: Int) throws(Diagnostic) -> String {
		var text = first
		while true {
			let before = mark
			skipSpaces()
			guard peek == "\n" || peek == "\r" else {
				reset(before)
				return text
			}
			let breaks = skipLineBreaks()
			guard peek != nil, peek != "#", column - 1 > parentIndent, !isDocumentMarker("---"), !isDocumentMarker("...") else {
				reset(before)
				return text
			}
			let segmentStart = here
			let segment = plainSegment(flow: false)
			guard !segment.isEmpty else {
				reset(before)
				return text
			}
			if peek == ":" {
				throw failure("a plain value continued on a new line cannot contain ': '; quote it or fix the indentation", at: segmentStart)
			}
			text += Self.folded(breaks)
			text += segment
		}
	}

	/// Moves past line breaks (`\n`, `\r\n` or a lone `\r`) and the blanks starting each line;
	/// the number of line breaks.
	mutating func skipLineBreaks() -> Int {
		var breaks = 0
		while peek == "\n" || peek == "\r" {
			if peek == "\r" {
				advance()
				if peek == "\n" { advance() }
			} else {
				advance()
			}
			breaks += 1
			skipSpaces()
		}
		return breaks
	}

	/// What `breaks` line breaks inside a scalar become: one is a space, each further one a newline.
	static func folded(_ breaks: Int) -> String {
		breaks <= 1 ? " " : String(repeating: "\n", count: breaks - 1)
	}

	/// A single- or double-quoted scalar, possibly over several lines (folded like plain ones).
	mutating func quoted() throws(Diagnostic) -> String {
		let open = here
		let quote = peek
		let kind = quote == "'" ? "single" : "double"
		advance()
		// Blanks wait in `blanks` until something else follows them: those before a line break
		// are dropped, and dropping them one at a time from the String took seconds for a million.
		var text = ""
		var blanks: [Unicode.Scalar] = []
		func add(_ scalar: Unicode.Scalar) {
			if scalar == " " || scalar == "\t" {
				blanks.append(scalar)
				return
			}
			if !blanks.isEmpty {
				for blank in blanks { text.unicodeScalars.append(blank) }
				blanks.removeAll(keepingCapacity: true)
			}
			text.unicodeScalars.append(scalar)
		}
		while true {
			guard let scalar = peek, !(column == 1 && (isDocumentMarker("---") || isDocumentMarker("..."))) else {
				throw failure("unterminated \(kind)-quoted string", at: open)
			}
			if scalar == quote {
				if quote == "'" && peek(1) == "'" {
					add("'")
					advance(2)
					continue
				}
				advance()
				for blank in blanks { text.unicodeScalars.append(blank) }
				return text
			}
			if quote == "\"" && scalar == "\\" {
				if peek(1) == "\n" || peek(1) == "\r" {
					advance()
					_ = skipLineBreaks()  // an escaped line break joins the lines without a space
					continue
				}
				add(try escape())
				continue
			}
			if scalar == "\n" || scalar == "\r" {
				blanks.removeAll(keepingCapacity: true)
				let breaks = skipLineBreaks()
				for folded in Self.folded(breaks).unicodeScalars { add(folded) }
				continue
			}
			add(scalar)
			advance()
		}
	}

	private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
		"0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}", "f": "\u{0C}", "r": "\r",
		"e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
	]

	/// A double-quoted string's escape, at its backslash.
	private mutating func escape() throws(Diagnostic) -> Unicode.Scalar {
		let position = here
		advance()
		guard let letter = peek else { throw failure("unterminated double-quoted string") }
		advance()
		if let scalar = Self.simpleEscapes[letter] { return scalar }
		let digits: Int
		switch letter {
		case "x": digits = 2
		case "u": digits = 4
		case "U": digits = 8
		default: throw failure("invalid escape '\\\(Character(letter))' in a double-quoted string", at: position)
		}
		var value: UInt32 = 0
		for _ in 0..<digits {
			guard let scalar = peek, let digit = Character(scalar).hexDigitValue else {
				throw failure("expected \(digits) hex digits after '\\\(Character(letter))'", at: position)
			}
			value = value &* 16 &+ UInt32(digit)
			advance()
		}
		guard let scalar = Unicode.Scalar(value) else { throw failure("escape '\\\(Character(letter))' is not a Unicode scalar", at: position) }
		return scalar
	}

	/// A literal (`|`) or folded (`>`) block scalar, at its indicator.
	mutating func blockScalar(parentIndent: Int) throws(Diagnostic) -> String {
		let folded = peek == ">"
		advance()
		var chomping: Unicode.Scalar = " "
		var explicitIndent: Int?
		for _ in 0..<2 {
			if peek == "-" || peek == "+" {
				chomping = peek!
				advance()
			} else if let scalar = peek, let digit = Character(scalar).wholeNumberValue, digit > 0, scalar.isASCII {
				explicitIndent = max(parentIndent, 0) + digit
				advance()
			}
		}
		guard Self.isBlank(peek) || peek == "#" else { throw failure("expected a chomping or indentation indicator, found \(describeCurrent())") }
		try finishLine()
		let lines = blockLines(parentIndent: parentIndent, contentIndent: explicitIndent)
		return Self.assemble(lines, folded: folded, chomping: chomping)
	}

	/// The block scalar's lines without their indentation; blank lines are empty.
	private mutating func blockLines(parentIndent: Int, contentIndent explicit: Int?) -> [String] {
		var contentIndent = explicit
		var lines: [String] = []
		while peek == "\n" || peek == "\r" {
			let lineStart = mark
			if peek == "\r" { advance() }
			guard peek == "\n" else { break }
			advance()
			if peek == nil { break }
			var indent = 0
			while peek == " " {
				advance()
				indent += 1
			}
			if atLineEnd {
				lines.append(indent > (contentIndent ?? Int.max) ? String(repeating: " ", count: indent - contentIndent!) : "")
				if peek == nil { break }
				continue
			}
			let limit = contentIndent ?? (indent > parentIndent ? indent : Int.max)
			if indent < limit || isDocumentMarker("---") || isDocumentMarker("...") {
				reset(lineStart)
				break
			}
			contentIndent = limit
			var text = String(repeating: " ", count: indent - limit)
			while !atLineEnd {
				text.unicodeScalars.append(peek!)
				advance()
			}
			lines.append(text)
		}
		return lines
	}

	/// Joins block lines: literal keeps every break, folded turns single breaks between
	/// unindented lines into spaces; then the final breaks by chomping (`-` none, clip one, `+` all).
	static func assemble(_ lines: [String], folded: Bool, chomping: Unicode.Scalar) -> String {
		guard let last = lines.lastIndex(where: { !$0.isEmpty }) else {
			return chomping == "+" ? String(repeating: "\n", count: lines.count) : ""
		}
		let trailing = lines.count - 1 - last
		var body = ""
		if folded {
			var pendingBreaks = 0
			var previousWasText: Bool?
			for line in lines[...last] {
				if line.isEmpty {
					pendingBreaks += 1
					continue
				}
				let isIndented = line.hasPrefix(" ") || line.hasPrefix("\t")
				switch previousWasText {
				case nil: body += String(repeating: "\n", count: pendingBreaks)
				case true? where !isIndented: body += pendingBreaks == 0 ? " " : String(repeating: "\n", count: pendingBreaks)
				default: body += String(repeating: "\n", count: pendingBreaks + 1)
				}
				body += line
				previousWasText = !isIndented
				pendingBreaks = 0
			}
		} else {
			body = lines[...last].joined(separator: "\n")
		}
		switch chomping {
		case "-": return body
		case "+": return body + String(repeating: "\n", count: trailing + 1)
		default: return body + "\n"
		}
	}
}
