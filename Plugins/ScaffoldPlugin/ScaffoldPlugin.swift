import Foundation
import PackagePlugin

/// `swift package scaffold <arguments>`: runs the `scaffold` executable with the arguments
/// unchanged, in the package's directory, so every subcommand (`feature`, `check`, `init`, …)
/// works from SwiftPM and from Xcode's package plugin menu.
///
/// The child inherits the plugin's standard streams, so scaffold's diagnostics reach the
/// user as they are written. SwiftPM reads a plugin's stdout for its own messages and points
/// the plugin's stdout at its stderr, so both of scaffold's streams arrive on SwiftPM's output.
@main
struct ScaffoldPlugin: CommandPlugin {
	func performCommand(context: PluginContext, arguments: [String]) async throws {
		let tool = try context.tool(named: "scaffold")
		let status = try ScaffoldRun.run(tool.url, arguments, in: context.package.directoryURL)
		if !status.succeeded {
			// scaffold has already printed its own diagnostics; an error diagnostic is how a
			// plugin tells SwiftPM the run failed (so `swift package` exits non-zero and Xcode
			// shows the failure).
			Diagnostics.error("scaffold \(arguments.joined(separator: " ")) \(status.summary)")
		}
	}
}
