import Testing

import ScaffoldCore

/// No embedded template or partial grows into a branch forest: each stays within
/// ``maximumLines`` lines and ``maximumSections`` sections (`{{#…}}` and `{{^…}}` tags), so a
/// team that ejects one to change a line does not inherit hundreds of others. A template past
/// either limit is split by concern into partials (`Templates/Partials/`, Templates/README.md).
struct TemplateSizeTests {
	static let maximumLines = 250
	static let maximumSections = 30

	/// The lines of `text`: a last line without its newline counts, an empty text has none.
	static func lineCount(_ text: String) -> Int {
		let newlines = text.utf8.count(where: { $0 == UInt8(ascii: "\n") })
		return newlines + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
	}

	/// The sections and inverted sections `text` opens (`{{#name}}`, `{{^name}}`, `{{ #name }}`).
	static func sectionCount(_ text: String) -> Int {
		text.matches(of: /\{\{\s*[#^]/).count
	}

	func everyTemplateAndPartialStaysWithinTheLimits() {
		let sources = TemplateCatalog.embedded.sources
		expectGreater(sources.count, 100, "too few templates to be reading the catalog")
		for source in sources {
			let lines = Self.lineCount(source.text)
			let sections = Self.sectionCount(source.text)
			expectAtMost(lines, Self.maximumLines, "\(source.path) has \(lines) lines; split it into partials by concern")
			expectAtMost(sections, Self.maximumSections, "\(source.path) has \(sections) sections; split it into partials by concern")
		}
	}

	/// The counters themselves.
	func linesAndSectionsAreCountedAsAnEditorShowsThem() {
		expectEqual(Self.lineCount(""), 0)
		expectEqual(Self.lineCount("a\n"), 1)
		expectEqual(Self.lineCount("a\nb"), 2)
		expectEqual(Self.lineCount("a\n\nb\n"), 3)
		expectEqual(Self.sectionCount("{{#a}}x{{/a}} {{^b}}{{/b}} {{ #c }}{{/c}} {{a}} {{>P}} {{! #no}} {{{d}}}"), 3)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateSizeTests>] = [
		SuiteTest("everyTemplateAndPartialStaysWithinTheLimits") { $0.everyTemplateAndPartialStaysWithinTheLimits() },
		SuiteTest("linesAndSectionsAreCountedAsAnEditorShowsThem") { $0.linesAndSectionsAreCountedAsAnEditorShowsThem() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateSizeTests>) async throws { try await test.body(self) }
}
