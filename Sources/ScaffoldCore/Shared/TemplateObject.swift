/// The members of an object context value: ordered like a JSON object, looked up fast.
///
/// Small objects (the usual case: a field with a handful of keys) are searched linearly,
/// comparing a fingerprint of each key before the key itself, which beats hashing; larger
/// ones (a feature's context has hundreds of keys) keep an index of slots by fingerprint,
/// so a lookup is a probe or two with the fingerprint the template computed when it was
/// parsed, never a string hash. Setting an existing key replaces its value in place and
/// keeps its position.
public struct TemplateObject: Sendable, Equatable {
	/// Above this many members an index is kept; below, a linear scan is faster.
	package static let indexThreshold = 32

	/// A member with its key's fingerprint.
	struct Entry: Sendable, Equatable {
		let key: String
		var value: TemplateValue
		let fingerprint: UInt32

		static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }
	}

	private var members: [Entry] = []
	private var index: FingerprintIndex?

	/// An empty object.
	public init() {}

	/// An empty object with room for `minimumCapacity` members.
	public init(minimumCapacity: Int) {
		members.reserveCapacity(minimumCapacity)
	}

	/// An object of these members, in order; a repeated key replaces the earlier value.
	public init(_ pairs: some Sequence<(String, TemplateValue)>) {
		for (key, value) in pairs { self[key] = value }
	}

	/// The members in order.
	public var entries: [(key: String, value: TemplateValue)] { members.map { ($0.key, $0.value) } }

	/// The keys in order.
	public var keys: [String] { members.map(\.key) }

	/// The number of members.
	public var count: Int { members.count }

	/// Whether there are no members.
	public var isEmpty: Bool { members.isEmpty }

	/// The value under `key`; setting `nil` removes the member.
	public subscript(key: String) -> TemplateValue? {
		get { value(forKey: key, fingerprint: Self.fingerprint(of: key)) }
		set {
			let fingerprint = Self.fingerprint(of: key)
			if let position = position(of: key, fingerprint: fingerprint) {
				if let newValue {
					members[position].value = newValue
				} else {
					members.remove(at: position)
					rebuildIndex()
				}
			} else if let newValue {
				// The entry made only for a new key: one for every set would retain the key each time.
				append(Entry(key: key, value: newValue, fingerprint: fingerprint))
			}
		}
	}

	/// Sets each member of `object` (an object already assembled from typed contexts, an entity's,
	/// built once and shared by all its files) on this object, in order: the one place an object's
	/// keys are copied one by one, so that no job planner subscripts a context by a key. A key this
	/// object has already keeps its place and takes the new value (as merging a typed context does),
	/// exactly as setting each member by its key would. An empty object becomes `object` as it is (its members and
	/// index shared until either is changed); otherwise room is made for every member first, and
	/// each is set with the fingerprint it has, not hashed again.
	package mutating func merge(_ object: TemplateObject) {
		guard !members.isEmpty else {
			self = object
			return
		}
		members.reserveCapacity(members.count + object.members.count)
		for entry in object.members {
			if let position = position(of: entry.key, fingerprint: entry.fingerprint) {
				members[position].value = entry.value
			} else {
				append(entry)
			}
		}
	}

	/// Adds `entry`, whose key this object does not have, last; keeps the index.
	private mutating func append(_ entry: Entry) {
		members.append(entry)
		if index != nil {
			index!.addLast(of: members)
		} else if members.count > Self.indexThreshold {
			rebuildIndex()
		}
	}

	/// The value under `key`, whose ``fingerprint(of:)`` the caller already knows.
	package func value(forKey key: String, fingerprint: UInt32) -> TemplateValue? {
		guard let position = position(of: key, fingerprint: fingerprint) else { return nil }
		return members[position].value
	}

	private func position(of key: String, fingerprint: UInt32) -> Int? {
		// Asked through the optional, not bound to a variable: binding copied the index (a retain
		// and a release) on every lookup.
		if index != nil { return index?.position(of: key, fingerprint: fingerprint, in: members) }
		for position in members.indices where members[position].fingerprint == fingerprint && members[position].key == key {
			return position
		}
		return nil
	}

	/// Whether the index hashes keys because their fingerprints collided too much (for tests).
	package var indexHashesKeys: Bool { index?.hashesKeys ?? false }

	/// Whether the object keeps an index (for tests).
	package var isIndexed: Bool { index != nil }

	private mutating func rebuildIndex() {
		guard members.count > Self.indexThreshold else {
			index = nil
			return
		}
		index = FingerprintIndex(members)
	}

	/// A 32-bit FNV-1a hash of the key's UTF-8: equal keys have equal fingerprints.
	package static func fingerprint(of key: String) -> UInt32 {
		var key = key
		return key.withUTF8(fingerprint(of:))
	}

	/// ``fingerprint(of:)-(String)`` of a key's UTF-8 bytes.
	package static func fingerprint(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
		var hash: UInt32 = 2_166_136_261
		for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
		return hash
	}

	/// Equal when the same keys hold equal values in the same order.
	public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
		lhs.members == rhs.members
	}
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
	/// An object whose keys keep the order written.
	public init(dictionaryLiteral elements: (String, TemplateValue)...) {
		self.init(elements)
	}
}

extension TemplateObject: Sequence {
	/// Iterates the members in order.
	public func makeIterator() -> IndexingIterator<[(key: String, value: TemplateValue)]> {
		entries.makeIterator()
	}
}
