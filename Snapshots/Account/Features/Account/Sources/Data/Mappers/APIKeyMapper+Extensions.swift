import ChallengeCore

// scaffold wrote this file once, for your code at APIKeyMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension APIKeyMapper {
	/// Every APIKey the mapper builds from a APIKeyDTO passes through here. Return `mapped` as it
	/// is, a APIKey built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: APIKey, from input: APIKeyDTO) throws(MappingError) -> APIKey {
		mapped
	}
}
