import ChallengeCore

// scaffold wrote this file once, for your code at PhoneNumberMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension PhoneNumberMapper {
	/// Every PhoneNumber the mapper builds from a PhoneNumberDTO passes through here. Return `mapped` as it
	/// is, a PhoneNumber built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: PhoneNumber, from input: PhoneNumberDTO) throws(MappingError) -> PhoneNumber {
		mapped
	}
}
