#if canImport(Darwin)
	import Darwin
#elseif canImport(Glibc)
	import Glibc
#elseif canImport(Musl)
	import Musl
#endif

/// `embed-templates TEMPLATES OUTPUT`: writes to OUTPUT the Swift source that embeds every
/// `.mustache` file below the TEMPLATES folder (see ``TemplateEmbedding``). Run by the
/// EmbedTemplates build plugin. It depends on the C library and `CScaffoldHash` only, not on
/// Foundation: SwiftPM builds it before the main build can start, and importing Foundation was
/// most of its compile (docs/performance.md,
/// "The plugin's tool without ScaffoldHash, and the core without debug information").
@main
enum EmbedTemplates {
	static func main() {
		let arguments = CommandLine.arguments.dropFirst()
		guard arguments.count == 2, let folder = arguments.first, let output = arguments.last else {
			fail("usage: embed-templates TEMPLATES-FOLDER OUTPUT-FILE")
		}
		let templates = self.templates(in: folder)
		guard !templates.isEmpty else { fail("embed-templates: no template below \(folder)") }
		let source = TemplateEmbedding.swiftSource(for: templates)
		// Rewritten only when it changes, so that ScaffoldCore is not recompiled for nothing.
		if let existing = read(output), existing == Array(source.utf8) { return }
		replace(output, with: source)
	}

	/// Every `.mustache` file below `folder`, with its path relative to it; stops the tool on any
	/// folder or file it cannot read.
	static func templates(in folder: String) -> [TemplateFile] {
		var templates: [TemplateFile] = []
		var folders = [""]
		while let relative = folders.popLast() {
			for name in entries(of: relative.isEmpty ? folder : folder + "/" + relative) {
				let path = relative.isEmpty ? name : relative + "/" + name
				var info = stat()
				guard lstat(folder + "/" + path, &info) == 0 else { fail("embed-templates: cannot read \(folder)/\(path)") }
				if info.st_mode & S_IFMT == S_IFDIR {
					folders.append(path)
				} else if name.hasSuffix(".mustache") {
					// Decoded, then compared with the bytes: any invalid UTF-8 would have been replaced.
					// (`String(validating:as:)` needs macOS 15; the package supports 13.)
					guard let bytes = read(folder + "/" + path), case let text = String(decoding: bytes, as: UTF8.self),
						text.utf8.elementsEqual(bytes)
					else { fail("embed-templates: cannot read \(folder)/\(path) as UTF-8 text") }
					templates.append(TemplateFile(path: path, text: text))
				}
			}
		}
		return templates
	}

	/// The names in `folder`, without `.` and `..`.
	static func entries(of folder: String) -> [String] {
		guard let stream = opendir(folder) else { fail("embed-templates: cannot read the folder \(folder)") }
		defer { closedir(stream) }
		var names: [String] = []
		while let entry = readdir(stream) {
			let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
				pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
			}
			if name != ".", name != ".." { names.append(name) }
		}
		return names
	}

	/// The file's bytes, or `nil` when it cannot be read.
	static func read(_ path: String) -> [UInt8]? {
		guard let file = fopen(path, "rb") else { return nil }
		defer { fclose(file) }
		var bytes: [UInt8] = []
		var chunk = [UInt8](repeating: 0, count: 65_536)
		while true {
			let count = fread(&chunk, 1, chunk.count, file)
			bytes += chunk[0..<count]
			if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
		}
	}

	/// Writes `text` beside `path` and renames it into place, so a build never compiles half a file.
	static func replace(_ path: String, with text: String) {
		let temporary = path + ".partial"
		guard let file = fopen(temporary, "wb") else { fail("embed-templates: cannot write \(temporary)") }
		let bytes = Array(text.utf8)
		let written = fwrite(bytes, 1, bytes.count, file)
		guard fclose(file) == 0, written == bytes.count, rename(temporary, path) == 0 else {
			fail("embed-templates: cannot write \(path)")
		}
	}

	static func fail(_ message: String) -> Never {
		var line = message + "\n"
		line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
		exit(1)
	}
}
