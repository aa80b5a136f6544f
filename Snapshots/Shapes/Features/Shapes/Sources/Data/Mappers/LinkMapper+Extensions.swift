import ChallengeCore

// scaffold wrote this file once, for your code at LinkMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension LinkMapper {
	/// Every Link the mapper builds from a LinkDTO passes through here. Return `mapped` as it
	/// is, a Link built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Link, from input: LinkDTO) throws(MappingError) -> Link {
		mapped
	}
}
