import Foundation
import Testing

/// `scaffold adopt` and `scaffold doctor` end to end, on copies of `Tests/Fixtures/ExistingApp`,
/// and `feature`, `check` and `destroy` in the adopted app: the app's own files are never touched.
struct AdoptDoctorCommandTests {
	static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
		.deletingLastPathComponent()
	static let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/ExistingApp")

	/// The requirements the existing app lacks, as `adopt` records them.
	static let lacks = [
		"APIError.conflict", "APIError.connectionFailed", "APIError.isTransient", "APIError.throttled", "APIError.unauthorized",
		"AuthenticatingHTTPClient", "Bundle.loadJSON", "Bundle.loadJSONData", "GraphQLErrorMapper: Sendable", "HTTPClientContract.send",
		"HTTPErrorMapper: Sendable", "InMemoryAccessTokenStore", "TokenRefresherContract",
		// Response headers (pages by Link header): the app's client returns bodies only.
		"HTTPClientContract.response", "HTTPClientMock.responseHeaders", "HTTPResponse.header",
		// Offline-first writes' outbox and the Keychain stores: the app has neither.
		"InMemoryKeychain", "KeychainAccessibility", "KeychainContract", "Outbox", "OutboxChange", "OutboxEntry", "SyncFailure",
		"SyncReport", "SystemKeychain",
	]

	static let supportFiles = [
		"Libraries/Core/Mocks/Scaffold/ScaffoldInvalidItemReporterMock.swift", "Libraries/Core/Mocks/Scaffold/ScaffoldLockedState.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheLevel.swift", "Libraries/Core/Sources/Scaffold/ScaffoldCachePolicyExecutor.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCachedPage.swift", "Libraries/Core/Sources/Scaffold/ScaffoldInvalidItem.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldInvalidItemReporterContract.swift", "Libraries/Core/Sources/Scaffold/ScaffoldMappingError.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldSearchPage.swift", "Libraries/Core/Sources/Scaffold/ScaffoldThrowingMapperContract.swift",
		"Libraries/Core/Mocks/Scaffold/ScaffoldCacheClockMock.swift", "Libraries/Core/Mocks/Scaffold/ScaffoldStaleCopyReporterMock.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheClock.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheStamp.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheDirectives.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldRemoteAnswer.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheLedgerContract.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldFileCacheLedger.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldDataCacheLedger.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStaleCopyReporterContract.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldCacheFreshness.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStoredValue.swift", "Libraries/Core/Sources/Scaffold/ScaffoldStoredMigration.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStoredArchive.swift", "Libraries/Core/Sources/Scaffold/ScaffoldStoredGraphContract.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStoredList.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldStoredItemReporterContract.swift",
		"Libraries/Core/Mocks/Scaffold/ScaffoldStoredItemReporterMock.swift",
		"Libraries/Core/Sources/Scaffold/ScaffoldJSONValue.swift",
	]

