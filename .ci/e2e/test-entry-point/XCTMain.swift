// The test runner's entry point, copied next to a test target of a package that CI builds
// (.ci/e2e/test-entry-point/place.py says where and when). SwiftPM finds test entry points by
// this name in a test target's parent folder; with one of its own, SwiftPM has no tests to
// discover, so the build needs no index store (`--disable-index-store`), which is 10 to 28% of
// a debug build's CPU here. Only packages whose tests are all Swift Testing's get it: Swift Testing
// finds its tests at run time, while XCTest's cases on Linux are found through the index.
//
// `swift test --enable-swift-testing` runs this binary twice, as it runs SwiftPM's own entry point:
// with `--testing-library swift-testing` (Swift Testing runs every test and exits with its status)
// and without (XCTest, which has no tests here and answers `--dump-tests-json` with none).
import Testing
import XCTest

var arguments = CommandLine.arguments.makeIterator()
var library = "xctest"
while let argument = arguments.next() {
	if argument == "--testing-library", let name = arguments.next() {
		library = name.lowercased()
	}
}
if library == "swift-testing" {
	await Testing.__swiftPMEntryPoint() as Never
}
XCTMain([])
