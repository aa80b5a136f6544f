import Foundation

/// Mirrors `SwiftData.FetchDescriptor`: which models of one type a fetch returns, and in what order.
public struct FetchDescriptor<T: PersistentModel> {
	/// Mirrors `SwiftData.FetchDescriptor.predicate`: evaluated with `Predicate.evaluate` on each model.
	public var predicate: Predicate<T>?
	/// Mirrors `SwiftData.FetchDescriptor.sortBy`: applied in order, the first descriptor deciding first.
	public var sortBy: [SortDescriptor<T>]
	/// Mirrors `SwiftData.FetchDescriptor.fetchLimit`.
	public var fetchLimit: Int?
	/// Mirrors `SwiftData.FetchDescriptor.fetchOffset`.
	public var fetchOffset: Int?
	/// Mirrors `SwiftData.FetchDescriptor.includePendingChanges`: whether unsaved inserts are fetched too.
	public var includePendingChanges: Bool = true
	/// Mirrors `SwiftData.FetchDescriptor.propertiesToFetch` (no effect: models are always whole).
	public var propertiesToFetch: [PartialKeyPath<T>] = []
	/// Mirrors `SwiftData.FetchDescriptor.relationshipKeyPathsForPrefetching` (no effect in memory).
	public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

	/// Mirrors `SwiftData.FetchDescriptor.init(predicate:sortBy:)`.
	public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
		self.predicate = predicate
		self.sortBy = sortBy
	}
}
