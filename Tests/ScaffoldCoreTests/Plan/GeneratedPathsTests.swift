import Testing

import ScaffoldCore

/// The manifest may only name files scaffold generates: anything else would let a tampered
/// manifest make `prune` or `destroy` delete the user's files.
struct GeneratedPathsTests {
	static let paths = GeneratedPaths(config: .defaults)
	static let origin = "Specs/Character.json"

	/// Every file of every snapshot is a path a spec produces: the rule must accept them all.
	func acceptsEveryFileOfTheSnapshots() throws {
		let files = try RepositoryFiles.files(below: "Snapshots").filter { !$0.hasSuffix("context.json") }
		expectGreater(files.count, 300)
		for path in files {
			let relative = String(path.drop { $0 != "/" }.dropFirst())  // without the example's folder
			expectEqual(Self.paths.problem(with: relative, origin: Self.origin), nil, "\(relative)")
		}
	}

	static let acceptsTheProjectFilesItKeepsArguments: [String] = ["Package.swift", "schema/scaffold-spec.schema.json"]
	func acceptsTheProjectFilesItKeeps(path: String) {
		expectEqual(Self.paths.problem(with: path, origin: ""), nil)
	}

	static let refusesEverythingElseArguments: [(String, String)] = [
		("README.md", ""), ("Specs/Character.json", ""), ("scaffold.json", ""), ("Features/Character/Sources/Data/DTOs/CharacterDTO.swift", ""),
		("README.md", origin), ("Specs/Character.json", origin), ("scaffold.json", origin), ("Package.swift", origin),
		("Features/Character/README.md", origin), ("Features/Character/Sources/Mine.swift.bak", origin),
		("Features/Character/Sources/Data/Custom/Mine.swift", origin), ("Features/character/Sources/Data/DTOs/A.swift", origin),
		("Features/Character/Sources/Data/DTOs/My File.swift", origin), ("Features/Character/Sources/Data/DTOs/.swift", origin),
		("Libraries/ChallengeCore/Mapping/MapperContract.swift", origin),
		("Features/Character/Sources/Data/DTOs/Cháracter.swift", origin), ("Features/Character/Sources/Data/DTOs/+Stub.swift", origin),
		("Features/Character/Sources/Data/DTOs/CharacterDTO.\u{301}swift", origin), ("Features/Character/Sources/Data/DTOs/CharacterDTO", origin),
		("Features/Character/Sources/Data/DTOs/CharacterDTO.swift/", origin), ("Features/Character/CharacterDTO.swift", origin),
	]
	func refusesEverythingElse(path: String, origin: String) {
		expectNotEqual(Self.paths.problem(with: path, origin: origin), nil)
	}

	func followsTheConfiguredOutputFolderBeyondASCII() {
		// Follows the configured output folder.
		do {
			var config = ProjectConfig.defaults
			config.output = "App"
			let paths = GeneratedPaths(config: config)
			expectEqual(paths.problem(with: "App/Features/Character/Sources/Data/DTOs/CharacterDTO.swift", origin: Self.origin), nil)
			expectNotEqual(paths.problem(with: "Features/Character/Sources/Data/DTOs/CharacterDTO.swift", origin: Self.origin), nil)
			expectEqual(paths.folder(of: "Character"), "App/Features/Character/")
		}

		// An output folder beyond ASCII is matched by characters, as written in either normal form.
		do {
			var config = ProjectConfig.defaults
			config.output = "Módulos"
			let paths = GeneratedPaths(config: config)
			for folder in ["Módulos", "Mo\u{301}dulos"] {
				expectEqual(paths.problem(with: folder + "/Features/Character/Sources/Data/DTOs/CharacterDTO.swift", origin: Self.origin), nil)
				expectEqual(paths.featureName(of: folder + "/Features/Character/Sources/Data/DTOs/CharacterDTO.swift"), "Character")
				expectNotEqual(paths.problem(with: folder + "/Features/Character/Sources/Data/DTOs/Cháracter.swift", origin: Self.origin), nil)
			}
			expectEqual(paths.featureName(of: "Features/Character/Sources/Data/DTOs/CharacterDTO.swift"), nil)
			expectEqual(Self.paths.featureName(of: "Features/Character"), nil)
			expectEqual(Self.paths.featureName(of: "Features/Cháracter/Sources/Data/DTOs/A.swift"), "Cháracter")
		}
	}

	/// The manifest names the record at its line and column; unsafe paths keep their own message.
	func aManifestNamingAUserFileIsRefusedAtTheRecord() {
		let hash = String(repeating: "a", count: 64)
		func manifest(_ path: String, origin: String = "") -> String {
			"{\n\t\"files\": [\n\t\t{\n\t\t\t\"contentHash\": \"\(hash)\",\n\t\t\t\"origin\": \"\(origin)\",\n\t\t\t\"path\": \"\(path)\",\n\t\t\t\"templateHash\": \"t\"\n\t\t}\n\t],\n\t\"version\": 1\n}\n"
		}
		let refused = #expect(throws: DiagnosticError.self) {
			try Manifest.parse(Array(manifest("README.md").utf8), path: ".scaffold/manifest.json", generatedPaths: Self.paths)
		}
		expectEqual(
			refused?.diagnostics.map(\.description), [
				".scaffold/manifest.json:6:12: error: manifest record 'README.md' is not a project file scaffold generates (Package.swift, schema/scaffold-spec.schema.json)\nnote: the manifest was edited by hand or is damaged; scaffold refuses it and deletes nothing until the record is fixed or removed"
			])
		for path in ["../x", "/etc/passwd"] {
			let unsafe = #expect(throws: DiagnosticError.self) {
				try Manifest.parse(Array(manifest(path, origin: Self.origin).utf8), generatedPaths: Self.paths)
			}
			expectEqual(unsafe?.diagnostics.first?.location?.position, SourcePosition(line: 6, column: 12))
		}
		#expect(throws: Never.self) { try Manifest.parse(Array(manifest("Package.swift").utf8), generatedPaths: Self.paths) }
		// Without the rule (tests of the plan alone), any safe path is read.
		#expect(throws: Never.self) { try Manifest.parse(Array(manifest("README.md").utf8)) }
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<GeneratedPathsTests>] = [
		SuiteTest("acceptsEveryFileOfTheSnapshots") { try $0.acceptsEveryFileOfTheSnapshots() },
		SuiteTest("followsTheConfiguredOutputFolderBeyondASCII") { $0.followsTheConfiguredOutputFolderBeyondASCII() },
		SuiteTest("aManifestNamingAUserFileIsRefusedAtTheRecord") { $0.aManifestNamingAUserFileIsRefusedAtTheRecord() },
	]
		+ SuiteTest<GeneratedPathsTests>.cases("acceptsTheProjectFilesItKeeps(path:)", acceptsTheProjectFilesItKeepsArguments) { $0.acceptsTheProjectFilesItKeeps(path: $1) }
		+ SuiteTest<GeneratedPathsTests>.cases("refusesEverythingElse(path:origin:)", refusesEverythingElseArguments) { $0.refusesEverythingElse(path: $1.0, origin: $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<GeneratedPathsTests>) async throws { try await test.body(self) }
}
