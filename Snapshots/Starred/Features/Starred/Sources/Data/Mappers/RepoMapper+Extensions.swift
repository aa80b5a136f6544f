import ChallengeCore

// scaffold wrote this file once, for your code at RepoMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension RepoMapper {
	/// Every Repo the mapper builds from a RepoDTO passes through here. Return `mapped` as it
	/// is, a Repo built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Repo, from input: RepoDTO) throws(MappingError) -> Repo {
		mapped
	}
}
