import ScaffoldBasics

extension DirectLayout {
	/// The laid-out bytes, written as ``SwiftLayout/render(_:style:)`` writes lines, from the first
	/// line whose output differs from the text: until then nothing is copied, and a file whose
	/// every line comes out as it went in (the house style without `#if` blocks, nothing to wrap)
	/// is never written at all.
	struct Output {
		/// What is written so far, once a line differed: the text before that line, then the lines.
		private(set) var written: [UInt8]?
		private let text: UnsafeBufferPointer<UInt8>
		private let unit: [UInt8]
		/// ``unit`` a few levels over, so that a line's indentation is one copy, not a call (and a
		/// retain of ``unit``) per level: 111,000 of them in the 20-feature `check`.
		private let levels: [UInt8]
		private let isTab: Bool
		/// The widest a line may be without ``LineWrapping`` looking at it, and a level's width.
		private let limit: Int
		private let levelWidth: Int
		/// The lines of literals' elements ``code(start:body:end:level:element:)`` wrote whole with
		/// room for one more byte, in order: where each ends in the text and in the output (the same
		/// while nothing is written). The lines whose comma ``setComma(lineEnd:add:before:)`` may set.
		private var lineEnds: [(text: Int, output: Int)] = []

		init(_ text: UnsafeBufferPointer<UInt8>, style: CodeStyle) {
			self.text = text
			unit = Array(style.indentation.unit.utf8)
			isTab = unit == [UInt8(ascii: "\t")]
			levels = Array([[UInt8]](repeating: unit, count: Self.levelsAtOnce).joined())
			// `LineWrapping` keeps a column to spare, as in `DirectLayout.layOut`.
			limit = style.lineLength.map { $0 - 1 } ?? Int.max
			levelWidth = style.levelWidth
		}

		/// A line of code from `start` to `end`, its text from `body` on, at `level`; an `element`
		/// line (``OpenBrackets/isElementLine(end:)``) is remembered for ``setComma(lineEnd:add:before:)``.
		mutating func code(start: Int, body: Int, end: Int, level: Int, element: Bool = false) {
			// A comma more leaves the line no longer than the limit: `LineWrapping` leaves it alone.
			let roomForComma =
				element && body < end && !LineFacts.mayBeLonger(bytes: end - body + 1, level: level, than: limit, levelWidth: levelWidth)
			if written == nil && isKept(tabs: body - start, level: level, empty: body == end) {
				if roomForComma { lineEnds.append((end, end)) }
				return
			}
			begin(start)
			guard body < end else { return }
			indent(level)
			written!.append(contentsOf: UnsafeBufferPointer(rebasing: text[body..<end]))
			if roomForComma { lineEnds.append((end, written!.count)) }
		}

		/// Adds a comma at the end of the line that ends at `end` of the text (or removes the one
		/// there), before the line that starts at `next` is written; false when ``code(start:body:end:level:element:)``
		/// did not write that line whole with room for the comma, as a literal's element.
		mutating func setComma(lineEnd end: Int, add: Bool, before next: Int) -> Bool {
			guard let index = lineEnds.lastIndex(where: { $0.text == end }) else { return false }
			if written == nil {
				// Everything before `next` came out as it went in; the next line's `begin` writes the newline.
				begin(next)
				written!.removeLast()
			}
			let at = lineEnds[index].output
			if add {
				written!.insert(UInt8(ascii: ","), at: at)
			} else {
				guard written![at - 1] == UInt8(ascii: ",") else { return false }
				written!.remove(at: at - 1)
			}
			for later in index..<lineEnds.count { lineEnds[later].output += add ? 1 : -1 }
			return true
		}

		/// `line` wrapped into `pieces`, for the line that starts at `start`.
		mutating func pieces(_ pieces: [SwiftLayout.Line], start: Int) {
			begin(start)
			for (number, piece) in pieces.enumerated() {
				if number > 0 { written!.append(UInt8(ascii: "\n")) }
				guard !piece.text.isEmpty else { continue }
				indent(piece.level)
				written!.append(contentsOf: piece.text.utf8)
			}
		}

		/// The contents of a multi-line string literal, the lines from `first` to `last` (the end
		/// of the last one), whose closing delimiter has `baseTabs` tabs and is at `level`: a line
		/// that starts with those tabs moves with it, any other is kept as it is.
		mutating func contents(from first: Int, to last: Int, level: Int, baseTabs: Int) {
			var start = first
			while start <= last {
				let end = DirectLayout.lineEnd(text, from: start)
				var tabs = 0
				while tabs < baseTabs && start + tabs < end && text[start + tabs] == UInt8(ascii: "\t") { tabs += 1 }
				let moves = end > start && tabs >= baseTabs
				if written != nil || (moves && !isKept(tabs: baseTabs, level: level, empty: false)) {
					begin(start)
					if moves {
						indent(level)
						written!.append(contentsOf: UnsafeBufferPointer(rebasing: text[(start + baseTabs)..<end]))
					} else {
						written!.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<end]))
					}
				}
				start = end + 1
			}
		}

		/// Whether a line with `tabs` leading tabs comes out as it went in at `level` (an empty one
		/// only without them).
		private func isKept(tabs: Int, level: Int, empty: Bool) -> Bool {
			if empty { return tabs == 0 }
			return isTab ? level == tabs : level == 0 && tabs == 0
		}

		/// Starts the line at `start`: the first line written brings the text before it along
		/// (which ends with its newline); any later one starts with a newline.
		private mutating func begin(_ start: Int) {
			if written == nil {
				var bytes: [UInt8] = []
				bytes.reserveCapacity(text.count + text.count / (isTab ? 8 : 2))
				bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[..<start]))
				written = bytes
			} else {
				written!.append(UInt8(ascii: "\n"))
			}
		}

		/// The levels ``levels`` holds: deeper lines take two copies or more.
		private static let levelsAtOnce = 8

		private mutating func indent(_ level: Int) {
			var left = level
			while left > 0 {
				let step = min(left, Self.levelsAtOnce)
				levels.withUnsafeBufferPointer { written!.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<(step * unit.count)])) }
				left -= step
			}
		}
	}
}
