import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// scaffold's own version, and how two versions compare.
public enum ScaffoldRelease {
	/// This scaffold's version: what `scaffold --version` prints, what the manifest records per
	/// feature, and the release new ``TemplateChangelog`` entries belong to.
	public static let current = "0.1.0"

	/// Whether version `lhs` came before `rhs`: by major, minor and patch number (a suffix such as
	/// `-beta` is ignored); a version that is not three numbers sorts before every version.
	package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
		numbers(lhs).lexicographicallyPrecedes(numbers(rhs))
	}

	/// `[0, 1, 0]` for `0.1.0-beta`; `[]` for anything else.
	private static func numbers(_ version: String) -> [Int] {
		let core = version.split(separator: "-", maxSplits: 1).first ?? ""
		let parts = core.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
		guard parts.count == 3, parts.allSatisfy({ $0 != nil }) else { return [] }
		return parts.compactMap { $0 }
	}
}
