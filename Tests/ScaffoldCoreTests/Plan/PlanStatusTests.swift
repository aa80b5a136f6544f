import Testing

import ScaffoldCore

/// One test per status and reason (an orphan's and a header's cases each in one), with files as generation really produces them.
struct PlanStatusTests {
	typealias F = Fixture

	func absentFileNeverGeneratedIsCreatedAsNew() throws {
		let plan = try F.plan([F.dtoOutput()])
		let entry = try require(plan[F.dtoPath])
		expectEqual(entry.status, .create)
		expectEqual(entry.reason, .new)
		expectEqual(entry.generated, Array(F.dto(F.fieldsV1).utf8))
		expectEqual(entry.disk, nil)
		expectEqual(plan.manifest[F.dtoPath], F.record(F.dtoOutput()))
	}

	func absentFileTheManifestRecordsIsCreatedAsMissing() throws {
		let output = F.dtoOutput()
		let plan = try F.plan([output], manifest: Manifest(records: [F.record(output)]))
		expectEqual(plan[F.dtoPath]?.status, .create)
		expectEqual(plan[F.dtoPath]?.reason, .missing)
	}

	func sameBytesOnDiskAreIdentical() throws {
		let output = F.dtoOutput()
		let plan = try F.plan([output], disk: [F.dtoPath: .file(output.contents)], manifest: Manifest(records: [F.record(output)]))
		expectEqual(plan[F.dtoPath]?.status, .identical)
		expectEqual(plan[F.dtoPath]?.reason, .upToDate)
		expectFalse(plan.manifestChanged)
	}

	func identicalWithoutManifestIsAdoptedIntoTheManifest() throws {
		let output = F.dtoOutput()
		let plan = try F.plan([output], disk: [F.dtoPath: .file(output.contents)])
		expectEqual(plan[F.dtoPath]?.status, .identical)
		expectEqual(plan.manifest[F.dtoPath], F.record(output))
		expectTrue(plan.manifestChanged)
	}

	func uneditedFileWithChangedSpecIsUpdatedForSpecChange() throws {
		let old = F.dtoOutput(F.fieldsV1)
		let new = F.dtoOutput(F.fieldsV2)
		let plan = try F.plan([new], disk: [F.dtoPath: .file(old.contents)], manifest: Manifest(records: [F.record(old)]))
		expectEqual(plan[F.dtoPath]?.status, .update)
		expectEqual(plan[F.dtoPath]?.reason, .specChanged)
		expectEqual(plan.manifest[F.dtoPath]?.contentHash, SHA256.hex(new.contents))
	}

	func uneditedFileWithChangedTemplateIsUpdatedForTemplateChange() throws {
		let old = F.mapperOutput(template: F.templateV1)
		var new = F.mapperOutput(template: F.templateV2)
		new.contents = new.contents.replacingTabs()
		let plan = try F.plan([new], disk: [F.mapperPath: .file(old.contents)], manifest: Manifest(records: [F.record(old)]))
		expectEqual(plan[F.mapperPath]?.status, .update)
		expectEqual(plan[F.mapperPath]?.reason, .templateChanged)
		expectEqual(plan.manifest[F.mapperPath]?.templateHash, F.templateV2)
	}

	func changedTemplateProducingSameBytesIsIdenticalButRecordsNewHash() throws {
		let old = F.mapperOutput(template: F.templateV1)
		let new = F.mapperOutput(template: F.templateV2)
		let plan = try F.plan([new], disk: [F.mapperPath: .file(old.contents)], manifest: Manifest(records: [F.record(old)]))
		expectEqual(plan[F.mapperPath]?.status, .identical)
		expectEqual(plan.manifest[F.mapperPath]?.templateHash, F.templateV2)
		expectTrue(plan.manifestChanged)
		expectTrue(plan.isCurrent)
	}

