/// A position inside a text: 1-based line and column.
///
/// Columns count Unicode scalars, so a line of ASCII gives the same column an editor shows.
public struct SourcePosition: Sendable, Hashable, Comparable {
	/// 1-based line number.
	public var line: Int
	/// 1-based column, in Unicode scalars.
	public var column: Int

	/// Creates a position.
	public init(line: Int, column: Int) {
		self.line = line
		self.column = column
	}

	/// The first position of any text.
	public static let start = SourcePosition(line: 1, column: 1)

	public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
		(lhs.line, lhs.column) < (rhs.line, rhs.column)
	}
}

/// A place in a named file that a diagnostic points to.
public struct SourceLocation: Sendable, Hashable, Comparable {
	/// The path as the user should see it (usually relative to the working directory).
	public var path: String
	/// The line and column, or `nil` when the problem concerns the file as a whole.
	public var position: SourcePosition?

	/// Creates a location at a position in a file.
	public init(path: String, position: SourcePosition?) {
		self.path = path
		self.position = position
	}

	/// Creates a location at a line and column in a file.
	public init(path: String, line: Int, column: Int) {
		self.init(path: path, position: SourcePosition(line: line, column: column))
	}

	/// `path:line:column`, or just `path` when there is no position.
	public var description: String {
		guard let position else { return path }
		return "\(path):\(position.line):\(position.column)"
	}

	public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
		if lhs.path != rhs.path { return lhs.path < rhs.path }
		return (lhs.position ?? .start) < (rhs.position ?? .start)
	}
}
