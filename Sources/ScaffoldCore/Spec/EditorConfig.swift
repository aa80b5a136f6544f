import ScaffoldBasics

/// Reads the indentation and line length of Swift files out of an `.editorconfig`, for a project
/// with no `.swift-format`: the sections whose glob matches a `.swift` file name, later ones
/// winning, as editors read them.
///
/// Only `indent_style`, `indent_size`, `tab_width` and `max_line_length` matter here. A value the
/// EditorConfig specification does not allow is ignored, as editors ignore it, with a warning at
/// its line and column; a section whose glob names folders is skipped, since scaffold lays out
/// every generated file alike.
enum EditorConfig {
	static func settings(_ bytes: [UInt8], path: String) -> (CodeStyleSettings, [Diagnostic]) {
		var values: [String: (value: String, position: SourcePosition)] = [:]
		var diagnostics: [Diagnostic] = []
		var applies = false
		let text = String(decoding: bytes, as: UTF8.self)
		for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
			let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
			let indent = line.prefix { $0 == " " || $0 == "\t" }.count
			let content = line.dropFirst(indent)
			if content.isEmpty || content.hasPrefix("#") || content.hasPrefix(";") { continue }
			if content.hasPrefix("[") {
				let glob = content.dropFirst().prefix { $0 != "]" }
				applies = !glob.contains("/") && GlobPattern.matchesSwiftFile(String(glob))
				continue
			}
			guard applies, let equals = content.firstIndex(of: "=") else { continue }
			let key = content[..<equals].trimmingSpaces.lowercased()
			let value = content[content.index(after: equals)...].trimmingSpaces
			let column = indent + content.distance(from: content.startIndex, to: content.index(after: equals)) + 1
				+ content[content.index(after: equals)...].prefix { $0 == " " || $0 == "\t" }.count
			values[key] = (value, SourcePosition(line: index + 1, column: column))
		}
		var settings = CodeStyleSettings()
		func ignored(_ key: String, _ expected: String) {
			guard let entry = values[key] else { return }
			diagnostics.append(.warning(
				"\(key) = \(entry.value) is not \(expected); ignored", at: SourceLocation(path: path, position: entry.position)))
		}
		let style = values["indent_style"]?.value.lowercased()
		let size = values["indent_size"]?.value.lowercased()
		let tabWidth = values["tab_width"].flatMap { Int($0.value) }.flatMap { (1...16).contains($0) ? $0 : nil }
		if values["tab_width"] != nil && tabWidth == nil { ignored("tab_width", "a width from 1 to 16") }
		settings.tabWidth = tabWidth
		switch style {
		case "tab":
			settings.indentation = .tab
			if tabWidth == nil, let size, let width = Int(size), (1...16).contains(width) { settings.tabWidth = width }
		case "space":
			if let size, let width = Int(size), (1...16).contains(width) {
				settings.indentation = .spaces(width)
			} else if size == nil || size == "tab" {
				settings.indentation = .spaces(tabWidth ?? 4)
			} else {
				ignored("indent_size", "'tab' or a number of spaces from 1 to 16")
			}
		case nil:
			break
		default:
			ignored("indent_style", "'tab' or 'space'")
		}
		if let length = values["max_line_length"] {
			if length.value.lowercased() == "off" {
				settings.lineLength = .some(nil)
			} else if let columns = Int(length.value), CodeStyle.lineLengths.contains(columns) {
				settings.lineLength = columns
			} else {
				ignored("max_line_length", "'off' or a length from \(CodeStyle.lineLengths.lowerBound) to \(CodeStyle.lineLengths.upperBound)")
			}
		}
		return (settings, diagnostics)
	}
}

/// EditorConfig's globs, matched against the name of a Swift file.
package enum GlobPattern {
	/// Whether `glob` (no `/`) matches `File.swift`: `*`, `*.swift`, `**.swift`, `*.{swift,m}`, `{*.swift,*.md}`.
	package static func matchesSwiftFile(_ glob: String) -> Bool {
		alternatives(of: glob).contains { matches(Array($0.utf8)[...], Array("File.swift".utf8)[...]) }
	}

	/// The patterns a glob with `{a,b}` stands for (one level of braces is all `.editorconfig`s use).
	private static func alternatives(of glob: String) -> [String] {
		guard let open = glob.firstIndex(of: "{"), let close = glob[open...].firstIndex(of: "}") else { return [glob] }
		let head = glob[..<open]
		let tail = glob[glob.index(after: close)...]
		return glob[glob.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false).flatMap {
			alternatives(of: String(head + $0 + tail))
		}
	}

	private static func matches(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
		guard let first = pattern.first else { return name.isEmpty }
		switch first {
		case UInt8(ascii: "*"):
			let rest = pattern.drop { $0 == UInt8(ascii: "*") }
			return (0...name.count).contains { matches(rest, name.dropFirst($0)) }
		case UInt8(ascii: "?"):
			return !name.isEmpty && matches(pattern.dropFirst(), name.dropFirst())
		default:
			return name.first == first && matches(pattern.dropFirst(), name.dropFirst())
		}
	}
}

extension Substring {
	fileprivate var trimmingSpaces: String {
		String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
	}
}
