import ScaffoldBasics

extension ProjectConfig {
	/// The folders to look for `scaffold.json` in, nearest first: `/a/b/c` → `/a/b/c`, `/a/b`, `/a`, `/`.
	///
	/// Pure path arithmetic on `/`-separated paths; a relative path stops at its first component.
	package static func candidateDirectories(from workingDirectory: String) -> [String] {
		let isAbsolute = workingDirectory.hasPrefix("/")
		var components = workingDirectory.split(separator: "/" as Character).map(String.init).filter { $0 != "." }
		var directories: [String] = []
		while !components.isEmpty {
			// Spelled out rather than `joined(separator:)`, whose generic witnesses are looked up at run time.
			var directory = isAbsolute ? "/" : ""
			for (index, component) in components.enumerated() {
				if index > 0 { directory += "/" }
				directory += component
			}
			directories.append(directory)
			components.removeLast()
		}
		directories.append(isAbsolute ? "/" : ".")
		return directories
	}

	/// The path of `scaffold.json` in `directory`.
	package static func path(in directory: String) -> String {
		directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
	}

	/// The first `scaffold.json` that exists among `directories`, in order.
	package static func find(in directories: [String], fileExists: (String) -> Bool) -> String? {
		directories.lazy.map(path(in:)).first(where: fileExists)
	}

	/// Finds and loads the nearest `scaffold.json` from `workingDirectory` upward.
	///
	/// `read` returns a file's bytes, or `nil` when there is no such file. Without a config file
	/// the result is ``defaults`` with no path; with one, the loaded config (or `nil` when it has
	/// errors), its path and its diagnostics.
	package static func discover(from workingDirectory: String, read: (String) -> [UInt8]?)
		-> (config: ProjectConfig?, path: String?, diagnostics: [Diagnostic])
	{
		for directory in candidateDirectories(from: workingDirectory) {
			let path = path(in: directory)
			guard let bytes = read(path) else { continue }
			let (config, diagnostics) = load(bytes: bytes, path: path)
			return (config, path, diagnostics)
		}
		return (defaults, nil, [])
	}
}
