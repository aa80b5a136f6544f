import ChallengeCore

// scaffold wrote this file once, for your code at ArticleMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension ArticleMapper {
	/// Every Article the mapper builds from a ArticleDTO passes through here. Return `mapped` as it
	/// is, a Article built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Article, from input: ArticleDTO) throws(MappingError) -> Article {
		mapped
	}
}
