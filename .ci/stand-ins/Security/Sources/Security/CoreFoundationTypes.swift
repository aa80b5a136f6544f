// The Core Foundation names keychain code meets. Apple's Security module re-exports CoreFoundation,
// where these are toll-free bridged classes; Linux has no CoreFoundation for Swift code, so they are
// declared here as the Swift types they bridge to. That lets Apple's idioms compile unchanged:
// `kSecClass as String`, `query as CFDictionary` (a `[String: Any]` upcast), `var result: CFTypeRef?`
// and `result as? Data`. The price (README.md): a few spellings Apple refuses are accepted here.

/// Mirrors `CoreFoundation.CFTypeRef` (`typealias CFTypeRef = AnyObject` on Apple's platforms).
public typealias CFTypeRef = AnyObject

/// Mirrors `CoreFoundation.CFString`, toll-free bridged to `String`: declared as `String` itself, so
/// `kSecAttrService as String` compiles as it does on Apple's platforms.
public typealias CFString = String

/// Mirrors `CoreFoundation.CFDictionary`, which Swift dictionaries bridge to with `as CFDictionary`:
/// declared as `[AnyHashable: Any]`, so `query as CFDictionary` is the upcast of any dictionary.
public typealias CFDictionary = [AnyHashable: Any]

/// Mirrors `CoreFoundation.CFBoolean` (`class CFBoolean`): a boolean as an object, for
/// dictionaries such as `[kSecReturnData as String: kCFBooleanTrue]`.
public final class CFBoolean: Sendable {
	/// The wrapped value (Apple reads it with `CFBooleanGetValue(_:)`).
	let value: Bool

	init(_ value: Bool) {
		self.value = value
	}
}

/// Mirrors `CoreFoundation.kCFBooleanTrue` (`let kCFBooleanTrue: CFBoolean!`).
public let kCFBooleanTrue: CFBoolean! = CFBoolean(true)

/// Mirrors `CoreFoundation.kCFBooleanFalse` (`let kCFBooleanFalse: CFBoolean!`).
public let kCFBooleanFalse: CFBoolean! = CFBoolean(false)

/// Mirrors `OSStatus` (`typealias OSStatus = Int32`), the result code of every `SecItem…` function.
public typealias OSStatus = Int32
