import ChallengeCore

// scaffold wrote this file once, for your code at ItemMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension ItemMapper {
	/// Every Item the mapper builds from a ItemDTO passes through here. Return `mapped` as it
	/// is, a Item built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Item, from input: ItemDTO) throws(MappingError) -> Item {
		mapped
	}
}
