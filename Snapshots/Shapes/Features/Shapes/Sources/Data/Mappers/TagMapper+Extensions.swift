import ChallengeCore

// scaffold wrote this file once, for your code at TagMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension TagMapper {
	/// Every Tag the mapper builds from a TagDTO passes through here. Return `mapped` as it
	/// is, a Tag built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Tag, from input: TagDTO) throws(MappingError) -> Tag {
		mapped
	}
}
