import ScaffoldBasics

extension SwiftLayout {
	/// A file scaffold generated in `style`, back in the shape templates write: a tab per level,
	/// without the levels `style` adds inside `#if` blocks and `switch` bodies. What reads
	/// generated files back (the SwiftData freezing) reads this form, whatever the project's
	/// style. Wrapped lines stay wrapped; the layout leaves a line short enough as it is.
	package static func templateForm(_ text: String, style: CodeStyle) -> String {
		var shifts = LevelShifts(style: style)
		var output: [String] = []
		for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
			let bytes = Array(line.utf8)
			let leading = bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
			let width = leading.reduce(0) { $0 + ($1 == UInt8(ascii: "\t") ? style.levelWidth : 1) }
			let body = bytes[leading.count...]
			if body.isEmpty {
				output.append("")
				continue
			}
			let levels = max(0, width / max(1, style.levelWidth) - shifts.next(body).levels)
			output.append(String(repeating: "\t", count: levels) + String(decoding: body, as: UTF8.self))
		}
		return output.joined(separator: "\n")
	}
}
