// expect: cannot convert value of type 'String' to expected argument type 'CFDictionary'
// A query must be a dictionary: a string is refused, as Apple refuses it.
import Security

func deleteAll(service: String) -> OSStatus {
	SecItemDelete(service)
}
