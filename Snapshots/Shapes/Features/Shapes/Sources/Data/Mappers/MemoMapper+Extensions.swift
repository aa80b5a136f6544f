import ChallengeCore

// scaffold wrote this file once, for your code at MemoMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension MemoMapper {
	/// Every Memo the mapper builds from a MemoDTO passes through here. Return `mapped` as it
	/// is, a Memo built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Memo, from input: MemoDTO) throws(MappingError) -> Memo {
		mapped
	}
}
