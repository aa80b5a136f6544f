import ChallengeCore

// scaffold wrote this file once, for your code at PlaylistEntryMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension PlaylistEntryMapper {
	/// Every PlaylistEntry the mapper builds from a PlaylistEntryDTO passes through here. Return `mapped` as it
	/// is, a PlaylistEntry built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: PlaylistEntry, from input: PlaylistEntryDTO) throws(MappingError) -> PlaylistEntry {
		mapped
	}
}
