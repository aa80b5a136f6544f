/// What scaffold last wrote: `.scaffold/manifest.json`, one record per generated file.
///
/// The manifest is how scaffold tells "a person edited this file" (disk differs from the
/// recorded content hash) from "scaffold's own output is just out of date" (disk still equals
/// the record). User-owned files are never recorded. See `docs/plan.md` for the format.
public struct Manifest: Sendable, Equatable {
	/// Where the manifest lives, relative to the project root.
	public static let path = ".scaffold/manifest.json"
	/// The format version this scaffold writes and reads.
	public static let currentVersion = 1

	/// One generated file as scaffold last wrote it.
	public struct Record: Sendable, Equatable {
		/// Relative to the project root.
		public var path: String
		/// The spec it came from, or `""` for project-level files.
		public var origin: String
		/// ``OutputFile/templateHash`` when it was written.
		public var templateHash: String
		/// ``SHA256/hex(_:)`` of the bytes written.
		public var contentHash: String

		/// Creates a record.
		public init(path: String, origin: String, templateHash: String, contentHash: String) {
			self.path = path
			self.origin = origin
			self.templateHash = templateHash
			self.contentHash = contentHash
		}
	}

	/// The records, keyed by path.
	public private(set) var records: [String: Record]

	/// Creates a manifest; a later record for the same path replaces an earlier one.
	public init(records: [Record] = []) {
		self.records = [:]
		for record in records { self.records[record.path] = record }
	}

	/// The manifest of a project scaffold has never written to.
	public static let empty = Manifest()

	/// The record for `path`, if scaffold generated it.
	public subscript(path: String) -> Record? {
		records[path]
	}

	/// The records sorted by path (by Unicode scalars, so the order never depends on locale).
	public var sortedRecords: [Record] {
		records.values.sorted { $0.path.unicodeScalars.lexicographicallyPrecedes($1.path.unicodeScalars) }
	}

	/// The manifest's bytes: keys sorted, records sorted by path, tab indentation, trailing newline.
	/// The same manifest always gives the same bytes, so it diffs and merges cleanly in version control.
	public func serialized() -> [UInt8] {
		var text = "{\n\t\"files\": ["
		let sorted = sortedRecords
		for (index, record) in sorted.enumerated() {
			text += index == 0 ? "\n" : ",\n"
			text += "\t\t{\n"
			text += "\t\t\t\"contentHash\": \(JSONWriter.quoted(record.contentHash)),\n"
			text += "\t\t\t\"origin\": \(JSONWriter.quoted(record.origin)),\n"
			text += "\t\t\t\"path\": \(JSONWriter.quoted(record.path)),\n"
			text += "\t\t\t\"templateHash\": \(JSONWriter.quoted(record.templateHash))\n"
			text += "\t\t}"
		}
		text += sorted.isEmpty ? "],\n" : "\n\t],\n"
		text += "\t\"version\": \(Self.currentVersion)\n}\n"
		return Array(text.utf8)
	}
}
