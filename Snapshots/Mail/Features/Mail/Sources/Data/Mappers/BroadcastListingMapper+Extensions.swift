import ChallengeCore

// scaffold wrote this file once, for your code at BroadcastListingMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension BroadcastListingMapper {
	/// Every BroadcastListing the mapper builds from a BroadcastListingDTO passes through here. Return `mapped` as it
	/// is, a BroadcastListing built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: BroadcastListing, from input: BroadcastListingDTO) throws(MappingError) -> BroadcastListing {
		mapped
	}
}
