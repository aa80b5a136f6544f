import Testing

import ScaffoldCore

/// Templates/README.md's key tables held equal to the typed contexts: every key a typed family
/// sets, and every key of the objects it holds, is named in the README section that documents the
/// family. The keys come from the structs themselves (built for every example, through the
/// encoder), so adding or renaming a property without its row fails here.
///
/// One way only: a section documents several families (the entity's table holds keys still built
/// by hand), so a row no typed family sets is left to ``ContextKeyDocumentationTests``, which
/// checks that some template uses it.
struct TypedContextDocumentationTests {
	/// The text of the section under `heading`, up to the next heading of its level or above.
	static func section(_ heading: String, in readme: String) throws -> String {
		let start = try require(readme.range(of: "\n" + heading + "\n"), "no section \(heading) in Templates/README.md")
		let level = heading.prefix { $0 == "#" }.count
		var text: [Substring] = []
		for line in readme[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
			let hashes = line.prefix { $0 == "#" }.count
			if hashes > 0, hashes <= max(level, 3), line.dropFirst(hashes).hasPrefix(" ") { break }
			text.append(line)
		}
		return text.joined(separator: "\n")
	}

	/// Every typed family of every example, merged by family and section.
	static func families() throws -> [String: (sections: [String], keys: Set<String>)] {
		var merged: [String: (sections: [String], keys: Set<String>)] = [:]
		for example in ExampleSnapshotTests.examples {
			let feature = try require(try ExampleGeneration.generate(example).resolved)
			for family in TypedContextFamily.families(of: feature, config: .defaults) {
				merged[family.name, default: (family.sections, [])].keys.formUnion(family.keys.union(family.memberKeys))
			}
		}
		return merged
	}

	/// Keys a typed family sets that no template reads, so the README (which names only keys
	/// templates use, ``ContextKeyDocumentationTests``) cannot list them: none (job planning asks
	/// `StoredMigrationContext.hasStoredArchive` of the struct, not of the context); a new one
	/// fails here.
	static let keysNoTemplateReads: Set<String> = []

	func everyKeyOfATypedFamilyIsInItsReadmeSection() throws {
		let readme = try RepositoryFiles.text("Templates/README.md")
		let families = try Self.families()
		expectAtLeast(families.count, 10, "the examples built too few typed families: \(families.keys.sorted())")
		let used = ContextKeyDocumentationTests.usedKeys()
		var unread: Set<String> = []
		for (name, family) in families.sorted(by: { $0.key < $1.key }) {
			let section = try family.sections.map { try Self.section($0, in: readme) }.joined(separator: "\n")
			let documented = ContextKeyDocumentationTests.backtickedIdentifiers(in: section)
				.union(ContextKeyDocumentationTests.backtickedDottedParts(in: section))
			let missing = family.keys.subtracting(documented)
			unread.formUnion(missing.subtracting(used))
			let missingUsed = missing.intersection(used)
			expectEmpty(missingUsed, "\(name) sets keys its README sections \(family.sections) do not name: \(missingUsed.sorted())")
		}
		expectEqual(unread, Self.keysNoTemplateReads, "keys typed families set that no template reads nor the README names")
	}

	func theSectionReaderStopsAtTheNextHeading() throws {
		let readme = "# T\n\n## Context keys\n\n`a`\n\n### Entity\n\n`b`\n\n### Other\n\n`c`\n## Limits\n`d`\n"
		try expectContains(Self.section("## Context keys", in: readme), "`a`")
		try expectLacks(Self.section("## Context keys", in: readme), "`b`")
		try expectContains(Self.section("### Entity", in: readme), "`b`")
		try expectLacks(Self.section("### Entity", in: readme), "`c`")
		try expectLacks(Self.section("### Other", in: readme), "`d`")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TypedContextDocumentationTests>] = [
		SuiteTest("everyKeyOfATypedFamilyIsInItsReadmeSection") { try $0.everyKeyOfATypedFamilyIsInItsReadmeSection() },
		SuiteTest("theSectionReaderStopsAtTheNextHeading") { try $0.theSectionReaderStopsAtTheNextHeading() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TypedContextDocumentationTests>) async throws { try await test.body(self) }
}
