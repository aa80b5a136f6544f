// expect: compiles
// The control: correct keychain code, in the idioms of Apple's documentation and of the generated
// SystemKeychain, must build with warnings as errors.
import Foundation
import Security

nonisolated struct Keychain: Sendable {
	let service: String

	func read(account: String) -> Data? {
		let query: [String: Any] = [
			kSecClass as String: kSecClassGenericPassword,
			kSecAttrService as String: service,
			kSecAttrAccount as String: account,
			kSecReturnData as String: kCFBooleanTrue as Any,
			kSecMatchLimit as String: kSecMatchLimitOne,
		]
		var result: CFTypeRef?
		let status = SecItemCopyMatching(query as CFDictionary, &result)
		guard status == errSecSuccess else { return nil }
		return result as? Data
	}

	func accounts() -> [String] {
		let query: [String: Any] = [
			kSecClass as String: kSecClassGenericPassword,
			kSecAttrService as String: service,
			kSecReturnAttributes as String: true,
			kSecMatchLimit as String: kSecMatchLimitAll,
		]
		var result: CFTypeRef?
		guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess else { return [] }
		return (result as? [[String: Any]] ?? []).compactMap { $0[kSecAttrAccount as String] as? String }
	}

	func write(_ data: Data, account: String) -> OSStatus {
		let query: [String: Any] = [
			kSecClass as String: kSecClassGenericPassword,
			kSecAttrService as String: service,
			kSecAttrAccount as String: account,
		]
		let changes: [String: Any] = [
			kSecValueData as String: data,
			kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
		]
		let status = SecItemUpdate(query as CFDictionary, changes as CFDictionary)
		guard status == errSecItemNotFound else { return status }
		return SecItemAdd(query.merging(changes) { _, new in new } as CFDictionary, nil)
	}

	func delete(account: String) -> Bool {
		let query: [String: Any] = [
			kSecClass as String: kSecClassGenericPassword,
			kSecAttrService as String: service,
			kSecAttrAccount as String: account,
		]
		let status = SecItemDelete(query as CFDictionary)
		return status == errSecSuccess || status == errSecItemNotFound || status == errSecDuplicateItem
	}
}
