import Testing

import ScaffoldCore

struct ProjectConfigTests {
	private func load(_ text: String) -> (config: ProjectConfig?, diagnostics: [String]) {
		let (config, diagnostics) = ProjectConfig.load(bytes: Array(text.utf8), path: "scaffold.json")
		return (config, diagnostics.map(\.description))
	}

	func moduleNamesFollowThePrefixAndTheFeatureModulePattern() {
		// Defaults follow the prefix.
		do {
			let config = ProjectConfig.defaults
			expectEqual(config.specs, "Specs")
			expectEqual(config.output, ".")
			expectEqual(config.templates, "Templates")
			expectEqual(config.indentation, .tab)
			expectEqual(config.modules.networking, "ChallengeNetworking")
			expectEqual(config.modules.networkingMocks, "ChallengeNetworkingMocks")
			expectEqual(config.modules.core, "ChallengeCore")
			expectEqual(config.modules.coreMocks, "ChallengeCoreMocks")
			expectEqual(config.featureModuleName(for: "Character"), "ChallengeCharacter")
		}

		// Feature module names replace every placeholder.
		do {
			var config = ProjectConfig.defaults
			let cases: [(template: String, expected: String)] = [
				("{Feature}{Feature}", "CharacterCharacter"), ("x{prefix}_{Feature}y", "xChallenge_Charactery"),
				("{prefix", "{prefix"), ("Plain", "Plain"), ("", ""), ("{Feature}}", "Character}"), ("{{prefix}}", "{Challenge}"),
				("é{Feature}", "éCharacter"),
			]
			for (template, expected) in cases {
				config.featureModule = template
				expectEqual(config.featureModuleName(for: "Character"), expected, "\(template)")
			}
		}

		// Feature module must name each feature.
		expectEqual(ProjectConfig.featureModuleProblem("{prefix}Core"), "featureModule '{prefix}Core' must contain '{Feature}' so features get different modules")
		expectEqual(ProjectConfig.featureModuleProblem("{prefix}-{Feature}"), "featureModule '{prefix}-{Feature}' does not make a valid Swift identifier")
		expectEqual(ProjectConfig.featureModuleProblem("{prefix{Feature}"), "unknown placeholder '{prefix{Feature}' in featureModule")
		expectEqual(ProjectConfig.featureModuleProblem("{Feature}Kit"), nil)
	}

	func readsEveryKey() throws {
		let text = """
			{
				"version": 1,
				"specs": "Design/Specs",
				"output": "App",
				"modulePrefix": "Acme",
				"modules": { "core": "AcmeFoundation" },
				"featureModule": "{Feature}Feature",
				"indent": 4,
				"templates": "Design/Templates"
			}
			"""
		let (config, diagnostics) = load(text)
		expectEqual(diagnostics, [])
		let loaded = try require(config)
		expectEqual(loaded.specs, "Design/Specs")
		expectEqual(loaded.output, "App")
		expectEqual(loaded.templates, "Design/Templates")
		expectEqual(loaded.indentation, .spaces(4))
		expectEqual(loaded.modules.networking, "AcmeNetworking")
		expectEqual(loaded.modules.core, "AcmeFoundation")
		expectEqual(loaded.modules.coreMocks, "AcmeCoreMocks")
		expectEqual(loaded.featureModuleName(for: "Character"), "CharacterFeature")
		expectEqual(loaded.location, SourceLocation(path: "scaffold.json", line: 1, column: 1))
	}

	func mergeIsABooleanAndOffByDefault() {
		expectEqual(ProjectConfig.defaults.merge, false)
		expectEqual(load("{\"version\": 1, \"merge\": true}").config?.merge, true)
		let wrong = load("{\"version\": 1,\n\"merge\": \"yes\"}")
		expectEqual(wrong.config, nil)
		expectEqual(wrong.diagnostics, ["scaffold.json:2:10: error: expected a boolean for merge, found a string"])
	}

	func onlyVersionIsRequiredAndItMustBeKnown() {
		// Only version is required.
		expectEqual(load("{\"version\": 1, \"indent\": \"tab\"}").config?.specs, "Specs")
		expectEqual(load("{}").diagnostics, ["scaffold.json:1:1: error: missing required key 'version' in scaffold.json"])

		// Refuses an unknown version.
		expectEqual(load("{\"version\": 3}").diagnostics, ["scaffold.json:1:13: error: unsupported config version 3; this scaffold reads version 1"])
	}

