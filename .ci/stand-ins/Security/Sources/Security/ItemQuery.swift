import Foundation

/// A query or attribute dictionary as the `SecItem…` functions read it. Only the keys in
/// `ItemKeys.swift` are understood; any other key, or a value of the wrong type, makes the function
/// return `errSecParam`, so that a test can never pass over a key the stand-in would ignore.
struct ItemQuery {
	/// `kSecClass`'s value.
	var itemClass: String?
	/// `kSecAttrService`, `kSecAttrAccount`, `kSecAttrAccessible`: string attributes, matched by equality.
	var attributes: [String: String] = [:]
	/// `kSecValueData`'s value.
	var data: Data?
	var returnData = false
	var returnAttributes = false
	/// `kSecMatchLimitAll` (or a number above one); `kSecMatchLimitOne` and no limit are one.
	var matchesAll = false
	/// Whether any `kSecReturn…` key or `kSecMatchLimit` was given (refused by update and delete).
	var hasSearchKeys = false

	static let attributeKeys: Set<String> = [kSecAttrService, kSecAttrAccount, kSecAttrAccessible]

	/// The parsed dictionary, or `nil` when it holds something the stand-in does not understand.
	init?(_ dictionary: CFDictionary) {
		for (key, value) in dictionary {
			guard let key = key.base as? String else { return nil }
			switch key {
			case kSecClass:
				guard let text = value as? String else { return nil }
				itemClass = text
			case _ where Self.attributeKeys.contains(key):
				guard let text = value as? String else { return nil }
				attributes[key] = text
			case kSecValueData:
				guard let bytes = value as? Data else { return nil }
				data = bytes
			case kSecReturnData, kSecReturnAttributes:
				guard let flag = Self.boolean(value) else { return nil }
				if key == kSecReturnData { returnData = flag } else { returnAttributes = flag }
				hasSearchKeys = true
			case kSecMatchLimit:
				if let text = value as? String, text == kSecMatchLimitOne || text == kSecMatchLimitAll {
					matchesAll = text == kSecMatchLimitAll
				} else if let count = value as? Int, count > 0 {
					// A CFNumber limit; the stand-in only tells one from several.
					matchesAll = count > 1
				} else {
					return nil
				}
				hasSearchKeys = true
			default:
				return nil
			}
		}
	}

	/// A `Bool` or a `CFBoolean` (`kCFBooleanTrue`), as Apple accepts either.
	private static func boolean(_ value: Any) -> Bool? {
		if let flag = value as? Bool { return flag }
		if let flag = value as? CFBoolean { return flag.value }
		return nil
	}

	/// Whether a stored item has this query's class and every attribute it names.
	func matches(_ item: StoredItem) -> Bool {
		item.itemClass == itemClass && attributes.allSatisfy { item.attributes[$0.key] == $0.value }
	}
}
