import ChallengeCore

// scaffold wrote this file once, for your code at DraftMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension DraftMapper {
	/// Every Draft the mapper builds from a DraftDTO passes through here. Return `mapped` as it
	/// is, a Draft built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Draft, from input: DraftDTO) throws(MappingError) -> Draft {
		mapped
	}
}
