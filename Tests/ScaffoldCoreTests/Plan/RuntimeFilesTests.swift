import Testing

import ScaffoldCore

/// The runtime of a project an older `scaffold init` made: a runtime file the features need and
/// the project lacks is created, once and as the team's; nothing the project has is touched, and a
/// project without scaffold's runtime gets none of it.
struct RuntimeFilesTests {
	typealias F = Fixture
	static let feature = GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: true)

	/// The project files of a feature run, and the disk of a project `init` made.
	static func project(config: ProjectConfig = .defaults) throws -> (outputs: [OutputFile], initDisk: [String: DiskEntry]) {
		let generator = try SharedGeneration.generator()
		let outputs = try ProjectFiles.generated(features: [feature], config: config, generator: generator)
		let made = try ProjectFiles.initFiles(config: config, generator: generator)
		return (outputs, Dictionary(uniqueKeysWithValues: made.map { ($0.path, DiskEntry.file($0.contents)) }))
	}

	static func graphContract(in outputs: [OutputFile]) throws -> String {
		try require(outputs.first { $0.path.hasSuffix("Core/Storage/StoredGraphContract.swift") }).path
	}

	func aProjectInitMadeHasEveryRuntimeFileTheFeaturesNeed() throws {
		let (outputs, disk) = try Self.project()
		let runtime = outputs.filter { $0.ownership == .userOwned }
		expectEqual(runtime.count, RuntimeSupport.files.count)
		expectEqual(runtime.count, 29)
		expectAll(runtime, where: { disk[$0.path] != nil }, "init writes every runtime file a feature needs")
		let plan = try F.plan(outputs, disk: disk)
		expectEmpty(plan.entries.filter { $0.reason == .runtimeLacked || $0.reason == .userOwned })
	}

	func theRuntimeFilesAProjectLacksAloneArePlanned() throws {
		// A runtime file an older init did not write is created.
		do {
			var (outputs, disk) = try Self.project()
			let path = try Self.graphContract(in: outputs)
			disk[path] = nil
			let plan = try F.plan(outputs, disk: disk)
			let created = plan.entries.filter { $0.reason == .runtimeLacked }
			expectEqual(created.map(\.path), [path])
			expectEqual(created.map(\.status), [.create])
			expectContains(String(decoding: created[0].generated ?? [], as: UTF8.self), "protocol StoredGraphContract")
			// `check` says so, and the file is never recorded: it is the team's once written.
			expectEqual(
				plan.drift.first { $0.path == path }?.diagnostic.description, "\(path): error: runtime file is missing: the features need it; 'scaffold feature' writes it")
			expectEqual(plan.manifest.records[path], nil)
		}

		// What the project has is never touched.
		do {
			var (outputs, disk) = try Self.project()
			let path = try Self.graphContract(in: outputs)
			disk[path] = .file("// ours\n")
			let plan = try F.plan(outputs, disk: disk)
			expectEqual(plan[path], nil)
		}

		// A project without scaffolds runtime gets none of it.
		do {
			let (outputs, _) = try Self.project()
			let plan = try F.plan(outputs, disk: [:])
			expectEmpty(plan.entries.filter { $0.reason == .runtimeLacked })
		}
	}

	/// The project files when generation is told which runtime files exist (as the executable
	/// tells it), `present` being those of the runtime `init` writes.
	static func told(present: (String) -> Bool) throws -> [OutputFile] {
		let generator = try SharedGeneration.generator()
		let paths = try ProjectFiles.initRuntimePaths(config: .defaults, generator: generator)
		return try ProjectFiles.generated(features: [feature], config: .defaults, generator: generator, runtimeOnDisk: Set(paths.filter(present)))
	}

	func theRuntimePathsAreThoseOfTheRenderedRuntime() throws {
		let (outputs, _) = try Self.project()
		let paths = try ProjectFiles.initRuntimePaths(config: .defaults, generator: SharedGeneration.generator())
		expectEqual(paths, outputs.filter(\.completesRuntime).map(\.path))
		try expectEmpty(ProjectFiles.initRuntimePaths(config: ExistingAppFixture.survey().config, generator: SharedGeneration.generator()))
	}

	func theRuntimeFilesAProjectLacksAloneAreRendered() throws {
		// A project with its whole runtime renders none of it.
		do {
			let (outputs, disk) = try Self.project()
			let told = try Self.told { disk[$0] != nil }
			expectEmpty(told.filter(\.completesRuntime))
			expectEqual(told, outputs.filter { !$0.completesRuntime }, "the other project files are the same")
			let (toldPlan, plan) = (try F.plan(told, disk: disk), try F.plan(outputs, disk: disk))
			expectEqual(toldPlan.entries, plan.entries)
		}

		// A project lacking one runtime file renders that one alone.
		do {
			var (outputs, disk) = try Self.project()
			let path = try Self.graphContract(in: outputs)
			disk[path] = nil
			let told = try Self.told { disk[$0] != nil }
			expectEqual(told.filter(\.completesRuntime).map(\.path), [path])
			#expect(told.filter(\.completesRuntime).allSatisfy { $0.lackedOnDisk })
			let (plan, untold) = (try F.plan(told, disk: disk), try F.plan(outputs, disk: disk))
			expectEqual(plan.entries, untold.entries)
			expectEqual(plan.entries.filter { $0.reason == .runtimeLacked }.map(\.path), [path])
		}

		// A project without scaffolds runtime renders none of it.
		do {
			let (outputs, _) = try Self.project()
			let told = try Self.told { _ in false }
			expectEmpty(told.filter(\.completesRuntime))
			let (toldPlan, plan) = (try F.plan(told, disk: [:]), try F.plan(outputs, disk: [:]))
			expectEqual(toldPlan.entries, plan.entries)
		}
	}

	func anAdoptedAppGetsSupportFilesInstead() throws {
		let config = try ExistingAppFixture.survey().config
		let generator = try SharedGeneration.generator()
		let outputs = try ProjectFiles.generated(features: [Self.feature], config: config, generator: generator)
		expectEmpty(outputs.filter { $0.completesRuntime })
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<RuntimeFilesTests>] = [
		SuiteTest("aProjectInitMadeHasEveryRuntimeFileTheFeaturesNeed") { try $0.aProjectInitMadeHasEveryRuntimeFileTheFeaturesNeed() },
		SuiteTest("theRuntimeFilesAProjectLacksAloneArePlanned") { try $0.theRuntimeFilesAProjectLacksAloneArePlanned() },
		SuiteTest("theRuntimePathsAreThoseOfTheRenderedRuntime") { try $0.theRuntimePathsAreThoseOfTheRenderedRuntime() },
		SuiteTest("theRuntimeFilesAProjectLacksAloneAreRendered") { try $0.theRuntimeFilesAProjectLacksAloneAreRendered() },
		SuiteTest("anAdoptedAppGetsSupportFilesInstead") { try $0.anAdoptedAppGetsSupportFilesInstead() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<RuntimeFilesTests>) async throws { try await test.body(self) }
}
