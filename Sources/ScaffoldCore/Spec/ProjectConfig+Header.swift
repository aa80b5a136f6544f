import ScaffoldBasics

extension ProjectConfig {
	/// The most header lines a project may configure. scaffold looks for its marker among a file's
	/// leading comment lines (``HeaderMarker/searchedLines``); a header this long keeps the marker
	/// well inside them.
	package static let maximumHeaderLines = 32

	/// `"header": ["// swiftlint:disable all", "// Copyright …"]`: each element one Swift line
	/// comment. A line that is not a comment would break every generated file's compilation, and a
	/// line break inside an element would hide one, so both are errors at the element.
	static func decodeHeader(_ node: JSONNode, reader: inout SpecReader) -> [String] {
		guard let elements = node.elements else {
			reader.error("expected an array of comment lines for header, found \(node.value.kindName)", at: node.position)
			return []
		}
		if elements.count > maximumHeaderLines {
			reader.error("header has \(elements.count) lines; at most \(maximumHeaderLines) are allowed", at: node.position)
			return []
		}
		var lines: [String] = []
		for (index, element) in elements.enumerated() {
			guard let line = element.string else {
				reader.error("expected a string for header[\(index)], found \(element.value.kindName)", at: element.position)
				continue
			}
			if let problem = headerLineProblem(line) {
				reader.error("header[\(index)] \(problem), found \(quoted: SpecNameRules.printable(line))", at: element.position)
				continue
			}
			lines.append(line)
		}
		return lines
	}

	/// Why `line` cannot stand before a generated file's marker, or `nil` when it can.
	static func headerLineProblem(_ line: String) -> String? {
		if line.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
			return "must be one line without control characters"
		}
		if !line.hasPrefix("//") {
			return "must be a Swift line comment (start with //)"
		}
		return nil
	}

	/// The header lines as `scaffold.json` writes them.
	package var headerJSON: JSONValue {
		.array(header.map { JSONNode(.string($0)) })
	}
}
