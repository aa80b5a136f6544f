import ChallengeCore

// scaffold wrote this file once, for your code at DefaultMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension DefaultMapper {
	/// Every Default the mapper builds from a DefaultDTO passes through here. Return `mapped` as it
	/// is, a Default built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Default, from input: DefaultDTO) throws(MappingError) -> Default {
		mapped
	}
}
