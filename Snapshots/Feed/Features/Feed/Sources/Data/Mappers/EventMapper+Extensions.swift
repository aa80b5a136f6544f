import ChallengeCore

// scaffold wrote this file once, for your code at EventMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension EventMapper {
	/// Every Event the mapper builds from a EventDTO passes through here. Return `mapped` as it
	/// is, a Event built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Event, from input: EventDTO) throws(MappingError) -> Event {
		mapped
	}
}
