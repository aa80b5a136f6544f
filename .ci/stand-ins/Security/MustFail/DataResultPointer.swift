// expect: argument type 'Data\?' expected to be an instance of a class|cannot convert value of type 'UnsafeMutablePointer<Data
// The result is an untyped CFTypeRef? to cast afterwards, never a typed Data? to fill in.
import Foundation
import Security

func read(_ query: [String: Any]) -> Data? {
	var data: Data?
	_ = SecItemCopyMatching(query as CFDictionary, &data)
	return data
}