	func reportsEveryProblem() {
		let text = """
			{"version": 1, "spec": "S", "indent": 0, "modulePrefix": "Ac me",
			"modules": {"core": "9Core", "cor": "X"}, "featureModule": "{prefix}{Featur}", "output": ""}
			"""
		expectEqual(
			load(text).diagnostics, [
				"scaffold.json:1:16: error: unknown key 'spec' in scaffold.json; did you mean 'specs'?",
				"scaffold.json:1:39: error: expected 'tab' or a number of spaces from 1 to 16 for indent, found 0",
				"scaffold.json:1:58: error: modulePrefix 'Ac me' is not a valid Swift identifier",
				"scaffold.json:2:21: error: module name '9Core' for modules.core is not a valid Swift identifier",
				"scaffold.json:2:30: error: unknown key 'cor' in modules; did you mean 'core'?",
				"scaffold.json:2:60: error: unknown placeholder '{Featur}' in featureModule; did you mean '{Feature}'?",
				"scaffold.json:2:90: error: output must be a non-empty path without control characters",
			])
	}

	func defaultIsolationIsXcodesUnlessTheConfigSaysOtherwise() {
		expectEqual(load("{\"version\": 1}").config?.defaultIsolation, .mainActor)
		expectEqual(load("{\"version\": 1, \"defaultIsolation\": \"nonisolated\"}").config?.defaultIsolation, .nonisolated)
		expectEqual(load("{\"version\": 1, \"defaultIsolation\": \"mainActor\"}").config?.defaultIsolation, .mainActor)
		expectEqual(
			load("{\"version\": 1, \"defaultIsolation\": \"MainActor\"}").diagnostics, [
				"scaffold.json:1:36: error: unknown value 'MainActor' for defaultIsolation; did you mean 'mainActor'?"
			])
		expectEqual(
			load("{\"version\": 1, \"defaultIsolation\": true}").diagnostics, [
				"scaffold.json:1:36: error: expected a string for defaultIsolation, found a boolean"
			])
	}

	func findsTheNearestConfigAndLoadsIt() {
		// Lists candidate directories nearest first.
		expectEqual(ProjectConfig.candidateDirectories(from: "/a/b/c"), ["/a/b/c", "/a/b", "/a", "/"])
		expectEqual(ProjectConfig.candidateDirectories(from: "/a/b/"), ["/a/b", "/a", "/"])
		expectEqual(ProjectConfig.candidateDirectories(from: "/"), ["/"])
		expectEqual(ProjectConfig.candidateDirectories(from: "a/b"), ["a/b", "a", "."])

		// Finds the nearest config.
		let existing: Set<String> = ["/work/scaffold.json", "/scaffold.json"]
		let found = ProjectConfig.find(in: ProjectConfig.candidateDirectories(from: "/work/app/Sources")) { existing.contains($0) }
		expectEqual(found, "/work/scaffold.json")
		expectEqual(ProjectConfig.find(in: ["/x"]) { _ in false }, nil)

		// Discovers and loads.
		let files = ["/p/scaffold.json": Array("{\"version\": 1, \"modulePrefix\": \"Acme\"}".utf8)]
		let (config, path, diagnostics) = ProjectConfig.discover(from: "/p/q") { files[$0] }
		expectEqual(path, "/p/scaffold.json")
		expectEqual(config?.modules.core, "AcmeCore")
		expectEmpty(diagnostics)
		let none = ProjectConfig.discover(from: "/elsewhere") { files[$0] }
		expectEqual(none.config, ProjectConfig.defaults)
		expectEqual(none.path, nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ProjectConfigTests>] = [
		SuiteTest("moduleNamesFollowThePrefixAndTheFeatureModulePattern") { $0.moduleNamesFollowThePrefixAndTheFeatureModulePattern() },
		SuiteTest("readsEveryKey") { try $0.readsEveryKey() },
		SuiteTest("mergeIsABooleanAndOffByDefault") { $0.mergeIsABooleanAndOffByDefault() },
		SuiteTest("onlyVersionIsRequiredAndItMustBeKnown") { $0.onlyVersionIsRequiredAndItMustBeKnown() },
		SuiteTest("reportsEveryProblem") { $0.reportsEveryProblem() },
		SuiteTest("defaultIsolationIsXcodesUnlessTheConfigSaysOtherwise") { $0.defaultIsolationIsXcodesUnlessTheConfigSaysOtherwise() },
		SuiteTest("findsTheNearestConfigAndLoadsIt") { $0.findsTheNearestConfigAndLoadsIt() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ProjectConfigTests>) async throws { try await test.body(self) }
}
