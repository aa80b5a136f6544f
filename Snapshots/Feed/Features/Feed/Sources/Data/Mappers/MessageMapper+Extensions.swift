import ChallengeCore

// scaffold wrote this file once, for your code at MessageMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension MessageMapper {
	/// Every Message the mapper builds from a MessageDTO passes through here. Return `mapped` as it
	/// is, a Message built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Message, from input: MessageDTO) throws(MappingError) -> Message {
		mapped
	}
}
