import ScaffoldBasics

/// A three-way merge of lines (diff3), as `scaffold feature --merge` applies to a generated file
/// a person edited: `base` is what scaffold last wrote, `ours` the file on disk, `theirs` the new
/// output.
///
/// Both sides are diffed against the base with ``LineDiff`` (Myers). A base line both diffs keep
/// is a stable line; between two stable lines lies a chunk. In each chunk: if only one side
/// changed, its lines win; if both made the same change, it is taken once; otherwise the chunk is
/// a conflict, written between `<<<<<<< edited`, `=======` and `>>>>>>> generated` lines (ours
/// first, as git writes the current branch first). Changes on adjacent lines are one chunk, so
/// they conflict (as in git): a merge never guesses how two edits of one place combine.
/// Lines keep their terminators, so a missing final newline and carriage returns survive.
package enum ThreeWayMerge {
	/// The merged bytes, and whether any chunk conflicted.
	package struct Result: Sendable, Equatable {
		/// The merged file; conflicts between marker lines.
		package var bytes: [UInt8]
		/// How many conflict hunks `bytes` holds.
		package var conflicts: Int

		/// Whether every chunk merged on its own.
		package var isClean: Bool { conflicts == 0 }
	}

	/// Merges the changes `ours` and `theirs` made to `base`.
	package static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> Result {
		let baseLines = UnifiedDiff.lines(base)
		let ourLines = UnifiedDiff.lines(ours)
		let theirLines = UnifiedDiff.lines(theirs)
		let ourMatch = matches(from: baseLines, to: ourLines)
		let theirMatch = matches(from: baseLines, to: theirLines)
		var result = Result(bytes: [], conflicts: 0)
		result.bytes.reserveCapacity(max(ours.count, theirs.count))
		var (b, o, t) = (0, 0, 0)
		while true {
			// The next base line both sides kept: the end of the chunk that starts here.
			var next = b
			while next < baseLines.count && (ourMatch[next] == nil || theirMatch[next] == nil) { next += 1 }
			let ourEnd = next < baseLines.count ? ourMatch[next]! : ourLines.count
			let theirEnd = next < baseLines.count ? theirMatch[next]! : theirLines.count
			resolve(
				base: baseLines[b..<next], ours: ourLines[o..<ourEnd], theirs: theirLines[t..<theirEnd], into: &result)
			guard next < baseLines.count else { break }
			result.bytes += baseLines[next]
			(b, o, t) = (next + 1, ourEnd + 1, theirEnd + 1)
		}
		return result
	}

	/// The marker lines of a conflict hunk, as git writes them with these labels.
	package static let oursMarker = "<<<<<<< edited"
	package static let separatorMarker = "======="
	package static let theirsMarker = ">>>>>>> generated"

	typealias Line = ArraySlice<UInt8>

	/// One chunk: whichever side changed it, or both sides in markers.
	private static func resolve(base: ArraySlice<Line>, ours: ArraySlice<Line>, theirs: ArraySlice<Line>, into result: inout Result) {
		if ours.elementsEqual(theirs) || theirs.elementsEqual(base) {
			for line in ours { result.bytes += line }
		} else if ours.elementsEqual(base) {
			for line in theirs { result.bytes += line }
		} else {
			result.conflicts += 1
			appendLine(oursMarker, to: &result.bytes)
			appendSide(ours, to: &result.bytes)
			appendLine(separatorMarker, to: &result.bytes)
			appendSide(theirs, to: &result.bytes)
			appendLine(theirsMarker, to: &result.bytes)
		}
	}

	/// A side's lines, the last one given a newline if it lacks one, so the marker after it stays on a line of its own.
	private static func appendSide(_ lines: ArraySlice<Line>, to bytes: inout [UInt8]) {
		for line in lines { bytes += line }
		if let last = lines.last, last.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
	}

	private static func appendLine(_ text: String, to bytes: inout [UInt8]) {
		bytes += text.utf8
		bytes.append(UInt8(ascii: "\n"))
	}

	/// For each base line, the index of the line of `other` the diff keeps it as, or nil when it is deleted.
	private static func matches(from base: [Line], to other: [Line]) -> [Int?] {
		var match = [Int?](repeating: nil, count: base.count)
		for edit in LineDiff.script(from: base, to: other) where edit.kind == .equal {
			match[edit.oldIndex] = edit.newIndex
		}
		return match
	}
}
