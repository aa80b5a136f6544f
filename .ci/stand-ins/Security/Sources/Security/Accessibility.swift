// The values of `kSecAttrAccessible` that Apple has not deprecated. The stand-in stores them as
// attributes and returns them, but enforces none: nothing on Linux is ever locked.

/// Mirrors `Security.kSecAttrAccessibleWhenUnlocked`: readable only while the device is unlocked
/// (Apple's default for a new item).
public let kSecAttrAccessibleWhenUnlocked: CFString = "kSecAttrAccessibleWhenUnlocked"

/// Mirrors `Security.kSecAttrAccessibleWhenUnlockedThisDeviceOnly`: as `WhenUnlocked`, never
/// migrating to another device.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "kSecAttrAccessibleWhenUnlockedThisDeviceOnly"

/// Mirrors `Security.kSecAttrAccessibleAfterFirstUnlock`: readable after the first unlock until the
/// next restart (for background work).
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "kSecAttrAccessibleAfterFirstUnlock"

/// Mirrors `Security.kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`: as `AfterFirstUnlock`, never
/// migrating to another device.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly"

/// Mirrors `Security.kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`: readable only while unlocked,
/// and only on a device with a passcode.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly"
