import ChallengeCore

// scaffold wrote this file once, for your code at StoryMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension StoryMapper {
	/// Every Story the mapper builds from a StoryDTO passes through here. Return `mapped` as it
	/// is, a Story built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Story, from input: StoryDTO) throws(MappingError) -> Story {
		mapped
	}
}
