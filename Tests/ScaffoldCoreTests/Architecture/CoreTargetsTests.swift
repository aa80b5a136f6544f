import Foundation
import Testing

/// The core's targets (`Package.swift`'s `core(…)` lines), its folders, the umbrella's re-exports
/// and the table of `Sources/ScaffoldCore/README.md` say the same thing. The compiler holds the
/// stage order itself (a target sees only what it depends on); what it cannot see is a folder no
/// target compiles (SwiftPM would leave it out silently), or a table that no longer tells the truth.
struct CoreTargetsTests {
	/// A core target: its name, the folders it compiles, the targets it depends on.
	struct CoreTarget: Equatable, CustomStringConvertible {
		var name: String
		var folders: [String]
		var dependencies: [String]
		var description: String { "\(name) \(folders) → \(dependencies)" }
	}

	/// The strings of a `["A", "B"]` list.
	static func strings(_ list: Substring) -> [String] {
		list.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
	}

	/// `core("Name", ["Folder", …], ["Dependency", …] or coreStages, …)` lines of `Package.swift`.
	static func manifestTargets() throws -> [CoreTarget] {
		let manifest = try RepositoryFiles.text("Package.swift")
		let stages = try require(manifest.firstMatch(of: /let coreStages = \[([^\]]*)\]/)).output.1
		return manifest.matches(of: /core\(\s*"(\w+)",\s*\[([^\]]*)\],\s*(\[[^\]]*\]|coreStages)/).map { match in
			let dependencies = match.output.3 == "coreStages" ? stages : match.output.3
			return CoreTarget(name: String(match.output.1), folders: strings(match.output.2), dependencies: strings(dependencies))
		}
	}

	func everyFolderOfTheCoreIsCompiledByExactlyOneTarget() throws {
		let targets = try Self.manifestTargets()
		expectAtLeast(targets.count, 10)
		let folders = Set(try RepositoryFiles.files(below: "Sources/ScaffoldCore").compactMap { path -> String? in
			let folder = String(path.prefix { $0 != "/" })
			return folder == path ? nil : folder
		})
		let compiled = targets.flatMap(\.folders)
		expectEqual(compiled.count, Set(compiled).count, "a folder is in two targets: \(compiled.sorted())")
		expectEqual(Set(compiled), folders)
	}

	func theTargetsFormNoCycleAndDependOnlyOnTargetsDeclaredBefore() throws {
		let targets = try Self.manifestTargets()
		var declared: Set<String> = ["ScaffoldHash"]
		for target in targets {
			for dependency in target.dependencies {
				expectContains(declared, dependency, "\(target.name) depends on \(dependency), which is not declared before it")
			}
			declared.insert(target.name)
		}
	}

	func theUmbrellaReExportsEveryStageButTheCommandLine() throws {
		let umbrella = try RepositoryFiles.text("Sources/ScaffoldCore/Umbrella/ScaffoldCore.swift")
		let exported = umbrella.matches(of: /@_exported import (\w+)/).map { String($0.output.1) }
		let stages = try Self.manifestTargets().map(\.name).filter { $0 != "ScaffoldCore" && $0 != "ScaffoldCommandLine" }
		expectEqual(exported.sorted(), stages.sorted())
	}

	/// The README's table: one row a target, its folders and dependencies as `Package.swift` has them.
	func theReadmeTableIsTheTargetGraph() throws {
		let readme = try RepositoryFiles.text("Sources/ScaffoldCore/README.md")
		var rows: [CoreTarget] = []
		for line in readme.split(separator: "\n") where line.hasPrefix("| `Scaffold") {
			let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
			func names(_ cell: String) -> [String] {
				cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
			}
			rows.append(CoreTarget(name: names(cells[1])[0], folders: names(cells[2]), dependencies: names(cells[3])))
		}
		var expected = try Self.manifestTargets()
		// The umbrella's row says "every stage above but ScaffoldCommandLine" in words.
		if let umbrella = expected.firstIndex(where: { $0.name == "ScaffoldCore" }) { expected[umbrella].dependencies = ["ScaffoldCommandLine"] }
		expectEqual(rows, expected)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CoreTargetsTests>] = [
		SuiteTest("everyFolderOfTheCoreIsCompiledByExactlyOneTarget") { try $0.everyFolderOfTheCoreIsCompiledByExactlyOneTarget() },
		SuiteTest("theTargetsFormNoCycleAndDependOnlyOnTargetsDeclaredBefore") { try $0.theTargetsFormNoCycleAndDependOnlyOnTargetsDeclaredBefore() },
		SuiteTest("theUmbrellaReExportsEveryStageButTheCommandLine") { try $0.theUmbrellaReExportsEveryStageButTheCommandLine() },
		SuiteTest("theReadmeTableIsTheTargetGraph") { try $0.theReadmeTableIsTheTargetGraph() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<CoreTargetsTests>) async throws { try await test.body(self) }
}
