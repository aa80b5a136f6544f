import Foundation
import ScaffoldCore

/// `scaffold templates eject [NAME]`: copies built-in templates out so the project can change them.
enum TemplatesEjectCommand: Command {
	static let definition = CommandDefinition(
		"eject",
		abstract: "Copy built-in templates into the project to customise them.",
		discussion: """
			Copies the template (or all of them) into the templates folder, keeping its path, where \
			scaffold picks it up in place of the built-in one. Files already there are never \
			overwritten.
			""",
		arguments: [ArgumentDefinition("name", .optional, help: "The template to copy (default: all of them).")],
		options: [.value("to", "dir", help: "The folder to copy into, instead of the configured templates folder.")])

	static func run(_ invocation: Invocation, _ context: CommandContext) throws -> ExitCode {
		let project = try Project.open(output: nil)
		let embedded = TemplateCatalog.embedded
		let sources = try invocation.argument("name").map { [try embedded.lookup($0)] } ?? embedded.sources
		let folder = invocation.value("to") ?? project.disk.absolute(project.config.templates)
		var lines: [String] = []
		for source in sources {
			let destination = folder + "/" + source.path
			if FileManager.default.fileExists(atPath: destination) {
				lines.append("  skip    \(source.path) (already there)")
				continue
			}
			try FileManager.default.createDirectory(
				atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
			guard FileManager.default.createFile(atPath: destination, contents: Data(source.text.utf8)) else {
				throw CommandFailure([.error("cannot write \(destination)")], exitCode: .failure)
			}
			lines.append("  create  \(source.path)")
		}
		context.console.output(lines.joined(separator: "\n") + "\n")
		return .success
	}
}
