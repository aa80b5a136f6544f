import Foundation
import Testing

/// `scaffold templates list|cat|eject` end to end, against the repository's Templates folder.
struct TemplatesCommandTests {
	typealias Result = ScaffoldBinary.Result

	/// The built-in DTO template as it sits in this repository (embedded into the binary).
	static let dtoSource: String = {
		let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
		let url = root.appendingPathComponent("Templates/" + Starter.dtoTemplate)
		return (try? String(contentsOf: url, encoding: .utf8)) ?? "unreadable: \(url.path)"
	}()

	func listsTheBuiltInTemplates() throws {
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["templates", "list"])
			expectEqual(result.status, 0)
			expectEqual(result.stderr, "")
			expectContains(result.stdoutLines, Starter.dtoTemplate)
			expectContains(result.stdoutLines, "Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache")
			expectEqual(result.stdoutLines, result.stdoutLines.sorted())
			expectLacks(result.stdout, "(overridden)")
		}
	}

	func printsATemplateByteForByte() throws {
		try ProjectSandbox.with(.empty) { project in
			expectContains(Self.dtoSource, "struct {{dto}}")
			let expected = Result(status: 0, stdout: Self.dtoSource, stderr: "")
			for name in ["DTO", "DTO.swift", Starter.dtoTemplate] {
				let result = try project.run(["templates", "cat", name])
				expectEqual(result, expected, "\(name)")
			}
		}
	}

	func suggestsANameForAnUnknownTemplate() throws {
		try ProjectSandbox.with(.empty) { project in
			try expectEqual(
				project.run(["templates", "cat", "DTX"]), Result(
					status: 1, stdout: "", stderr: "error: no template named 'DTX'; did you mean 'DTO'?\n"))
			let (eject, changes) = try project.changes { try project.run(["templates", "eject", "DTX", "--to", "T"]) }
			expectEqual(eject, Result(status: 1, stdout: "", stderr: "error: no template named 'DTX'; did you mean 'DTO'?\n"))
			expectEqual(changes, [])
		}
	}

	func ejectsATemplateOnceAndNeverOverwritesIt() throws {
		try ProjectSandbox.with(.empty) { project in
			let ejected = "T/" + Starter.dtoTemplate
			try expectEqual(
				project.run(["templates", "eject", "DTO", "--to", "T"]), Result(
					status: 0, stdout: "  create  \(Starter.dtoTemplate)\n", stderr: ""))
			try expectEqual(project.text(ejected), Self.dtoSource)
			try expectEqual(project.tree().files, [ejected])

			try project.append("{{! ours }}\n", to: ejected)
			let (again, changes) = try project.changes { try project.run(["templates", "eject", "DTO", "--to", "T"]) }
			expectEqual(again, Result(status: 0, stdout: "  skip    \(Starter.dtoTemplate) (already there)\n", stderr: ""))
			expectEqual(changes, [])
		}
	}

	func marksAnEditedOverrideInTheListAndPrintsIt() throws {
		try ProjectSandbox.with(.initialized) { project in
			try expectEqual(project.run(["templates", "eject", "DTO"]).status, 0)
			// Ejected but unchanged: still the built-in template.
			let unchanged = try project.run(["templates", "list"])
			expectEqual(unchanged.status, 0)
			expectLacks(unchanged.stdout, "(overridden)")

			let edited = Self.dtoSource + "// House style.\n"
			try project.write(edited, to: "Templates/" + Starter.dtoTemplate)
			let list = try project.run(["templates", "list"])
			expectEqual(list.status, 0)
			expectEqual(list.stderr, "")
			expectEqual(list.stdoutLines.filter { $0.hasSuffix("(overridden)") }, [Starter.dtoTemplate + "  (overridden)"])
			try expectEqual(project.run(["templates", "cat", "DTO"]), Result(status: 0, stdout: edited, stderr: ""))
		}
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplatesCommandTests>] = [
		SuiteTest("listsTheBuiltInTemplates") { try $0.listsTheBuiltInTemplates() },
		SuiteTest("printsATemplateByteForByte") { try $0.printsATemplateByteForByte() },
		SuiteTest("suggestsANameForAnUnknownTemplate") { try $0.suggestsANameForAnUnknownTemplate() },
		SuiteTest("ejectsATemplateOnceAndNeverOverwritesIt") { try $0.ejectsATemplateOnceAndNeverOverwritesIt() },
		SuiteTest("marksAnEditedOverrideInTheListAndPrintsIt") { try $0.marksAnEditedOverrideInTheListAndPrintsIt() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplatesCommandTests>) async throws { try await test.body(self) }
}
