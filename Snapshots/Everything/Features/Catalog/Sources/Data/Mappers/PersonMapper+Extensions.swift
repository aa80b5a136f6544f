import ChallengeCore

// scaffold wrote this file once, for your code at PersonMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension PersonMapper {
	/// Every Person the mapper builds from a PersonDTO passes through here. Return `mapped` as it
	/// is, a Person built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Person, from input: PersonDTO) throws(MappingError) -> Person {
		mapped
	}
}
