// The `ScaffoldCore` library: every stage of the pipeline, re-exported, so that a program (the
// executable, the benchmarks, the fuzzer, or a package depending on scaffold) imports one module.
@_exported import ScaffoldAdopt
@_exported import ScaffoldBasics
@_exported import ScaffoldCatalog
@_exported import ScaffoldDiff
@_exported import ScaffoldGeneration
@_exported import ScaffoldImport
@_exported import ScaffoldMustache
@_exported import ScaffoldPlanning
@_exported import ScaffoldSpec
@_exported import ScaffoldSpecReading
@_exported import ScaffoldSwiftLayout
@_exported import ScaffoldSwiftScanning
