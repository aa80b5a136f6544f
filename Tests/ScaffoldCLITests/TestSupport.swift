// The plain expectation helpers both test targets share (Tests/ScaffoldTestSupport), visible in every file of
// this target without an import of their own.
@_exported import ScaffoldTestSupport
