import ScaffoldBasics

/// The conflict hunks a file holds: where `scaffold feature --merge` left both sides of a change
/// for a person to choose from, and what `check` reports until they do.
public enum ConflictMarkers {
	/// One conflict: the lines (1-based) of its opening `<<<<<<<` and closing `>>>>>>>` markers.
	public struct Hunk: Sendable, Equatable {
		/// The line of `<<<<<<< edited`.
		public var start: Int
		/// The line of `>>>>>>> generated`, or `nil` when the file ends before it.
		public var end: Int?

		/// Creates a hunk.
		public init(start: Int, end: Int?) {
			self.start = start
			self.end = end
		}

		/// "12-20", or "12" for a hunk that is never closed.
		public var lines: String { end.map { "\(start)-\($0)" } ?? "\(start)" }
	}

	/// Every hunk, in order. A marker is a line starting with seven `<` (or `>`), as git's are:
	/// whatever label follows, a person's own merge leaves the same kind of line.
	public static func hunks(in bytes: [UInt8]) -> [Hunk] {
		var hunks: [Hunk] = []
		var line = 1
		var atLineStart = true
		for index in bytes.indices {
			if atLineStart, let kind = marker(at: index, in: bytes) {
				if kind == UInt8(ascii: "<") {
					hunks.append(Hunk(start: line, end: nil))
				} else if let last = hunks.indices.last, hunks[last].end == nil {
					hunks[last].end = line
				}
			}
			atLineStart = bytes[index] == UInt8(ascii: "\n")
			if atLineStart { line += 1 }
		}
		return hunks
	}

	/// Whether the file holds a conflict marker.
	public static func contains(in bytes: [UInt8]) -> Bool { !hunks(in: bytes).isEmpty }

	/// `<` or `>` when seven of it start the line at `index`, followed by a space or the line's end.
	private static func marker(at index: Int, in bytes: [UInt8]) -> UInt8? {
		let first = bytes[index]
		guard first == UInt8(ascii: "<") || first == UInt8(ascii: ">"), index + 7 <= bytes.count,
			bytes[index..<(index + 7)].allSatisfy({ $0 == first })
		else { return nil }
		guard index + 7 < bytes.count else { return first }
		let after = bytes[index + 7]
		return after == UInt8(ascii: " ") || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r") ? first : nil
	}
}
