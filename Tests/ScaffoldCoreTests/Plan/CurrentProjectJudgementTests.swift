import Testing

import ScaffoldCore

/// When `check`'s per-feature judgements settle a project without the whole plan, and which
/// recorded features' files must still be judged with the project files.
struct CurrentProjectJudgementTests {
	static let paths = GeneratedPaths(config: .defaults)
	static let character = GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: true)
	static let episode = GeneratedFeature(name: "Episode", spec: "Specs/Episode.json", hasFixtures: true)
	static let specs = [
		ProjectGeneration.SpecFile(path: "Specs/Character.json", bytes: []), ProjectGeneration.SpecFile(path: "Specs/Episode.json", bytes: []),
	]

	/// What `check` judged of each spec's feature (`nil`: unreadable, and whether current), with what the
	/// assembled project and the record say when they are not the usual.
	struct Judged: Sendable {
		var judged: [(GeneratedFeature?, Bool)]
		var features: [GeneratedFeature]? = nil
		var unreadable: [GeneratedFeature] = []
		var recorded: [String] = ["Character", "Episode"]
		var paths: GeneratedPaths = CurrentProjectJudgementTests.paths
	}

	typealias Row = TableCase<Judged, CurrentProjectJudgement.Outcome>

	private static let elsewhere = GeneratedFeature(name: "Episode", spec: "Examples/Episode.json", hasFixtures: true)
	private static let shouty = GeneratedFeature(name: "CHARACTER", spec: "Specs/Episode.json", hasFixtures: true)
	private static let outside = GeneratedFeature(name: "Episode", spec: "Episode.json", specIsOutsideProject: true, hasFixtures: true)
	private static let outputInTheWay: GeneratedPaths = {
		var config = ProjectConfig.defaults
		config.output = "Package.swift"
		return GeneratedPaths(config: config)
	}()

	static let rows: [Row] = [
		// Every feature current leaves the project files and the orphans to judge.
		Row("every feature current", Judged(judged: [(character, true), (episode, true)]), .judgeProjectFiles(withRecordsOf: [])),
		Row(
			"every feature current, with orphans recorded", Judged(judged: [(character, true)], recorded: ["Episode", "Character", "Account"]),
			.judgeProjectFiles(withRecordsOf: ["Account", "Episode"])),
		Row("a feature that is not current", Judged(judged: [(character, true), (episode, false)]), .needsWholePlan),
		Row(
			"a feature current from another spec than its owner", Judged(judged: [(character, true), (episode, true)], features: [character, elsewhere]),
			.needsWholePlan),
		Row("folders that differ only in case", Judged(judged: [(character, true), (shouty, true)]), .needsWholePlan),
		Row("a spec that cannot be read", Judged(judged: [(character, true)], unreadable: [outside]), .needsWholePlan),
		Row("a project file in the way of the features folder", Judged(judged: [(character, true)], paths: outputInTheWay), .needsWholePlan),
	]

	@Test(arguments: rows) func judgesTheProject(_ row: Row) {
		let input = row.input
		let assembled = ProjectGeneration.Output(
			files: [], features: input.features ?? input.judged.compactMap(\.0) + input.unreadable, unreadable: input.unreadable, diagnostics: [])
		row.expect(
			CurrentProjectJudgement.judge(
				specs: Array(Self.specs.prefix(input.judged.count)), judged: input.judged.map { (feature: $0.0, isCurrent: $0.1) },
				assembled: assembled, recordedFeatureFolders: input.recorded, paths: input.paths))
	}
}
