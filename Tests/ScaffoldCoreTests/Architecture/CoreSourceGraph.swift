import Foundation

/// The core's folders and which of them each folder's code names, read from the sources: the
/// top-level types each folder declares, and every identifier each file uses (comments and
/// string literals left out). What the stage-order test holds to the core's README.
struct CoreSourceGraph {
	/// `folder → folders it references` (itself left out).
	let references: [String: Set<String>]
	/// `folder → (referenced folder → one name it uses from there)`, for messages.
	let examples: [String: [String: String]]

	init(root: URL) throws {
		let core = root.appendingPathComponent("Sources/ScaffoldCore")
		var files: [(folder: String, text: String)] = []
		for path in try RepositoryFiles.files(below: "Sources/ScaffoldCore") where path.hasSuffix(".swift") {
			let folder = String(path.prefix { $0 != "/" })
			guard folder != path else { continue }
			files.append((folder, try String(contentsOf: core.appendingPathComponent(path), encoding: .utf8)))
		}
		var declaredIn: [String: String] = [:]
		var declaredTwice: Set<String> = []
		for file in files {
			for name in Self.topLevelTypes(in: file.text) {
				if let other = declaredIn[name], other != file.folder { declaredTwice.insert(name) }
				declaredIn[name] = file.folder
			}
		}
		for name in declaredTwice { declaredIn[name] = nil }
		var references: [String: Set<String>] = [:]
		var examples: [String: [String: String]] = [:]
		for file in files {
			for identifier in Self.identifiers(in: file.text) {
				guard let owner = declaredIn[identifier], owner != file.folder else { continue }
				references[file.folder, default: []].insert(owner)
				if examples[file.folder, default: [:]][owner] == nil { examples[file.folder, default: [:]][owner] = identifier }
			}
		}
		self.references = references
		self.examples = examples
	}

	/// Names of the types a file declares at the top level (`public struct Spec`, `enum JSONValue`).
	static func topLevelTypes(in text: String) -> [String] {
		let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
		let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated"]
		var names: [String] = []
		for line in text.split(separator: "\n") where !line.hasPrefix("\t") && !line.hasPrefix(" ") {
			let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })
			var index = 0
			while index < words.count, modifiers.contains(words[index]) { index += 1 }
			guard index + 1 < words.count, keywords.contains(words[index]) else { continue }
			names.append(String(words[index + 1]))
		}
		return names
	}

	/// Every identifier of the code, without comments and string literals.
	static func identifiers(in text: String) -> Set<String> {
		var names: Set<String> = []
		var current = ""
		var iterator = Array(text.unicodeScalars)[...]
		func flush() {
			if let first = current.unicodeScalars.first, first.properties.isUppercase { names.insert(current) }
			current = ""
		}
		while let scalar = iterator.first {
			iterator = iterator.dropFirst()
			if scalar == "/" && iterator.first == "/" {
				flush()
				iterator = iterator.drop { $0 != "\n" }
			} else if scalar == "/" && iterator.first == "*" {
				flush()
				while let next = iterator.first, !(next == "*" && iterator.dropFirst().first == "/") { iterator = iterator.dropFirst() }
				iterator = iterator.dropFirst(2)
			} else if scalar == "\"" {
				flush()
				// A string literal, escapes and all; interpolations are rare enough in names to skip.
				while let next = iterator.first, next != "\"" && next != "\n" {
					iterator = iterator.dropFirst(next == "\\" ? 2 : 1)
				}
				iterator = iterator.dropFirst()
			} else if scalar.properties.isAlphabetic || scalar == "_" || (!current.isEmpty && scalar.properties.numericType != nil) {
				current.unicodeScalars.append(scalar)
			} else {
				flush()
			}
		}
		flush()
		return names
	}
}
