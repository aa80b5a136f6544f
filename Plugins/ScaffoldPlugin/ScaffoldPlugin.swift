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
		guard let executable = try scaffoldExecutable(context) else { return }
		let status = try ScaffoldRun.run(executable, arguments, in: context.package.directoryURL)
		if !status.succeeded {
			// scaffold has already printed its own diagnostics; an error diagnostic is how a
			// plugin tells SwiftPM the run failed (so `swift package` exits non-zero and Xcode
			// shows the failure).
			Diagnostics.error("scaffold \(arguments.joined(separator: " ")) \(status.summary)")
		}
	}

	/// The scaffold to run: the plugin's `scaffold` tool where its package declares one (a binary
	/// target: the artifact bundle), else the package's own `scaffold` product, built now. That
	/// product is deliberately not a tool dependency of this plugin: SwiftPM builds a tool
	/// dependency as a separate host tool, so every `swift build` of scaffold's package compiled
	/// its core a second time for the plugin alone. `nil` when the build failed (reported).
	private func scaffoldExecutable(_ context: PluginContext) throws -> URL? {
		if let tool = try? context.tool(named: "scaffold") { return tool.url }
		let build = try packageManager.build(.product("scaffold"), parameters: .init(configuration: .inherit, logging: .concise))
		guard build.succeeded,
			let built = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "scaffold" })
		else {
			Diagnostics.error("could not build scaffold for the plugin:\n\(build.logText)")
			return nil
		}
		return built.url
	}
}
