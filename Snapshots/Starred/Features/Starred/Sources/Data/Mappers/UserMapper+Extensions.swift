import ChallengeCore

// scaffold wrote this file once, for your code at UserMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension UserMapper {
	/// Every User the mapper builds from a UserDTO passes through here. Return `mapped` as it
	/// is, a User built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: User, from input: UserDTO) throws(MappingError) -> User {
		mapped
	}
}
