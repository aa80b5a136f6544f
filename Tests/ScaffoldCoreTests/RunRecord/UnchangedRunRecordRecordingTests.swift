import Testing

import ScaffoldCore

/// The record a writing run leaves: the plan the next run makes, by the plan's own rules.
struct UnchangedRunRecordRecordingTests {
	typealias F = Fixture

	static let scope = Manifest.Scope.features(["Character"], projectFiles: true, paths: GeneratedPaths(config: .defaults))
	static let character = GeneratedFeature(name: "Character", spec: F.spec, hasFixtures: true)

	static func inputs(manifest: [UInt8]?, force: Bool = false) -> RunInputs {
		RunInputs(
			command: .feature("Character", ignoredSpecs: [], force: force), build: "test build",
			specs: [.init(path: F.spec, isOutsideProject: false, bytes: Array("{}".utf8))], config: nil, templateOverrides: [],
			manifest: manifest)
	}

	/// Every path a plan of `outputs` inspects as the executable would describe it on a fresh
	/// disk (nothing there), or as given.
	static func snapshot(_ outputs: [OutputFile], manifest: Manifest?, given: [String: DiskEntry] = [:]) -> [String: DiskEntry] {
		var disk = given
		for path in ScopedPlan.pathsToInspect(outputs: outputs, scope: scope, manifest: manifest) where disk[path] == nil {
			disk[path] = DiskEntry(contents: .absent, components: [.absent])
		}
		return disk
	}

	/// Plans, applies in memory and records, as `feature` does.
	static func record(
		_ outputs: [OutputFile], disk: [String: DiskEntry], manifest: (bytes: [UInt8], value: Manifest)? = nil, force: Bool = false
	) throws -> (record: UnchangedRunRecord?, list: ApplyList) {
		let plan = try ScopedPlan(
			outputs: outputs, features: [character], scope: scope, disk: disk, manifest: manifest?.value, root: F.root,
			options: .init(force: force))
		let list = try plan.applyList()
		let record = UnchangedRunRecord.afterApplying(
			plan, list: list, outputs: outputs, features: [character], scope: scope, disk: disk,
			inputs: inputs(manifest: manifest?.bytes, force: force), root: F.root, generatedPaths: GeneratedPaths(config: .defaults))
		return (record, list)
	}

	/// The disk after writing `outputs` and `manifest`, described from scratch as the next
	/// run's snapshot would describe it: what the record must replay against.
	static func written(_ outputs: [OutputFile], manifest: [UInt8], besides: [String: DiskEntry] = [:]) -> [String: DiskEntry] {
		var disk = besides
		for output in outputs {
			let depth = output.path.split(separator: "/").count
			disk[output.path] = DiskEntry(contents: .file(Array(output.contents.utf8)), components: Array(repeating: .present, count: depth))
		}
		disk[Manifest.path] = DiskEntry(contents: .file(manifest), components: [.present, .present])
		return disk
	}

	func aFreshRunRecordsThePlanOfTheFilesItWrote() throws {
		let outputs = [F.dtoOutput(), F.mapperOutput(), F.runtimeOutput()]
		let (record, list) = try Self.record(outputs, disk: Self.snapshot(outputs, manifest: nil))
		let recorded = try require(record)
		let manifest = try require(list.manifest)
		let after = Self.written(outputs, manifest: manifest)

		// Exactly what planning again against that disk prints.
		let next = try ScopedPlan(
			outputs: outputs, features: [Self.character], scope: Self.scope, disk: after, manifest: try Manifest.parse(manifest),
			root: F.root)
		expectEqual(recorded.text, next.plan.renderText())
		expectSuffix(recorded.text, "3 files: 2 identical, 1 skip\n")
		expectContains(recorded.text, "skip       \(F.runtimePath) (user-owned)")

		let key = Self.inputs(manifest: manifest).key
		expectEqual(recorded.replay(key: key, disk: after, root: F.root), recorded.text)
		expectEqual(Set(recorded.pathsToInspect), Set(outputs.map(\.path) + [Manifest.path]))
		expectEqual(Set(recorded.planEntryPaths), Set(outputs.map(\.path)))
		// The key is that of the manifest as written, not as it was.
		expectEqual(recorded.replay(key: Self.inputs(manifest: nil).key, disk: after, root: F.root), nil)
	}

	func anUpdateAndARemovalAreRecordedAsTheNextPlanSeesThem() throws {
		let old = [F.dtoOutput(F.fieldsV1), F.mapperOutput()]
		let oldManifest = Manifest(records: old.map(F.record), features: [Self.character])
		let oldBytes = oldManifest.serialized()
		let before = Self.written(old, manifest: oldBytes)
		// The mapper is no longer generated (an orphan to remove); the DTO has a new field.
		let outputs = [F.dtoOutput(F.fieldsV2)]
		let (record, list) = try Self.record(
			outputs, disk: Self.snapshot(outputs, manifest: oldManifest, given: before), manifest: (oldBytes, oldManifest))
		expectEqual(list.operations.map(\.path), [F.dtoPath, F.mapperPath])
		let recorded = try require(record)
		expectEqual(recorded.text, "  identical  \(F.dtoPath)\n1 file: 1 identical\n")
		expectLacks(recorded.pathsToInspect, F.mapperPath)

		var after = Self.written(outputs, manifest: try require(list.manifest))
		after[F.mapperPath] = nil
		expectEqual(recorded.replay(key: Self.inputs(manifest: list.manifest).key, disk: after, root: F.root), recorded.text)
	}

