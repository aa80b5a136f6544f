/// A unit of source text a reader steps through: a Unicode scalar, or a byte of UTF-8.
package protocol SourceUnit: Equatable, Sendable {
	/// Whether the unit ends a line.
	var isNewline: Bool { get }
	/// Whether the unit starts a new column: every scalar does, of UTF-8 only the first byte of
	/// each sequence, so that columns count Unicode scalars either way.
	var startsColumn: Bool { get }
}

extension Unicode.Scalar: SourceUnit {
	@inlinable package var isNewline: Bool { self == "\n" }
	@inlinable package var startsColumn: Bool { true }
}

extension UInt8: SourceUnit {
	@inlinable package var isNewline: Bool { self == 0x0A }
	@inlinable package var startsColumn: Bool { self & 0xC0 != 0x80 }
}

/// Where a reader is in its source: the next unit's index and its 1-based line and column. The
/// one place the lexers (GraphQL, YAML, Swift declarations) keep positions, so that every
/// located error counts lines and columns alike.
package struct SourceCursor<Unit: SourceUnit>: Sendable {
	/// The source.
	package let units: [Unit]
	/// The index of the next unit.
	package private(set) var index = 0
	/// The next unit's line, from 1.
	package private(set) var line = 1
	/// The next unit's column, from 1, in Unicode scalars.
	package private(set) var column = 1

	/// A cursor at the start of `units`.
	@inlinable package init(_ units: [Unit]) {
		self.units = units
	}

	/// The next unit, or `nil` at the end.
	@inlinable package var peek: Unit? { index < units.count ? units[index] : nil }

	/// The unit `offset` after the next, or `nil` past the end.
	@inlinable package func peek(_ offset: Int) -> Unit? { index + offset < units.count ? units[index + offset] : nil }

	/// The next unit's position.
	@inlinable package var position: SourcePosition { SourcePosition(line: line, column: column) }

	/// Moves past the next unit (nothing at the end).
	@inlinable package mutating func advance() {
		guard index < units.count else { return }
		advance(past: units[index])
	}

	/// Moves past `unit`, the next unit, which the reader has just read itself (its own
	/// ``peek``): what ``advance()`` does, without reading the array again.
	///
	/// For the readers' hot loops in debug builds (`swift test`), which do not specialise this
	/// generic type: there ``advance()`` reads `units[index]` through the unit type's metadata,
	/// retaining and releasing the array, twice per unit (a tenth of the YAML and GraphQL readers'
	/// time in the debug tests); this touches no array. Release builds make the two the same code.
	@inlinable package mutating func advance(past unit: Unit) {
		if unit.isNewline {
			line += 1
			column = 1
		} else if unit.startsColumn {
			column += 1
		}
		index += 1
	}

	/// Moves past the next `count` units.
	@inlinable package mutating func advance(_ count: Int) {
		for _ in 0..<count { advance() }
	}

	/// Moves on to `end` past units a reader scanned itself (a hot loop without bounds checks):
	/// none of them ends a line, and `columns` of them start a column.
	@inlinable package mutating func skip(to end: Int, columns: Int) {
		index = end
		column += columns
	}

	/// A place to come back to with ``reset(_:)``.
	package typealias Mark = (index: Int, line: Int, column: Int)

	/// Where the cursor is now.
	@inlinable package var mark: Mark { (index, line, column) }

	/// Goes back (or on) to `mark`.
	@inlinable package mutating func reset(_ mark: Mark) {
		(index, line, column) = mark
	}
}
