import ScaffoldHash

/// SHA-256 lives in its own module, over the C that `embed-templates` shares to hash the templates
/// when scaffold is built; the stages that hash (generation, planning, run records) and the programs
/// that import ScaffoldCore name it as their own. The alias lives here, not in ScaffoldBasics, so
/// that ScaffoldBasics depends on nothing and a clean build starts it at once, beside the build's
/// own `ScaffoldHash` (docs/performance.md, "The debug build's target graph").
package typealias SHA256 = ScaffoldHash.SHA256
