/// Doc comments written by the context: paragraphs wrapped into `///` lines, each word made
/// safe for a comment (a spec's description may hold line breaks).
enum DocComment {
	/// The `///` lines of `paragraphs`, each wrapped before `width` characters of text; paragraphs
	/// are separated by a `///` line (without a trailing space). Keys: `line`.
	static func lines(_ paragraphs: [String], width: Int = 96) -> [TemplateValue] {
		var lines: [String] = []
		for (index, paragraph) in paragraphs.enumerated() {
			if index > 0 { lines.append("///") }
			var line = ""
			for word in SwiftLiteral.comment(paragraph).split(separator: " ") {
				if !line.isEmpty && line.count + 1 + word.count > width {
					lines.append("/// " + line)
					line = ""
				}
				line += (line.isEmpty ? "" : " ") + word
			}
			lines.append("/// " + line)
		}
		return lines.map { ["line": .string($0)] }
	}
}
