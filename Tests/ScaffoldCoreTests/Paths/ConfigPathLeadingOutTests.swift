import Testing

import ScaffoldCore

/// How the manifest records a spec outside the project: a path from the root that leads out
/// with `..`, never an absolute path.
struct ConfigPathLeadingOutTests {
	static let leadsOutOfTheRootArguments: [(String, String, String)] = [
		("/work/specs/Character.json", "/work/app", "../specs/Character.json"),
		("/work/Character.json", "/work/app", "../Character.json"),
		("/tmp/x/Character.json", "/home/me/code/app", "../../../../tmp/x/Character.json"),
		("/Character.json", "/app", "../Character.json"),
		("/work/app-specs/C.json", "/work/app", "../app-specs/C.json"),
		("/work/a/../specs/C.json", "/work/app/", "../specs/C.json"),
	]
	func leadsOutOfTheRoot(spec: String, root: String, expected: String) {
		expectEqual(ConfigPath.leadingOut(spec, from: root), expected)
	}

	func isNilInsideTheRootOrForRelativePaths() {
		expectEqual(ConfigPath.leadingOut("/work/app/Specs/C.json", from: "/work/app"), nil)
		expectEqual(ConfigPath.leadingOut("/work/app", from: "/work/app"), nil)
		expectEqual(ConfigPath.leadingOut("specs/C.json", from: "/work/app"), nil)
		expectEqual(ConfigPath.leadingOut("/work/C.json", from: "app"), nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ConfigPathLeadingOutTests>] = [
		SuiteTest("isNilInsideTheRootOrForRelativePaths") { $0.isNilInsideTheRootOrForRelativePaths() },
	]
		+ SuiteTest<ConfigPathLeadingOutTests>.cases("leadsOutOfTheRoot(spec:root:expected:)", leadsOutOfTheRootArguments) { $0.leadsOutOfTheRoot(spec: $1.0, root: $1.1, expected: $1.2) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ConfigPathLeadingOutTests>) async throws { try await test.body(self) }
}
