// The platform's libraries, imported once for every file of the executable.
//
// On Linux, FoundationEssentials rather than all of Foundation: loading Foundation (and its ICU
// data) cost every run about 3 ms, a third of `scaffold --version`, and scaffold needs none of
// what only the full library has. Elsewhere, Foundation, which the system loads anyway.
// `@_exported` makes these imports the module's, so no file can pull in the full library by
// importing Foundation out of habit (a test checks the executable's files for that).
#if os(Linux)
	@_exported import FoundationEssentials
	@_exported import Glibc
#else
	@_exported import Foundation
#endif
