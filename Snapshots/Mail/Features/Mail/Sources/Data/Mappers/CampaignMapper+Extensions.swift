import ChallengeCore

// scaffold wrote this file once, for your code at CampaignMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension CampaignMapper {
	/// Every Campaign the mapper builds from a CampaignDTO passes through here. Return `mapped` as it
	/// is, a Campaign built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Campaign, from input: CampaignDTO) throws(MappingError) -> Campaign {
		mapped
	}
}
