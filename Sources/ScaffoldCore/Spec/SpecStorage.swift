import ScaffoldBasics

/// Where an entity is kept on the device.
package enum SpecLocalStore: String, Sendable, CaseIterable {
	/// SwiftData, as a two-level cache: an in-memory container and an on-disk one.
	case swiftData
	/// An actor holding a dictionary, for the life of the process.
	case memory
	/// An actor holding a dictionary, saved to a JSON file.
	case file
	/// The Keychain (one generic-password item per entity, JSON-encoded), for small secrets such as
	/// credentials or tokens; options in ``SpecKeychain``.
	case keychain
	/// Not kept.
	case none

	// What each store can do, said once: the checker, the stored shape, the contexts and the
	// jobs ask these instead of listing stores.

	/// Whether items are kept on the device at all.
	package var keepsItems: Bool { self != .none }

	/// Whether items outlive the process (a file, SwiftData, the Keychain): what such a store
	/// writes has a stored shape and a schema version, and migrates.
	package var isPersistent: Bool { sharedStore != nil }

	/// Which of the feature container's shared stores keeps the items across launches, or nil for
	/// a store that keeps nothing past the process. The container makes one of each it needs and
	/// passes it to the entity's persistence factory; a local-only repository reads through it.
	package var sharedStore: SharedStore? {
		switch self {
		case .file, .swiftData: .persistentStore
		case .keychain: .keychainStore
		case .memory, .none: nil
		}
	}

	/// Whether the store keeps pages of lists and the graph of nested entities beside the items:
	/// every store but the Keychain, which keeps small secrets one item each.
	package var keepsPages: Bool { self == .memory || self == .file || self == .swiftData }

	/// Whether nested entities are kept with their owner (a graph, or SwiftData's relationships).
	package var keepsGraph: Bool { keepsPages }

	/// Whether items are kept in a JSON file through the shared `PersistentStore`: the file store,
	/// and SwiftData's fallback where SwiftData is missing. The Keychain keeps one archive per item.
	package var writesJSONFile: Bool { sharedStore == .persistentStore }

	/// Whether each item is kept whole, the entities it nests inside it, one record per item (the
	/// Keychain): nothing is kept beside the items, neither rows of a list nor a graph.
	package var keepsItemsWhole: Bool { self == .keychain }

	/// Whether the items are rows of a generated SwiftData model: the model's schema is versioned
	/// (`{Name}SchemaV{n}`), earlier versions are frozen, and the entity has a model container.
	package var keepsSwiftDataModel: Bool { self == .swiftData }

	/// Whether the entity may say where its items live in the Keychain (its `keychain` object).
	package var takesKeychainOptions: Bool { sharedStore == .keychainStore }

	/// What the store needs of the app's runtime beyond every feature's needs (``RuntimeFit``
	/// refuses an adopted app that lacks it), or nil.
	package var runtimeConcern: RuntimeConcern? { sharedStore == .keychainStore ? .keychain : nil }

	/// A store the feature container shares between the entities that keep items across launches.
	/// The raw value is the container's property (and its persistence factories' argument).
	package enum SharedStore: String, Sendable {
		/// `PersistentStore`: JSON files (the file store, and SwiftData's fallback where SwiftData is missing).
		case persistentStore
		/// `KeychainStore`: one Keychain item per stored item.
		case keychainStore
	}
}

/// Where a `"local": "keychain"` entity's items live in the Keychain (the entity's `keychain` object).
package struct SpecKeychain: Sendable, Equatable {
	/// When the Keychain lets the app read the items: the runtime's `KeychainAccessibility` cases,
	/// Apple's `kSecAttrAccessible…` values that are not deprecated.
	package enum Accessibility: String, Sendable, CaseIterable {
		case whenUnlocked
		case whenUnlockedThisDeviceOnly
		case afterFirstUnlock
		case afterFirstUnlockThisDeviceOnly
		case whenPasscodeSetThisDeviceOnly
	}

	/// The Keychain service (`kSecAttrService`) the spec gave, or `nil` for the default,
	/// ``defaultService(feature:entity:)``.
	package var service: String?
	/// When the items can be read (default `afterFirstUnlock`, so background work such as a token
	/// refresh can read them while the device is locked).
	package var accessibility: Accessibility

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(service: String? = nil, accessibility: Accessibility) {
		self.service = service
		self.accessibility = accessibility
	}

	/// The service when the spec gives none: the feature and the entity in lowerCamelCase, joined
	/// by a dot (`account.apiKey`). The Keychain is already per app, so this only has to tell the
	/// app's entities apart.
	package static func defaultService(feature: Name, entity: Name) -> String {
		feature.lowerCamel + "." + entity.lowerCamel
	}
}

