import Testing

import ScaffoldCore

/// `scaffoldVersion`: what a pin accepts, what is not a pin, and the refusal at the key.
struct ScaffoldVersionPinTests {
	static let acceptsArguments: [(String, String, Bool)] = [
		("0.1.0", "0.1.0", true), ("0.1.0", "0.1.1", false), ("0.1.x", "0.1.7", true), ("0.1.x", "0.2.0", false),
		("0.x", "0.9.3", true), ("0.x", "1.0.0", false), ("1.2.x", "1.2.0-beta.1", true), ("0.1.x", "0.10.0", false),
		("0.1.x", "0.1", false), ("0.1.x", "dev", false), ("0.1.x", "0.1.2.3", false), ("0.1.0", "0.1.0-rc.1", true),
		("0.1.0", "0.1.0-", true), ("0.x", "0.1.", false), ("0.x", "-0.1.0", false), ("12.x", "12.3456789012.0", false),
	]
	func accepts(pin: String, version: String, accepted: Bool) throws {
		expectEqual(try require(ScaffoldVersionPin(pin)).accepts(version), accepted)
	}

	static let refusesArguments: [String] = ["", "x", "0", "0.1", "0.1.x.x", "0.x.1", "v0.1.0", "0.01.0", "^0.1.0", "0.1.0 ", "-1.0.0", "٠.1.0",
		"1234567890.0.0", "0.1.0-beta", ".0.1", "0..1", "0.1.", "x.1", "0.1x", "0.x1"]
	func refuses(text: String) {
		expectEqual(ScaffoldVersionPin(text), nil)
	}

	func minorRange() {
		expectEqual(ScaffoldVersionPin.minorRange(of: "0.1.0")?.description, "0.1.x")
		expectEqual(ScaffoldVersionPin.minorRange(of: "2.13.4-beta")?.description, "2.13.x")
		expectEqual(ScaffoldVersionPin.minorRange(of: "dev"), nil)
	}

	func refusalIsLocated() throws {
		let text = "{\n\t\"version\": 1,\n\t\"scaffoldVersion\": \"0.2.x\"\n}\n"
		let config = try require(ProjectConfig.load(bytes: Array(text.utf8), path: "scaffold.json").config)

		let refusal = try require(config.versionRefusal(running: "0.1.0"))

		expectPrefix(refusal.description,
			#"scaffold.json:3:21: error: this project pins scaffold 0.2.x ("scaffoldVersion"), and this is scaffold 0.1.0: nothing is read or written"#)
		expectEqual(config.versionRefusal(running: "0.2.5"), nil)
		expectEqual(ProjectConfig.defaults.versionRefusal(running: "0.1.0"), nil)
	}

	func malformedPinIsLocated() {
		let text = "{\n\t\"version\": 1,\n\t\"scaffoldVersion\": \"latest\"\n}\n"
		let loaded = ProjectConfig.load(bytes: Array(text.utf8), path: "scaffold.json")

		expectEqual(loaded.config, nil)
		expectEqual(loaded.diagnostics.map(\.description), [
			#"scaffold.json:3:21: error: scaffoldVersion must be a version ("0.3.2") or a range of them ("0.3.x", "0.x"), found 'latest'"#
		])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ScaffoldVersionPinTests>] = [
		SuiteTest("init pins the running version's minor version") { $0.minorRange() },
		SuiteTest("A project pinned elsewhere refuses this scaffold at the key; one that accepts it or pins nothing does not") { try $0.refusalIsLocated() },
		SuiteTest("A pin that is none of the forms is a located error") { $0.malformedPinIsLocated() },
	]
		+ SuiteTest<ScaffoldVersionPinTests>.cases("A pin accepts the versions it names", acceptsArguments) { try $0.accepts(pin: $1.0, version: $1.1, accepted: $1.2) }
		+ SuiteTest<ScaffoldVersionPinTests>.cases("Anything else is not a pin", refusesArguments) { $0.refuses(text: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ScaffoldVersionPinTests>) async throws { try await test.body(self) }
}
