import Foundation
import Testing

/// The project's formatter configuration end to end: `.swift-format` (or `.editorconfig`) at the
/// root lays out every generated Swift file, a change of it makes those files stale and the
/// next run rewrites them (a replayed run must not hide it), and a broken one stops every
/// command at its line before anything is judged or written.
struct CodeStyleCommandTests {
	@Test func aSwiftFormatConfigurationLaysOutTheFilesAndAChangeOfItIsAnUpdate() throws {
		try ProjectSandbox.with(.generated) { project in
			#expect(try project.text(Starter.dto).contains("\n\tlet "), "the house style indents with tabs")
			try project.write(#"{ "version": 1, "indentation": { "spaces": 2 }, "lineLength": 100 }"#, to: ".swift-format")
			let check = try project.run(["check"])
			#expect(check.status == 1 && check.stderrLines.contains("\(Starter.dto): error: generated file is stale (spec or settings changed)"), "\(check)")
			let feature = try project.run(["feature", "Character"])
			#expect(feature.status == 0, "\(feature)")
			let dto = try project.text(Starter.dto)
			#expect(dto.contains("\n  let ") && !dto.contains("\t"))
			#expect(try project.run(["check"]).status == 0)
			// Only the style changed: the next run must not replay the previous one.
			try project.write(#"{ "version": 1, "indentation": { "spaces": 4 } }"#, to: ".swift-format")
			#expect(try project.run(["feature", "Character"]).status == 0)
			#expect(try project.text(Starter.dto).contains("\n    let "))
		}
	}

	@Test func anEditorConfigCountsOnlyWithoutASwiftFormatConfiguration() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.write("root = true\n\n[*.swift]\nindent_style = space\nindent_size = 3\n", to: ".editorconfig")
			#expect(try project.run(["feature", "Character"]).status == 0)
			#expect(try project.text(Starter.dto).contains("\n   let "))
			try project.write(#"{ "indentation": { "tabs": 1 } }"#, to: ".swift-format")
			#expect(try project.run(["feature", "Character"]).status == 0)
			#expect(try project.text(Starter.dto).contains("\n\tlet "))
		}
	}

	@Test func aBrokenSwiftFormatConfigurationStopsEveryCommandAtItsLine() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.write("{\n  \"lineLength\": 12\n}\n", to: ".swift-format")
			let before = try project.tree()
			for arguments in [["check"], ["feature", "Character"]] {
				let result = try project.run(arguments)
				#expect(result.status == 2 && result.stdout == "", "\(arguments): \(result)")
				#expect(result.stderrLines.first == ".swift-format:2:17: error: scaffold wraps lines to a lineLength from 40 to 1000, found 12")
			}
			#expect(try project.tree() == before)
		}
	}
}