	func aRealFeatureRecordsEveryFileIdentical() throws {
		let spec = Array(try RepositoryFiles.text("Examples/Character.json").utf8)
		let output = FeatureGeneration.run(specBytes: spec, specPath: F.spec, config: .defaults, generator: try SharedGeneration.generator())
		let feature = try require(output.feature)
		let outputs = output.files
		let plan = try ScopedPlan(
			outputs: outputs, features: [feature], scope: Self.scope, disk: Self.snapshot(outputs, manifest: nil), manifest: nil,
			root: F.root)
		let list = try plan.applyList()
		let record = try require(
			UnchangedRunRecord.afterApplying(
				plan, list: list, outputs: outputs, features: [feature], scope: Self.scope,
				disk: Self.snapshot(outputs, manifest: nil), inputs: Self.inputs(manifest: nil), root: F.root,
				generatedPaths: GeneratedPaths(config: .defaults)))
		let manifest = try require(list.manifest)
		// The extension points' files, not asked for, are neither written nor planned.
		let planned = outputs.filter { $0.ownership != .extensionPoint }
		expectLess(planned.count, outputs.count)
		// Their folders exist now: a snapshot sees each of them absent there.
		var absent: [String: DiskEntry] = [:]
		for output in outputs where output.ownership == .extensionPoint {
			let depth = output.path.split(separator: "/").count
			absent[output.path] = DiskEntry(contents: .absent, components: Array(repeating: .present, count: depth - 1) + [.absent])
		}
		let after = Self.written(planned, manifest: manifest, besides: absent)
		expectEqual(record.replay(key: Self.inputs(manifest: manifest).key, disk: after, root: F.root), record.text)
		expectSuffix(record.text, "\(planned.count) files: \(planned.count) identical\n")
	}

	func anAbsentFileSeesTheFoldersTheRunCreated() {
		var after: [String: DiskEntry] = [
			"A/B/c.swift": DiskEntry(contents: .absent, components: [.absent]),
			"A/d.swift": DiskEntry(contents: .absent, components: [.present, .absent]),
			"X/y.swift": DiskEntry(contents: .absent, components: [.absent]),
			"A/B/C/e.swift": DiskEntry(contents: .absent, components: [.absent]),
		]
		UnchangedRunRecord.seeingCreatedFolders(&after, written: ["A/B/f.swift"])
		expectEqual(after["A/B/c.swift"]?.components, [.present, .present, .absent])
		expectEqual(after["A/d.swift"]?.components, [.present, .absent])
		expectEqual(after["X/y.swift"]?.components, [.absent])
		expectEqual(after["A/B/C/e.swift"]?.components, [.present, .present, .absent])
	}

	func nothingIsRecordedWhenTheWrittenManifestCannotBeRead() throws {
		let outputs = [F.dtoOutput()]
		let disk = Self.snapshot(outputs, manifest: nil)
		let plan = try ScopedPlan(outputs: outputs, features: [Self.character], scope: Self.scope, disk: disk, manifest: nil, root: F.root)
		var list = try plan.applyList()
		list.manifest = Array("{".utf8)
		expectEqual(
			UnchangedRunRecord.afterApplying(
				plan, list: list, outputs: outputs, features: [Self.character], scope: Self.scope, disk: disk,
				inputs: Self.inputs(manifest: nil), root: F.root, generatedPaths: GeneratedPaths(config: .defaults)), nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<UnchangedRunRecordRecordingTests>] = [
		SuiteTest("aFreshRunRecordsThePlanOfTheFilesItWrote") { try $0.aFreshRunRecordsThePlanOfTheFilesItWrote() },
		SuiteTest("anUpdateAndARemovalAreRecordedAsTheNextPlanSeesThem") { try $0.anUpdateAndARemovalAreRecordedAsTheNextPlanSeesThem() },
		SuiteTest("aRealFeatureRecordsEveryFileIdentical") { try $0.aRealFeatureRecordsEveryFileIdentical() },
		SuiteTest("anAbsentFileSeesTheFoldersTheRunCreated") { $0.anAbsentFileSeesTheFoldersTheRunCreated() },
		SuiteTest("nothingIsRecordedWhenTheWrittenManifestCannotBeRead") { try $0.nothingIsRecordedWhenTheWrittenManifestCannotBeRead() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<UnchangedRunRecordRecordingTests>) async throws { try await test.body(self) }
}
