import Testing

import ScaffoldCore

/// Generated files keep to swift-format's 100 columns for an entity with a long name: the lines
/// a template writes with the name twice are short enough, or wrapped by the layout pass.
struct LongEntityNameLayoutTests {
	/// A 17-letter entity with a cached paginated list kept in a file: its page repository's tests
	/// declare both levels of pages.
	private static let spec = """
		{"version": 1, "feature": "Agenda", "entities": [{"name": "ConferenceSession", "fields": [{"name": "title", "type": "String"}],
		 "rest": {"path": "/sessions", "detail": true, "list": {"paginated": true}}, "local": "file"}]}
		"""

	/// Columns as swift-format counts them with tabs: each leading tab is `tabWidth` columns.
	private static func columns(_ line: Substring, tabWidth: Int) -> Int {
		let tabs = line.prefix { $0 == "\t" }.count
		return tabs * tabWidth + line.dropFirst(tabs).count
	}

	@Test func thePageRepositoryTestsOfALongNameFitInOneHundredColumns() throws {
		// swift-format's own line length, which a team's configuration often keeps.
		var config = ProjectConfig.defaults
		config.codeStyle.lineLength = 100
		let output = FeatureGeneration.run(
			specBytes: Array(Self.spec.utf8), specPath: "Specs/Agenda.json", config: config, generator: try SharedGeneration.generator())
		expectEmpty(output.diagnostics.filter { $0.severity == .error }, "\(output.diagnostics)")
		let tests = try require(output.files.first { $0.path.hasSuffix("/ConferenceSessionsPageRepositoryTests.swift") }?.contents)
		let limit = try require(config.codeStyle.lineLength)
		// The lines that name the entity: a test's description is a string literal no style wraps.
		let long = tests.split(separator: "\n").filter { $0.contains("ConferenceSession") && Self.columns($0, tabWidth: config.codeStyle.tabWidth) > limit }
		expectEqual(long, [])
		expectContains(tests, "private let persistence: any ConferenceSessionLocalDataSourceContract\n")
		expectContains(tests, "persistence = ConferenceSessionMemoryDataSource()\n")
	}
}