	/// Calls `body` with a fresh copy of the existing app, deleted afterwards.
	static func withApp<T>(_ body: (ProjectSandbox) throws -> T) throws -> T {
		try ProjectSandbox.with(.empty) { project in
			for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
				try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: project.url.appendingPathComponent(name))
			}
			return try body(project)
		}
	}

	/// Each regular file's bytes, by path: the app's files as they are now.
	static func contents(_ project: ProjectSandbox) throws -> [String: [UInt8]] {
		var files: [String: [UInt8]] = [:]
		for (path, entry) in try project.tree().entries {
			if case .file(let bytes, _) = entry { files[path] = bytes }
		}
		return files
	}

	func adoptDryRunPrintsTheConfigAndWritesNothing() throws {
		try Self.withApp { project in
			let (result, changes) = try project.changes { try project.run(["adopt", "--dry-run"]) }
			expectEqual(result.status, 0, "\(result)")
			expectEqual(changes, [])
			#expect(result.stdout.hasPrefix("{\n    \"version\": 1,\n    \"specs\": \"Specs\",\n"))
			expectSuffix(result.stdout, "\n        ]\n    }\n}\n")
			for id in Self.lacks { expectContains(result.stdout, "            \"\(id)\"", "\(id)") }
			expectPrefix(result.stderr, "Project.swift: note: project system: tuist\n")
			expectLacks(result.stderr, "error:")
			#expect(result.stderr.components(separatedBy: ": warning: ").count - 1 == Self.lacks.count)
		}
	}

	func adoptWritesOnlyScaffoldJSONAndNeverReplacesItWithoutForce() throws {
		try Self.withApp { project in
			let printed = try project.run(["adopt", "--dry-run"]).stdout
			let (written, changes) = try project.changes { try project.run(["adopt"]) }
			expectEqual(written.status, 0, "\(written)")
			// scaffold.json, and the template of new features' Tuist helpers made of Home's.
			expectEqual(
				changes, [
					"added Templates", "added Templates/Project", "added Templates/Project/TuistModule.swift.mustache", "added scaffold.json",
				])
			try expectEqual(project.text("scaffold.json"), printed)
			#expect(try project.text("Templates/Project/TuistModule.swift.mustache").contains("public enum {{name}}Module {"))
			expectEqual(written.stdout, "")
			expectSuffix(
				written.stderr,
					"wrote scaffold.json: tuist project, 29 of 54 runtime requirements present, 25 recorded in app.lacks\n")

			// A second run refuses, naming the file, and changes nothing.
			try project.write("{\"version\": 1}\n", to: "scaffold.json")
			let (again, unchanged) = try project.changes { try project.run(["adopt"]) }
			expectEqual(again.status, 1, "\(again)")
			expectContains(again.stderr, "scaffold.json: error: file already exists; use --force to replace it\n")
			expectEqual(unchanged, [])
			try expectEqual(project.text("scaffold.json"), "{\"version\": 1}\n")

			// --force replaces it.
			let (forced, replaced) = try project.changes { try project.run(["adopt", "--force"]) }
			expectEqual(forced.status, 0, "\(forced)")
			// The template written before is scaffold's, not a folder of the app's: it stays where it is.
			expectEqual(replaced, ["changed scaffold.json"])
			try expectEqual(project.text("scaffold.json"), printed)
		}
	}

	func adoptReadsTheFolderPathNames() throws {
		try TemporaryFolder.with { folder in
			let app = folder.url.appendingPathComponent("App")
			try FileManager.default.copyItem(at: Self.fixture, to: app)
			let result = try ScaffoldBinary.locate().run(["adopt", "--path", "App"], in: folder.url)
			expectEqual(result.status, 0, "\(result)")
			expectSuffix(result.stderr, "wrote App/scaffold.json: tuist project, 29 of 54 runtime requirements present, 25 recorded in app.lacks\n")
			expectTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("scaffold.json").path))
			try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["App"])
		}
	}

	func adoptOfAMissingFolderExits66() throws {
		try Self.withApp { project in
			let (result, changes) = try project.changes { try project.run(["adopt", "--path", "/nonexistent"]) }
			expectEqual(result, .init(status: 66, stdout: "", stderr: "error: '/nonexistent' is not a folder\n"))
			expectEqual(changes, [])
		}
	}

	func doctorWarnsOfEachRecordedLackAndFailsOnAnUnrecordedOne() throws {
		try Self.withApp { project in
			try expectEqual(project.run(["adopt"]).status, 0)
			let (result, changes) = try project.changes { try project.run(["doctor"]) }
			expectEqual(result.status, 0, "\(result)")
			expectEqual(changes, [])
			let lines = result.stderr.split(separator: "\n")
			expectEqual(lines.filter { $0.contains(": warning: ") || $0.hasPrefix("warning: ") }.count, Self.lacks.count)
			expectLacks(result.stderr, "error:")
			expectContains(
				lines,
					"Libraries/Networking/Sources/API/APIError.swift:2:13: warning: APIError has no case 'unauthorized'; generated error mappers treat a 401 as a load failure (the domain's unauthorized is never produced)")
			expectEqual(lines.last, "doctor: 54 requirements, 29 present, 25 missing")

			try project.replace("            \"APIError.unauthorized\",\n", with: "", in: "scaffold.json")
			let failed = try project.run(["doctor"])
			expectEqual(failed.status, 1, "\(failed)")
			let failedLines = failed.stderr.split(separator: "\n")
			expectEqual(
				failedLines.filter { $0.contains("error:") }, [
					"Libraries/Networking/Sources/API/APIError.swift:2:13: error: APIError has no case 'unauthorized'; generated error mappers treat a 401 as a load failure (the domain's unauthorized is never produced)"
				])
			expectContains(
				failedLines,
					"note: scaffold.json does not list APIError.unauthorized in app.lacks, so generated code expects it; run 'scaffold adopt --force'")
			#expect(failedLines.filter { $0.contains("warning:") }.count == Self.lacks.count - 1)
		}
	}

	func doctorWithoutAnAppSectionExits2() throws {
		try ProjectSandbox.with(.initialized) { project in
			let result = try project.run(["doctor"])
			expectEqual(
				result,
					.init(
						status: 2, stdout: "",
						stderr:
							"scaffold.json: error: scaffold.json has no 'app' section: doctor checks an app that brings its own runtime; run 'scaffold adopt' in its root first\n"
					))
		}
	}

	func featureCheckAndDestroyLeaveTheAppsOwnFilesAlone() throws {
		try Self.withApp { project in
			try expectEqual(project.run(["adopt"]).status, 0)
			let original = try Self.contents(project)
			let specs = Self.repositoryRoot.appendingPathComponent("Examples").path

			let feature = try project.run(["feature", "Character", "--spec", specs + "/Character.json"])
			expectEqual(feature.status, 0, "\(feature)")
			let generated = try Self.contents(project)
			for (path, bytes) in original { expectEqual(generated[path], bytes, "\(path) changed") }
			let added = Set(generated.keys).subtracting(original.keys)
			#expect(Set(Self.supportFiles).isSubset(of: added))
			expectContains(added, ".scaffold/manifest.json")
			let helper = "Tuist/ProjectDescriptionHelpers/Modules/CharacterModule.swift"
			let stray = added.filter {
				!$0.hasPrefix("Features/Character/") && !$0.hasPrefix(".scaffold/") && !$0.hasPrefix("Templates/") && !Self.supportFiles.contains($0)
			}
			expectEqual(stray, [helper], "\(stray.sorted())")
			try expectContains(project.text(helper), "name: \"RickAndMortyCharacter\"")
			expectContains(feature.stderr, "note: Tuist: register RickAndMortyCharacter by adding CharacterModule.targets to the targets of Project.swift")
			let header = "// Generated by scaffold: support for the features it generates. Do not edit.\n"
			for path in Self.supportFiles { try expectPrefix(project.text(path), header, "\(path)") }
			try expectContains(project.text("Features/Character/Tests/Unit/Domain/CharacterUseCaseTests.swift"), "JSONFixtureLoader.decode")

			let check = try project.run(["check"])
			expectEqual(check.status, 0, "\(check)")

			// A spec whose writes need what the app lacks is refused and writes nothing.
			let (account, unchanged) = try project.changes { try project.run(["feature", "Account", "--spec", specs + "/Account.json"]) }
			expectEqual(account.status, 1, "\(account)")
			expectContains(account.stderr, "error: the app's runtime lacks what is needed for APIKey's writes")
			expectEqual(unchanged, [])

			let destroy = try project.run(["destroy", "Character"])
			expectEqual(destroy.status, 0, "\(destroy)")
			let after = try Self.contents(project)
			for (path, bytes) in original { expectEqual(after[path], bytes, "\(path) changed or removed") }
			// The Tuist helper was the app's from the moment it was written: destroy leaves it.
			let left = Set(after.keys).subtracting(original.keys).filter { !$0.hasPrefix(".scaffold/") && !$0.hasPrefix("Templates/") }
			expectEqual(left, [helper], "\(left.sorted())")
			project.expectMissing("Features/Character")
			project.expectMissing("Libraries/Core/Sources/Scaffold")
		}
	}

	/// A spec named after a feature the app wrote by hand never writes into its folder, not even
	/// with --force (its JSON fixtures, which carry no header, would otherwise be overwritten).
	func aFeatureOfTheAppsOwnIsNeverWrittenInto() throws {
		try Self.withApp { project in
			try expectEqual(project.run(["adopt"]).status, 0)
			try project.write(
				#"{"version": 1, "feature": "Home", "entities": [{"name": "Location", "identifier": {"type": "Int"}, "fields": [{"name": "name", "type": "String"}], "rest": {"path": "/location", "detail": true}}]}"#,
				to: "home.json")
			for arguments in [["feature", "Home", "--spec", "home.json"], ["feature", "Home", "--spec", "home.json", "--force"]] {
				let (result, changes) = try project.changes { try project.run(arguments) }
				expectEqual(result.status, 1, "\(result)")
				expectPrefix(
					result.stderr,
						"home.json:1:1: error: Features/Home is a folder of the app's own: scaffold never generated feature 'Home', and writes into none of the app's folders\n", "\(result.stderr)")
				expectEqual(changes, [])
			}
		}
	}

	/// `feature --all` in an adopted app: each new feature gets its Tuist helper and note, and a
	/// spec named after the app's own feature stops the whole run.
	func featureAllRegistersNewFeaturesAndNeverWritesIntoTheAppsFolders() throws {
		try Self.withApp { project in
			try expectEqual(project.run(["adopt"]).status, 0)
			let examples = Self.repositoryRoot.appendingPathComponent("Examples")
			for name in ["Character", "Episode"] {
				try project.write(try String(contentsOf: examples.appendingPathComponent(name + ".json"), encoding: .utf8), to: "Specs/\(name).json")
			}
			let original = try Self.contents(project)
			let all = try project.run(["feature", "--all"])
			expectEqual(all.status, 0, "\(all)")
			for name in ["Character", "Episode"] {
				project.expectExists("Tuist/ProjectDescriptionHelpers/Modules/\(name)Module.swift")
				expectContains(all.stderr, "note: Tuist: register RickAndMorty\(name) by adding \(name)Module.targets")
			}
			let after = try Self.contents(project)
			for (path, bytes) in original { expectEqual(after[path], bytes, "\(path) changed") }
			try expectEqual(project.run(["check"]).status, 0)

			try project.write(
				#"{"version": 1, "feature": "Home", "entities": [{"name": "Location", "identifier": {"type": "Int"}, "fields": [{"name": "name", "type": "String"}], "rest": {"path": "/location", "detail": true}}]}"#,
				to: "Specs/Home.json")
			let (refused, changes) = try project.changes { try project.run(["feature", "--all", "--force"]) }
			expectEqual(refused.status, 1, "\(refused)")
			expectContains(refused.stderr, "Specs/Home.json: error: Features/Home is a folder of the app's own")
			expectEqual(changes, [])
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<AdoptDoctorCommandTests>] = [
		SuiteTest("adoptDryRunPrintsTheConfigAndWritesNothing") { try $0.adoptDryRunPrintsTheConfigAndWritesNothing() },
		SuiteTest("adoptWritesOnlyScaffoldJSONAndNeverReplacesItWithoutForce") { try $0.adoptWritesOnlyScaffoldJSONAndNeverReplacesItWithoutForce() },
		SuiteTest("adoptReadsTheFolderPathNames") { try $0.adoptReadsTheFolderPathNames() },
		SuiteTest("adoptOfAMissingFolderExits66") { try $0.adoptOfAMissingFolderExits66() },
		SuiteTest("doctorWarnsOfEachRecordedLackAndFailsOnAnUnrecordedOne") { try $0.doctorWarnsOfEachRecordedLackAndFailsOnAnUnrecordedOne() },
		SuiteTest("doctorWithoutAnAppSectionExits2") { try $0.doctorWithoutAnAppSectionExits2() },
		SuiteTest("featureCheckAndDestroyLeaveTheAppsOwnFilesAlone") { try $0.featureCheckAndDestroyLeaveTheAppsOwnFilesAlone() },
		SuiteTest("aFeatureOfTheAppsOwnIsNeverWrittenInto") { try $0.aFeatureOfTheAppsOwnIsNeverWrittenInto() },
		SuiteTest("featureAllRegistersNewFeaturesAndNeverWritesIntoTheAppsFolders") { try $0.featureAllRegistersNewFeaturesAndNeverWritesIntoTheAppsFolders() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<AdoptDoctorCommandTests>) async throws { try await test.body(self) }
}
