import ChallengeCore

// scaffold wrote this file once, for your code at DomainMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension DomainMapper {
	/// Every Domain the mapper builds from a DomainDTO passes through here. Return `mapped` as it
	/// is, a Domain built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Domain, from input: DomainDTO) throws(MappingError) -> Domain {
		mapped
	}
}
