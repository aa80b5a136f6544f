import ChallengeCore

// scaffold wrote this file once, for your code at CategoryMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension CategoryMapper {
	/// Every Category the mapper builds from a CategoryDTO passes through here. Return `mapped` as it
	/// is, a Category built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Category, from input: CategoryDTO) throws(MappingError) -> Category {
		mapped
	}
}
