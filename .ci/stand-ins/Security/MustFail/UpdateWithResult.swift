// expect: extra argument in call
// SecItemUpdate takes a query and the attributes to update, and returns no item.
import Security

func update(_ query: [String: Any], _ changes: [String: Any]) -> OSStatus {
	var result: CFTypeRef?
	return SecItemUpdate(query as CFDictionary, changes as CFDictionary, &result)
}
