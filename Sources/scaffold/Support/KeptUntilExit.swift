import ScaffoldCommandLine
import ScaffoldCore

/// Values a command is done with but that are deliberately never freed.
///
/// `main` exits as soon as the command returns, and the system takes back the whole address
/// space at once; freeing a feature's render contexts, parsed templates and outputs object by
/// object cost about a seventh of a `feature` run that changes nothing. Only for what a command
/// makes once: `check` frees each feature's work as it goes, so its memory stays flat.
enum KeptUntilExit {
	private static let store = Locked<[Any]>([])

	/// Holds `values` until the process exits.
	static func keep(_ values: Any...) {
		store.withLock { $0.append(contentsOf: values) }
	}
}
