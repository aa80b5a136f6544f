/// The members of an object context value: ordered like a JSON object, looked up fast.
///
/// Small objects (the usual case: a field with a handful of keys) are searched linearly,
/// which beats hashing; larger ones keep a key index so lookup stays constant time.
/// Setting an existing key replaces its value in place and keeps its position.
public struct TemplateObject: Sendable, Equatable {
	/// Above this many members an index is kept; below, a linear scan is faster.
	static let indexThreshold = 12

	/// The members in order.
	public private(set) var entries: [(key: String, value: TemplateValue)] = []
	private var index: [String: Int]?

	/// An empty object.
	public init() {}

	/// An empty object with room for `minimumCapacity` members.
	public init(minimumCapacity: Int) {
		entries.reserveCapacity(minimumCapacity)
	}

	/// An object of these members, in order; a repeated key replaces the earlier value.
	public init(_ pairs: some Sequence<(String, TemplateValue)>) {
		for (key, value) in pairs { self[key] = value }
	}

	/// The keys in order.
	public var keys: [String] { entries.map(\.key) }

	/// The number of members.
	public var count: Int { entries.count }

	/// Whether there are no members.
	public var isEmpty: Bool { entries.isEmpty }

	/// The value under `key`; setting `nil` removes the member.
	public subscript(key: String) -> TemplateValue? {
		get {
			guard let position = position(of: key) else { return nil }
			return entries[position].value
		}
		set {
			if let position = position(of: key) {
				if let newValue {
					entries[position].value = newValue
				} else {
					entries.remove(at: position)
					rebuildIndex()
				}
			} else if let newValue {
				entries.append((key, newValue))
				if index != nil {
					index![key] = entries.count - 1
				} else if entries.count > Self.indexThreshold {
					rebuildIndex()
				}
			}
		}
	}

	private func position(of key: String) -> Int? {
		if let index { return index[key] }
		for position in entries.indices where entries[position].key == key { return position }
		return nil
	}

	private mutating func rebuildIndex() {
		guard entries.count > Self.indexThreshold else {
			index = nil
			return
		}
		var rebuilt: [String: Int] = [:]
		rebuilt.reserveCapacity(entries.count)
		for (position, entry) in entries.enumerated() { rebuilt[entry.key] = position }
		index = rebuilt
	}

	/// Equal when the same keys hold equal values in the same order.
	public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
		lhs.entries.count == rhs.entries.count
			&& zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
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
