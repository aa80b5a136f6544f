import Foundation
import Testing

/// The project's formatter configuration end to end: `.swift-format` (or `.editorconfig`) at the
/// root lays out every generated Swift file, a change of it makes those files stale and the
/// next run rewrites them (a replayed run must not hide it), and a broken one stops every
/// command at its line before anything is judged or written.
struct CodeStyleCommandTests {
	func aSwiftFormatConfigurationLaysOutTheFilesAndAChangeOfItIsAnUpdate() throws {
		try ProjectSandbox.with(.generated) { project in
			try expectContains(project.text(Starter.dto), "\n\tlet ", "the house style indents with tabs")
			try project.write(#"{ "version": 1, "indentation": { "spaces": 2 }, "lineLength": 100 }"#, to: ".swift-format")
			let check = try project.run(["check"])
			expectEqual(check.status, 1, "\(check)")
			expectContains(check.stderrLines, "\(Starter.dto): error: generated file is stale (spec or settings changed)", "\(check)")
			let feature = try project.run(["feature", "Character"])
			expectEqual(feature.status, 0, "\(feature)")
			let dto = try project.text(Starter.dto)
			expectContains(dto, "\n  let ")
			expectLacks(dto, "\t")
			try expectEqual(project.run(["check"]).status, 0)
			// Only the style changed: the next run must not replay the previous one.
			try project.write(#"{ "version": 1, "indentation": { "spaces": 4 } }"#, to: ".swift-format")
			try expectEqual(project.run(["feature", "Character"]).status, 0)
			try expectContains(project.text(Starter.dto), "\n    let ")
		}
	}

	func anEditorConfigCountsOnlyWithoutASwiftFormatConfiguration() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.write("root = true\n\n[*.swift]\nindent_style = space\nindent_size = 3\n", to: ".editorconfig")
			try expectEqual(project.run(["feature", "Character"]).status, 0)
			try expectContains(project.text(Starter.dto), "\n   let ")
			try project.write(#"{ "indentation": { "tabs": 1 } }"#, to: ".swift-format")
			try expectEqual(project.run(["feature", "Character"]).status, 0)
			try expectContains(project.text(Starter.dto), "\n\tlet ")
		}
	}

	func aBrokenSwiftFormatConfigurationStopsEveryCommandAtItsLine() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.write("{\n  \"lineLength\": 12\n}\n", to: ".swift-format")
			let before = try project.tree()
			for arguments in [["check"], ["feature", "Character"]] {
				let result = try project.run(arguments)
				expectEqual(result.status, 2, "\(arguments): \(result)")
				expectEqual(result.stdout, "", "\(arguments): \(result)")
				expectEqual(result.stderrLines.first, ".swift-format:2:17: error: scaffold wraps lines to a lineLength from 40 to 1000, found 12")
			}
			try expectEqual(project.tree(), before)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CodeStyleCommandTests>] = [
		SuiteTest("aSwiftFormatConfigurationLaysOutTheFilesAndAChangeOfItIsAnUpdate") { try $0.aSwiftFormatConfigurationLaysOutTheFilesAndAChangeOfItIsAnUpdate() },
		SuiteTest("anEditorConfigCountsOnlyWithoutASwiftFormatConfiguration") { try $0.anEditorConfigCountsOnlyWithoutASwiftFormatConfiguration() },
		SuiteTest("aBrokenSwiftFormatConfigurationStopsEveryCommandAtItsLine") { try $0.aBrokenSwiftFormatConfigurationStopsEveryCommandAtItsLine() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<CodeStyleCommandTests>) async throws { try await test.body(self) }
}
