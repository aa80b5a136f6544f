/// The index of a large ``TemplateObject``: an open-addressing table of member positions,
/// placed by the key's fingerprint (an FNV-1a hash the template computes once when parsed), so a
/// lookup costs a probe or two and one string comparison, where a `[String: Int]` hashed the key
/// with SipHash on every lookup (5% of a `check`).
///
/// Keys come from specs too, so a spec could pile many keys onto one slot. The table stays at
/// most half full, and an insertion that probes more than ``maximumProbes`` slots makes the index
/// hash the keys themselves instead, so no input makes lookups slow.
struct FingerprintIndex: Sendable {
	/// Longest probe sequence accepted before hashing the keys instead.
	static let maximumProbes = 32

	/// Member position + 1 in each slot; 0 for an empty slot.
	private var slots: [Int32] = []
	/// Used instead of the slots once a probe sequence grew too long.
	private var byKey: [String: Int]?

	/// An index of every member of `members`.
	init(_ members: [TemplateObject.Entry]) {
		rebuild(members, size: Self.size(for: members.count))
	}

	/// Whether the index gave up on fingerprints (for tests).
	var hashesKeys: Bool { byKey != nil }

	/// Where `key` is in `members` (the members this index was built and kept with).
	func position(of key: String, fingerprint: UInt32, in members: [TemplateObject.Entry]) -> Int? {
		if let byKey { return byKey[key] }
		let mask = slots.count - 1
		var slot = Int(fingerprint) & mask
		while true {
			let stored = Int(slots[slot])
			if stored == 0 { return nil }
			if members[stored - 1].fingerprint == fingerprint && members[stored - 1].key == key { return stored - 1 }
			slot = (slot + 1) & mask
		}
	}

	/// Adds the last member of `members`, a key not present before.
	mutating func addLast(of members: [TemplateObject.Entry]) {
		let position = members.count - 1
		if byKey != nil {
			byKey![members[position].key] = position
		} else if members.count * 2 > slots.count {
			rebuild(members, size: Self.size(for: members.count))
		} else {
			place(position, fingerprint: members[position].fingerprint, members)
		}
	}

	private static func size(for count: Int) -> Int {
		var size = 64
		while size < count * 2 { size *= 2 }
		return size
	}

	private mutating func rebuild(_ members: [TemplateObject.Entry], size: Int) {
		slots = [Int32](repeating: 0, count: size)
		for position in members.indices where byKey == nil {
			place(position, fingerprint: members[position].fingerprint, members)
		}
	}

	private mutating func place(_ position: Int, fingerprint: UInt32, _ members: [TemplateObject.Entry]) {
		let mask = slots.count - 1
		var slot = Int(fingerprint) & mask
		var probes = 0
		while slots[slot] != 0 {
			slot = (slot + 1) & mask
			probes += 1
		}
		slots[slot] = Int32(position + 1)
		guard probes > Self.maximumProbes else { return }
		var keys: [String: Int] = [:]
		keys.reserveCapacity(members.count)
		for (position, entry) in members.enumerated() { keys[entry.key] = position }
		byKey = keys
		slots = []
	}
}
