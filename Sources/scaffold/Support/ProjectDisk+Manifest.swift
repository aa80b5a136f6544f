import ScaffoldCommandLine
import ScaffoldCore

// Reading `.scaffold/manifest.json`: whole for a plan, or in pieces for `check`, which keeps only
// an outline of it and reads each feature's records when it judges that feature.

extension ProjectDisk {
	/// The previous manifest, or `nil` when there is none yet. Every record must name a file
	/// scaffold generates (`generatedPaths`): the manifest is input, and decides what is deleted.
	func manifest(generatedPaths: GeneratedPaths) throws -> Manifest? {
		try manifestFileBytes().map { try manifest(bytes: $0, generatedPaths: generatedPaths) }
	}

	/// The manifest's bytes, or `nil` when there is none yet.
	func manifestFileBytes() throws -> [UInt8]? {
		let path = absolute(Manifest.path)
		// `stat`, not FileManager: its first use costs a run that changes nothing more than this check.
		var info = stat()
		guard stat(path, &info) == 0 else { return nil }
		return try FileReading.bytes(path)
	}

	/// The manifest in `bytes`, its problems located in `.scaffold/manifest.json` as the user sees it.
	func manifest(bytes: [UInt8], generatedPaths: GeneratedPaths) throws -> Manifest {
		try Manifest.parse(bytes, path: display(Manifest.path), generatedPaths: generatedPaths)
	}

	/// The manifest's outline (``Manifest/Outline``), read a megabyte at a time; the empty one
	/// when there is no manifest. `nil` when it cannot be outlined (not in scaffold's own form,
	/// invalid, unreadable): ``manifest(generatedPaths:)`` reads it then, and says what is wrong.
	/// With the outline, the bytes read when the file has at most `keeping` of them (`check`'s
	/// run key hashes them: one read of the file, not a second one after the outline).
	func manifestOutline(generatedPaths: GeneratedPaths, keeping: Int = 0) -> (outline: Manifest.Outline, bytes: [UInt8]?)? {
		let path = absolute(Manifest.path)
		guard FileManager.default.fileExists(atPath: path) else { return (.empty, nil) }
		let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
		guard descriptor >= 0 else { return nil }
		defer { close(descriptor) }
		var info = stat()
		var kept: [UInt8]?
		if keeping > 0, fstat(descriptor, &info) == 0, info.st_size <= keeping {
			kept = []
			kept!.reserveCapacity(Int(info.st_size))
		}
		var failed = false
		let outline = Manifest.Outline(generatedPaths: generatedPaths) {
			guard !failed, let piece = Self.piece(of: descriptor, count: 1 << 20) else {
				failed = true
				return nil
			}
			if kept != nil {
				// A file that grew past the size it had when opened is not kept: it is read again.
				if kept!.count + piece.count <= keeping { kept! += piece } else { kept = nil }
			}
			return piece.isEmpty ? nil : piece
		}
		guard !failed, let outline else { return nil }
		return (outline, kept)
	}

	/// The bytes of the manifest at `range` (one feature's records in its outline); `nil` when
	/// they cannot all be read.
	func manifestBytes(_ range: Range<Int>) -> [UInt8]? {
		let descriptor = open(absolute(Manifest.path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
		guard descriptor >= 0 else { return nil }
		defer { close(descriptor) }
		var bytes = [UInt8](repeating: 0, count: range.count)
		var filled = 0
		while filled < bytes.count {
			let count = bytes.withUnsafeMutableBytes { buffer in
				pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(range.lowerBound + filled))
			}
			if count < 0 && errno == EINTR { continue }
			guard count > 0 else { return nil }
			filled += count
		}
		return bytes
	}

	/// Up to `count` bytes from `descriptor`: empty at the end of the file, `nil` on an error.
	private static func piece(of descriptor: Int32, count: Int) -> [UInt8]? {
		var bytes = [UInt8](repeating: 0, count: count)
		while true {
			let filled = bytes.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress!, buffer.count) }
			if filled < 0 && errno == EINTR { continue }
			guard filled >= 0 else { return nil }
			bytes.removeLast(bytes.count - filled)
			return bytes
		}
	}
}
