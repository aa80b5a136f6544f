import ChallengeCore

// scaffold wrote this file once, for your code at ProductMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension ProductMapper {
	/// Every Product the mapper builds from a ProductDTO passes through here. Return `mapped` as it
	/// is, a Product built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Product, from input: ProductDTO) throws(MappingError) -> Product {
		mapped
	}
}
