import Foundation
import Testing

import ScaffoldCore

/// The changelog stays true: every template that changed since the hashes recorded at the last
/// release is named by an entry of this release, and every entry names templates that exist.
struct TemplateChangelogTests {
	static let hashesPath = "Tests/Fixtures/template-hashes.txt"

	/// `<sha256>  <path>` per template, sorted by path (as `sha256sum` prints them).
	private static func recorded() throws -> [String: String] {
		var hashes: [String: String] = [:]
		for line in try RepositoryFiles.text(hashesPath).split(separator: "\n") {
			let parts = line.split(separator: " ", maxSplits: 1)
			hashes[String(parts[1].dropFirst())] = String(parts[0])
		}
		return hashes
	}

	private static func current() throws -> [(path: String, hash: String)] {
		try RepositoryFiles.templates().map { ($0.path, SHA256.hex($0.text)) }
	}

	func everyTemplateChangedSinceTheRecordedHashesIsInThisReleasesEntries() throws {
		let current = try Self.current()
		// Only a release re-records the hashes: `SCAFFOLD_RECORD=1` re-records snapshots after a template
		// change, and must not take the change's changelog entry off the hook with it.
		if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_RELEASE"] == "1" {
			let text = current.map { "\($0.hash)  \($0.path)\n" }.joined()
			try text.write(to: RepositoryFiles.root.appendingPathComponent(Self.hashesPath), atomically: true, encoding: .utf8)
			Issue.record("re-recorded \(Self.hashesPath): the changelog's entries of \(ScaffoldRelease.current) now describe a shipped release")
			return
		}
		let recorded = try Self.recorded()
		let named = Set(TemplateChangelog.changes.filter { $0.version == ScaffoldRelease.current }.flatMap(\.templates))
		var changed = current.filter { recorded[$0.path] != $0.hash }.map(\.path)
		changed += recorded.keys.filter { path in !current.contains { $0.path == path } }
		expectNotEmpty(recorded)
		for path in changed.sorted() {
			expectContains(named, path,
				"Templates/\(path) changed since \(Self.hashesPath) was recorded: add a TemplateChangelog entry for \(ScaffoldRelease.current) naming it")
		}
	}

	func everyEntryNamesTemplatesThatExistAndAReleaseUpToThisOne() throws {
		let paths = Set(try Self.current().map(\.path))
		expectNotEmpty(TemplateChangelog.changes)
		for change in TemplateChangelog.changes {
			expectNotEmpty(change.templates, "\(change)")
			expectNotEmpty(change.summary, "\(change)")
			#expect(!ScaffoldRelease.precedes(ScaffoldRelease.current, change.version), "\(change.version) is newer than this release")
			for template in change.templates {
				expectContains(paths, template, "\(change.version): no template \(template)")
			}
		}
		// Oldest first, so notes list them in the order they shipped.
		let versions = TemplateChangelog.changes.map(\.version)
		#expect(zip(versions, versions.dropFirst()).allSatisfy { !ScaffoldRelease.precedes($1, $0) })
	}

	func versionsCompareByTheirNumbers() {
		expectTrue(ScaffoldRelease.precedes("0.1.0", "0.1.1"))
		expectTrue(ScaffoldRelease.precedes("0.9.0", "0.10.0"))
		expectTrue(ScaffoldRelease.precedes("0.1.9", "1.0.0"))
		expectFalse(ScaffoldRelease.precedes("0.1.0", "0.1.0"))
		expectFalse(ScaffoldRelease.precedes("0.1.0-beta", "0.1.0"))
		expectFalse(ScaffoldRelease.precedes("0.2.0", "0.1.5"))
		expectTrue(ScaffoldRelease.precedes("not a version", "0.0.1"))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateChangelogTests>] = [
		SuiteTest("everyTemplateChangedSinceTheRecordedHashesIsInThisReleasesEntries") { try $0.everyTemplateChangedSinceTheRecordedHashesIsInThisReleasesEntries() },
		SuiteTest("everyEntryNamesTemplatesThatExistAndAReleaseUpToThisOne") { try $0.everyEntryNamesTemplatesThatExistAndAReleaseUpToThisOne() },
		SuiteTest("versionsCompareByTheirNumbers") { $0.versionsCompareByTheirNumbers() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateChangelogTests>) async throws { try await test.body(self) }
}
