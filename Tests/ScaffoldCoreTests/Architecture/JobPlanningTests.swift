import Foundation
import Testing

/// Job planning (`Sources/ScaffoldCore/Generation`) decides files and names from typed values
/// (``EntityNames``, the context structs' properties), never by reading a template context back
/// by key: a missing key reads as nothing there, and a renamed key would plan the wrong file
/// silently. Writing keys (`context["testSuite"] = …`) is how jobs add to a context, and stays.
struct JobPlanningTests {
	/// Reads of a context by key: `.text("key")`, a key compared (`context["key"] == …`), or
	/// unwrapped from a pattern (`case .string(let x)? = context["key"]`).
	static func isRead(_ line: some StringProtocol) -> Bool {
		let line = String(line)
		return line.contains(#/\.text\("/#) || line.contains(#/\["\w+"\]\s*[!=]=/#) || line.contains(#/\?\s*=\s*\w+\["\w+"\]/#)
	}

	@Test func noFileOfJobPlanningReadsAContextByKey() throws {
		let files = try RepositoryFiles.files(below: "Sources/ScaffoldCore/Generation").filter { $0.hasSuffix(".swift") }
		#expect(files.count > 20)
		var found: [String] = []
		for file in files {
			let text = try RepositoryFiles.text("Sources/ScaffoldCore/Generation/" + file)
			for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
			where Self.isRead(line) {
				found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
			}
		}
		#expect(found.isEmpty, "\(found.joined(separator: "\n"))")
	}

	@Test func thePatternsFindTheReadsTheyAreFor() {
		let lines = [
			#"let plan = context.text("migrationPlan")"#, #"guard context["hasStoredArchive"] == .bool(true) else"#,
			#"guard case .string(let mapper)? = context["mapper"] else"#,
		]
		for line in lines { #expect(Self.isRead(line), "\(line)") }
		#expect(!Self.isRead(#"tests["testSuite"] = .string(migration + "Tests")"#))
	}
}
