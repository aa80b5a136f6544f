import Foundation

/// Which of SwiftFormatLintTests' setups lints which file, and how.
///
/// `swift format lint` makes two checks of a file: its rules (syntax-tree visitors: semicolons, names,
/// parentheses, imports' order, …) and its pretty-printer's whitespace check. Each is claimed once per
/// text that it provably judges alike, by the first setup that reaches the text; that setup lints the
/// file, the others leave that check to it. Whichever order Swift Testing runs the setups in, a finding
/// fails the setup that claimed the file.
///
/// - **The rules** read the syntax and the line breaks but not how deep a line is indented
///   (`SwiftFormatLintTests.theRulesReadNoIndentation` holds swift-format to that), so they are
///   claimed by a file's text with each line's leading spaces and tabs removed. Of the three setups'
///   files only about half differ in more than that (2,671 of 5,376 when this was written): the two
///   setups of 120 columns lay out every line alike, in tabs or in spaces.
/// - **The whitespace check** compares a file with what the pretty-printer prints for it. The printer
///   measures a tab of indentation as `tabWidth` columns and indents by whole units, so a file
///   indented with tabs (4 columns each) and the same file indented with 4 spaces per tab get the
///   same findings under one line length
///   (`SwiftFormatLintTests.tabsOfFourColumnsAndFourSpacesPrintAlike` holds swift-format
///   to that). It is claimed by the file's text with its indentation written in spaces, with the
///   rest of the setup's configuration (its line length, …), and only where every line's leading white space is whole units of the
///   setup's indentation and no line's is content (no multi-line string, block comment or
///   multi-line regex literal); any other file is checked in its own setup. The tabs setup and the
///   4-space setup print all but 7 of their 1,792 files alike (the 7 hold multi-line strings), so
///   the one that reaches a file second lints nothing of it.
/// - **`DoNotUseSemicolons`**, a quarter of the rules' time (it rewrites every nested statement list
///   again at each level), reports only a semicolon token, and every semicolon token is a `;` byte.
///   A file claimed for the rules in which no `;` can be a token (``mayHoldSemicolonToken(_:)``: none
///   outside comments and string literals) is linted with that rule off; it cannot find anything
///   there. `SwiftFormatLintTests.theSemicolonRuleFindsOnlySemicolonTokens` holds swift-format and the
///   scanner to that.
final class SwiftFormatClaims: @unchecked Sendable {
	/// What a setup does with one file.
	enum Lint: Equatable {
		/// The rules and the whitespace check: no setup claimed the file's rules before.
		case whole
		/// The whitespace check alone: another setup lints the rules of this text.
		case whitespaceOnly
		/// Nothing: other setups lint the rules and the white space of this text.
		case none
	}

	/// How a setup indents, read from its `.swift-format`.
	struct Style: Sendable {
		/// The character of indentation: a tab or a space.
		var character: UInt8
		/// How many of them make one level.
		var perLevel: Int
		/// The columns one level takes: the spaces' count, or the tabs' times `tabWidth`.
		var columns: Int
		/// The rest of the configuration (its line length, …), which the whitespace check depends on too.
		var rest: String

		/// The style of the configuration `json`, with swift-format's defaults (2 spaces, tabs 8 columns wide).
		init(configuration json: String) throws {
			var configuration = try require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
			let indentation = configuration.removeValue(forKey: "indentation") as? [String: Int] ?? ["spaces": 2]
			let tabWidth = configuration.removeValue(forKey: "tabWidth") as? Int ?? 8
			if let tabs = indentation["tabs"] {
				(character, perLevel, columns) = (0x09, tabs, tabs * tabWidth)
			} else {
				let spaces = try require(indentation["spaces"], "indentation \(indentation)")
				(character, perLevel, columns) = (0x20, spaces, spaces)
			}
			_ = try require(perLevel > 0 ? perLevel : nil, "indentation \(indentation)")
			rest = String(decoding: try JSONSerialization.data(withJSONObject: configuration, options: [.sortedKeys]), as: UTF8.self)
		}
	}

	/// The claims of this test process.
	static let shared = SwiftFormatClaims()

	private let lock = NSLock()
	private var rulesClaimed: Set<String> = []
	private var whitespaceClaimed: Set<String> = []

	/// What one setup lints: the files (relative to its root) of each way.
	struct Files: Equatable {
		/// The rules and the whitespace check, of files in which a `;` may be a token.
		var whole: [String] = []
		/// The rules but `DoNotUseSemicolons`, and the whitespace check: no `;` of these files is a token.
		var wholeWithoutSemicolons: [String] = []
		/// The whitespace check alone.
		var whitespaceOnly: [String] = []
	}

	/// `files` (relative to `root`) split by what this setup, of `style`, lints of each: the checks no
	/// setup claimed before are now claimed.
	func claim(_ files: [String], in root: URL, style: Style) throws -> Files {
		var claimed = Files()
		for file in files {
			let text = try Data(contentsOf: root.appendingPathComponent(file))
			switch claim(text, style: style) {
			case .whole where Self.mayHoldSemicolonToken(text): claimed.whole.append(file)
			case .whole: claimed.wholeWithoutSemicolons.append(file)
			case .whitespaceOnly: claimed.whitespaceOnly.append(file)
			case .none: break
			}
		}
		return claimed
	}

