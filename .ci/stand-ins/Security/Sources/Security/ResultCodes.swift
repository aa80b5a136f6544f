// Security's result codes, declared as Apple's Swift interface imports them
// (`var errSecItemNotFound: OSStatus { get }`), with Apple's values (SecBase.h).

/// Mirrors `Security.errSecSuccess`: no error.
public var errSecSuccess: OSStatus { 0 }

/// Mirrors `Security.errSecParam`: one or more parameters passed to a function were not valid.
public var errSecParam: OSStatus { -50 }

/// Mirrors `Security.errSecDuplicateItem`: the item already exists.
public var errSecDuplicateItem: OSStatus { -25299 }

/// Mirrors `Security.errSecItemNotFound`: the item cannot be found.
public var errSecItemNotFound: OSStatus { -25300 }
