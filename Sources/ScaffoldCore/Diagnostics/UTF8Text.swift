/// Decoding a file's bytes as UTF-8 text, with a located error when they are not.
package enum UTF8Text {
	/// The text of `bytes`, or an error at the line and column of the first byte that is not
	/// valid UTF-8 (columns count Unicode scalars, as every ``SourcePosition`` does), so a bad
	/// template is reported like a bad spec: `Templates/X.mustache:3:7: error: …`.
	package static func decode(_ bytes: [UInt8], path: String) throws(Diagnostic) -> String {
		if let text = String(validating: bytes, as: UTF8.self) { return text }
		let position = firstInvalidPosition(in: bytes)
		throw Diagnostic.error(
			"invalid UTF-8: this file is not UTF-8 text", at: SourceLocation(path: path, line: position.line, column: position.column))
	}

	/// The line and column of the first byte that is not valid UTF-8 (the end, when all are).
	package static func firstInvalidPosition(in bytes: [UInt8]) -> SourcePosition {
		var parser = Unicode.UTF8.ForwardParser()
		var iterator = bytes.makeIterator()
		var line = 1
		var column = 1
		while true {
			switch parser.parseScalar(from: &iterator) {
			case .valid(let encoded):
				if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
					line += 1
					column = 1
				} else {
					column += 1
				}
			case .error, .emptyInput:
				return SourcePosition(line: line, column: column)
			}
		}
	}
}
