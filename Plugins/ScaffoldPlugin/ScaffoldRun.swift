import Foundation

/// Starts the scaffold executable and waits for it: the only process the plugin runs.
enum ScaffoldRun {
	/// How the child ended.
	struct Status {
		/// The exit status, or the signal number when `signalled` is true.
		var code: Int32
		/// Whether the child was killed by a signal rather than exiting.
		var signalled: Bool

		/// Whether scaffold exited with status 0.
		var succeeded: Bool { !signalled && code == 0 }

		/// `exited with status 1`, or `was killed by signal 9`.
		var summary: String {
			signalled ? "was killed by signal \(code)" : "exited with status \(code)"
		}
	}

	/// Runs `executable` with `arguments` in `directory`, with the plugin's own standard streams.
	static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Status {
		let child = Foundation.Process()
		child.executableURL = executable
		child.arguments = arguments
		child.currentDirectoryURL = directory
		try child.run()
		child.waitUntilExit()
		return Status(code: child.terminationStatus, signalled: child.terminationReason == .uncaughtSignal)
	}
}
