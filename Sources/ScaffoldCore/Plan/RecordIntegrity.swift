import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// A generated file held to the hash its manifest record holds, when nothing can say what the
/// file should be now (its spec cannot be read): the manifest still tells an edit or a deletion
/// from scaffold's own bytes.
package enum RecordIntegrity {
	/// How the file at `record.path` differs from what scaffold last wrote there: `nil` when it
	/// holds exactly those bytes, or when a person took it over by removing its header (as every
	/// plan leaves such a file alone); `.missing` when it is gone, unless the record says a person
	/// deleted it (`deleted`, as a merging run records); `.edited` otherwise.
	package static func drift(of record: Manifest.Record, on entry: DiskEntry?, headerMarker: String) -> Drift? {
		guard let entry else { return Drift(path: record.path, kind: .missing, reason: .missing) }
		switch entry.contents {
		case .absent:
			return record.deleted ? nil : Drift(path: record.path, kind: .missing, reason: .missing)
		case .notAFile:
			return Drift(path: record.path, kind: .edited, reason: .editedByHand)
		case .file(let bytes):
			if SHA256.hex(bytes) == record.contentHash { return nil }
			if !headerMarker.isEmpty && !HeaderMarker.isInHeader(headerMarker, of: bytes) { return nil }
			return Drift(path: record.path, kind: .edited, reason: .editedByHand)
		}
	}
}

/// Where scaffold's header marker must stand for a file to count as scaffold's: on its first
/// line, or on a later line that only comment lines precede (the project's `header` lines, which
/// a team may change between runs: a file written under the old lines is still scaffold's).
package enum HeaderMarker {
	/// How many leading lines are searched; `header` is capped well below it.
	package static let searchedLines = 64

	/// Whether `marker` occurs on the first line of `bytes` or on a line that only `//` comment
	/// lines precede.
	package static func isInHeader(_ marker: String, of bytes: [UInt8]) -> Bool {
		isInHeader(Array(marker.utf8), of: bytes)
	}

	/// Whether `marker` (UTF-8) occurs on the first line of `bytes` or on a line that only `//`
	/// comment lines precede.
	static func isInHeader(_ marker: [UInt8], of bytes: [UInt8]) -> Bool {
		guard !marker.isEmpty else { return false }
		var lineStart = bytes.startIndex
		for _ in 0..<searchedLines where lineStart < bytes.endIndex {
			let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
			let line = bytes[lineStart..<lineEnd]
			if contains(marker, in: line) { return true }
			// Only a comment line may stand before the marker: code ends the search.
			guard line.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { return false }
			lineStart = lineEnd + 1
		}
		return false
	}

	private static func contains(_ marker: [UInt8], in line: ArraySlice<UInt8>) -> Bool {
		guard line.count >= marker.count else { return false }
		var start = line.startIndex
		while start + marker.count <= line.endIndex {
			if line[start..<start + marker.count].elementsEqual(marker) { return true }
			start += 1
		}
		return false
	}
}
