/// What the executable found at one component of an output path, asked without following
/// that component if it is a symbolic link (`lstat`).
///
/// For `Features/Character/A.swift` the executable checks `root/Features`, then
/// `root/Features/Character`, then `root/Features/Character/A.swift`, and may stop after the
/// first `.absent` (nothing can exist below it):
///
/// ```swift
/// var states: [PathComponentState] = []
/// var current = resolvedRoot
/// for component in path.split(separator: "/") {
/// 	current += "/" + component
/// 	if lstat(current) fails with ENOENT { states.append(.absent); break }
/// 	if it is a symbolic link { states.append(.symlink(resolvedTarget: realpath(current))) }  // nil when realpath fails
/// 	else { states.append(.present) }
/// }
/// ```
public enum PathComponentState: Sendable, Hashable {
	/// Nothing exists there.
	case absent
	/// A real file or folder, not a symbolic link.
	case present
	/// A symbolic link; `resolvedTarget` is its fully resolved absolute path (`realpath`),
	/// or `nil` when it dangles or cannot be resolved.
	case symlink(resolvedTarget: String?)
}
