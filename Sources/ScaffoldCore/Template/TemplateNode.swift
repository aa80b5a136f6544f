import ScaffoldBasics

/// One element of a parsed template. Everything the renderer needs is decided at parse
/// time (names split, standalone lines removed, indentation computed), so rendering only
/// walks these nodes and appends bytes.
package enum TemplateNode: Sendable {
	/// Literal text. The flags matter only while parsing (for block re-indentation);
	/// adjacent texts are merged once parsing is done.
	case text(TextNode)
	/// `{{name}}`, `{{{name}}}` or `{{&name}}`.
	case variable(VariableTag)
	/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
	case section(SectionTag)
	/// `{{>name}}` or `{{>*name}}`.
	case partial(PartialTag)
	/// `{{<name}}…{{/name}}`: a partial whose blocks are overridden.
	case parent(ParentTag)
	/// `{{$name}}…{{/name}}`: a replaceable block with default content.
	case block(BlockTag)
}

/// Literal template text.
package struct TextNode: Sendable {
	var bytes: [UInt8]
	/// The text begins a template line (its leading blanks are that line's indentation).
	var startsLine = false
	/// The text is a whole line of nothing but spaces and tabs (ignored when measuring indentation).
	var isBlankLine = false
}

/// A name as written in a tag: `.` (the current context) or dot-separated keys.
package struct TagName: Sendable, Hashable {
	/// The name as written, for messages.
	let text: String
	/// The keys to follow; empty for the implicit iterator `.`.
	package let parts: [String]

	package init(_ text: String) {
		self.text = text
		if text == "." {
			parts = []
		} else if !text.utf8.contains(Self.dot) {
			// Most names are one key: no dot to split at, in any script.
			parts = [text]
		} else if Self.isASCII(text) {
			// Each ASCII byte is a character: splitting the bytes is splitting the characters.
			parts = text.utf8.split(separator: Self.dot, omittingEmptySubsequences: false).map { String(Substring($0)) }
		} else {
			parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
		}
	}

	/// A name already split: `parts` must be what ``init(_:)`` makes of `text`.
	init(text: String, parts: [String]) {
		self.text = text
		self.parts = parts
	}

	/// `text` without leading and trailing whitespace (tags allow padding: `{{ name }}`).
	package static func trimmed(_ text: some StringProtocol) -> String {
		if isASCII(text) {
			// ASCII whitespace is exactly the whitespace an ASCII character can be.
			var bytes = Substring(text).utf8[...]
			while let first = bytes.first, isASCIIWhitespace(first) { bytes.removeFirst() }
			while let last = bytes.last, isASCIIWhitespace(last) { bytes.removeLast() }
			return String(Substring(bytes))
		}
		guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { return "" }
		let last = text.lastIndex(where: { !$0.isWhitespace })!
		return String(text[first...last])
	}

	/// Why `text` cannot be a name, or `nil` when it is valid.
	static func problem(with text: String) -> String? {
		if text == "." || isPlainlyValid(text) { return nil }
		if text.contains(where: \.isWhitespace) { return "invalid name \(quoted: text): names cannot contain whitespace" }
		if text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
			return "invalid name \(quoted: text): a dotted name needs a key between every pair of dots"
		}
		return nil
	}

	/// Whether `text` is a valid name by a test of its bytes alone, as nearly every name is:
	/// printable ASCII without spaces, a key before, after and between its dots. Anything else
	/// goes through the rules of ``problem(with:)``, which also word what is wrong.
	private static func isPlainlyValid(_ text: String) -> Bool {
		var previous = dot
		for byte in text.utf8 {
			guard byte > 0x20, byte < 0x7F, byte != dot || previous != dot else { return false }
			previous = byte
		}
		return previous != dot
	}

	private static let dot = UInt8(ascii: ".")

	private static func isASCII(_ text: some StringProtocol) -> Bool {
		text.utf8.withContiguousStorageIfAvailable { $0.allBytes(in: 0..<$0.count) { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
	}

	/// Tab, line feed, vertical tab, form feed, carriage return, space: the ASCII scalars with
	/// Unicode's White_Space property, which `Character.isWhitespace` tests.
	private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
		byte == 0x20 || (0x09...0x0D).contains(byte)
	}
}

/// An interpolation tag.
package struct VariableTag: Sendable {
	let name: TagName
	/// `{{name}}` (escaped when the options say so) rather than `{{{name}}}` / `{{&name}}`.
	let escapes: Bool
	let position: SourcePosition
}

/// A section or inverted section.
package struct SectionTag: Sendable {
	let name: TagName
	let inverted: Bool
	var body: [TemplateNode]
	let position: SourcePosition
}

/// Which template a partial or parent tag includes.
package enum PartialTarget: Sendable {
	/// `{{>name}}`: a template of the set, by name.
	case named(String)
	/// `{{>*name}}`: the template whose name is the value of `name` in the context.
	case dynamic(TagName)

	/// The target as written after the sigil, for messages.
	var text: String {
		switch self {
		case .named(let name): name
		case .dynamic(let name): "*" + name.text
		}
	}
}

/// A partial tag.
package struct PartialTag: Sendable {
	let target: PartialTarget
	/// Added to every line of the partial when the tag stands alone on its line.
	var indentation: [UInt8]
	/// The tag stands alone on its line.
	let isStandalone: Bool
	let position: SourcePosition
}

/// A parent tag with the blocks it overrides.
package struct ParentTag: Sendable {
	let target: PartialTarget
	/// Added to every line of the parent when the tag stands alone on its line.
	var indentation: [UInt8]
	/// The tag stands alone on its line.
	let isStandalone: Bool
	/// Overriding blocks by name (blocks are the only content of a parent that counts).
	var blocks: [String: BlockTag]
	let position: SourcePosition
}

/// A block: a named, replaceable piece of a template.
package struct BlockTag: Sendable {
	let name: String
	/// Default content (or, inside a parent tag, the overriding content), with its own
	/// common indentation removed so it can be re-indented where it is used.
	var body: [TemplateNode]
	/// The indentation content gets where this block is expanded.
	var indentation: [UInt8]
	/// The opening tag stands alone on its line, so the content starts on a line of its own.
	let isStandalone: Bool
	let position: SourcePosition
}
