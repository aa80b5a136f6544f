import Foundation
import Testing

/// The stage rule of `Sources/ScaffoldCore/README.md`: each stage uses only the stages before it,
/// and the shared folders use no stage at all. Read from the sources, so a new arrow backwards
/// fails here the day it is written.
struct StageOrderTests {
	/// Each folder's stage, as the README's table orders them; shared folders are stage 0.
	static let stages: [String: Int] = [
		"Diagnostics": 0, "Naming": 0, "Paths": 0, "Config": 0, "Shared": 0, "CommandLine": 0, "Runtime": 0, "SwiftSource": 0,
		"JSON": 1,
		"Spec": 2, "Adopt": 2, "Schema": 2, "Inference": 2, "YAML": 2, "GraphQL": 2, "Import": 2, "Verify": 2,
		"Context": 3, "Versions": 3,
		"Template": 4, "Catalog": 4, "Layout": 4, "Generation": 4,
		"Plan": 5, "Diff": 5,
		"RunRecord": 6, "Upgrades": 6,
	]

	/// The arrows that point the wrong way: none. A new one fails the test below, naming a type it uses.
	static let knownBackArrows: Set<String> = []

	@Test func everyFolderOfTheCoreHasAStage() throws {
		let folders = try RepositoryFiles.files(below: "Sources/ScaffoldCore").compactMap { path -> String? in
			let folder = String(path.prefix { $0 != "/" })
			return folder == path ? nil : folder
		}
		#expect(Set(folders) == Set(Self.stages.keys))
	}

	@Test func stagesUseOnlyEarlierStagesAndSharedFoldersUseNone() throws {
		let graph = try CoreSourceGraph(root: RepositoryFiles.root)
		var backArrows: Set<String> = []
		var described: [String] = []
		for (folder, targets) in graph.references {
			let stage = try #require(Self.stages[folder], "\(folder) has no stage")
			for target in targets {
				let targetStage = try #require(Self.stages[target], "\(target) has no stage")
				let allowed = stage == 0 ? targetStage == 0 : targetStage <= stage
				guard !allowed else { continue }
				backArrows.insert("\(folder) → \(target)")
				described.append("\(folder) → \(target) (e.g. \(graph.examples[folder]?[target] ?? "?"))")
			}
		}
		#expect(backArrows == Self.knownBackArrows, "\(described.sorted().joined(separator: "\n"))")
	}

	/// Folders of one stage may use each other, but never both ways round, however far: the
	/// folder graph has no cycle.
	@Test func foldersFormNoCycle() throws {
		let graph = try CoreSourceGraph(root: RepositoryFiles.root)
		var cycles: Set<String> = []
		for start in graph.references.keys {
			// Every folder `start` reaches; reaching `start` again is a cycle through it.
			var reached: Set<String> = []
			var frontier = Array(graph.references[start] ?? [])
			while let folder = frontier.popLast() {
				guard reached.insert(folder).inserted else { continue }
				frontier += graph.references[folder] ?? []
			}
			if reached.contains(start) {
				let partners = reached.filter { (graph.references[$0] ?? []).contains(start) }.sorted()
				cycles.insert("\(start) ⇄ \(partners.joined(separator: ", "))")
			}
		}
		#expect(cycles.isEmpty, "\(cycles.sorted().joined(separator: "\n"))")
	}

	@Test func theReaderFindsDeclarationsAndUses() {
		#expect(CoreSourceGraph.topLevelTypes(in: "public struct Spec: Sendable {\n\tstruct Inner {}\n}\npackage enum A<B> {}\nextension C {}\n") == ["Spec", "A"])
		#expect(CoreSourceGraph.identifiers(in: "let a = Spec(x) // Plan\n/* Diff */ \"Template\" + JSONValue.b") == ["Spec", "JSONValue"])
	}
}
