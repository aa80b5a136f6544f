import ScaffoldBasics

/// The levels a style adds to a line beyond its template tabs: one per enclosing `#if` block
/// (with `indentConditionalCompilationBlocks`) and one per enclosing `switch` body (with
/// `indentSwitchCaseLabels`). Fed every line of a file in order; shared by the layout and by
/// ``SwiftLayout/templateForm(_:style:)``, which takes them away again.
struct LevelShifts {
	let style: CodeStyle
	private var conditionalDepth = 0
	private var braces = BraceTracker()

	init(style: CodeStyle) {
		self.style = style
	}

	/// The levels added to `body` (a line without its indentation), and its scan (nil for a
	/// directive); the state moves past the line.
	mutating func next(_ body: ArraySlice<UInt8>) -> (levels: Int, scan: SwiftLineScan?) {
		let isEnd = body.starts(with: "#endif".utf8)
		let isElse = body.starts(with: "#else".utf8)
		if isEnd { conditionalDepth = max(0, conditionalDepth - 1) }
		var scan: SwiftLineScan?
		let text = Array(body)
		if !isEnd && !isElse {
			scan = SwiftLineScan(text[...])
			if style.indentSwitchCaseLabels { braces.closeLeading(scan!, text: text, from: 0) }
		}
		let levels = current(conditionalDepth - (isElse ? 1 : 0))
		if let scan, style.indentSwitchCaseLabels { braces.consume(scan, text: text) }
		if body.starts(with: "#if".utf8) { conditionalDepth += 1 }
		return (levels, scan)
	}

	/// The levels of a line that closes a multi-line string literal (`"""` and what follows):
	/// its blocks count, but it starts no directive.
	mutating func closing(_ body: ArraySlice<UInt8>) -> Int {
		let levels = current(conditionalDepth)
		if style.indentSwitchCaseLabels {
			let text = Array(body)
			braces.consume(SwiftLineScan(text[...]), text: text)
		}
		return levels
	}

	private func current(_ conditional: Int) -> Int {
		(style.indentConditionalCompilationBlocks ? max(0, conditional) : 0) + (style.indentSwitchCaseLabels ? braces.switchDepth : 0)
	}
}
