import ScaffoldCommandLine
import ScaffoldCore

/// The project's spec files, for commands run without naming any (`scaffold spec lint`).
///
/// `scaffold.json` is looked for from the working directory upward; its `specs` folder is
/// relative to the folder holding it (without one, `Specs` in the working directory). Every path
/// is shown relative to the working directory, as the user would type it (`../Specs/Character.json`).
struct ProjectSpecFiles {
	/// The config file as shown to the user, or `nil` when the defaults apply.
	var configPath: String?
	/// The specs folder as shown to the user.
	var folder: String
	/// The `*.json` files directly in the folder, sorted.
	var files: [String]
	/// Warnings about the config file (errors stop ``discover(from:)``).
	var diagnostics: [Diagnostic]

	/// Finds the config and the spec files around `workingDirectory` (an absolute path).
	///
	/// Throws the config's errors (status 2), or a failure to read the config or the folder (status 66).
	static func discover(from workingDirectory: String) throws -> ProjectSpecFiles {
		for (depth, directory) in ProjectConfig.candidateDirectories(from: workingDirectory).enumerated() {
			let absolutePath = ProjectConfig.path(in: directory)
			guard FileReading.isFolder(absolutePath) == false else { continue }
			let upward = String(repeating: "../", count: depth)
			let shownPath = upward + ProjectConfig.fileName
			let (config, diagnostics) = ProjectConfig.load(bytes: try FileReading.bytes(shownPath), path: shownPath)
			// An invalid configuration is status 2, as for every command that reads it.
			guard let config else { throw CommandFailure(diagnostics, exitCode: .invalidConfiguration) }
			let folder = ConfigPath.resolve(config.specs, against: upward)
			let files = try specFiles(in: folder, note: "the specs folder set by \(shownPath)")
			return ProjectSpecFiles(configPath: shownPath, folder: folder, files: files, diagnostics: diagnostics)
		}
		let folder = ProjectConfig.defaults.specs
		let files = try specFiles(in: folder, note: "no \(ProjectConfig.fileName) here or above: looked for specs in '\(folder)'")
		return ProjectSpecFiles(configPath: nil, folder: folder, files: files, diagnostics: [])
	}

	/// The `*.json` files of `folder`; a folder that cannot be read is reported with `note`.
	private static func specFiles(in folder: String, note: String) throws(CommandFailure) -> [String] {
		do {
			return try FileReading.files(in: folder, withExtension: "json")
		} catch {
			var failure = error
			if !failure.diagnostics.isEmpty { failure.diagnostics[0].notes.append(.init(note)) }
			throw failure
		}
	}
}
