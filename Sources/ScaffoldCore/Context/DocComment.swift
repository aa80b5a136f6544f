import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Doc comments written by the context: paragraphs wrapped into `///` lines, each word made
/// safe for a comment (a spec's description may hold line breaks).
package enum DocComment {
	/// The `///` lines of `paragraphs`, each wrapped before `width` characters of text; paragraphs
	/// are separated by a `///` line (without a trailing space). Keys: `line`.
	package static func lines(_ paragraphs: [String], width: Int = 96) -> [TemplateValue] {
		var lines: [String] = []
		for (index, paragraph) in paragraphs.enumerated() {
			if index > 0 { lines.append("///") }
			let text = SwiftLiteral.comment(paragraph)
			lines += wrapASCII(text, width: width) ?? wrapCharacters(text, width: width)
		}
		return lines.map { ["line": .string($0)] }
	}

	/// The `///` lines of one paragraph (already safe for a comment), its words (separated by
	/// spaces) wrapped before `width` characters: the general path, for any text.
	package static func wrapCharacters(_ text: String, width: Int) -> [String] {
		var lines: [String] = []
		var line = ""
		for word in text.split(separator: " ") {
			if !line.isEmpty && line.count + 1 + word.count > width {
				lines.append("/// " + line)
				line = ""
			}
			line += (line.isEmpty ? "" : " ") + word
		}
		lines.append("/// " + line)
		return lines
	}

	/// ``wrapCharacters(_:width:)`` for all-ASCII text, on its UTF-8 bytes; `nil` for any other text.
	///
	/// Text safe for a comment holds no control character, so each ASCII byte is one `Character`
	/// and a line's length is the sum of its words' and spaces' bytes: counted once per word,
	/// where `String.count` on the growing line walks it all again for every word.
	package static func wrapASCII(_ text: String, width: Int) -> [String]? {
		let wrapped = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
			guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
			// Text with no word is one `///` line, as `wrapCharacters(_:width:)` gives it.
			let lines = ASCIIWordFill.lines(bytes, prefix: Array("/// ".utf8), room: width)
			return lines.isEmpty ? ["/// "] : lines
		}
		return wrapped ?? nil
	}
}
