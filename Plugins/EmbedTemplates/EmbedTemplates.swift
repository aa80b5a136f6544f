import Foundation
import PackagePlugin

/// Embeds `Templates/` into ScaffoldCore at build time: runs `embed-templates` to write
/// `EmbeddedTemplates.swift` into the plugin's work folder, which SwiftPM then compiles with the
/// target. Every template is declared as an input, so editing one is edit-and-build; nothing
/// generated is committed.
@main
struct EmbedTemplates: BuildToolPlugin {
	func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
		let templates = context.package.directoryURL.appending(path: "Templates")
		let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
		return [
			.buildCommand(
				displayName: "Embedding the templates into \(target.name)",
				executable: try context.tool(named: "embed-templates").url,
				arguments: [templates.path(percentEncoded: false), output.path(percentEncoded: false)],
				// The folders too, so that adding or removing a template also re-runs the tool.
				inputFiles: try Self.inputs(below: templates),
				outputFiles: [output])
		]
	}

	/// Every file and folder below `folder`, and the folder itself.
	static func inputs(below folder: URL) throws -> [URL] {
		var inputs = [folder]
		let keys: [URLResourceKey] = [.isDirectoryKey]
		guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { return inputs }
		for case let url as URL in enumerator { inputs.append(url) }
		return inputs.sorted { $0.path < $1.path }
	}
}
