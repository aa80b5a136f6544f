import Foundation
import ScaffoldCore
import Testing

/// `scaffold init` end to end, in empty and existing folders.
struct InitCommandTests {
	typealias Result = ScaffoldBinary.Result

	@Test func setsUpAnEmptyFolder() throws {
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init"])
			#expect(result.status == 0 && result.stderr == "", "\(result)")
			let paths = PlanListing.paths(result.stdout)
			#expect(result.stdoutLines == paths.map { PlanListing.line("create", $0) } + ["107 files: 107 create"])
			for path in [
				"scaffold.json", "Specs/Character.json", "Libraries/ChallengeNetworking/HTTP/HTTPClient.swift",
				"Libraries/ChallengeCore/Mapping/MapperContract.swift", "Package.swift", "schema/scaffold-spec.schema.json",
			] {
				#expect(paths.contains(path), "\(path)")
			}
			// Exactly the listed files and scaffold's manifest: a project that does not merge keeps no
			// merge bases (issue 51).
			#expect(try project.tree().files == (paths + [".scaffold/manifest.json"]).sorted())
			let config = try project.text("scaffold.json")
			#expect(config.contains(#""modulePrefix": "Challenge""#) && config.contains(#""packageName": "App""#))
			// One version per project from the start: the running scaffold's minor version.
			#expect(config.contains(#""scaffoldVersion": "0.1.x""#))
			#expect(try project.text("Package.swift").contains(#"name: "App""#))
		}
	}

	@Test func namesModulesAfterTheGivenPrefix() throws {
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init", "--module-prefix", "Acme", "--name", "Shop"])
			#expect(result.status == 0 && result.stderr == "", "\(result)")
			let files = try project.tree().files
			#expect(files.contains("Libraries/AcmeNetworking/HTTP/HTTPClient.swift"))
			#expect(files.contains("Libraries/AcmeNetworkingMocks/HTTPClientMock.swift"))
			#expect(!files.contains { $0.contains("Challenge") })
			let package = try project.text("Package.swift")
			#expect(package.contains(#"name: "Shop""#) && package.contains(#".library(name: "AcmeNetworking", targets: ["AcmeNetworking"])"#))
			#expect(!package.contains("Challenge"))
			#expect(try project.text("scaffold.json").contains(#""modulePrefix": "Acme""#))
		}
	}

	@Test func writesTheDefaultIsolationItIsGiven() throws {
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init", "--default-isolation", "nonisolated"])
			#expect(result.status == 0 && result.stderr == "", "\(result)")
			#expect(try project.text("scaffold.json").contains(#""defaultIsolation": "nonisolated""#))
			#expect(!(try project.text("Package.swift")).contains("defaultIsolation"))
		}
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init"])
			#expect(result.status == 0 && result.stderr == "", "\(result)")
			#expect(try project.text("scaffold.json").contains(#""defaultIsolation": "mainActor""#))
			#expect(try project.text("Package.swift").contains(".defaultIsolation(MainActor.self)"))
		}
		try ProjectSandbox.with(.empty) { project in
			let (result, changes) = try project.changes { try project.run(["init", "--default-isolation", "main"]) }
			#expect(result.status == 64 && result.stderr.contains("'main'"), "\(result)")
			#expect(changes == [])
		}
	}

	@Test func rejectsAPrefixThatIsNotAnIdentifier() throws {
		try ProjectSandbox.with(.empty) { project in
			let (result, changes) = try project.changes { try project.run(["init", "--module-prefix", "9Lives"]) }
			#expect(result == Result(status: 64, stdout: "", stderr: "error: module prefix '9Lives' is not a valid Swift identifier\n"))
			#expect(changes == [])
		}
	}

	@Test func aSecondRunWritesNothing() throws {
		try ProjectSandbox.with(.initialized) { project in
			let (result, changes) = try project.changes { try project.run(["init"]) }
			#expect(changes == [])
			#expect(result.status == 0 && result.stderr == "", "\(result)")
			let paths = PlanListing.paths(result.stdout)
			#expect(paths.count == 107)
			let expected =
				paths.map {
					$0 == "Package.swift" || $0.hasPrefix("schema/")
						? PlanListing.line("identical", $0) : PlanListing.line("skip", $0, "user-owned")
				} + ["107 files: 2 identical, 105 skip"]
			#expect(result.stdoutLines == expected)
		}
	}

	@Test func stopsBeforeWritingAnythingWhenPackageSwiftIsNotScaffolds() throws {
		try ProjectSandbox.with(.empty) { project in
			let package = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Mine\")\n"
			try project.write(package, to: "Package.swift")
			let (result, changes) = try project.changes { try project.run(["init"]) }
			#expect(changes == [])
			#expect(try project.tree().files == ["Package.swift"])
			#expect(result.status == 1)
			#expect(result.stdoutLines.contains(PlanListing.line("conflict", "Package.swift", "not written by scaffold")))
			#expect(result.stdoutLines.last == "107 files: 106 create, 1 conflict")
			#expect(
				result.stderr == """
					Package.swift: error: file exists but was not written by scaffold; move it away, or use --force to overwrite it
					note: nothing was written; init never overwrites files: move them away, or write scaffold.json by hand

					""")
		}
	}

	@Test func setsUpAFolderGivenByAOneLetterRelativePath() throws {
		// `--path p` once crashed in Foundation's path handling (a one-character path).
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["init", "--path", "p"])
			#expect(result.status == 0 && result.stderr == "", "\(result)")
			#expect(result.stdoutLines.last == "107 files: 107 create")
			#expect(project.exists("p/scaffold.json") && project.exists("p/.scaffold/manifest.json"))
		}
	}

	@Test func aFeatureGeneratedAfterInitPassesCheck() throws {
		try ProjectSandbox.with(.empty) { project in
			#expect(try project.run(["init"]).status == 0)
			let feature = try project.run(["feature", "Character"])
			#expect(feature.status == 0 && feature.stderr == "", "\(feature)")
			#expect(feature.stdoutLines.last == "122 files: 120 create, 1 identical, 1 update")
			#expect(try project.run(["check"]) == Result(status: 0, stdout: "", stderr: ""))
		}
	}
}
