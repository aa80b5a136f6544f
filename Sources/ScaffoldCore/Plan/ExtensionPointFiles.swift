import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Which extension-point files (``OutputFile/Ownership/extensionPoint``) a plan takes up.
///
/// Generation always produces them, so that generated code and its record never depend on
/// whether a team asked for them; the plan decides from the disk. A feature asked for its
/// extension points when the run says so (`feature --with-extensions`) or when any of its
/// extension-point files exists: the team took them up once, and a later run (after a new
/// entity, say) adds the ones it lacks. Deleting all of them opts out again.
enum ExtensionPointFiles {
	/// `outputs` with every extension-point file of a feature that asked for them made
	/// user-owned (created when absent, never touched when present), and every other one left
	/// out. Features are told apart by ``OutputFile/origin``, their spec.
	static func resolved(_ outputs: [OutputFile], disk: [String: DiskEntry], asked: Bool) -> [OutputFile] {
		guard outputs.contains(where: { $0.ownership == .extensionPoint }) else { return outputs }
		var taken: Set<String> = []
		if !asked {
			for output in outputs where output.ownership == .extensionPoint {
				if let entry = disk[output.path], entry.contents != .absent { taken.insert(output.origin) }
			}
		}
		return outputs.compactMap { output in
			guard output.ownership == .extensionPoint else { return output }
			guard asked || taken.contains(output.origin) else { return nil }
			var file = output
			file.ownership = .userOwned
			return file
		}
	}
}
