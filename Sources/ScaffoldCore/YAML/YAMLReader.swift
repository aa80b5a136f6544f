import ScaffoldBasics

/// Reads YAML text into the same located ``JSONNode``s the JSON reader gives, so an OpenAPI
/// document in YAML is imported by exactly the code that imports one in JSON, with every
/// problem reported as `file:line:column`.
///
/// It reads the YAML that API descriptions are written in: block and flow collections, plain,
/// single- and double-quoted scalars, literal (`|`) and folded (`>`) block scalars with their
/// chomping and indentation indicators, comments, multi-line scalars, anchors, aliases and
/// `<<` merge keys, one document (optionally between `---` and `...`). Plain scalars are resolved
/// by YAML 1.2's core schema (`null`, `~`, `true`, `12`, `0x1F`, `1.5e3`); quoted and block
/// scalars, and every key, are strings. What it does not read (explicit `? ` keys, complex keys,
/// several documents) is a located error naming the construct. Nesting deeper than
/// ``maximumDepth`` and aliases expanding past ``maximumAliasExpansion`` nodes are errors too, and
/// no input traps.
package struct YAMLReader: Sendable {
	/// Deeper nesting is reported as an error rather than risking the stack.
	package static let maximumDepth = JSONReader.maximumDepth
	/// Aliases copy their anchor's nodes; past this many copied nodes the document is refused
	/// (a "billion laughs" document would otherwise exhaust memory).
	package static let maximumAliasExpansion = 100_000

	/// Path used in diagnostics.
	package var path: String

	/// Creates a reader whose diagnostics name `path`.
	package init(path: String) {
		self.path = path
	}

	/// Parses a whole document. Throws a ``Diagnostic`` at the first error.
	package func read(_ bytes: some Collection<UInt8>) throws(Diagnostic) -> JSONNode {
		var buffer = Array(bytes)
		if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { buffer.removeFirst(3) }
		guard let text = String(validating: buffer, as: UTF8.self) else {
			throw .error("invalid UTF-8", at: SourceLocation(path: path, position: UTF8Text.firstInvalidPosition(in: buffer)))
		}
		var parser = YAMLParser(scalars: Array(text.unicodeScalars), path: path)
		return try parser.document()
	}

	/// Parses a whole document given as text.
	package func read(_ text: String) throws(Diagnostic) -> JSONNode {
		try read(Array(text.utf8))
	}

	/// Whether `bytes` look like JSON rather than YAML: the first thing after blanks is `{` or `[`.
	/// (JSON is YAML, but the JSON reader's messages are the better ones for a JSON file.)
	package static func looksLikeJSON(_ bytes: some Collection<UInt8>) -> Bool {
		for byte in bytes where ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) {
			return byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
		}
		return false
	}
}
