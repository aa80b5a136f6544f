import ChallengeCore

// scaffold wrote this file once, for your code at EmailAddressMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension EmailAddressMapper {
	/// Every EmailAddress the mapper builds from a EmailAddressDTO passes through here. Return `mapped` as it
	/// is, a EmailAddress built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: EmailAddress, from input: EmailAddressDTO) throws(MappingError) -> EmailAddress {
		mapped
	}
}
