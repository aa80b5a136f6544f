import ChallengeCore

// scaffold wrote this file once, for your code at CampaignRowMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension CampaignRowMapper {
	/// Every CampaignRow the mapper builds from a CampaignRowDTO passes through here. Return `mapped` as it
	/// is, a CampaignRow built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: CampaignRow, from input: CampaignRowDTO) throws(MappingError) -> CampaignRow {
		mapped
	}
}
