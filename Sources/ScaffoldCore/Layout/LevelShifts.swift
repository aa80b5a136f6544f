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
		body.withUnsafeBufferPointer { next($0, scanning: true) }
	}

	/// The levels added to `body`, as ``next(_:)`` finds them, scanning the line only when
	/// `scanning` (the caller knows it has neither a `"""` nor, where the style indents `case`
	/// labels, a brace): the scan, when made, comes back too.
	mutating func next(_ body: UnsafeBufferPointer<UInt8>, scanning: Bool) -> (levels: Int, scan: SwiftLineScan?) {
		// Directives start with `#`: most lines need no comparison of prefixes at all.
		let isDirective = body.first == UInt8(ascii: "#")
		let isEnd = isDirective && body.hasBytes(prefix: "#endif")
		let isElse = isDirective && body.hasBytes(prefix: "#else")
		if isEnd { conditionalDepth = max(0, conditionalDepth - 1) }
		var scan: SwiftLineScan?
		if !isEnd && !isElse && scanning {
			scan = SwiftLineScan(body)
			if style.indentSwitchCaseLabels { braces.closeLeading(scan!, text: body) }
		}
		let levels = current(conditionalDepth - (isElse ? 1 : 0))
		if let scan, style.indentSwitchCaseLabels { braces.consume(scan, text: body) }
		if isDirective && body.hasBytes(prefix: "#if") { conditionalDepth += 1 }
		return (levels, scan)
	}

	/// The levels of a line that closes a multi-line string literal (`"""` and what follows):
	/// its blocks count, but it starts no directive.
	mutating func closing(_ body: ArraySlice<UInt8>) -> Int {
		body.withUnsafeBufferPointer { closing($0) }
	}

	/// The levels of a line that closes a multi-line string literal, read where it lies.
	mutating func closing(_ body: UnsafeBufferPointer<UInt8>) -> Int {
		let levels = current(conditionalDepth)
		if style.indentSwitchCaseLabels {
			braces.consume(SwiftLineScan(body), text: body)
		}
		return levels
	}

	private func current(_ conditional: Int) -> Int {
		(style.indentConditionalCompilationBlocks ? max(0, conditional) : 0) + (style.indentSwitchCaseLabels ? braces.switchDepth : 0)
	}
}
