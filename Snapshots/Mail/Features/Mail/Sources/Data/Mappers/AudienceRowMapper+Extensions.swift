import ChallengeCore

// scaffold wrote this file once, for your code at AudienceRowMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension AudienceRowMapper {
	/// Every AudienceRow the mapper builds from a AudienceRowDTO passes through here. Return `mapped` as it
	/// is, a AudienceRow built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: AudienceRow, from input: AudienceRowDTO) throws(MappingError) -> AudienceRow {
		mapped
	}
}
