import Testing

import ScaffoldCore

struct ConfigPathTests {
	static let resolvesRelativeFoldersAgainstTheBaseAndKeepsAbsoluteOnesArguments: [(String, String, String)] = [
		("Specs", "/work/app", "/work/app/Specs"), ("/shared/specs", "/work/app", "/shared/specs"), ("Specs", "../", "../Specs"),
		("Specs", ".", "Specs"), ("Specs", "", "Specs"), ("../tpl", "/work/app/", "/work/app/../tpl"),
	]
	func resolvesRelativeFoldersAgainstTheBaseAndKeepsAbsoluteOnes(configured: String, base: String, expected: String) {
		expectEqual(ConfigPath.resolve(configured, against: base), expected)
	}

	func relativeToTheRootOnlyInsideIt() {
		expectEqual(ConfigPath.relative("/work/app/Templates", to: "/work/app"), "Templates")
		expectEqual(ConfigPath.relative("/work/app", to: "/work/app"), "")
		expectEqual(ConfigPath.relative("/work/app/../elsewhere", to: "/work/app"), nil)
		expectEqual(ConfigPath.relative("/work/app2/Templates", to: "/work/app"), nil)
		expectEqual(ConfigPath.relative("/a/b", to: "/"), "a/b")
	}

	func aFolderOutsideTheRootIsAnErrorAtItsKey() {
		let key = SourceLocation(path: "scaffold.json", line: 7, column: 15)
		let outside = ConfigPath.writeProblem(
			key: "templates", configured: "../../elsewhere/tpl", resolved: "/elsewhere/tpl", root: "/work/app", at: key)
		expectEqual(
			outside?.description, "scaffold.json:7:15: error: 'templates' ('../../elsewhere/tpl') is outside the project root; scaffold writes only inside the project")
		let linked = ConfigPath.writeProblem(key: "templates", configured: "Templates", resolved: "/tmp/out", root: "/work/app", at: nil)
		expectEqual(
			linked?.description, "error: the templates folder 'Templates' leads to '/tmp/out' through a symbolic link, outside the project root; scaffold writes only inside the project")
		expectEqual(ConfigPath.writeProblem(key: "specs", configured: "Specs", resolved: "/work/app/Specs", root: "/work/app", at: key), nil)
		expectEqual(ConfigPath.writeProblem(key: "specs", configured: "/work/app/S", resolved: "/work/app/S", root: "/work/app", at: key), nil)
	}

	func configKeysRememberWhereTheyAreSet() {
		let text = "{\n\t\"version\": 1,\n\t\"templates\": \"../tpl\"\n}\n"
		let config = ProjectConfig.load(bytes: Array(text.utf8), path: "scaffold.json").config
		expectEqual(config?.keyLocations, ["templates": SourceLocation(path: "scaffold.json", line: 3, column: 15)])
	}

	static let onlyFeatureNamesOfSpecsAreFeatureNamesArguments: [(String, Bool)] = [
		("Character", true), ("Episode2", true),
		("Character/Sources", false), ("..", false), ("", false), ("character", false), ("../x", false), ("A\u{7}", false),
	]
	func onlyFeatureNamesOfSpecsAreFeatureNames(name: String, isAFeatureName: Bool) {
		expectEqual(FeatureName.problem(name) == nil, isAFeatureName)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ConfigPathTests>] = [
		SuiteTest("relativeToTheRootOnlyInsideIt") { $0.relativeToTheRootOnlyInsideIt() },
		SuiteTest("aFolderOutsideTheRootIsAnErrorAtItsKey") { $0.aFolderOutsideTheRootIsAnErrorAtItsKey() },
		SuiteTest("configKeysRememberWhereTheyAreSet") { $0.configKeysRememberWhereTheyAreSet() },
	]
		+ SuiteTest<ConfigPathTests>.cases("resolvesRelativeFoldersAgainstTheBaseAndKeepsAbsoluteOnes(configured:base:expected:)", resolvesRelativeFoldersAgainstTheBaseAndKeepsAbsoluteOnesArguments) { $0.resolvesRelativeFoldersAgainstTheBaseAndKeepsAbsoluteOnes(configured: $1.0, base: $1.1, expected: $1.2) }
		+ SuiteTest<ConfigPathTests>.cases("onlyFeatureNamesOfSpecsAreFeatureNames(name:isAFeatureName:)", onlyFeatureNamesOfSpecsAreFeatureNamesArguments) { $0.onlyFeatureNamesOfSpecsAreFeatureNames(name: $1.0, isAFeatureName: $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ConfigPathTests>) async throws { try await test.body(self) }
}
