/// How generated Swift is laid out: the handful of swift-format settings that decide whether
/// `swift format lint --strict` accepts a file, read from the project's `.swift-format` (or
/// `.editorconfig`), with `scaffold.json`'s `format` on top.
///
/// The defaults are scaffold's house style: tabs counted as 4 columns, 120 columns, `#if` bodies
/// indented, trailing commas in multi-line collection literals. Templates are written with tabs
/// and one line per statement; ``SwiftLayout`` turns that into this style.
package struct CodeStyle: Sendable, Hashable {
	/// One level of indentation.
	package var indentation: Indentation = .tab
	/// How many columns a tab counts for when measuring a line (swift-format's `tabWidth`).
	package var tabWidth: Int = 4
	/// The longest line, in columns; `nil` never wraps (swift-format's `lineLength`).
	package var lineLength: Int? = 120
	/// Whether the lines between `#if` and `#endif` are one level deeper.
	package var indentConditionalCompilationBlocks: Bool = true
	/// Whether `case` labels are one level deeper than their `switch`.
	package var indentSwitchCaseLabels: Bool = false
	/// Whether a collection literal spread over several lines ends its last element with a comma.
	package var multiElementCollectionTrailingCommas: Bool = true

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(indentation: Indentation = .tab, tabWidth: Int = 4, lineLength: Int? = 120, indentConditionalCompilationBlocks: Bool = true, indentSwitchCaseLabels: Bool = false, multiElementCollectionTrailingCommas: Bool = true) {
		self.indentation = indentation
		self.tabWidth = tabWidth
		self.lineLength = lineLength
		self.indentConditionalCompilationBlocks = indentConditionalCompilationBlocks
		self.indentSwitchCaseLabels = indentSwitchCaseLabels
		self.multiElementCollectionTrailingCommas = multiElementCollectionTrailingCommas
	}

	/// scaffold's house style.
	package static let house = CodeStyle()

	/// What swift-format uses for a setting its configuration leaves out (`swift format
	/// dump-configuration`): 2 spaces, 100 columns, tabs counted as 8.
	package static let swiftFormatDefaults = CodeStyle(indentation: .spaces(2), tabWidth: 8, lineLength: 100)

	/// The columns one level of indentation takes.
	package var levelWidth: Int {
		switch indentation {
		case .tab: tabWidth
		case .spaces(let count): count
		}
	}

	/// Every setting in a fixed order: what a run's inputs hash, so changing the style invalidates
	/// a replayed run.
	package var summary: String {
		let indent = switch indentation {
		case .tab: "tab"
		case .spaces(let count): "\(count) spaces"
		}
		return "indent \(indent), tab width \(tabWidth), line length \(lineLength.map(String.init) ?? "off"), "
			+ "#if bodies \(indentConditionalCompilationBlocks ? "indented" : "not indented"), "
			+ "case labels \(indentSwitchCaseLabels ? "indented" : "not indented"), "
			+ "trailing commas \(multiElementCollectionTrailingCommas ? "on" : "off")"
	}
}

/// The style settings one source sets (a `.swift-format`, an `.editorconfig`, `scaffold.json`);
/// `nil` leaves a setting to the source below.
package struct CodeStyleSettings: Sendable, Hashable {
	package var indentation: Indentation?
	package var tabWidth: Int?
	/// `.some(nil)`: never wrap (`max_line_length = off`).
	package var lineLength: Int??
	package var indentConditionalCompilationBlocks: Bool?
	package var indentSwitchCaseLabels: Bool?
	package var multiElementCollectionTrailingCommas: Bool?

	package init() {}

	/// `style` with these settings on top.
	package func applied(to style: CodeStyle) -> CodeStyle {
		var style = style
		if let indentation { style.indentation = indentation }
		if let tabWidth { style.tabWidth = tabWidth }
		if let lineLength { style.lineLength = lineLength }
		if let indentConditionalCompilationBlocks { style.indentConditionalCompilationBlocks = indentConditionalCompilationBlocks }
		if let indentSwitchCaseLabels { style.indentSwitchCaseLabels = indentSwitchCaseLabels }
		if let multiElementCollectionTrailingCommas { style.multiElementCollectionTrailingCommas = multiElementCollectionTrailingCommas }
		return style
	}
}
