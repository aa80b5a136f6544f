import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSwiftScanning

/// Where an app's modules are, guessed from the folder layouts Swift projects use: Tuist's and
/// XcodeGen's `<Root>/<Module>/Sources` (with `<Module>/Mocks` for a mocks module), SwiftPM's
/// `Sources/<Module>`, and the `Libraries/<Module>` of a project `scaffold init` made.
package enum AppModules {
	/// A module's name and the folder of its sources.
	package struct Module: Sendable, Equatable {
		/// The module's name (`Networking`, `CoreMocks`).
		package var name: String
		/// Its folder, from the project root.
		package var folder: String
	}

	/// The module the file at `path` belongs to, or `nil` for a file outside any module layout.
	package static func module(of path: String) -> Module? {
		let parts = path.split(separator: "/").map(String.init)
		guard parts.count >= 2 else { return nil }
		// Innermost first: `Features/Home/Sources/…` is HomeFeature's sources, not a module `Features`.
		for index in stride(from: parts.count - 2, through: 1, by: -1) {
			let folder = parts[..<(index + 1)].joined(separator: "/")
			switch parts[index] {
			case "Sources": return Module(name: parts[index - 1], folder: folder)
			case "Mocks": return Module(name: parts[index - 1] + "Mocks", folder: folder)
			default: continue
			}
		}
		if parts[0] == "Sources" || parts[0] == "Libraries", parts.count >= 3 {
			return Module(name: parts[1], folder: parts[0] + "/" + parts[1])
		}
		return nil
	}
}
