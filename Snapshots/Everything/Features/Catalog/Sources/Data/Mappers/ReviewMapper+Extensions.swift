import ChallengeCore

// scaffold wrote this file once, for your code at ReviewMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension ReviewMapper {
	/// Every Review the mapper builds from a ReviewDTO passes through here. Return `mapped` as it
	/// is, a Review built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Review, from input: ReviewDTO) throws(MappingError) -> Review {
		mapped
	}
}
