import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The checks that must pass before any file is classified: every path safe, unique, inside
/// the root once symbolic links are followed, and described by the disk snapshot.
enum PlanValidation {
	static func problems(outputs: [OutputFile], disk: [String: DiskEntry], manifest: Manifest, root: String) -> [Diagnostic] {
		var problems: [Diagnostic] = []
		// Positions in `outputs`, not copies of them: sized once, and nothing retained per path.
		var byPath: [String: Int] = [:]
		var byFoldedPath: [String: Int] = [:]
		byPath.reserveCapacity(outputs.count)
		byFoldedPath.reserveCapacity(outputs.count)
		for (position, output) in outputs.enumerated() {
			if let problem = SafePath.problem(with: output.path, at: output.originLocation) {
				problems.append(problem)
				continue
			}
			if let first = byPath[output.path] {
				problems.append(
					.error("'\(output.path)' is generated twice: from \(describe(outputs[first].origin)) and from \(describe(output.origin))",
						at: output.originLocation))
				continue
			}
			byPath[output.path] = position
			// Case-insensitive file systems (macOS by default) would make the two one file.
			let folded = CaseFolding.folded(output.path)
			if let first = byFoldedPath[folded] {
				problems.append(
					.error("'\(output.path)' and '\(outputs[first].path)' differ only in case; they would be the same file on macOS",
						at: output.originLocation))
				continue
			}
			byFoldedPath[folded] = position
		}
		// The folders every output needs, each once; only when one of them is also an output is
		// each output's chain walked, to name the pair.
		let folderIsAFile = anyFolderIsAFile(outputs, files: byPath)
		for output in outputs where folderIsAFile && byPath[output.path].map({ outputs[$0] == output }) == true {
			var components = output.path.split(separator: "/").dropLast()
			while !components.isEmpty {
				let folder = components.joined(separator: "/")
				if byPath[folder] != nil {
					problems.append(
						.error("'\(folder)' is generated as a file, but '\(output.path)' needs it to be a folder",
							at: output.originLocation))
					break
				}
				components.removeLast()
			}
		}
		// A parsed manifest is already checked; one built in code is not, and it decides what gets deleted.
		// Records are taken in path order only where that orders what is reported.
		let manifestLocation = SourceLocation(path: Manifest.path, position: nil)
		let unsafe = manifest.records.values.filter { SafePath.problem(with: $0.path, at: nil) != nil }
		for record in unsafe.sorted(by: { Plan.precedes($0.path, $1.path) }) {
			if let problem = SafePath.problem(with: record.path, at: manifestLocation) { problems.append(problem) }
		}
		if !problems.isEmpty { return problems }

		var checked: [(path: String, location: SourceLocation?)] = outputs.map { ($0.path, $0.originLocation) }
		let orphans = manifest.records.values.filter { byPath[$0.path] == nil }.map(\.path).sorted(by: Plan.precedes)
		checked += orphans.map { ($0, manifestLocation) }
		if disk[Manifest.path] != nil { checked.append((Manifest.path, nil)) }
		for (path, location) in checked {
			guard let entry = disk[path] else {
				problems.append(.error("internal error: the disk snapshot does not describe '\(path)'", at: location))
				continue
			}
			if let components = entry.components,
				let problem = Containment.problem(writing: path, components: components, root: root, at: location)
			{
				problems.append(problem)
			} else if entry.contents == .notAFile {
				problems.append(.error("'\(path)' exists but is not a regular file", at: location))
			}
		}
		return problems
	}

	/// Whether a folder some output's path needs is itself a path of `files`. Each folder is
	/// hashed once: a walk up a path stops at the first folder already seen (the set holds every
	/// folder above each one it holds), and a plain ASCII output in the folder of the ASCII output
	/// before it (a feature's outputs often come folder by folder) is passed over by comparing bytes.
	private static func anyFolderIsAFile(_ outputs: [OutputFile], files: [String: Int]) -> Bool {
		var folders: Set<Substring> = []
		var previous: (path: String, folderLength: Int)?
		for output in outputs {
			let path = output.path
			// An ASCII path's `/` bytes are its `/` characters: found without decoding characters.
			// (Elsewhere `/` is searched as a `Character`, which a combining mark after it changes.)
			var text = path
			let (isASCII, lastSlash) = text.withUTF8 { bytes in (bytes.allSatisfy { $0 < 0x80 }, bytes.lastIndex(of: UInt8(ascii: "/"))) }
			if isASCII, let lastSlash {
				if let previous, previous.folderLength == lastSlash, hasPrefix(path, of: previous.path, length: lastSlash) { continue }
				previous = (path, lastSlash)
			} else {
				previous = nil
			}
			// The last `/` of an ASCII path is already known: its offset is its index.
			var end = path.endIndex
			var slash = isASCII ? lastSlash.map { path.utf8.index(path.startIndex, offsetBy: $0) } : path.lastIndex(of: "/")
			while let found = slash, folders.insert(path[..<found]).inserted {
				end = found
				slash = isASCII ? path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) : path[..<end].lastIndex(of: "/")
			}
		}
		return folders.contains { files[String($0)] != nil }
	}

	/// Whether the first `length` bytes of `path` and `other` are the same.
	private static func hasPrefix(_ path: String, of other: String, length: Int) -> Bool {
		var (path, other) = (path, other)
		return path.withUTF8 { left in
			other.withUTF8 { right in
				guard left.count >= length, right.count >= length else { return false }
				for index in 0..<length where left[index] != right[index] { return false }
				return true
			}
		}
	}

	private static func describe(_ origin: String) -> String {
		origin.isEmpty ? "the project configuration" : "'\(origin)'"
	}
}
