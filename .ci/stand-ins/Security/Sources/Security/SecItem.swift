import Foundation

// The four keychain item functions, with Apple's signatures and, over the in-memory store, the
// behaviour Apple documents: a duplicate add fails with errSecDuplicateItem; a search, update or
// delete that matches nothing fails with errSecItemNotFound; update and delete act on every
// matching item; a search returns one item unless kSecMatchLimit says all.

/// Mirrors `Security.SecItemAdd(_:_:)`: adds an item; `result` receives what the `kSecReturn…` keys
/// ask for (or `nil`).
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
	result?.pointee = nil
	guard let query = ItemQuery(attributes), let itemClass = query.itemClass, !query.matchesAll else { return errSecParam }
	var added = query.attributes
	// Apple's default for an item added without an accessibility.
	added[kSecAttrAccessible] = added[kSecAttrAccessible] ?? kSecAttrAccessibleWhenUnlocked
	let item = StoredItem(itemClass: itemClass, attributes: added, data: query.data)
	return KeychainStore.shared.withItems { items in
		guard !items.contains(where: { $0.primaryKey == item.primaryKey }) else { return errSecDuplicateItem }
		items.append(item)
		result?.pointee = returned([item], for: query)
		return errSecSuccess
	}
}

/// Mirrors `Security.SecItemCopyMatching(_:_:)`: finds the items matching `query`; `result` receives
/// their data (`Data`, or `[Data]` with `kSecMatchLimitAll`), their attributes (`[String: Any]`, or
/// `[[String: Any]]`), or `nil` when no `kSecReturn…` key is set.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
	result?.pointee = nil
	guard let search = ItemQuery(query), search.itemClass != nil else { return errSecParam }
	return KeychainStore.shared.withItems { items in
		let found = items.filter(search.matches)
		guard !found.isEmpty else { return errSecItemNotFound }
		result?.pointee = returned(search.matchesAll ? found : [found[0]], for: search)
		return errSecSuccess
	}
}

/// Mirrors `Security.SecItemUpdate(_:_:)`: sets `attributesToUpdate` (attributes and
/// `kSecValueData`, never the class or search keys) on every item matching `query`.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
	guard let search = ItemQuery(query), search.itemClass != nil, !search.hasSearchKeys,
		let changes = ItemQuery(attributesToUpdate), changes.itemClass == nil, !changes.hasSearchKeys
	else { return errSecParam }
	return KeychainStore.shared.withItems { items in
		let indices = items.indices.filter { search.matches(items[$0]) }
		guard !indices.isEmpty else { return errSecItemNotFound }
		var updated = items
		for index in indices {
			updated[index].attributes.merge(changes.attributes) { _, new in new }
			if let data = changes.data { updated[index].data = data }
		}
		// Nothing changes when the update would give two items the same service and account.
		guard Set(updated.map(\.primaryKey)).count == updated.count else { return errSecDuplicateItem }
		items = updated
		return errSecSuccess
	}
}

/// Mirrors `Security.SecItemDelete(_:)`: deletes every item matching `query`.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
	guard let search = ItemQuery(query), search.itemClass != nil, !search.hasSearchKeys else { return errSecParam }
	return KeychainStore.shared.withItems { items in
		let before = items.count
		items.removeAll(where: search.matches)
		return items.count < before ? errSecSuccess : errSecItemNotFound
	}
}

/// What a call's `result` receives for `items` (one, or all with `kSecMatchLimitAll`).
private func returned(_ items: [StoredItem], for query: ItemQuery) -> CFTypeRef? {
	if query.returnAttributes {
		let dictionaries = items.map { $0.dictionary(withData: query.returnData) }
		return query.matchesAll ? dictionaries as AnyObject : dictionaries.first as AnyObject?
	}
	if query.returnData {
		let data = items.map { $0.data ?? Data() }
		return query.matchesAll ? data as AnyObject : data.first as AnyObject?
	}
	return nil
}
