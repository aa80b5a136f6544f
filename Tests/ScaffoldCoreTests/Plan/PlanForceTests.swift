import Testing

import ScaffoldCore

struct PlanForceTests {
	typealias F = Fixture

	func forceOverwritesEditedAndUnmanagedFiles() throws {
		// Force overwrites files edited by hand.
		do {
			let old = F.dtoOutput(F.fieldsV1)
			let new = F.dtoOutput(F.fieldsV2)
			let plan = try F.plan(
				[new], disk: [F.dtoPath: .file(old.contents + "// mine\n")], manifest: Manifest(records: [F.record(old)]), force: true)
			expectEqual(plan[F.dtoPath]?.status, .update)
			expectEqual(plan[F.dtoPath]?.reason, .editedByHand)
			expectEqual(plan.manifest[F.dtoPath], F.record(new))
			expectFalse(plan.hasConflicts)
			expectEqual(try plan.applyList().operations, [.write(path: F.dtoPath, bytes: Array(new.contents.utf8))])
		}

		// Force overwrites unmanaged files.
		do {
			let plan = try F.plan([F.dtoOutput()], disk: [F.dtoPath: .file(F.header() + "struct X {}\n")], force: true)
			expectEqual(plan[F.dtoPath]?.status, .update)
			expectEqual(plan[F.dtoPath]?.reason, .unmanaged)
		}
	}

	func forceStillSkipsWhatIsThePersons() throws {
		// Force still skips files whose header was removed.
		do {
			let old = F.dtoOutput(F.fieldsV1)
			let plan = try F.plan(
				[F.dtoOutput(F.fieldsV2)], disk: [F.dtoPath: .file("public struct CharacterDTO {}\n")],
				manifest: Manifest(records: [F.record(old)]), force: true)
			expectEqual(plan[F.dtoPath]?.status, .skip)
			expectEqual(plan[F.dtoPath]?.reason, .headerRemoved)
			try expectEmpty(plan.applyList().operations)
		}

		// Force still skips existing user owned files.
		do {
			let plan = try F.plan([F.runtimeOutput()], disk: [F.runtimePath: .file("// mine\n")], force: true)
			expectEqual(plan[F.runtimePath]?.status, .skip)
		}
	}

	func forceReleasesEditedOrphansInsteadOfDeletingThem() throws {
		let orphan = F.mapperOutput()
		let plan = try F.plan(
			[], disk: [F.mapperPath: .file(orphan.contents + "// mine\n")], manifest: Manifest(records: [F.record(orphan)]),
			force: true)
		expectEqual(plan[F.mapperPath]?.status, .skip)
		expectEqual(plan[F.mapperPath]?.reason, .orphanEdited)
		expectEqual(plan.manifest[F.mapperPath], nil)
		let apply = try plan.applyList()
		expectEmpty(apply.operations)
		expectEqual(apply.manifest, Manifest.empty.serialized())
	}

	func forceChangesNothingForCleanFiles() throws {
		let old = F.dtoOutput(F.fieldsV1)
		let disk: [String: DiskEntry] = [F.dtoPath: .file(old.contents)]
		let manifest = Manifest(records: [F.record(old)])
		let outputs = [F.dtoOutput(F.fieldsV2), F.mapperOutput()]
		try expectEqual(F.plan(outputs, disk: disk, manifest: manifest, force: true).entries, F.plan(outputs, disk: disk, manifest: manifest).entries)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<PlanForceTests>] = [
		SuiteTest("forceOverwritesEditedAndUnmanagedFiles") { try $0.forceOverwritesEditedAndUnmanagedFiles() },
		SuiteTest("forceStillSkipsWhatIsThePersons") { try $0.forceStillSkipsWhatIsThePersons() },
		SuiteTest("forceReleasesEditedOrphansInsteadOfDeletingThem") { try $0.forceReleasesEditedOrphansInsteadOfDeletingThem() },
		SuiteTest("forceChangesNothingForCleanFiles") { try $0.forceChangesNothingForCleanFiles() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<PlanForceTests>) async throws { try await test.body(self) }
}
