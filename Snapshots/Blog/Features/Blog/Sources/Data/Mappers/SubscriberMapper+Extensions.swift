import ChallengeCore

// scaffold wrote this file once, for your code at SubscriberMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension SubscriberMapper {
	/// Every Subscriber the mapper builds from a SubscriberDTO passes through here. Return `mapped` as it
	/// is, a Subscriber built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Subscriber, from input: SubscriberDTO) throws(MappingError) -> Subscriber {
		mapped
	}
}
