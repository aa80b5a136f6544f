import Foundation

/// One keychain item: its class, string attributes and data.
struct StoredItem {
	var itemClass: String
	var attributes: [String: String]
	var data: Data?

	/// What identifies a generic password: class, service and account (Apple adds the access group
	/// and synchronizability, which the stand-in does not model). Two items never share it.
	var primaryKey: [String] {
		[itemClass, attributes[kSecAttrService] ?? "", attributes[kSecAttrAccount] ?? ""]
	}

	/// The item as `kSecReturnAttributes` returns it, with its data when `kSecReturnData` asked too.
	func dictionary(withData: Bool) -> [String: Any] {
		var dictionary: [String: Any] = attributes
		dictionary[kSecClass] = itemClass
		if withData, let data { dictionary[kSecValueData] = data }
		return dictionary
	}
}

/// The process's keychain: every item, in the order added, shared by every caller as the real one is.
///
/// `@unchecked Sendable` because its one piece of state is only touched under `lock`.
final class KeychainStore: @unchecked Sendable {
	static let shared = KeychainStore()

	private let lock = NSLock()
	private var items: [StoredItem] = []

	/// Runs `body` with exclusive access to the items: each `SecItem…` call is atomic, as Apple's are.
	func withItems<Result>(_ body: (inout [StoredItem]) -> Result) -> Result {
		lock.lock()
		defer { lock.unlock() }
		return body(&items)
	}
}
