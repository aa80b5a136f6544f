import Foundation
import ScaffoldCore

extension Console {
	/// Prints one plain line on standard error, after the diagnostics it sums up
	/// (`linted 3 specs: 2 errors, 1 warning`). Never coloured: it is not a diagnostic.
	func summary(_ line: String) {
		try? FileHandle.standardError.write(contentsOf: Foundation.Data((line + "\n").utf8))
	}
}