	func fileEditedByHandIsAConflict() throws {
		let old = F.dtoOutput(F.fieldsV1)
		let edited = old.contents.replacingOccurrences(of: "public var status: String", with: "public var status: String?")
		let plan = try F.plan(
			[F.dtoOutput(F.fieldsV2)], disk: [F.dtoPath: .file(edited)], manifest: Manifest(records: [F.record(old)]))
		let entry = try require(plan[F.dtoPath])
		expectEqual(entry.status, .conflict)
		expectEqual(entry.reason, .editedByHand)
		expectEqual(entry.disk, Array(edited.utf8))
		// The old record is kept: the file still counts as edited until the conflict is resolved.
		expectEqual(plan.manifest[F.dtoPath], F.record(old))
	}

	func editedFileIsAConflictEvenWhenNothingWasRegenerated() throws {
		let output = F.dtoOutput()
		let edited = output.contents + "\nextension CharacterDTO: Identifiable {}\n"
		let plan = try F.plan([output], disk: [F.dtoPath: .file(edited)], manifest: Manifest(records: [F.record(output)]))
		expectEqual(plan[F.dtoPath]?.status, .conflict)
		expectEqual(plan[F.dtoPath]?.reason, .editedByHand)
	}

	func differingFileUnknownToTheManifestIsAnUnmanagedConflict() throws {
		let plan = try F.plan([F.dtoOutput()], disk: [F.dtoPath: .file(F.header() + "struct CharacterDTO {}\n")])
		expectEqual(plan[F.dtoPath]?.status, .conflict)
		expectEqual(plan[F.dtoPath]?.reason, .unmanaged)
		expectEqual(plan.manifest[F.dtoPath], nil)
	}

	func existingUserOwnedFileIsSkippedWhateverItHolds() throws {
		let runtime = F.runtimeOutput()
		let plan = try F.plan([runtime], disk: [F.runtimePath: .file("import Foundation\n// my own client\n")])
		expectEqual(plan[F.runtimePath]?.status, .skip)
		expectEqual(plan[F.runtimePath]?.reason, .userOwned)
		let same = try F.plan([runtime], disk: [F.runtimePath: .file(runtime.contents)])
		expectEqual(same[F.runtimePath]?.status, .skip)
		expectEmpty(plan.manifest.records)
	}

	func absentUserOwnedFileIsCreatedButNeverRecorded() throws {
		let plan = try F.plan([F.runtimeOutput()])
		expectEqual(plan[F.runtimePath]?.status, .create)
		expectEmpty(plan.manifest.records)
		expectFalse(plan.manifestChanged)
	}

