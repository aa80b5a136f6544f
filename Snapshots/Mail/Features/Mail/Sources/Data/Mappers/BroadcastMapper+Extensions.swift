import ChallengeCore

// scaffold wrote this file once, for your code at BroadcastMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension BroadcastMapper {
	/// Every Broadcast the mapper builds from a BroadcastDTO passes through here. Return `mapped` as it
	/// is, a Broadcast built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Broadcast, from input: BroadcastDTO) throws(MappingError) -> Broadcast {
		mapped
	}
}
