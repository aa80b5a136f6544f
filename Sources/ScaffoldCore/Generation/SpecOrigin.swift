import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Where a feature's spec lies, as generated files and the manifest name it.
///
/// Headers name a spec in the project by its path from the root (`Specs/Character.json`) and a
/// spec outside the project by its file name only (`Character.json`), so that the same spec
/// gives the same bytes on every machine. The manifest also keeps the path that leads from the
/// root to a spec outside (`../specs/Character.json`), so that `check` can read it again; never
/// an absolute path.
public struct SpecOrigin: Sendable, Equatable {
	/// The name headers and manifest records use: a path from the root, or a file name.
	public var path: String
	/// Whether the spec lies outside the project root.
	public var isOutsideProject: Bool
	/// For a spec outside the project, its path from the root, leading out with `..`; `nil` in
	/// the project, or when no such path can be made.
	public var pathFromRoot: String?

	/// Creates an origin.
	public init(path: String, isOutsideProject: Bool, pathFromRoot: String? = nil) {
		self.path = path
		self.isOutsideProject = isOutsideProject
		self.pathFromRoot = isOutsideProject ? pathFromRoot : nil
	}
}
