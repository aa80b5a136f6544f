import ChallengeCore

// scaffold wrote this file once, for your code at CharacterMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension CharacterMapper {
	/// Every Character the mapper builds from a CharacterDTO passes through here. Return `mapped` as it
	/// is, a Character built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Character, from input: CharacterDTO) throws(MappingError) -> Character {
		mapped
	}
}
