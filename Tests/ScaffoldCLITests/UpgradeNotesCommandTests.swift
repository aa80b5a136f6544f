import Foundation
import ScaffoldCore
import Testing

/// A feature an older scaffold wrote, whose file this scaffold's templates change: `check` and
/// `feature` name the changelog entries that cause it.
struct UpgradeNotesCommandTests {
	static let fileStore = "Features/Character/Sources/Data/DataSources/Local/CharacterFileDataSource.swift"

	/// Makes the project look as scaffold 0.0.9 left it: the feature recorded at 0.0.9, and the file
	/// store as an older template wrote it (unedited since: the manifest holds its bytes).
	private static func writtenByAnOlderScaffold(_ project: ProjectSandbox) throws {
		let older = try project.text(Self.fileStore).replacingOccurrences(of: "StoredArchive.writeSideFile(", with: "Self.write(")
		#expect(older != (try project.text(Self.fileStore)))
		try project.write(older, to: Self.fileStore)
		var manifest = try require(JSONSerialization.jsonObject(with: Data(project.text(".scaffold/manifest.json").utf8)) as? [String: Any])
		var features = try require(manifest["features"] as? [[String: Any]])
		for index in features.indices where features[index]["name"] as? String == "Character" { features[index]["scaffoldVersion"] = "0.0.9" }
		var files = try require(manifest["files"] as? [[String: Any]])
		for index in files.indices where files[index]["path"] as? String == Self.fileStore {
			files[index]["contentHash"] = SHA256.hex(older)
			files[index]["templateHash"] = String(repeating: "0", count: 64)
		}
		manifest["features"] = features
		manifest["files"] = files
		let data = try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys])
		try project.write(String(decoding: data, as: UTF8.self), to: ".scaffold/manifest.json")
	}

	@Test func checkAndFeatureNameTheTemplateChangesOfTheUpgrade() throws {
		try ProjectSandbox.with(.generated) { project in
			try Self.writtenByAnOlderScaffold(project)
			let note = """
				Specs/Character.json: note: feature 'Character' was last written by scaffold 0.0.9; 1 file changes with these template changes up to \(ScaffoldRelease.current):
				note: 0.1.0: file stores write their side files (pages, graph, parent lists) through StoredArchive.writeJSON, as their archive and the outbox are written (1 file)
				"""
			let check = try project.run(["check", "--quiet"])
			expectEqual(check.status, 1, "\(check)")
			expectContains(check.stderr, note, "\(check.stderr)")
			expectContains(check.stderrLines, "\(Self.fileStore): error: generated file is stale (template changed)")
			let feature = try project.run(["feature", "Character"])
			expectEqual(feature.status, 0, "\(feature)")
			#expect(feature.stderr.contains(note) || feature.stdout.contains(note), "\(feature)")
			try expectContains(project.text(".scaffold/manifest.json"), "\"scaffoldVersion\": \"\(ScaffoldRelease.current)\"")
			// Upgraded: nothing more to say.
			let again = try project.run(["check"])
			expectEqual(again, ScaffoldBinary.Result(status: 0, stdout: "", stderr: ""))
		}
	}
}
