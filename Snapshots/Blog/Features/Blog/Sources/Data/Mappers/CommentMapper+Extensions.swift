import ChallengeCore

// scaffold wrote this file once, for your code at CommentMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension CommentMapper {
	/// Every Comment the mapper builds from a CommentDTO passes through here. Return `mapped` as it
	/// is, a Comment built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Comment, from input: CommentDTO) throws(MappingError) -> Comment {
		mapped
	}
}
