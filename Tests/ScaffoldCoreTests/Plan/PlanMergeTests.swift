import Testing

import ScaffoldCore

/// Plans with `merge` (`feature --merge`): files edited by hand merged three ways with their new
/// contents, deleted files kept deleted; and that without `merge` nothing changes.
struct PlanMergeTests {
	typealias F = Fixture

	/// The DTO as scaffold wrote it (fields v1), edited by a person: a line after the import.
	static let v1 = F.dtoOutput(F.fieldsV1)
	static let v2 = F.dtoOutput(F.fieldsV2)
	static let edited = v1.contents.replacingOccurrences(of: "import Foundation\n", with: "import Foundation\nimport OSLog\n")

	static func merging(bases: [OutputFile] = [v1]) -> Plan.Options {
		Plan.Options(merge: true, mergeBases: Dictionary(uniqueKeysWithValues: bases.map { (SHA256.hex($0.contents), Array($0.contents.utf8)) }))
	}

	private func plan(disk: String?, options: Plan.Options, record: Manifest.Record = F.record(v1)) throws(DiagnosticError) -> Plan {
		try F.plan([Self.v2], disk: disk.map { [F.dtoPath: .file($0)] } ?? [:], manifest: Manifest(records: [record]), options: options)
	}

	func anEditAndASpecChangeMergeCleanly() throws {
		let plan = try plan(disk: Self.edited, options: Self.merging())
		let entry = try require(plan[F.dtoPath])
		expectEqual((entry.status, entry.reason), (.merge, .merged))
		let expected = Self.v2.contents.replacingOccurrences(of: "import Foundation\n", with: "import Foundation\nimport OSLog\n")
		expectEqual(entry.merged, Array(expected.utf8))
		expectEqual(try plan.applyList().operations, [.write(path: F.dtoPath, bytes: Array(expected.utf8))])
		// The new output is the next merge's base, kept by the executable.
		expectEqual(plan.manifest[F.dtoPath]?.contentHash, SHA256.hex(Self.v2.contents))
		expectEqual(plan.recordedBases[SHA256.hex(Self.v2.contents)], Array(Self.v2.contents.utf8))
		expectEmpty(plan.unresolvedMerges)
	}

	func withoutMergeOrWithForceAnEditedFileIsNotMerged() throws {
		// Without merge an edited file is still a conflict.
		do {
			let plan = try plan(disk: Self.edited, options: Plan.Options(mergeBases: Self.merging().mergeBases))
			expectEqual(plan[F.dtoPath]?.status, .conflict)
			expectEqual(plan[F.dtoPath]?.reason, .editedByHand)
			#expect(throws: DiagnosticError.self) { try plan.applyList() }
		}

		// Force wins over merge.
		do {
			var options = Self.merging()
			options.force = true
			let plan = try plan(disk: Self.edited, options: options)
			expectEqual(plan[F.dtoPath]?.status, .update)
			expectEqual(plan[F.dtoPath]?.written, Array(Self.v2.contents.utf8))
		}
	}

	func conflictingChangesAreWrittenWithMarkersAndListed() throws {
		// The person changed the line the new output changes too.
		let edited = Self.v1.contents.replacingOccurrences(of: "\tpublic var status: String\n", with: "\tpublic var status: Status\n")
		let plan = try plan(disk: edited, options: Self.merging())
		let entry = try require(plan[F.dtoPath])
		expectEqual((entry.status, entry.reason), (.merge, .mergeConflicted))
		let text = String(decoding: try require(entry.merged), as: UTF8.self)
		expectContains(text, "<<<<<<< edited\n\tpublic var status: Status\n=======\n\tpublic var status: String\n\tpublic var species: String\n>>>>>>> generated\n")
		expectEqual(plan.unresolvedMerges.map(\.path), [F.dtoPath])
		expectEqual(plan.mergeConflictDiagnostics.map(\.location?.position?.line), [8])
		// Applied nonetheless: the markers are for the person to resolve.
		expectEqual(try plan.applyList().operations.map(\.path), [F.dtoPath])
	}

	/// The plan of `disk` with a base, which must leave the file alone with `status` and `reason`.
	private func leftAlone(_ disk: String, _ status: Plan.Status, _ reason: Plan.Reason) throws -> Plan {
		let plan = try plan(disk: disk, options: Self.merging())
		expectEqual(plan[F.dtoPath].map { ($0.status, $0.reason) } ?? (.create, .new), (status, reason))
		try expectEmpty(plan.applyList().operations)
		return plan
	}

	func aFileHoldingMarkersOrTheNewOutputIsLeftAsItIs() throws {
		// A file still holding markers is left as it is and never nested.
		do {
			let plan = try leftAlone(Self.v1.contents + "<<<<<<< edited\nmine\n=======\ntheirs\n>>>>>>> generated\n", .conflict, .unresolvedMarkers)
			expectEqual(plan.manifest[F.dtoPath], F.record(Self.v1))
			expectEqual(plan.mergeConflictDiagnostics.count, 1)
		}

		// An edit that already holds the new output is skipped.
		do {
			let plan = try leftAlone(Self.v2.contents + "// mine\n", .skip, .editsKept)
			expectEqual(plan.manifest[F.dtoPath]?.contentHash, SHA256.hex(Self.v2.contents))
		}
	}

