import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

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
		/// Whether a person deleted the file and a merging run (`feature --merge`) recorded it:
		/// it stays deleted until a `--force` run writes it again. Written as `"deleted": true`.
		public var deleted: Bool

		/// Creates a record.
		public init(path: String, origin: String, templateHash: String, contentHash: String, deleted: Bool = false) {
			self.path = path
			self.origin = origin
			self.templateHash = templateHash
			self.contentHash = contentHash
			self.deleted = deleted
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
		// Room for every record first: `check` makes a manifest of each feature's records, and
		// growing the dictionary hashed every path again at each doubling (2.8 M instructions of
		// the 20-feature `check`).
		self.records.reserveCapacity(records.count)
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
		text += "{\n".utf8
		Self.appendArray("features", features, to: &text) { feature in
			// Keys in sorted order; the optional ones only when they hold something, so the
			// manifest of a project without them is what earlier versions wrote.
			var members: [(String, Value)] = [("fixtures", .literal("\(feature.hasFixtures)"))]
			if !feature.ignoredSpecs.isEmpty {
				members.append(("ignoredSpecs", .literal("[" + feature.ignoredSpecs.map(JSONWriter.quoted).joined(separator: ", ") + "]")))
			}
			members.append(("name", .string(feature.name)))
			if let version = feature.scaffoldVersion { members.append(("scaffoldVersion", .string(version))) }
			members += [("spec", .string(feature.spec)), ("specOutsideProject", .literal("\(feature.specIsOutsideProject)"))]
			if let path = feature.specPathFromRoot { members.append(("specPath", .string(path))) }
			return members
		}
		Self.appendArray("files", sortedRecords, to: &text) { record in
			// `deleted` only when set, so the manifests of projects without merges are what earlier versions wrote.
			[("contentHash", .string(record.contentHash))] + (record.deleted ? [("deleted", .literal("true"))] : [])
				+ [("origin", .string(record.origin)), ("path", .string(record.path)), ("templateHash", .string(record.templateHash))]
		}
		text += "\t\"version\": \(Self.currentVersion)\n}\n".utf8
		return text
	}

	/// A member's value: a string to quote, or JSON text as it is (`true`).
	private enum Value {
		case string(String)
		case literal(String)
	}

	/// `"key": [` and each element as an object of its `members`, one per line, tab-indented.
	private static func appendArray<Element>(
		_ key: String, _ elements: [Element], to text: inout [UInt8], members: (Element) -> [(String, Value)]
	) {
		text += "\t\"\(key)\": [".utf8
		for (index, element) in elements.enumerated() {
			text += (index == 0 ? "\n\t\t{" : ",\n\t\t{").utf8
			for (position, (name, value)) in members(element).enumerated() {
				text += (position == 0 ? "\n\t\t\t\"" : ",\n\t\t\t\"").utf8
				text += name.utf8
				text += "\": ".utf8
				switch value {
				case .string(let string): appendQuoted(string, to: &text)
				case .literal(let literal): text += literal.utf8
				}
			}
			text += "\n\t\t}".utf8
		}
		text += (elements.isEmpty ? "],\n" : "\n\t],\n").utf8
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
