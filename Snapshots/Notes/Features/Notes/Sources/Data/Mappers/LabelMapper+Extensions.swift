import ChallengeCore

// scaffold wrote this file once, for your code at LabelMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension LabelMapper {
	/// Every Label the mapper builds from a LabelDTO passes through here. Return `mapped` as it
	/// is, a Label built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Label, from input: LabelDTO) throws(MappingError) -> Label {
		mapped
	}
}
