import ScaffoldHash

/// SHA-256 lives in its own module, which `embed-templates` shares to hash the templates when
/// scaffold is built; every part of ScaffoldCore names it as its own.
package typealias SHA256 = ScaffoldHash.SHA256
