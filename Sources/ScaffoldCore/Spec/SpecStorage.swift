/// Where an entity is kept on the device.
public enum SpecLocalStore: String, Sendable, CaseIterable {
	/// SwiftData, as a two-level cache: an in-memory container and an on-disk one.
	case swiftData
	/// An actor holding a dictionary, for the life of the process.
	case memory
	/// An actor holding a dictionary, saved to a JSON file.
	case file
	/// Not kept.
	case none
}

/// In which order a repository asks its sources.
public enum SpecCachePolicy: String, Sendable, CaseIterable {
	/// Local first; remote on a miss, then saved locally.
	case cacheFirst
	/// Remote first; local when the remote fails.
	case networkFirst
	/// Remote only.
	case remoteOnly
	/// Local only.
	case localOnly
}

/// Options for the entity's repository (read by the repository generator).
public struct SpecRepository: Sendable, Equatable {
	/// Whether a repository is generated (default: when the entity has a remote source).
	public var enabled: Bool
	/// Whether use cases wrapping the repository are generated (default: no).
	public var useCases: Bool
	/// The order of sources (default: `cacheFirst` with both a remote and a local source,
	/// `remoteOnly` with only a remote one, `localOnly` with only a local one).
	public var cachePolicy: SpecCachePolicy
	/// The `repository` object, or the entity's when the spec has none.
	public var location: SourceLocation
}

/// A list of values kept in `UserDefaults` (recent searches, favourites…).
public struct SpecUserDefaults: Sendable, Equatable {
	/// In which order items are returned.
	public enum Order: String, Sendable, CaseIterable {
		/// The last saved item first.
		case newestFirst
		/// The first saved item first.
		case oldestFirst
	}

	/// How saving an item already in the list behaves.
	public enum Dedupe: String, Sendable, CaseIterable {
		/// Duplicates are kept.
		case none
		/// An equal item is replaced (moves to the newest position).
		case exact
		/// Like `exact`, comparing strings case-insensitively (String elements only).
		case caseInsensitive
	}

	/// The Swift name (`RecentSearches`).
	public var name: String
	/// The `UserDefaults` key (default: the name in lowerCamel, `recentSearches`).
	public var key: String
	/// The element type: a built-in scalar, an enum or a value type; never optional or an array.
	public var element: SpecType
	/// The most items kept, if limited.
	public var limit: Int?
	/// In which order items are returned.
	public var order: Order
	/// How duplicates are handled.
	public var dedupe: Dedupe
	/// The object in `userDefaults`.
	public var location: SourceLocation

	/// The name split into words.
	public var words: Name { Name(name) }
}