	func aMissingBaseIsNamedAndRefusesTheRun() throws {
		let plan = try plan(disk: Self.edited, options: Plan.Options(merge: true))
		expectEqual(plan[F.dtoPath]?.reason, .baseMissing)
		expectEqual(plan.mergeBasesNeeded.map(\.path), [F.dtoPath])
		expectEqual(plan.mergeBasesNeeded.map(\.contentHash), [SHA256.hex(Self.v1.contents)])
		expectEqual(plan.manifest[F.dtoPath], F.record(Self.v1))
		#expect {
			try plan.applyList()
		} throws: { error in
			(error as? DiagnosticError)?.diagnostics.map(\.description) == [
				"\(F.dtoPath): error: cannot merge the edits: neither .scaffold/bases/ nor git history holds the version scaffold last wrote here; use --force to overwrite the file, or remove its header line to keep it as your own"
			]
		}
	}

	func aDeletedFileStaysDeletedOnlyWithMerge() throws {
		// A deleted file stays deleted and is recorded so.
		do {
			let plan = try plan(disk: nil, options: Self.merging())
			expectEqual(plan[F.dtoPath]?.status, .skip)
			expectEqual(plan[F.dtoPath]?.reason, .deletedByHand)
			expectEmpty(plan.drift)
			var record = F.record(Self.v1)
			record.deleted = true
			expectEqual(plan.manifest[F.dtoPath], record)
			try expectEmpty(plan.applyList().operations)
			// The record survives the manifest's bytes, and keeps later runs (merging or not) from recreating the file.
			let bytes = plan.manifest.serialized()
			expectContains(String(decoding: bytes, as: UTF8.self), "\"deleted\": true,")
			expectEqual(try Manifest.parse(bytes), plan.manifest)
			let plain = try self.plan(disk: nil, options: Plan.Options(), record: record)
			expectEqual(plain[F.dtoPath]?.reason, .deletedByHand)
			expectEmpty(plain.manifest.baseHashes)
			let forced = try self.plan(disk: nil, options: Plan.Options(force: true), record: record)
			expectEqual(forced[F.dtoPath]?.status, .create)
			expectEqual(forced.manifest[F.dtoPath]?.deleted, false)
		}

		// Without merge an unrecorded deletion is recreated.
		do {
			let plan = try plan(disk: nil, options: Plan.Options())
			expectEqual(plan[F.dtoPath]?.status, .create)
			expectEqual(plan[F.dtoPath]?.reason, .missing)
		}
	}

	func aDeletedRecordIsNoDriftEvenWhenItsSpecCannotBeRead() {
		var record = F.record(Self.v1)
		expectEqual(RecordIntegrity.drift(of: record, on: .absent, headerMarker: "Generated by scaffold")?.kind, .missing)
		record.deleted = true
		expectEqual(RecordIntegrity.drift(of: record, on: .absent, headerMarker: "Generated by scaffold"), nil)
	}

	func aManifestRecordsDeletedMarkMustBeABoolean() {
		let record = Manifest(records: [F.record(Self.v1)]).serialized()
		let text = String(decoding: record, as: UTF8.self).replacingOccurrences(of: "\"origin\"", with: "\"deleted\": \"yes\",\n\t\t\t\"origin\"")
		#expect(throws: DiagnosticError.self) { try Manifest.parse(Array(text.utf8)) }
		do {
			_ = try Manifest.parse(Array(text.utf8))
		} catch {
			expectEqual(error.diagnostics.map(\.message), ["'deleted' must be true or false, found a string"])
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<PlanMergeTests>] = [
		SuiteTest("anEditAndASpecChangeMergeCleanly") { try $0.anEditAndASpecChangeMergeCleanly() },
		SuiteTest("withoutMergeOrWithForceAnEditedFileIsNotMerged") { try $0.withoutMergeOrWithForceAnEditedFileIsNotMerged() },
		SuiteTest("conflictingChangesAreWrittenWithMarkersAndListed") { try $0.conflictingChangesAreWrittenWithMarkersAndListed() },
		SuiteTest("aFileHoldingMarkersOrTheNewOutputIsLeftAsItIs") { try $0.aFileHoldingMarkersOrTheNewOutputIsLeftAsItIs() },
		SuiteTest("aMissingBaseIsNamedAndRefusesTheRun") { try $0.aMissingBaseIsNamedAndRefusesTheRun() },
		SuiteTest("aDeletedFileStaysDeletedOnlyWithMerge") { try $0.aDeletedFileStaysDeletedOnlyWithMerge() },
		SuiteTest("aDeletedRecordIsNoDriftEvenWhenItsSpecCannotBeRead") { $0.aDeletedRecordIsNoDriftEvenWhenItsSpecCannotBeRead() },
		SuiteTest("aManifestRecordsDeletedMarkMustBeABoolean") { $0.aManifestRecordsDeletedMarkMustBeABoolean() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<PlanMergeTests>) async throws { try await test.body(self) }
}
