// The keys and values of keychain queries the stand-in understands, declared as Apple's are
// (`let kSecClass: CFString`). Their text is the symbol's own name: Apple's values are short codes
// ("svce", "acct"…) that code must never spell out, so nothing should depend on them.

/// Mirrors `Security.kSecClass`: the key of an item's class.
public let kSecClass: CFString = "kSecClass"

/// Mirrors `Security.kSecClassGenericPassword`: the generic password item class, the one whose
/// items are identified by service and account.
public let kSecClassGenericPassword: CFString = "kSecClassGenericPassword"

/// Mirrors `Security.kSecAttrService`: the key of the service an item belongs to.
public let kSecAttrService: CFString = "kSecAttrService"

/// Mirrors `Security.kSecAttrAccount`: the key of an item's account name.
public let kSecAttrAccount: CFString = "kSecAttrAccount"

/// Mirrors `Security.kSecAttrAccessible`: the key of when an item's data can be read (one of the
/// `kSecAttrAccessible…` values).
public let kSecAttrAccessible: CFString = "kSecAttrAccessible"

/// Mirrors `Security.kSecValueData`: the key of an item's data (its secret), a `Data`.
public let kSecValueData: CFString = "kSecValueData"

/// Mirrors `Security.kSecReturnData`: a search key asking for the items' data (a boolean).
public let kSecReturnData: CFString = "kSecReturnData"

/// Mirrors `Security.kSecReturnAttributes`: a search key asking for the items' attributes as a
/// dictionary (a boolean).
public let kSecReturnAttributes: CFString = "kSecReturnAttributes"

/// Mirrors `Security.kSecMatchLimit`: the key of the match limit.
public let kSecMatchLimit: CFString = "kSecMatchLimit"

/// Mirrors `Security.kSecMatchLimitOne`: a match limit of exactly one item.
public let kSecMatchLimitOne: CFString = "kSecMatchLimitOne"

/// Mirrors `Security.kSecMatchLimitAll`: an unlimited number of items.
public let kSecMatchLimitAll: CFString = "kSecMatchLimitAll"
