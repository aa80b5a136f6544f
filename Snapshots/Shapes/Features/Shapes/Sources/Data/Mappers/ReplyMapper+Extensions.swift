import ChallengeCore

// scaffold wrote this file once, for your code at ReplyMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension ReplyMapper {
	/// Every Reply the mapper builds from a ReplyDTO passes through here. Return `mapped` as it
	/// is, a Reply built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Reply, from input: ReplyDTO) throws(MappingError) -> Reply {
		mapped
	}
}
