/// What scaffold last wrote: `.scaffold/manifest.json`, one record per generated file.
///
/// The manifest is how scaffold tells "a person edited this file" (disk differs from the
/// recorded content hash) from "scaffold's own output is just out of date" (disk still equals
/// the record). User-owned files are never recorded. See `docs/plan.md` for the format.
public struct Manifest: Sendable, Equatable {
	/// Where the manifest lives, relative to the project root.
	public static let path = ".scaffold/manifest.json"
	/// The format version this scaffold writes. Version 1 (without `features`) is still read.
	public static let currentVersion = 2

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
	/// The features generated, sorted by name: the spec each came from (so `check` reads that
	/// spec again) and what `Package.swift` lists.
	public private(set) var features: [GeneratedFeature]

	/// Creates a manifest; a later record for the same path (or feature of the same name)
	/// replaces an earlier one.
	public init(records: [Record] = [], features: [GeneratedFeature] = []) {
		self.records = [:]
		for record in records { self.records[record.path] = record }
		self.features = features.normalized()
	}

	/// The manifest of a project scaffold has never written to.
	public static let empty = Manifest()

	/// The record for `path`, if scaffold generated it.
	public subscript(path: String) -> Record? {
		records[path]
	}

	/// The feature named `name`, if the manifest records it.
	public func feature(named name: String) -> GeneratedFeature? {
		features.first { $0.name == name }
	}

	/// The records sorted by path (by Unicode scalars, so the order never depends on locale).
	public var sortedRecords: [Record] {
		records.values.sorted { Plan.precedes($0.path, $1.path) }
	}

	/// The manifest's bytes: keys sorted, records sorted by path, tab indentation, trailing newline.
	/// The same manifest always gives the same bytes, so it diffs and merges cleanly in version control.
	public func serialized() -> [UInt8] {
		var text = "{\n\t\"features\": ["
		for (index, feature) in features.enumerated() {
			text += index == 0 ? "\n" : ",\n"
			text += "\t\t{\n"
			text += "\t\t\t\"fixtures\": \(feature.hasFixtures),\n"
			text += "\t\t\t\"name\": \(JSONWriter.quoted(feature.name)),\n"
			text += "\t\t\t\"spec\": \(JSONWriter.quoted(feature.spec)),\n"
			text += "\t\t\t\"specOutsideProject\": \(feature.specIsOutsideProject)\n"
			text += "\t\t}"
		}
		text += features.isEmpty ? "],\n" : "\n\t],\n"
		text += "\t\"files\": ["
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
