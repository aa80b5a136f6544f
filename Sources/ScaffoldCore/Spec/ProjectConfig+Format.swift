import ScaffoldBasics

extension ProjectConfig {
	/// The keys of `scaffold.json`'s `format`: swift-format's names for the same settings.
	static let formatKeys = [
		"indent", "tabWidth", "lineLength", "indentConditionalCompilationBlocks", "indentSwitchCaseLabels",
		"multiElementCollectionTrailingCommas",
	]

	/// `"tab"` or a number of spaces from 1 to 16.
	static func decodeIndent(_ node: JSONNode, name: String, reader: inout SpecReader) -> Indentation? {
		if node.string == "tab" { return .tab }
		if let spaces = node.int, (1...16).contains(spaces) { return .spaces(spaces) }
		let found = node.string.map { "\(quoted: $0)" } ?? (node.int.map(String.init) ?? node.value.kindName)
		reader.error("expected 'tab' or a number of spaces from 1 to 16 for \(name), found \(found)", at: node.position)
		return nil
	}

	/// `"format": { "indent": 2, "lineLength": 100, … }`: what wins over `.swift-format`.
	static func decodeFormat(_ node: JSONNode, into settings: inout CodeStyleSettings, reader: inout SpecReader) {
		guard let format = reader.object(node, context: "format", keys: formatKeys) else { return }
		if let indent = format["indent"], let indentation = decodeIndent(indent, name: "format.indent", reader: &reader) {
			settings.indentation = indentation
		}
		if let width = reader.integer(format, "tabWidth") {
			if (1...16).contains(width.value) { settings.tabWidth = width.value } else {
				reader.error("format.tabWidth must be from 1 to 16, found \(width.value)", at: width.position)
			}
		}
		if let length = reader.integer(format, "lineLength") {
			if CodeStyle.lineLengths.contains(length.value) { settings.lineLength = length.value } else {
				reader.error(
					"format.lineLength must be from \(CodeStyle.lineLengths.lowerBound) to \(CodeStyle.lineLengths.upperBound), found \(length.value)",
					at: length.position)
			}
		}
		settings.indentConditionalCompilationBlocks = reader.bool(format, "indentConditionalCompilationBlocks") ?? settings.indentConditionalCompilationBlocks
		settings.indentSwitchCaseLabels = reader.bool(format, "indentSwitchCaseLabels") ?? settings.indentSwitchCaseLabels
		settings.multiElementCollectionTrailingCommas = reader.bool(format, "multiElementCollectionTrailingCommas") ?? settings.multiElementCollectionTrailingCommas
	}

	/// The config with the project's formatter configuration under `scaffold.json`'s own
	/// settings: `swiftFormat` (the root's `.swift-format`) when there is one, else
	/// `editorConfig` (the root's `.editorconfig`). Each file's problems are located in it.
	public func applyingStyleFiles(
		swiftFormat: (bytes: [UInt8], path: String)?, editorConfig: (bytes: [UInt8], path: String)?
	) -> (config: ProjectConfig?, diagnostics: [Diagnostic]) {
		var fileSettings = CodeStyleSettings()
		var diagnostics: [Diagnostic] = []
		// What a `.swift-format` leaves out, swift-format takes from its own defaults.
		var base = CodeStyle.house
		if let swiftFormat {
			(fileSettings, diagnostics) = SwiftFormatConfiguration.settings(swiftFormat.bytes, path: swiftFormat.path)
			base = .swiftFormatDefaults
		} else if let editorConfig {
			(fileSettings, diagnostics) = EditorConfig.settings(editorConfig.bytes, path: editorConfig.path)
		}
		guard !diagnostics.containsErrors else { return (nil, diagnostics) }
		var config = self
		config.codeStyle = styleSettings.applied(to: fileSettings.applied(to: base))
		return (config, diagnostics)
	}
}

extension CodeStyle {
	/// The line lengths scaffold wraps to.
	package static let lineLengths = 40...1000
}
