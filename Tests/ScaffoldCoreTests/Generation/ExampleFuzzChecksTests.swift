import ScaffoldFuzzing
import Testing

import ScaffoldCore

/// Every example is one of the fuzzer's seeds: each must pass its checks as it is, the later
/// releases (whose `renamedFrom` needs the history generated before them) included.
struct ExampleFuzzChecksTests {
	@Test(arguments: ExampleSnapshotTests.examples)
	func everyExamplePassesTheFuzzChecks(example: String) throws {
		let bytes = Array(try RepositoryFiles.text("Examples/" + example).utf8)
		let result = FuzzChecks.spec(bytes, path: "Specs/Fuzz.json", generator: try SharedGeneration.generator())
		expectTrue(result.accepted, "\(example)")
		expectEqual(result.problems, [], "\(example)")
	}
}
