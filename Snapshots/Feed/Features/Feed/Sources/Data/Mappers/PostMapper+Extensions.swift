import ChallengeCore

// scaffold wrote this file once, for your code at PostMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension PostMapper {
	/// Every Post the mapper builds from a PostDTO passes through here. Return `mapped` as it
	/// is, a Post built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Post, from input: PostDTO) throws(MappingError) -> Post {
		mapped
	}
}
