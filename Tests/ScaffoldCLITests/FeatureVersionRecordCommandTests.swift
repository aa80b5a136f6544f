import Foundation
import ScaffoldCore
import Testing

/// The manifest records, per feature, the scaffold version whose run last wrote its files: `check`
/// never judges it, and a run that writes nothing never changes it.
struct FeatureVersionRecordCommandTests {
	typealias Result = ScaffoldBinary.Result

	private static let recorded = "\t\t\t\"scaffoldVersion\": \"0.1.0\",\n"
	private static let older = "\t\t\t\"scaffoldVersion\": \"0.0.9\",\n"

	@Test func featureRecordsItsVersionAndOnlyAWritingRunChangesIt() throws {
		try ProjectSandbox.with(.generated) { project in
			try expectContains(project.text(".scaffold/manifest.json"), Self.recorded)
			// As if an older scaffold had written the feature last.
			try project.replace(Self.recorded, with: Self.older, in: ".scaffold/manifest.json")
			try expectEqual(project.run(["check"]), Result(status: 0, stdout: "", stderr: ""))
			let (same, changes) = try project.changes { try project.run(["feature", "Character"]) }
			#expect(same.status == 0 && changes == [], "\(same) \(changes)")
			try expectEqual(project.run(["feature", "--all"]).status, 0)
			try expectContains(project.text(".scaffold/manifest.json"), Self.older)
			// A run that writes the feature's files records the version that wrote them.
			try project.addNicknameField()
			try expectEqual(project.run(["feature", "--all"]).status, 0)
			try expectContains(project.text(".scaffold/manifest.json"), Self.recorded)
			try expectEqual(project.run(["check"]), Result(status: 0, stdout: "", stderr: ""))
		}
	}
}
