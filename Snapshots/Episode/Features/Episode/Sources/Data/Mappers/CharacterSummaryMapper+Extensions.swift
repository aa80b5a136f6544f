import ChallengeCore

// scaffold wrote this file once, for your code at CharacterSummaryMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension CharacterSummaryMapper {
	/// Every CharacterSummary the mapper builds from a CharacterSummaryDTO passes through here. Return `mapped` as it
	/// is, a CharacterSummary built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: CharacterSummary, from input: CharacterSummaryDTO) throws(MappingError) -> CharacterSummary {
		mapped
	}
}
