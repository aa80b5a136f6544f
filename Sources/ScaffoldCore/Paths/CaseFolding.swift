/// How a case-insensitive file system (macOS by default) sees a path: two paths with the same
/// folded form are one file there. Every judgement that must hold on such a disk (two outputs
/// that would be one file, an orphan that is really a new output, two feature folders that
/// would be one) compares these forms, so they all agree.
package enum CaseFolding {
	/// The form under which paths differing only in case are equal.
	package static func folded(_ path: String) -> String {
		path.lowercased()
	}
}
