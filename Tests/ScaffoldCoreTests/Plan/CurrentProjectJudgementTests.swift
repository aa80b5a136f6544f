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

	private func judge(
		_ judged: [(GeneratedFeature?, Bool)], features: [GeneratedFeature]? = nil, unreadable: [GeneratedFeature] = [],
		recorded: [String] = ["Character", "Episode"], paths: GeneratedPaths = Self.paths
	) -> CurrentProjectJudgement.Outcome {
		let assembled = ProjectGeneration.Output(
			files: [], features: features ?? judged.compactMap(\.0) + unreadable, unreadable: unreadable, diagnostics: [])
		return CurrentProjectJudgement.judge(
			specs: Array(Self.specs.prefix(judged.count)), judged: judged.map { (feature: $0.0, isCurrent: $0.1) }, assembled: assembled,
			recordedFeatureFolders: recorded, paths: paths)
	}

	@Test func everyFeatureCurrentLeavesTheProjectFilesAndTheOrphansToJudge() {
		expectEqual(judge([(Self.character, true), (Self.episode, true)]), .judgeProjectFiles(withRecordsOf: []))
		expectEqual(judge([(Self.character, true)], recorded: ["Episode", "Character", "Account"]), .judgeProjectFiles(withRecordsOf: ["Account", "Episode"]))
	}

	@Test func aFeatureThatIsNotCurrentNeedsTheWholePlan() {
		expectEqual(judge([(Self.character, true), (Self.episode, false)]), .needsWholePlan)
	}

	@Test func aFeatureCurrentFromAnotherSpecThanItsOwnerNeedsTheWholePlan() {
		let elsewhere = GeneratedFeature(name: "Episode", spec: "Examples/Episode.json", hasFixtures: true)
		expectEqual(judge([(Self.character, true), (Self.episode, true)], features: [Self.character, elsewhere]), .needsWholePlan)
	}

	@Test func foldersThatDifferOnlyInCaseNeedTheWholePlan() {
		let shouty = GeneratedFeature(name: "CHARACTER", spec: "Specs/Episode.json", hasFixtures: true)
		expectEqual(judge([(Self.character, true), (shouty, true)]), .needsWholePlan)
	}

	@Test func aSpecThatCannotBeReadNeedsTheWholePlan() {
		let outside = GeneratedFeature(name: "Episode", spec: "Episode.json", specIsOutsideProject: true, hasFixtures: true)
		expectEqual(judge([(Self.character, true)], unreadable: [outside]), .needsWholePlan)
	}

	@Test func aProjectFileInTheWayOfTheFeaturesFolderNeedsTheWholePlan() {
		var config = ProjectConfig.defaults
		config.output = "Package.swift"
		expectEqual(judge([(Self.character, true)], paths: GeneratedPaths(config: config)), .needsWholePlan)
	}
}
