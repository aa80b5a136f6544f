import ScaffoldBasics

/// Unified diffs that `git apply` and `patch -p1` accept.
///
/// Works on bytes so a file is reproduced exactly, including a missing final newline
/// (`\ No newline at end of file`) and carriage returns.
package enum UnifiedDiff {
	/// Unchanged lines shown around each change; hunks closer than twice this are merged.
	package static let defaultContext = 3

	/// A git-style patch for one file, or nothing when old and new are equal.
	///
	/// - Parameters:
	///   - path: relative to the folder the patch is applied in; shown as `a/path` and `b/path`.
	///   - old: the current bytes, or `nil` when the patch creates the file.
	///   - new: the new bytes, or `nil` when the patch deletes the file.
	package static func filePatch(path: String, old: [UInt8]?, new: [UInt8]?, context: Int = defaultContext) -> [UInt8] {
		if old == new { return [] }
		var header = "diff --git a/\(path) b/\(path)\n"
		let body = hunks(old: old ?? [], new: new ?? [], context: context)
		switch (old, new) {
		case (nil, _):
			header += "new file mode 100644\n"
			if !body.isEmpty { header += "--- /dev/null\n+++ b/\(path)\n" }
		case (_, nil):
			header += "deleted file mode 100644\n"
			if !body.isEmpty { header += "--- a/\(path)\n+++ /dev/null\n" }
		default:
			header += "--- a/\(path)\n+++ b/\(path)\n"
		}
		// An empty file created or deleted has no hunks: git's extended header alone says it all.
		return Array(header.utf8) + body
	}

	/// The `@@` hunks turning `old` into `new`, without file headers; empty when they are equal.
	package static func hunks(old: [UInt8], new: [UInt8], context: Int = defaultContext) -> [UInt8] {
		let oldLines = lines(old)
		let newLines = lines(new)
		let edits = LineDiff.script(from: oldLines, to: newLines)
		var output: [UInt8] = []
		for range in hunkRanges(edits, context: max(0, context)) {
			let slice = edits[range]
			let oldCount = slice.count(where: { $0.kind != .insert })
			let newCount = slice.count(where: { $0.kind != .delete })
			let first = slice[slice.startIndex]
			let header =
				"@@ -\(span(first.oldIndex, oldCount)) +\(span(first.newIndex, newCount)) @@\n"
			output += header.utf8
			for edit in slice {
				switch edit.kind {
				case .equal: append(UInt8(ascii: " "), oldLines[edit.oldIndex], to: &output)
				case .delete: append(UInt8(ascii: "-"), oldLines[edit.oldIndex], to: &output)
				case .insert: append(UInt8(ascii: "+"), newLines[edit.newIndex], to: &output)
				}
			}
		}
		return output
	}

	/// Splits bytes into lines, each keeping its `\n`; only the last may lack one.
	package static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
		var result: [ArraySlice<UInt8>] = []
		var start = 0
		for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
			result.append(bytes[start...index])
			start = index + 1
		}
		if start < bytes.count { result.append(bytes[start...]) }
		return result
	}

	/// Ranges of edits forming hunks: each change with `context` edits around it, overlapping or touching ones merged.
	private static func hunkRanges(_ edits: [LineDiff.Edit], context: Int) -> [ClosedRange<Int>] {
		var ranges: [ClosedRange<Int>] = []
		for index in edits.indices where edits[index].kind != .equal {
			let lower = max(0, index - context)
			let upper = min(edits.count - 1, index + context)
			if let last = ranges.last, lower <= last.upperBound + 1 {
				ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, upper)
			} else {
				ranges.append(lower...upper)
			}
		}
		return ranges
	}

	/// `start,count` as unified diffs write it: 1-based, `,count` omitted when 1, and an empty
	/// range named by the line before it (`0,0` at the top).
	private static func span(_ index: Int, _ count: Int) -> String {
		switch count {
		case 0: "\(index),0"
		case 1: "\(index + 1)"
		default: "\(index + 1),\(count)"
		}
	}

	private static func append(_ prefix: UInt8, _ line: ArraySlice<UInt8>, to output: inout [UInt8]) {
		output.append(prefix)
		output += line
		if line.last != UInt8(ascii: "\n") {
			output += "\n\\ No newline at end of file\n".utf8
		}
	}
}
