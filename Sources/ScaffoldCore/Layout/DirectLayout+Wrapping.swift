import ScaffoldBasics

extension DirectLayout {
	/// The lines of `lines` that ``LineWrapping`` wraps, with their pieces, in line order. Only a
	/// line that may be too long becomes a ``SwiftLayout/Line``; the brackets of the others are
	/// followed (as ``LineWrapping/wrap(_:limit:style:)`` follows them) only when some line is.
	static func wrappedLines(
		_ lines: [LineRange], _ bytes: UnsafeBufferPointer<UInt8>, style: CodeStyle
	) -> [(line: Int, pieces: [SwiftLayout.Line])] {
		guard let lineLength = style.lineLength, let last = lines.lastIndex(where: \.mayWrap) else { return [] }
		var wrapped: [(line: Int, pieces: [SwiftLayout.Line])] = []
		// The brackets earlier lines left open: a line inside `(` or `[` lists elements.
		var open: [UInt8] = []
		for index in 0...last where lines[index].baseTabs < 0 {
			let line = lines[index]
			let body = line.bytes(in: bytes)
			if line.mayWrap {
				let inList = open.last.map { $0 != UInt8(ascii: "{") } ?? false
				let whole = SwiftLayout.Line(level: line.level, text: String(decoding: body, as: UTF8.self), wrappable: line.wrappable)
				let pieces = LineWrapping.wrapped(whole, inList: inList, lineLength: lineLength, style: style)
				if pieces != [whole] { wrapped.append((index, pieces)) }
			}
			// Code only: not a comment, not a directive (string contents were left out above).
			if line.hasMarks && !body.hasBytes(prefix: "//") && body.first != UInt8(ascii: "#") {
				SwiftLineScan.trackBrackets(of: body, in: &open)
			}
		}
		return wrapped
	}
}
