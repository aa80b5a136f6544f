import ChallengeCore

// scaffold wrote this file once, for your code at DomainSummaryMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension DomainSummaryMapper {
	/// Every DomainSummary the mapper builds from a DomainSummaryDTO passes through here. Return `mapped` as it
	/// is, a DomainSummary built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: DomainSummary, from input: DomainSummaryDTO) throws(MappingError) -> DomainSummary {
		mapped
	}
}