	func aFileIsScaffoldsWhileItKeepsAHeader() throws {
		// The project's `header` lines changed between runs: a file written under the old lines is
		// still scaffold's, and one whose marker line a person deleted (keeping the lines) is theirs.
		do {
			let old = F.dtoOutput(F.fieldsV1)
			var withLines = old
			withLines.contents = "// swiftlint:disable all\n// Copyright Acme\n" + old.contents
			let plan = try F.plan([old], disk: [F.dtoPath: .file(withLines.contents)], manifest: Manifest(records: [F.record(withLines)]))
			expectEqual(plan[F.dtoPath]?.status, .update)
			let takenOver = "// swiftlint:disable all\n// Copyright Acme\n" + old.contents.dropFirst(F.header().count)
			let kept = try F.plan([old], disk: [F.dtoPath: .file(takenOver)], manifest: Manifest(records: [F.record(withLines)]))
			expectEqual(kept[F.dtoPath]?.status, .skip)
			expectEqual(kept[F.dtoPath]?.reason, .headerRemoved)
		}

		// Header naming another spec still counts as a header.
		do {
			// A spec renamed: the header on disk names the old spec, but it is still scaffold's file.
			let old = OutputFile(path: F.dtoPath, contents: F.dto(F.fieldsV1, origin: "Specs/Char.json"), origin: "Specs/Char.json", templateHash: F.templateV1)
			let plan = try F.plan([F.dtoOutput()], disk: [F.dtoPath: .file(old.contents)], manifest: Manifest(records: [F.record(old)]))
			expectEqual(plan[F.dtoPath]?.status, .update)
			expectEqual(plan[F.dtoPath]?.reason, .specChanged)
		}

		// Generated file whose header was deleted is skipped forever.
		do {
			let old = F.dtoOutput(F.fieldsV1)
			let takenOver = String(old.contents.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1])
			expectLacks(takenOver, "Generated by scaffold")
			let plan = try F.plan(
				[F.dtoOutput(F.fieldsV2, template: F.templateV2)], disk: [F.dtoPath: .file(takenOver)],
				manifest: Manifest(records: [F.record(old)]))
			expectEqual(plan[F.dtoPath]?.status, .skip)
			expectEqual(plan[F.dtoPath]?.reason, .headerRemoved)
			// Released from the manifest: it is the person's file from now on.
			expectEqual(plan.manifest[F.dtoPath], nil)
			expectTrue(plan.isCurrent)
		}
	}

	func anOrphanIsRemovedOnlyWhenUneditedAndStillScaffolds() throws {
		// Edited orphan is a conflict and not removed.
		do {
			let orphan = F.mapperOutput()
			let plan = try F.plan(
				[F.dtoOutput()], disk: [F.mapperPath: .file(orphan.contents + "// keep this\n")],
				manifest: Manifest(records: [F.record(orphan)]))
			expectEqual(plan[F.mapperPath]?.status, .conflict)
			expectEqual(plan[F.mapperPath]?.reason, .orphanEdited)
			expectEqual(plan.manifest[F.mapperPath], F.record(orphan))
		}

		// Orphan whose header was removed is skipped.
		do {
			let orphan = F.mapperOutput()
			let plan = try F.plan(
				[], disk: [F.mapperPath: .file("struct CharacterMapper {}\n")], manifest: Manifest(records: [F.record(orphan)]))
			expectEqual(plan[F.mapperPath]?.status, .skip)
			expectEqual(plan[F.mapperPath]?.reason, .headerRemoved)
			expectEmpty(plan.manifest.records)
		}

		// Orphan already gone is forgotten silently.
		do {
			let orphan = F.mapperOutput()
			let plan = try F.plan([], manifest: Manifest(records: [F.record(orphan)]))
			expectEmpty(plan.entries)
			expectEmpty(plan.manifest.records)
			expectTrue(plan.manifestChanged)
			expectTrue(plan.isCurrent)
		}

		// Orphan differing only in case from an output is never deleted.
		do {
			// On macOS `characterDTO.swift` and `CharacterDTO.swift` are one file: deleting the orphan would delete the output.
			let lower = OutputFile(
				path: "Features/Character/Sources/Data/DTOs/characterDTO.swift", contents: F.dto(F.fieldsV1), origin: F.spec,
				templateHash: F.templateV1)
			let plan = try F.plan(
				[F.dtoOutput()], disk: [lower.path: .file(lower.contents), F.dtoPath: .file(lower.contents)],
				manifest: Manifest(records: [F.record(lower)]))
			expectEqual(plan[lower.path], nil)
			expectNone(plan.entries, where: { $0.status == .remove })
		}

		// Unedited orphan is removed.
		do {
			let orphan = F.mapperOutput()
			let plan = try F.plan(
				[F.dtoOutput()], disk: [F.mapperPath: .file(orphan.contents)], manifest: Manifest(records: [F.record(orphan)]))
			let entry = try require(plan[F.mapperPath])
			expectEqual(entry.status, .remove)
			expectEqual(entry.reason, .orphaned)
			expectEqual(entry.origin, F.spec)
			expectEqual(entry.generated, nil)
			expectEqual(plan.manifest[F.mapperPath], nil)
		}
	}

	func entriesAreSortedByPathAndCounted() throws {
		// Entries are sorted by path whatever the output order.
		do {
			let orphan = OutputFile(path: "Features/A/Old.swift", contents: F.header() + "old\n", origin: F.spec, templateHash: F.templateV1)
			let plan = try F.plan(
				[F.runtimeOutput(), F.mapperOutput(), F.dtoOutput()], disk: [orphan.path: .file(orphan.contents)],
				manifest: Manifest(records: [F.record(orphan)]))
			expectEqual(plan.entries.map(\.path), ["Features/A/Old.swift", F.dtoPath, F.mapperPath, F.runtimePath])
		}

		// Counts every status.
		do {
			let plan = try F.plan([F.dtoOutput(), F.mapperOutput()], disk: [F.mapperPath: .file(F.mapperOutput().contents)])
			expectEqual(plan.counts, [.create: 1, .identical: 1, .update: 0, .conflict: 0, .skip: 0, .remove: 0, .merge: 0])
			expectFalse(plan.hasConflicts)
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<PlanStatusTests>] = [
		SuiteTest("absentFileNeverGeneratedIsCreatedAsNew") { try $0.absentFileNeverGeneratedIsCreatedAsNew() },
		SuiteTest("absentFileTheManifestRecordsIsCreatedAsMissing") { try $0.absentFileTheManifestRecordsIsCreatedAsMissing() },
		SuiteTest("sameBytesOnDiskAreIdentical") { try $0.sameBytesOnDiskAreIdentical() },
		SuiteTest("identicalWithoutManifestIsAdoptedIntoTheManifest") { try $0.identicalWithoutManifestIsAdoptedIntoTheManifest() },
		SuiteTest("uneditedFileWithChangedSpecIsUpdatedForSpecChange") { try $0.uneditedFileWithChangedSpecIsUpdatedForSpecChange() },
		SuiteTest("uneditedFileWithChangedTemplateIsUpdatedForTemplateChange") { try $0.uneditedFileWithChangedTemplateIsUpdatedForTemplateChange() },
		SuiteTest("changedTemplateProducingSameBytesIsIdenticalButRecordsNewHash") { try $0.changedTemplateProducingSameBytesIsIdenticalButRecordsNewHash() },
		SuiteTest("fileEditedByHandIsAConflict") { try $0.fileEditedByHandIsAConflict() },
		SuiteTest("editedFileIsAConflictEvenWhenNothingWasRegenerated") { try $0.editedFileIsAConflictEvenWhenNothingWasRegenerated() },
		SuiteTest("differingFileUnknownToTheManifestIsAnUnmanagedConflict") { try $0.differingFileUnknownToTheManifestIsAnUnmanagedConflict() },
		SuiteTest("existingUserOwnedFileIsSkippedWhateverItHolds") { try $0.existingUserOwnedFileIsSkippedWhateverItHolds() },
		SuiteTest("absentUserOwnedFileIsCreatedButNeverRecorded") { try $0.absentUserOwnedFileIsCreatedButNeverRecorded() },
		SuiteTest("aFileIsScaffoldsWhileItKeepsAHeader") { try $0.aFileIsScaffoldsWhileItKeepsAHeader() },
		SuiteTest("anOrphanIsRemovedOnlyWhenUneditedAndStillScaffolds") { try $0.anOrphanIsRemovedOnlyWhenUneditedAndStillScaffolds() },
		SuiteTest("entriesAreSortedByPathAndCounted") { try $0.entriesAreSortedByPathAndCounted() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<PlanStatusTests>) async throws { try await test.body(self) }
}

extension String {
	/// Test helper: a visibly different rendering of the same code (as a new template might produce).
	fileprivate func replacingTabs() -> String {
		var result = ""
		for character in self { result += character == "\t" ? "    " : String(character) }
		return result
	}

	/// Test helper without Foundation.
	func replacingOccurrences(of target: String, with replacement: String) -> String {
		var result = ""
		var rest = Substring(self)
		while let range = rest.firstRange(of: target) {
			result += rest[..<range.lowerBound] + replacement
			rest = rest[range.upperBound...]
		}
		return result + rest
	}
}
