import Foundation
import Testing

/// `scaffold prune` and `scaffold destroy` end to end: unmodified files go, edited ones stay.
struct PruneDestroyCommandTests {
	typealias Result = ScaffoldBinary.Result

	func pruneDeletesTheOrphansOfARemovedLocalStore() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.removeLocalStore()
			let result = try project.run(["prune"])
			let expected = Starter.localStoreFiles.map { "  remove    \($0)" } + ["24 of 24 orphaned files removed"]
			expectEqual(result, Result(status: 0, stdout: expected.map { $0 + "\n" }.joined(), stderr: ""))
			for path in Starter.localStoreFiles { project.expectMissing(path, "\(path)") }
			// Emptied folders go too; the rest of the feature stays.
			// The Local folder keeps the recent searches list's data source.
			project.expectExists("Features/Character/Sources/Data/DataSources/Local/RecentCharacterSearchesUserDefaultsDataSource.swift")
			project.expectMissing("Features/Character/Sources/Data/Entities")
			project.expectExists(Starter.dto)
			// The repository no longer reads a cache: regenerating updates the files that did.
			let regenerated = try project.run(["feature", "Character"])
			// And the stored-shape history records schema version 2, which stores nothing.
			expectEqual(
				PlanListing.paths(regenerated.stdout).filter { !regenerated.stdout.contains(PlanListing.line("identical", $0)) },
					(Starter.cacheUsingFiles + Starter.writingTheSchemaVersion + [Starter.storedShape]).sorted())
			try expectEqual(project.run(["check"]), Result(status: 0, stdout: "", stderr: ""))
			try expectEqual(project.run(["prune"]), Result(status: 0, stdout: "0 of 0 orphaned files removed\n", stderr: ""))
		}
	}

	/// The merge bases of pruned files go with them (issue 51): after a prune, every stored base is
	/// one the manifest still records, and the bases only the pruned files had are gone.
	func pruneRemovesTheMergeBasesOfTheFilesItRemoves() throws {
		try ProjectSandbox.with(.generated) { project in
			let bases = ".scaffold/bases"
			// A project keeps bases once it merges.
			try expectEqual(project.run(["feature", "Character", "--merge"]).status, 0)
			let manifestBefore = try Self.recordedHashes(project)
			let prunedOnly = Set(Starter.localStoreFiles.compactMap { manifestBefore[$0] })
				.subtracting(manifestBefore.filter { !Starter.localStoreFiles.contains($0.key) }.values)
			expectNotEmpty(prunedOnly)
			expectAll(prunedOnly, where: { project.exists(bases + "/" + $0) }, "a merging project stores a base per file")
			try project.removeLocalStore()
			try expectEqual(project.run(["prune"]).status, 0)
			for hash in prunedOnly { project.expectMissing(bases + "/" + hash, "the base \(hash) of a pruned file is left") }
			let referenced = Set(try Self.recordedHashes(project).values)
			let stored = try FileManager.default.contentsOfDirectory(atPath: project.url.appendingPathComponent(bases).path)
			expectEqual(Set(stored.filter { $0 != ".gitignore" }), referenced)
		}
	}

	/// The merge bases of a destroyed feature go with its files (issue 51): what is left in the
	/// store is exactly what the manifest still records (Package.swift's, here), and the base of
	/// a file edited by hand and released goes too, since nothing records it any more.
	func destroyRemovesTheMergeBasesOfTheFeature() throws {
		try ProjectSandbox.with(.generated) { project in
			let bases = ".scaffold/bases"
			try expectEqual(project.run(["feature", "Character", "--merge"]).status, 0)
			let before = try Self.recordedHashes(project)
			let featureOnly = Set(before.filter { $0.key.hasPrefix("Features/Character/") }.values)
				.subtracting(before.filter { !$0.key.hasPrefix("Features/Character/") }.values)
			expectGreater(featureOnly.count, 100)
			expectAll(featureOnly, where: { project.exists(bases + "/" + $0) }, "a merging project stores a base per file")
			try project.append("// mine\n", to: Starter.dto)
			try expectEqual(project.run(["destroy", "Character"]).status, 0)
			for hash in featureOnly { project.expectMissing(bases + "/" + hash, "the base \(hash) of a destroyed file is left") }
			let referenced = Set(try Self.recordedHashes(project).values)
			let stored = try FileManager.default.contentsOfDirectory(atPath: project.url.appendingPathComponent(bases).path)
			expectEqual(Set(stored.filter { $0 != ".gitignore" }), referenced)
		}
	}

	/// Each recorded path's content hash, read from `.scaffold/manifest.json`.
	private static func recordedHashes(_ project: ProjectSandbox) throws -> [String: String] {
		let data = try Data(contentsOf: project.url.appendingPathComponent(".scaffold/manifest.json"))
		let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
		var hashes: [String: String] = [:]
		for case let file as [String: Any] in json?["files"] as? [Any] ?? [] {
			if let path = file["path"] as? String, let hash = file["contentHash"] as? String, file["deleted"] as? Bool != true {
				hashes[path] = hash
			}
		}
		return hashes
	}

	func pruneLeavesAnEditedOrphanInPlaceAndFails() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.removeLocalStore()
			try project.append("// mine\n", to: Starter.entity)
			let edited = project.bytes(Starter.entity)
			let result = try project.run(["prune"])
			let expected =
				Starter.localStoreFiles.map {
					$0 == Starter.entity ? "  conflict  \($0) (edited by hand; left alone)" : "  remove    \($0)"
				} + ["23 of 24 orphaned files removed"]
			expectEqual(result, Result(status: 1, stdout: expected.map { $0 + "\n" }.joined(), stderr: ""))
			expectEqual(project.bytes(Starter.entity), edited)
			for path in Starter.localStoreFiles where path != Starter.entity { project.expectMissing(path, "\(path)") }

			// Still an orphan scaffold will not delete, until a person decides.
			let (again, changes) = try project.changes { try project.run(["prune"]) }
			expectEqual(changes, [])
			expectEqual(
				again, Result(
					status: 1, stdout: "  conflict  \(Starter.entity) (edited by hand; left alone)\n0 of 1 orphaned files removed\n",
					stderr: ""))
		}
	}

	func aPruneDryRunDeletesNothing() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.removeLocalStore()
			let (result, changes) = try project.changes { try project.run(["prune", "--dry-run"]) }
			expectEqual(changes, [])
			expectEqual(result.status, 0)
			expectEqual(result.stderr, "")
			expectEqual(result.stdoutLines.last, "24 of 24 orphaned files removed (dry run)")
		}
	}

	func destroyDeletesTheUnmodifiedFilesAndDropsTheFeatureFromThePackage() throws {
		try ProjectSandbox.with(.generated) { project in
			let initialPackage = try ProjectTemplates.folders.get().initialized.appendingPathComponent("Package.swift")
			try expectContains(project.text("Package.swift"), #"path: "Features/Character/Sources""#)
			try project.append("// mine\n", to: Starter.dto)
			let edited = project.bytes(Starter.dto)
			project.expectExists(".scaffold/cache/feature-Character")

			let result = try project.run(["destroy", "Character"])
			expectEqual(result.status, 0, "\(result)")
			expectEqual(result.stderr, "", "\(result)")
			let removed = result.stdoutLines.filter { $0.hasPrefix("  remove ") }
			expectEqual(removed.count, 119)
			expectAll(removed, where: { $0.hasSuffix(" (orphaned)") })
			expectContains(result.stdoutLines, PlanListing.line("skip", Starter.dto, "orphaned, edited by hand, left in place"))
			expectContains(result.stdoutLines, "120 files: 1 skip, 119 remove")
			expectContains(result.stdoutLines, PlanListing.line("update", "Package.swift", "features changed"))

			// Only the edited file is left of the feature, and Package.swift is back to what init wrote.
			try expectEqual(project.tree().files.filter { $0.hasPrefix("Features/") }, [Starter.dto])
			expectEqual(project.bytes(Starter.dto), edited)
			#expect(project.bytes("Package.swift") == Array(try Foundation.Data(contentsOf: initialPackage)))
			project.expectExists(Starter.spec)
			// The record of the feature's last run goes with it; the cache folder stays.
			project.expectMissing(".scaffold/cache/feature-Character")
			project.expectExists(".scaffold/cache/.gitignore")

			let again = try project.run(["destroy", "Character"])
			expectEqual(again.status, 1)
			expectEqual(again.stdout, "")
			expectEqual(again.stderr, "error: no generated files of feature 'Character' are recorded in .scaffold/manifest.json\n")
		}
	}

	func aDestroyDryRunDeletesNothing() throws {
		try ProjectSandbox.with(.generated) { project in
			let (result, changes) = try project.changes { try project.run(["destroy", "Character", "--dry-run"]) }
			expectEqual(changes, [])
			expectEqual(result.status, 0)
			expectEqual(result.stderr, "")
			expectEqual(result.stdoutLines.last, "120 files: 120 remove")
		}
	}

	/// The project files are planned before anything is deleted: a Package.swift edited by hand,
	/// which destroy would have to rewrite, stops the run with the feature's files in place, as
	/// its message says ("nothing was written"), where it used to delete them first.
	func aProjectFileInConflictStopsDestroyBeforeAnythingIsDeleted() throws {
		try ProjectSandbox.with(.generated) { project in
			try project.append("// the team's own target\n", to: "Package.swift")
			let (result, changes) = try project.changes { try project.run(["destroy", "Character"]) }
			expectEqual(result.status, 1, "\(result)")
			expectContains(result.stdoutLines, PlanListing.line("conflict", "Package.swift", "edited by hand"), "\(result)")
			expectContains(result.stderr, "note: nothing was written, the feature's files included")
			expectEqual(changes, [])
			project.expectExists(Starter.dto)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<PruneDestroyCommandTests>] = [
		SuiteTest("pruneDeletesTheOrphansOfARemovedLocalStore") { try $0.pruneDeletesTheOrphansOfARemovedLocalStore() },
		SuiteTest("pruneRemovesTheMergeBasesOfTheFilesItRemoves") { try $0.pruneRemovesTheMergeBasesOfTheFilesItRemoves() },
		SuiteTest("destroyRemovesTheMergeBasesOfTheFeature") { try $0.destroyRemovesTheMergeBasesOfTheFeature() },
		SuiteTest("pruneLeavesAnEditedOrphanInPlaceAndFails") { try $0.pruneLeavesAnEditedOrphanInPlaceAndFails() },
		SuiteTest("aPruneDryRunDeletesNothing") { try $0.aPruneDryRunDeletesNothing() },
		SuiteTest("destroyDeletesTheUnmodifiedFilesAndDropsTheFeatureFromThePackage") { try $0.destroyDeletesTheUnmodifiedFilesAndDropsTheFeatureFromThePackage() },
		SuiteTest("aDestroyDryRunDeletesNothing") { try $0.aDestroyDryRunDeletesNothing() },
		SuiteTest("aProjectFileInConflictStopsDestroyBeforeAnythingIsDeleted") { try $0.aProjectFileInConflictStopsDestroyBeforeAnythingIsDeleted() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<PruneDestroyCommandTests>) async throws { try await test.body(self) }
}
