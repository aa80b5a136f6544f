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
		var text: [UInt8] = []
		text.reserveCapacity(200 * records.count + 150 * features.count + 64)
		func add(_ part: String) { text += part.utf8 }
		func add(quoted string: String) { Self.appendQuoted(string, to: &text) }
		add("{\n\t\"features\": [")
		for (index, feature) in features.enumerated() {
			add(index == 0 ? "\n\t\t{\n" : ",\n\t\t{\n")
			add("\t\t\t\"fixtures\": \(feature.hasFixtures),\n\t\t\t\"name\": ")
			add(quoted: feature.name)
			add(",\n\t\t\t\"spec\": ")
			add(quoted: feature.spec)
			add(",\n\t\t\t\"specOutsideProject\": \(feature.specIsOutsideProject)\n\t\t}")
		}
		add(features.isEmpty ? "],\n" : "\n\t],\n")
		add("\t\"files\": [")
		let sorted = sortedRecords
		for (index, record) in sorted.enumerated() {
			add(index == 0 ? "\n\t\t{\n\t\t\t\"contentHash\": " : ",\n\t\t{\n\t\t\t\"contentHash\": ")
			add(quoted: record.contentHash)
			add(",\n\t\t\t\"origin\": ")
			add(quoted: record.origin)
			add(",\n\t\t\t\"path\": ")
			add(quoted: record.path)
			add(",\n\t\t\t\"templateHash\": ")
			add(quoted: record.templateHash)
			add("\n\t\t}")
		}
		add(sorted.isEmpty ? "],\n" : "\n\t],\n")
		add("\t\"version\": \(Self.currentVersion)\n}\n")
		return text
	}

	/// `string` as a JSON string: as it is between quotes when nothing in it needs an escape (as
	/// in nearly every path and hash), else as ``JSONWriter/quoted(_:)`` escapes it.
	private static func appendQuoted(_ string: String, to text: inout [UInt8]) {
		let plain = string.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
		guard plain else {
			text += JSONWriter.quoted(string).utf8
			return
		}
		text.append(UInt8(ascii: "\""))
		text += string.utf8
		text.append(UInt8(ascii: "\""))
	}
}
