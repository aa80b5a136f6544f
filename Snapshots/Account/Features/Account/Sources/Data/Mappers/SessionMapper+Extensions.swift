import ChallengeCore

// scaffold wrote this file once, for your code at SessionMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension SessionMapper {
	/// Every Session the mapper builds from a SessionDTO passes through here. Return `mapped` as it
	/// is, a Session built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Session, from input: SessionDTO) throws(MappingError) -> Session {
		mapped
	}
}
