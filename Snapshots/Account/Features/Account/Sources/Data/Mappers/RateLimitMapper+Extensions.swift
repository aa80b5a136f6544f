import ChallengeCore

// scaffold wrote this file once, for your code at RateLimitMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension RateLimitMapper {
	/// Every RateLimit the mapper builds from a RateLimitDTO passes through here. Return `mapped` as it
	/// is, a RateLimit built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: RateLimit, from input: RateLimitDTO) throws(MappingError) -> RateLimit {
		mapped
	}
}
