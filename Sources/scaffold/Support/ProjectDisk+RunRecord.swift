import ScaffoldCommandLine
import ScaffoldCore

// Where `feature` keeps the record of its last writing run (``UnchangedRunRecord``):
// `.scaffold/cache/feature-<Name>`, in a folder that ignores itself in git (its `.gitignore`
// says `*`), so that a project committing `.scaffold/` commits only the manifest. The record is
// a cache: reading one that is missing or damaged, or failing to write one, is never an error.

extension ProjectDisk {
	/// The folder of records, relative to the root.
	static let recordFolder = ".scaffold/cache"

	/// The record of `feature`'s last writing run, when there is a readable one.
	func unchangedRunRecord(feature: String) -> UnchangedRunRecord? {
		Self.recordPath(feature: feature).flatMap(readRecord(at:))
	}

	private func readRecord(at path: String) -> UnchangedRunRecord? {
		let descriptor = open(absolute(path), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
		guard descriptor >= 0 else { return nil }
		defer { close(descriptor) }
		var info = stat()
		guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
			let bytes = FileReading.readToEnd(descriptor, size: Int(info.st_size))
		else { return nil }
		return UnchangedRunRecord.parse(bytes)
	}

	/// Writes `record` as `feature`'s, through a temporary file and a rename, so that a reader
	/// sees the old record or the new one (a torn one fails its check). Only into real folders
	/// of the project: a symbolic link where `.scaffold` or its cache folder should be means no
	/// record. No fsync: losing a record costs the next run its shortcut, nothing else.
	func writeRecord(_ record: UnchangedRunRecord, feature: String) {
		if let path = Self.recordPath(feature: feature) { writeRecord(record, at: path) }
	}

	private func writeRecord(_ record: UnchangedRunRecord, at path: String) {
		guard let bytes = record.serialized(), isRealFolder(".scaffold"), makeRecordFolder() else { return }
		let temporary = absolute(path + ".new")
		guard Self.create(temporary, bytes, exclusive: false) else {
			unlink(temporary)
			return
		}
		if rename(temporary, absolute(path)) != 0 { unlink(temporary) }
	}

	/// `check`'s record of the last project it found current (``RunInputs``).
	static let checkRecordPath = recordFolder + "/check"

	/// `check`'s record, when there is a readable one.
	func checkRunRecord() -> UnchangedRunRecord? {
		readRecord(at: Self.checkRecordPath)
	}

	/// Writes `check`'s record, as ``writeRecord(_:feature:)`` writes a feature's.
	func writeCheckRecord(_ record: UnchangedRunRecord) {
		writeRecord(record, at: Self.checkRecordPath)
	}

	/// Deletes `feature`'s record, if any (`destroy`: a record of a feature that is gone would
	/// only take up room).
	func removeRecord(feature: String) {
		guard let path = Self.recordPath(feature: feature), isRealFolder(".scaffold"), isRealFolder(Self.recordFolder) else { return }
		unlink(absolute(path))
	}

	/// `.scaffold/cache/feature-<Name>`; `nil` for a name that is not a plain identifier (the
	/// spec's feature name always is), so that no name can lead elsewhere.
	static func recordPath(feature: String) -> String? {
		let plain = !feature.isEmpty && feature.utf8.count <= 200
			&& feature.utf8.allSatisfy { byte in
				(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
					|| (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
			}
		return plain ? recordFolder + "/feature-" + feature : nil
	}

	/// Creates the record folder with its `.gitignore` when missing; whether it is a real folder now.
	private func makeRecordFolder() -> Bool { makeIgnoredFolder(Self.recordFolder) }

	/// Creates `path` (in `.scaffold`) with a `.gitignore` of `*` when missing; whether it is a real folder now.
	func makeIgnoredFolder(_ path: String) -> Bool {
		if isRealFolder(path) { return true }
		guard mkdir(absolute(path), 0o777) == 0 || errno == EEXIST, isRealFolder(path) else { return false }
		return Self.create(absolute(path + "/.gitignore"), Array("*\n".utf8), exclusive: true) || errno == EEXIST
	}

	func isRealFolder(_ path: String) -> Bool {
		var info = stat()
		return lstat(absolute(path), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
	}

	/// Writes a new file (never through a symbolic link); whether every byte was written.
	static func create(_ path: String, _ bytes: [UInt8], exclusive: Bool) -> Bool {
		let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC)
		let descriptor = open(path, flags, 0o666)
		guard descriptor >= 0 else { return false }
		defer { close(descriptor) }
		return DescriptorWriting.writeAll(bytes, to: descriptor) == nil
	}
}