	/// Claims what no setup claimed before of one file's bytes, linted in a setup of `style`.
	func claim(_ text: Data, style: Style) -> Lint {
		// Keys made outside the lock: the setups run side by side.
		let rulesKey = Self.unindented(text)
		let whitespaceKey = Self.printedForm(text, style: style)
		lock.lock()
		defer { lock.unlock() }
		// A key that is nil (not UTF-8, or not whole units) claims nothing: that check is made here.
		let rulesNew = rulesKey.map { rulesClaimed.insert($0).inserted } ?? true
		let whitespaceNew = whitespaceKey.map { whitespaceClaimed.insert($0).inserted } ?? true
		return rulesNew ? .whole : whitespaceNew ? .whitespaceOnly : .none
	}

	/// The text with the spaces and tabs that begin each line removed; every other byte, line breaks
	/// included, kept; `nil` when the bytes are not UTF-8.
	static func unindented(_ data: Data) -> String? {
		reindented(data, style: nil)
	}

	/// What the whitespace check is claimed by: the setup's columns per level and the rest of its
	/// configuration, then the text with each line's indentation written as `columns` spaces per level;
	/// `nil` when a line's leading white space is not whole levels of the setup's indentation, or when
	/// the text may hold lines whose leading white space is content, not indentation (a multi-line
	/// string, a block comment, a multi-line regex literal), or is not UTF-8.
	static func printedForm(_ data: Data, style: Style) -> String? {
		for opening in [#"""""#, "/*", "#/"] where data.range(of: Data(opening.utf8)) != nil { return nil }
		return reindented(data, style: style).map { "\(style.columns) \(style.rest)\n" + $0 }
	}

	/// Whether a `;` of the Swift source `data` may be a token: `false` only when every `;` lies in a
	/// line comment or a single-line string literal outside its interpolations. Errs towards `true`:
	/// a file with a multi-line string, a block comment, a raw string or an extended regex literal
	/// anywhere, or a line with an interpolation, a raw identifier or a `/` that does not begin a
	/// comment before its `;`, may hold one.
	static func mayHoldSemicolonToken(_ data: Data) -> Bool {
		data.withUnsafeBytes { raw -> Bool in
			guard let start = raw.baseAddress else { return false }
			let bytes = start.assumingMemoryBound(to: UInt8.self)
			let count = raw.count
			guard memchr(bytes, 0x3B, count) != nil else { return false }
			for opening in [#"""""#, "/*", "#\"", "##", "#/"] where data.range(of: Data(opening.utf8)) != nil { return true }
			let (quote, backslash, slash, semicolon, backtick, newline) = (UInt8(0x22), UInt8(0x5C), UInt8(0x2F), UInt8(0x3B), UInt8(0x60), UInt8(0x0A))
			var lineStart = 0
			// Each line that holds a `;`, read from its start: strings and comments begin on it.
			while let found = memchr(bytes + lineStart, Int32(semicolon), count - lineStart) {
				let position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes
				var index = position
				while index > lineStart, bytes[index - 1] != newline { index -= 1 }
				let lineEnd = memchr(bytes + position, Int32(newline), count - position)
					.map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - bytes } ?? count
				var inString = false
				scan: while index < lineEnd {
					let byte = bytes[index]
					if inString {
						if byte == backslash {
							if index + 1 < lineEnd, bytes[index + 1] == 0x28 { return true }
							index += 2
							continue
						}
						if byte == quote { inString = false }
					} else {
						switch byte {
						case quote: inString = true
						case slash:
							if index + 1 < lineEnd, bytes[index + 1] == slash { break scan }
							return true
						case semicolon, backtick: return true
						default: break
						}
					}
					index += 1
				}
				lineStart = lineEnd
				guard lineStart < count else { break }
			}
			return false
		}
	}

	/// The text with each line's leading spaces and tabs removed, or, given a `style`, written as
	/// `columns` spaces per level of it (`nil` when they are not whole levels); `nil` when the bytes are
	/// not UTF-8. The lines are found and copied with `memchr` and `memcpy`: the test target is built
	/// without optimisation, and a loop over each byte of a setup's 1,792 files took about a second.
	private static func reindented(_ data: Data, style: Style?) -> String? {
		data.withUnsafeBytes { raw -> String? in
			guard let start = raw.baseAddress else { return "" }
			let bytes = start.assumingMemoryBound(to: UInt8.self)
			let count = raw.count
			let output = UnsafeMutablePointer<UInt8>.allocate(capacity: count * max(1, style?.columns ?? 1) + 1)
			defer { output.deallocate() }
			var written = 0
			var index = 0
			while index < count {
				var end = index
				while end < count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
				if let style, end > index {
					guard (end - index) % style.perLevel == 0 else { return nil }
					for position in index..<end where bytes[position] != style.character { return nil }
					let spaces = (end - index) / style.perLevel * style.columns
					memset(output + written, 0x20, spaces)
					written += spaces
				}
				let lineBreak = memchr(bytes + end, 0x0A, count - end).map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - bytes }
				let next = lineBreak.map { $0 + 1 } ?? count
				memcpy(output + written, bytes + end, next - end)
				written += next - end
				index = next
			}
			return String(validating: UnsafeBufferPointer(start: output, count: written), as: UTF8.self)
		}
	}
}
