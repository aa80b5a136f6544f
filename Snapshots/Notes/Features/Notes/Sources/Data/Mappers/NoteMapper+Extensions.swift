import ChallengeCore

// scaffold wrote this file once, for your code at NoteMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension NoteMapper {
	/// Every Note the mapper builds from a NoteDTO passes through here. Return `mapped` as it
	/// is, a Note built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Note, from input: NoteDTO) throws(MappingError) -> Note {
		mapped
	}
}