/// In which order a repository reads its sources by default: the runtime's `CachePolicy` of the
/// same name (see docs/caching.md). Every repository call takes a policy; this one is what the
/// generated use cases read with.
package enum SpecCachePolicy: String, Sendable, CaseIterable {
	/// Memory (L1), then persistence (L2), then the remote, saving what it fetches.
	case localFirst
	/// The remote, saving what it fetches; the caches when the remote fails.
	case remoteFirst
	/// The remote only.
	case noCache

	/// The names earlier versions of the spec used, with the policy each became.
	static let renamed: [String: SpecCachePolicy] = ["cacheFirst": .localFirst, "networkFirst": .remoteFirst, "remoteOnly": .noCache]
}

/// Options for the entity's repository (read by the repository generator).
package struct SpecRepository: Sendable, Equatable {
	/// Whether a repository (with the domain layer and the container) is generated; it needs a
	/// remote source (default: when the entity has one).
	package var enabled: Bool
	/// Whether use cases wrapping the repository are generated (default: no).
	package var useCases: Bool
	/// The default order of sources (default: `localFirst` with both a remote source and a local
	/// store, `noCache` otherwise).
	package var cachePolicy: SpecCachePolicy
	/// `maxAge`, in seconds: how long a cached copy may be served without asking the server, for
	/// every read of the entity (a list's own `maxAge` overrides it); nil: cached copies never age.
	package var maxAge: Int?
	/// The `repository` object, or the entity's when the spec has none.
	package var location: SourceLocation

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(enabled: Bool, useCases: Bool, cachePolicy: SpecCachePolicy, maxAge: Int? = nil, location: SourceLocation) {
		self.enabled = enabled
		self.useCases = useCases
		self.cachePolicy = cachePolicy
		self.maxAge = maxAge
		self.location = location
	}
}

/// A list of values kept in `UserDefaults` (recent searches, favourites…).
package struct SpecUserDefaults: Sendable, Equatable {
	/// In which order items are returned.
	package enum Order: String, Sendable, CaseIterable {
		/// The last saved item first.
		case newestFirst
		/// The first saved item first.
		case oldestFirst
	}

	/// How saving an item already in the list behaves.
	package enum Dedupe: String, Sendable, CaseIterable {
		/// Duplicates are kept.
		case none
		/// An equal item is replaced (moves to the newest position).
		case exact
		/// Like `exact`, comparing strings case-insensitively (String elements only).
		case caseInsensitive
	}

	/// The Swift name (`RecentSearches`).
	package var name: String
	/// The `UserDefaults` key (default: the name in lowerCamel, `recentSearches`).
	package var key: String
	/// The element type: a built-in scalar, an enum or a value type; never optional or an array.
	package var element: SpecType
	/// The most items kept, if limited.
	package var limit: Int?
	/// In which order items are returned.
	package var order: Order
	/// How duplicates are handled.
	package var dedupe: Dedupe
	/// The object in `userDefaults`.
	package var location: SourceLocation
	/// The list's name in the previous schema version: its values are read from the keys the list
	/// had under that name (docs/migrations.md).
	package var renamedFrom: SpecRename? = nil

	/// The name split into words.
	package var words: Name { Name(name) }

	/// Why a list of `element` cannot be generated (`UserDefaults` stores only some types natively).
	package static func unsupportedElementMessage(_ element: SpecType) -> String {
		"a UserDefaults list cannot store \(element.swiftSpelling); supported element types are String, Int, Double, UUID and string enums"
	}
}

extension SpecType {
	/// The Swift element type a `userDefaults` list of this type stores: what `UserDefaults` keeps
	/// natively, a UUID (as its string) or an enum's raw string (the Data layer keeps wire values);
	/// `nil` for value types, which would need an encoding of their own (the checker refuses them).
	package var userDefaultsElementType: String? {
		switch self {
		case .string, .enumType: "String"
		case .int: "Int"
		case .double: "Double"
		case .uuid: "UUID"
		default: nil
		}
	}
}
