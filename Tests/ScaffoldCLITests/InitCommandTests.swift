import Foundation
import ScaffoldCore
import Testing

/// `scaffold init` end to end, in empty and existing folders.
struct InitCommandTests {
	typealias Result = ScaffoldBinary.Result

	func setsUpAnEmptyFolder() throws {
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init"])
			expectEqual(result.status, 0, "\(result)")
			expectEqual(result.stderr, "", "\(result)")
			let paths = PlanListing.paths(result.stdout)
			#expect(result.stdoutLines == paths.map { PlanListing.line("create", $0) } + ["107 files: 107 create"])
			for path in [
				"scaffold.json", "Specs/Character.json", "Libraries/ChallengeNetworking/HTTP/HTTPClient.swift",
				"Libraries/ChallengeCore/Mapping/MapperContract.swift", "Package.swift", "schema/scaffold-spec.schema.json",
			] {
				expectContains(paths, path, "\(path)")
			}
			// Exactly the listed files and scaffold's manifest: a project that does not merge keeps no
			// merge bases (issue 51).
			try expectEqual(project.tree().files, (paths + [".scaffold/manifest.json"]).sorted())
			let config = try project.text("scaffold.json")
			expectContains(config, #""modulePrefix": "Challenge""#)
			expectContains(config, #""packageName": "App""#)
			// One version per project from the start: the running scaffold's minor version.
			expectContains(config, #""scaffoldVersion": "0.1.x""#)
			try expectContains(project.text("Package.swift"), #"name: "App""#)
		}
	}

	func namesModulesAfterTheGivenPrefix() throws {
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init", "--module-prefix", "Acme", "--name", "Shop"])
			expectEqual(result.status, 0, "\(result)")
			expectEqual(result.stderr, "", "\(result)")
			let files = try project.tree().files
			expectContains(files, "Libraries/AcmeNetworking/HTTP/HTTPClient.swift")
			expectContains(files, "Libraries/AcmeNetworkingMocks/HTTPClientMock.swift")
			expectNone(files, where: { $0.contains("Challenge") })
			let package = try project.text("Package.swift")
			expectContains(package, #"name: "Shop""#)
			expectContains(package, #".library(name: "AcmeNetworking", targets: ["AcmeNetworking"])"#)
			expectLacks(package, "Challenge")
			try expectContains(project.text("scaffold.json"), #""modulePrefix": "Acme""#)
		}
	}

	func writesTheDefaultIsolationItIsGiven() throws {
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init", "--default-isolation", "nonisolated"])
			expectEqual(result.status, 0, "\(result)")
			expectEqual(result.stderr, "", "\(result)")
			try expectContains(project.text("scaffold.json"), #""defaultIsolation": "nonisolated""#)
			expectLacks(try project.text("Package.swift"), "defaultIsolation")
		}
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init"])
			expectEqual(result.status, 0, "\(result)")
			expectEqual(result.stderr, "", "\(result)")
			try expectContains(project.text("scaffold.json"), #""defaultIsolation": "mainActor""#)
			try expectContains(project.text("Package.swift"), ".defaultIsolation(MainActor.self)")
		}
		try ProjectSandbox.with(.empty) { project in
			let (result, changes) = try project.changes { try project.run(["init", "--default-isolation", "main"]) }
			expectEqual(result.status, 64, "\(result)")
			expectContains(result.stderr, "'main'", "\(result)")
			expectEqual(changes, [])
		}
	}

	func rejectsAPrefixThatIsNotAnIdentifier() throws {
		try ProjectSandbox.with(.empty) { project in
			let (result, changes) = try project.changes { try project.run(["init", "--module-prefix", "9Lives"]) }
			expectEqual(result, Result(status: 64, stdout: "", stderr: "error: module prefix '9Lives' is not a valid Swift identifier\n"))
			expectEqual(changes, [])
		}
	}

	func aSecondRunWritesNothing() throws {
		try ProjectSandbox.with(.initialized) { project in
			let (result, changes) = try project.changes { try project.run(["init"]) }
			expectEqual(changes, [])
			expectEqual(result.status, 0, "\(result)")
			expectEqual(result.stderr, "", "\(result)")
			let paths = PlanListing.paths(result.stdout)
			expectEqual(paths.count, 107)
			let expected =
				paths.map {
					$0 == "Package.swift" || $0.hasPrefix("schema/")
						? PlanListing.line("identical", $0) : PlanListing.line("skip", $0, "user-owned")
				} + ["107 files: 2 identical, 105 skip"]
			expectEqual(result.stdoutLines, expected)
		}
	}

	func stopsBeforeWritingAnythingWhenPackageSwiftIsNotScaffolds() throws {
		try ProjectSandbox.with(.empty) { project in
			let package = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Mine\")\n"
			try project.write(package, to: "Package.swift")
			let (result, changes) = try project.changes { try project.run(["init"]) }
			expectEqual(changes, [])
			try expectEqual(project.tree().files, ["Package.swift"])
			expectEqual(result.status, 1)
			expectContains(result.stdoutLines, PlanListing.line("conflict", "Package.swift", "not written by scaffold"))
			expectEqual(result.stdoutLines.last, "107 files: 106 create, 1 conflict")
			expectEqual(
				result.stderr, """
					Package.swift: error: file exists but was not written by scaffold; move it away, or use --force to overwrite it
					note: nothing was written; init never overwrites files: move them away, or write scaffold.json by hand

					""")
		}
	}

	func setsUpAFolderGivenByAOneLetterRelativePath() throws {
		// `--path p` once crashed in Foundation's path handling (a one-character path).
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init", "--path", "p"])
			expectEqual(result.status, 0, "\(result)")
			expectEqual(result.stderr, "", "\(result)")
			expectEqual(result.stdoutLines.last, "107 files: 107 create")
			project.expectExists("p/scaffold.json")
			project.expectExists("p/.scaffold/manifest.json")
		}
	}

	func aFeatureGeneratedAfterInitPassesCheck() throws {
		try ProjectSandbox.with(.empty) { project in
			try expectEqual(project.run(["init"]).status, 0)
			let feature = try project.run(["feature", "Character"])
			expectEqual(feature.status, 0, "\(feature)")
			expectEqual(feature.stderr, "", "\(feature)")
			expectEqual(feature.stdoutLines.last, "122 files: 120 create, 1 identical, 1 update")
			try expectEqual(project.run(["check"]), Result(status: 0, stdout: "", stderr: ""))
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<InitCommandTests>] = [
		SuiteTest("setsUpAnEmptyFolder") { try $0.setsUpAnEmptyFolder() },
		SuiteTest("namesModulesAfterTheGivenPrefix") { try $0.namesModulesAfterTheGivenPrefix() },
		SuiteTest("writesTheDefaultIsolationItIsGiven") { try $0.writesTheDefaultIsolationItIsGiven() },
		SuiteTest("rejectsAPrefixThatIsNotAnIdentifier") { try $0.rejectsAPrefixThatIsNotAnIdentifier() },
		SuiteTest("aSecondRunWritesNothing") { try $0.aSecondRunWritesNothing() },
		SuiteTest("stopsBeforeWritingAnythingWhenPackageSwiftIsNotScaffolds") { try $0.stopsBeforeWritingAnythingWhenPackageSwiftIsNotScaffolds() },
		SuiteTest("setsUpAFolderGivenByAOneLetterRelativePath") { try $0.setsUpAFolderGivenByAOneLetterRelativePath() },
		SuiteTest("aFeatureGeneratedAfterInitPassesCheck") { try $0.aFeatureGeneratedAfterInitPassesCheck() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<InitCommandTests>) async throws { try await test.body(self) }
}
