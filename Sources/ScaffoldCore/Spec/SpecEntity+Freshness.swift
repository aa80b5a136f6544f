import ScaffoldBasics

/// How old an entity's cached copies may be (`repository.maxAge`, a list's `maxAge`), with the
/// defaults applied. docs/caching.md describes the flow.
extension SpecEntity {
	/// Whether the list's copies are cached so that a read may be answered from them: pages when
	/// ``cachesPages``. A list that is not paginated is always read from the server first (its
	/// cache holds items, not lists, and stands in only offline), so it has no age to keep.
	package var cachesList: Bool {
		repository.enabled && isPaginated && cachesPages
	}

	/// The maximum age in seconds of a copy of one item (and of the items a parent read keeps), if any.
	package var itemMaxAge: Int? { repository.maxAge }

	/// The maximum age in seconds of the list's cached copies: the list's `maxAge`, else the
	/// entity's; nil when the list is not cached.
	package var listMaxAge: Int? {
		guard cachesList else { return nil }
		return listOffline?.maxAge ?? repository.maxAge
	}

	/// Whether any read of the entity ages its copies, so its repositories keep a ledger of stamps.
	package var hasFreshness: Bool { itemMaxAge != nil || listMaxAge != nil }
}
