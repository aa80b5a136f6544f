import ScaffoldBasics

/// Reads the settings scaffold follows out of a swift-format configuration file (`.swift-format`,
/// JSON). Keys scaffold does not need are ignored, as swift-format ignores none of them but
/// scaffold's layout does not depend on them; a setting scaffold cannot follow is a warning.
enum SwiftFormatConfiguration {
	static func settings(_ bytes: [UInt8], path: String) -> (CodeStyleSettings, [Diagnostic]) {
		let root: JSONNode
		do {
			root = try JSONReader(path: path).read(bytes)
		} catch {
			return (CodeStyleSettings(), [error])
		}
		var reader = SpecReader(path: path, topName: ".swift-format")
		var settings = CodeStyleSettings()
		guard root.members != nil else {
			reader.error("expected an object at the top of .swift-format, found \(root.value.kindName)", at: root.position)
			return (settings, reader.diagnostics)
		}
		let top = SpecObject(node: root, context: "")
		if let node = top["indentation"] {
			settings.indentation = indentation(node, reader: &reader)
		}
		if let width = reader.integer(top, "tabWidth") {
			if (1...16).contains(width.value) { settings.tabWidth = width.value } else {
				reader.error("tabWidth must be from 1 to 16, found \(width.value)", at: width.position)
			}
		}
		if let length = reader.integer(top, "lineLength") {
			if CodeStyle.lineLengths.contains(length.value) { settings.lineLength = length.value } else {
				reader.error(
					"scaffold wraps lines to a lineLength from \(CodeStyle.lineLengths.lowerBound) to \(CodeStyle.lineLengths.upperBound), found \(length.value)",
					at: length.position)
			}
		}
		settings.indentConditionalCompilationBlocks = reader.bool(top, "indentConditionalCompilationBlocks")
		settings.indentSwitchCaseLabels = reader.bool(top, "indentSwitchCaseLabels")
		settings.multiElementCollectionTrailingCommas = reader.bool(top, "multiElementCollectionTrailingCommas")
		if let node = top["respectsExistingLineBreaks"], node.bool == false {
			reader.warning(
				"scaffold wraps long lines where swift-format may break them, which swift-format keeps only with respectsExistingLineBreaks: true; `swift format lint` may report line breaks in generated files",
				at: node.position)
		}
		return (settings, SpecReader.sorted(reader.diagnostics))
	}

	/// `{ "spaces": N }` or `{ "tabs": 1 }`.
	private static func indentation(_ node: JSONNode, reader: inout SpecReader) -> Indentation? {
		guard let object = reader.object(node, context: "indentation", keys: ["spaces", "tabs"]) else { return nil }
		if let spaces = reader.integer(object, "spaces") {
			guard (1...16).contains(spaces.value) else {
				reader.error("indentation.spaces must be from 1 to 16, found \(spaces.value)", at: spaces.position)
				return nil
			}
			return .spaces(spaces.value)
		}
		if let tabs = reader.integer(object, "tabs") {
			guard tabs.value == 1 else {
				reader.error("scaffold indents with one tab per level; indentation.tabs must be 1, found \(tabs.value)", at: tabs.position)
				return nil
			}
			return .tab
		}
		reader.error("expected \"spaces\" or \"tabs\" in indentation", at: node.position)
		return nil
	}
}
