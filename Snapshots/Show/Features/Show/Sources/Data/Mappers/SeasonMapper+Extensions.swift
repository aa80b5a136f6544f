import ChallengeCore

// scaffold wrote this file once, for your code at SeasonMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension SeasonMapper {
	/// Every Season the mapper builds from a SeasonDTO passes through here. Return `mapped` as it
	/// is, a Season built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Season, from input: SeasonDTO) throws(MappingError) -> Season {
		mapped
	}
}
