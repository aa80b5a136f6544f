/// A generated file held to the hash its manifest record holds, when nothing can say what the
/// file should be now (its spec cannot be read): the manifest still tells an edit or a deletion
/// from scaffold's own bytes.
enum RecordIntegrity {
	/// How the file at `record.path` differs from what scaffold last wrote there: `nil` when it
	/// holds exactly those bytes, or when a person took it over by removing its header (as every
	/// plan leaves such a file alone); `.missing` when it is gone; `.edited` otherwise.
	static func drift(of record: Manifest.Record, on entry: DiskEntry?, headerMarker: String) -> Drift? {
		guard let entry else { return Drift(path: record.path, kind: .missing, reason: .missing) }
		switch entry.contents {
		case .absent:
			return Drift(path: record.path, kind: .missing, reason: .missing)
		case .notAFile:
			return Drift(path: record.path, kind: .edited, reason: .editedByHand)
		case .file(let bytes):
			if SHA256.hex(bytes) == record.contentHash { return nil }
			if !headerMarker.isEmpty && !HeaderMarker.isOnFirstLine(headerMarker, of: bytes) { return nil }
			return Drift(path: record.path, kind: .edited, reason: .editedByHand)
		}
	}
}

/// Where scaffold's header marker must stand for a file to count as scaffold's.
enum HeaderMarker {
	/// Whether `marker` occurs on the first line of `bytes`.
	static func isOnFirstLine(_ marker: String, of bytes: [UInt8]) -> Bool {
		isOnFirstLine(Array(marker.utf8), of: bytes)
	}

	/// Whether `marker` (UTF-8) occurs on the first line of `bytes`.
	static func isOnFirstLine(_ marker: [UInt8], of bytes: [UInt8]) -> Bool {
		let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
		guard !marker.isEmpty, firstLine.count >= marker.count else { return false }
		var start = firstLine.startIndex
		while start + marker.count <= firstLine.endIndex {
			if firstLine[start..<start + marker.count].elementsEqual(marker) { return true }
			start += 1
		}
		return false
	}
}
