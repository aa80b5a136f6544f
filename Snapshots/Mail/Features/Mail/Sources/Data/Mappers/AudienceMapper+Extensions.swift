import ChallengeCore

// scaffold wrote this file once, for your code at AudienceMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension AudienceMapper {
	/// Every Audience the mapper builds from a AudienceDTO passes through here. Return `mapped` as it
	/// is, a Audience built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Audience, from input: AudienceDTO) throws(MappingError) -> Audience {
		mapped
	}
}
