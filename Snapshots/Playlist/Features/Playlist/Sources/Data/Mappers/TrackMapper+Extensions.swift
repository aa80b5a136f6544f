import ChallengeCore

// scaffold wrote this file once, for your code at TrackMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension TrackMapper {
	/// Every Track the mapper builds from a TrackDTO passes through here. Return `mapped` as it
	/// is, a Track built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Track, from input: TrackDTO) throws(MappingError) -> Track {
		mapped
	}
}
