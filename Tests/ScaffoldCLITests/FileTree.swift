import Foundation

/// Everything below a folder: each file's bytes and modification date, each folder, each
/// symbolic link's target (never followed), by path relative to the folder.
struct FileTree: Equatable {
	enum Entry: Equatable {
		case file([UInt8], modified: Date)
		case folder
		case link(String)

		/// The entry with a file's date left out, to compare contents only.
		var withoutDate: Entry {
			if case .file(let bytes, _) = self { .file(bytes, modified: .distantPast) } else { self }
		}
	}

	var entries: [String: Entry]

	init(of root: URL) throws {
		entries = [:]
		try collect(root.path, prefix: "")
	}

	private mutating func collect(_ folder: String, prefix: String) throws {
		let files = FileManager.default
		for name in try files.contentsOfDirectory(atPath: folder) {
			let path = prefix + name
			let absolute = folder + "/" + name
			let attributes = try files.attributesOfItem(atPath: absolute)
			switch attributes[.type] as? FileAttributeType {
			case .typeSymbolicLink?:
				entries[path] = .link(try files.destinationOfSymbolicLink(atPath: absolute))
			case .typeDirectory?:
				entries[path] = .folder
				try collect(absolute, prefix: path + "/")
			default:
				let bytes = files.contents(atPath: absolute).map { Array($0) } ?? []
				entries[path] = .file(bytes, modified: attributes[.modificationDate] as? Date ?? .distantPast)
			}
		}
	}

	/// The regular files' paths, sorted.
	var files: [String] {
		entries.compactMap { path, entry in if case .file = entry { path } else { nil } }.sorted()
	}

	/// What differs from `earlier`, one line per path ("added", "removed", "changed", "touched"),
	/// so a failing expectation names the files rather than dumping both trees.
	func changes(since earlier: FileTree) -> [String] {
		Set(entries.keys).union(earlier.entries.keys).sorted().compactMap { path in
			switch (earlier.entries[path], entries[path]) {
			case (nil, _?): "added \(path)"
			case (_?, nil): "removed \(path)"
			case (.file(let old, let oldDate)?, .file(let new, let newDate)?):
				old != new ? "changed \(path)" : oldDate != newDate ? "touched \(path)" : nil
			case (let old?, let new?): old == new ? nil : "changed \(path)"
			case (nil, nil): nil
			}
		}
	}

	/// Sets every file's modification date below `root` to a day long past, so that any file a
	/// command rewrites afterwards shows a newer date however coarse the file system's clock.
	static func backdate(_ root: URL) throws {
		let past = Date(timeIntervalSince1970: 1_000_000_000)
		for path in try FileTree(of: root).files {
			try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root.appendingPathComponent(path).path)
		}
	}
}
