// expect: cannot convert value of type 'UnsafeMutablePointer<CFTypeRef>'
// The result variable must be optional: the function writes nil when nothing is returned.
import Security

func read(_ query: [String: Any]) -> OSStatus {
	var result: CFTypeRef = kCFBooleanFalse
	return SecItemCopyMatching(query as CFDictionary, &result)
}
