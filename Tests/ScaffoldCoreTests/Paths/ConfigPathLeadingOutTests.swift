import Testing

import ScaffoldCore

/// How the manifest records a spec outside the project: a path from the root that leads out
/// with `..`, never an absolute path.
struct ConfigPathLeadingOutTests {
	@Test(arguments: [
		("/work/specs/Character.json", "/work/app", "../specs/Character.json"),
		("/work/Character.json", "/work/app", "../Character.json"),
		("/tmp/x/Character.json", "/home/me/code/app", "../../../../tmp/x/Character.json"),
		("/Character.json", "/app", "../Character.json"),
		("/work/app-specs/C.json", "/work/app", "../app-specs/C.json"),
		("/work/a/../specs/C.json", "/work/app/", "../specs/C.json"),
	])
	func leadsOutOfTheRoot(spec: String, root: String, expected: String) {
		expectEqual(ConfigPath.leadingOut(spec, from: root), expected)
	}

	@Test func isNilInsideTheRootOrForRelativePaths() {
		expectEqual(ConfigPath.leadingOut("/work/app/Specs/C.json", from: "/work/app"), nil)
		expectEqual(ConfigPath.leadingOut("/work/app", from: "/work/app"), nil)
		expectEqual(ConfigPath.leadingOut("specs/C.json", from: "/work/app"), nil)
		expectEqual(ConfigPath.leadingOut("/work/C.json", from: "app"), nil)
	}
}
