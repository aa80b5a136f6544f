import Foundation
import Security
import Testing

/// The stand-in's keychain semantics, through Apple's idioms: each test uses a service of its own,
/// since the keychain is one store shared by the whole process, as the real one is.
struct SecItemTests {
	private let service = "SecItemTests-\(UUID().uuidString)"

	@Test("An added item is found by service and account, with its data")
	func addThenCopyData() {
		#expect(add(account: "alice", data: Data("one".utf8)) == errSecSuccess)

		var result: CFTypeRef?
		let status = SecItemCopyMatching(query(account: "alice", [kSecReturnData as String: true]) as CFDictionary, &result)

		#expect(status == errSecSuccess)
		#expect(result as? Data == Data("one".utf8))
	}

	@Test("Adding an item whose service and account exist fails with errSecDuplicateItem and changes nothing")
	func duplicateAdd() {
		#expect(add(account: "alice", data: Data("one".utf8)) == errSecSuccess)

		#expect(add(account: "alice", data: Data("two".utf8)) == errSecDuplicateItem)
		#expect(data(account: "alice") == Data("one".utf8))
	}

	@Test("The same account in another service is another item")
	func servicesAreSeparate() {
		#expect(add(account: "alice", data: Data("one".utf8)) == errSecSuccess)
		let other: [String: Any] = [
			kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service + ".other",
			kSecAttrAccount as String: "alice", kSecValueData as String: Data("other".utf8),
		]
		#expect(SecItemAdd(other as CFDictionary, nil) == errSecSuccess)
		defer { _ = SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service + ".other"] as CFDictionary) }

		#expect(data(account: "alice") == Data("one".utf8))
	}

	@Test("A search that matches nothing fails with errSecItemNotFound and leaves the result nil")
	func notFound() {
		var result: CFTypeRef? = Data() as AnyObject
		let status = SecItemCopyMatching(query(account: "nobody", [kSecReturnData as String: true]) as CFDictionary, &result)

		#expect(status == errSecItemNotFound)
		#expect(result == nil)
	}

	@Test("SecItemUpdate replaces the data and attributes of the matching item")
	func update() {
		#expect(add(account: "alice", data: Data("one".utf8)) == errSecSuccess)

		let changes: [String: Any] = [
			kSecValueData as String: Data("two".utf8), kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
		]
		#expect(SecItemUpdate(query(account: "alice") as CFDictionary, changes as CFDictionary) == errSecSuccess)

		var result: CFTypeRef?
		let search = query(account: "alice", [kSecReturnAttributes as String: kCFBooleanTrue as Any, kSecReturnData as String: true])
		#expect(SecItemCopyMatching(search as CFDictionary, &result) == errSecSuccess)
		let attributes = result as? [String: Any]
		#expect(attributes?[kSecValueData as String] as? Data == Data("two".utf8))
		#expect(attributes?[kSecAttrAccessible as String] as? String == kSecAttrAccessibleAfterFirstUnlock as String)
		#expect(attributes?[kSecAttrAccount as String] as? String == "alice")
	}

	@Test("SecItemUpdate of a missing item fails with errSecItemNotFound")
	func updateMissing() {
		let changes: [String: Any] = [kSecValueData as String: Data("two".utf8)]
		#expect(SecItemUpdate(query(account: "nobody") as CFDictionary, changes as CFDictionary) == errSecItemNotFound)
	}

	@Test("An update that would give two items the same account fails with errSecDuplicateItem")
	func updateIntoDuplicate() {
		#expect(add(account: "alice", data: Data("a".utf8)) == errSecSuccess)
		#expect(add(account: "bob", data: Data("b".utf8)) == errSecSuccess)

		let changes: [String: Any] = [kSecAttrAccount as String: "alice"]
		#expect(SecItemUpdate(query(account: "bob") as CFDictionary, changes as CFDictionary) == errSecDuplicateItem)
		#expect(data(account: "bob") == Data("b".utf8))
	}

	@Test("kSecMatchLimitAll returns every matching item: [Data], or [[String: Any]] with attributes")
	func matchAll() {
		#expect(add(account: "alice", data: Data("a".utf8)) == errSecSuccess)
		#expect(add(account: "bob", data: Data("b".utf8)) == errSecSuccess)

		var data: CFTypeRef?
		let dataQuery = query(account: nil, [kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitAll])
		#expect(SecItemCopyMatching(dataQuery as CFDictionary, &data) == errSecSuccess)
		#expect(Set((data as? [Data]) ?? []) == [Data("a".utf8), Data("b".utf8)])

		var attributes: CFTypeRef?
		let attributesQuery = query(account: nil, [kSecReturnAttributes as String: true, kSecMatchLimit as String: kSecMatchLimitAll])
		#expect(SecItemCopyMatching(attributesQuery as CFDictionary, &attributes) == errSecSuccess)
		let accounts = ((attributes as? [[String: Any]]) ?? []).compactMap { $0[kSecAttrAccount as String] as? String }
		#expect(Set(accounts) == ["alice", "bob"])
	}

	@Test("Without kSecMatchLimit a search returns one item, not a list")
	func matchOneByDefault() {
		#expect(add(account: "alice", data: Data("a".utf8)) == errSecSuccess)
		#expect(add(account: "bob", data: Data("b".utf8)) == errSecSuccess)

		var result: CFTypeRef?
		#expect(SecItemCopyMatching(query(account: nil, [kSecReturnData as String: true]) as CFDictionary, &result) == errSecSuccess)
		#expect(result is Data)
	}

	@Test("SecItemDelete deletes every matching item, then finds nothing to delete")
	func deleteAllMatching() {
		#expect(add(account: "alice", data: Data("a".utf8)) == errSecSuccess)
		#expect(add(account: "bob", data: Data("b".utf8)) == errSecSuccess)

		#expect(SecItemDelete(query(account: nil) as CFDictionary) == errSecSuccess)

		#expect(data(account: "alice") == nil)
		#expect(data(account: "bob") == nil)
		#expect(SecItemDelete(query(account: nil) as CFDictionary) == errSecItemNotFound)
	}

	@Test("An item added without an accessibility gets Apple's default, kSecAttrAccessibleWhenUnlocked")
	func defaultAccessibility() {
		#expect(add(account: "alice", data: Data("a".utf8)) == errSecSuccess)

		var result: CFTypeRef?
		#expect(SecItemCopyMatching(query(account: "alice", [kSecReturnAttributes as String: true]) as CFDictionary, &result) == errSecSuccess)
		#expect((result as? [String: Any])?[kSecAttrAccessible as String] as? String == kSecAttrAccessibleWhenUnlocked as String)
	}

	@Test("Queries without a class, or with keys or values the stand-in does not know, fail with errSecParam")
	func refusesWhatItCannotHonour() {
		let noClass: [String: Any] = [kSecAttrService as String: service]
		#expect(SecItemDelete(noClass as CFDictionary) == errSecParam)
		let unknownKey: [String: Any] = [kSecClass as String: kSecClassGenericPassword, "kSecAttrLabel": "x"]
		#expect(SecItemAdd(unknownKey as CFDictionary, nil) == errSecParam)
		let stringData: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecValueData as String: "not data"]
		#expect(SecItemAdd(stringData as CFDictionary, nil) == errSecParam)
		let searchInDelete = query(account: nil, [kSecReturnData as String: true])
		#expect(SecItemDelete(searchInDelete as CFDictionary) == errSecParam)
	}

	@Test("Concurrent adds of distinct accounts all land")
	func concurrentAdds() async {
		await withTaskGroup(of: Void.self) { group in
			for index in 0..<50 {
				group.addTask { [service] in
					let item: [String: Any] = [
						kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
						kSecAttrAccount as String: "user\(index)", kSecValueData as String: Data([UInt8(index)]),
					]
					_ = SecItemAdd(item as CFDictionary, nil)
				}
			}
		}
		var result: CFTypeRef?
		let all = query(account: nil, [kSecReturnAttributes as String: true, kSecMatchLimit as String: kSecMatchLimitAll])
		#expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
		#expect((result as? [[String: Any]])?.count == 50)
	}
}

// MARK: - Private

private extension SecItemTests {
	/// A generic-password query for this test's service (and `account`, when given), plus `extra`.
	func query(account: String?, _ extra: [String: Any] = [:]) -> [String: Any] {
		var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
		if let account { query[kSecAttrAccount as String] = account }
		return query.merging(extra) { _, new in new }
	}

	func add(account: String, data: Data) -> OSStatus {
		SecItemAdd(query(account: account, [kSecValueData as String: data]) as CFDictionary, nil)
	}

	func data(account: String) -> Data? {
		var result: CFTypeRef?
		guard SecItemCopyMatching(query(account: account, [kSecReturnData as String: true]) as CFDictionary, &result) == errSecSuccess else {
			return nil
		}
		return result as? Data
	}
}
