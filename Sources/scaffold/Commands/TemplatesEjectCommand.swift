import ScaffoldCommandLine
import ScaffoldCore

/// `scaffold templates eject [NAME]`: copies built-in templates out so the project can change them.
enum TemplatesEjectCommand: Command {
	static let definition = CommandDefinition(
		"eject",
		abstract: "Copy built-in templates into the project to customise them.",
		discussion: """
			Copies the template (or all of them) into the templates folder, keeping its path, where \
			scaffold picks it up in place of the built-in one. Files already there are never \
			overwritten. The templates folder must be inside the project (a shared one elsewhere \
			is read, never written); --to names any folder to copy into.
			""",
		arguments: [ArgumentDefinition("name", .optional, help: "The template to copy (default: all of them).")],
		options: [.value("to", "dir", help: "The folder to copy into, instead of the configured templates folder.")])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let project = try Project.open(output: nil, context: context, access: .write)
		let embedded = TemplateCatalog.embedded
		let sources = try invocation.argument("name").map { [try embedded.lookup($0)] } ?? embedded.sources
		// Only a folder the command line names may lie outside the project; either way, no
		// symbolic link inside it may lead the copies out of it.
		let folder: String
		let boundary: (path: String, name: String)
		if let given = invocation.value("to") {
			folder = ProjectDisk.resolvedThroughLinks(given) ?? given
			boundary = (folder, "the folder given with --to")
		} else {
			folder = try project.writableFolder("templates")
			boundary = (project.disk.resolvedRoot, "the project root")
		}
		let fileSystem = project.disk.fileSystem
		var copies: [(path: String, destination: String, bytes: [UInt8])] = []
		var lines: [String] = []
		for source in sources {
			let destination = folder + "/" + source.path
			if fileSystem.kind(destination) != .absent {
				lines.append("  skip    \(source.path) (already there)")
				continue
			}
			let resolved = ProjectDisk.resolvedThroughLinks(destination) ?? destination
			guard ConfigPath.relative(resolved, to: boundary.path) != nil else {
				throw CommandFailure(
					[.error("refusing to write \(ProjectDisk.relativeToWorkingDirectory(destination)): a symbolic link on the way leads to '\(resolved)', outside \(boundary.name)")],
					exitCode: .failure)
			}
			copies.append((source.path, destination, Array(source.text.utf8)))
			lines.append("  create  \(source.path)")
		}
		try createAll(copies.map { ($0.destination, $0.bytes) }, fileSystem: fileSystem)
		context.console.output(lines.joined(separator: "\n") + "\n")
		return .success
	}

	/// Creates every file (never replacing one) and the folders they need; on a failure, removes
	/// what it created, so a run copies all the templates or none.
	private static func createAll(_ files: [(path: String, bytes: [UInt8])], fileSystem: any FileSystem) throws(CommandFailure) {
		var created: [String] = []
		var folders: [String] = []
		do throws(FileSystemError) {
			for file in files {
				var missing: [String] = []
				var folder = ProjectDisk.parent(of: file.path)
				while fileSystem.kind(folder) == .absent, folder != "/", !folder.isEmpty {
					missing.insert(folder, at: 0)
					folder = ProjectDisk.parent(of: folder)
				}
				for folder in missing {
					try fileSystem.makeFolder(folder)
					folders.append(folder)
				}
				do {
					try fileSystem.createFile(file.path, file.bytes)
				} catch {
					// A half-written copy is ours to remove; a file that appeared meanwhile is not.
					if error.code != EEXIST { try? fileSystem.removeFile(file.path) }
					throw error
				}
				created.append(file.path)
			}
		} catch {
			for path in created.reversed() { try? fileSystem.removeFile(path) }
			for folder in folders.reversed() { try? fileSystem.removeFolder(folder) }
			let sentence = FileErrorWording.sentence(error, shown: ProjectDisk.relativeToWorkingDirectory(error.path))
			throw CommandFailure([.error("\(sentence): nothing was changed")], exitCode: .failure)
		}
	}
}
