import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What the executable found on disk at one relative path: the core's only view of the file system.
///
/// The executable fills one entry for every path in ``Plan/pathsToInspect(outputs:manifest:)``:
/// read the file (following symbolic links, as a write would), and `lstat` each component of
/// the path from the project root to record symbolic links (see ``PathComponentState``).
public struct DiskEntry: Sendable, Equatable {
	/// What is at the path.
	public enum Contents: Sendable, Equatable {
		/// Nothing: no file, no folder.
		case absent
		/// A regular file (possibly reached through symbolic links) with these bytes.
		case file([UInt8])
		/// Something that is not a regular file (a folder, a socket…): scaffold can neither read nor replace it.
		case notAFile
	}

	/// What is at the path.
	public var contents: Contents
	/// One state per path component, from the root down, as `lstat` saw it; may stop at the first
	/// `.absent`. `nil` asserts there is no symbolic link anywhere on the way (tests, or an
	/// executable that refuses symbolic links itself); otherwise the states must be complete.
	public var components: [PathComponentState]?

	/// Creates an entry.
	public init(contents: Contents, components: [PathComponentState]?) {
		self.contents = contents
		self.components = components
	}

	/// Nothing at the path, and no symbolic link on the way.
	public static let absent = DiskEntry(contents: .absent, components: nil)

	/// A regular file with these bytes, reached without symbolic links.
	public static func file(_ bytes: [UInt8]) -> DiskEntry {
		DiskEntry(contents: .file(bytes), components: nil)
	}

	/// A regular file with this text, reached without symbolic links.
	public static func file(_ text: String) -> DiskEntry {
		file(Array(text.utf8))
	}

	/// The file's bytes, or `nil` when there is no regular file.
	var bytes: [UInt8]? {
		if case .file(let bytes) = contents { return bytes }
		return nil
	}
}
