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

	@Test func listsTheBuiltInTemplates() throws {
		try ProjectSandbox.with(.empty) { project in
			let result = try project.run(["templates", "list"])
			#expect(result.status == 0 && result.stderr == "")
			#expect(result.stdoutLines.contains(Starter.dtoTemplate))
			#expect(result.stdoutLines.contains("Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache"))
			#expect(result.stdoutLines == result.stdoutLines.sorted())
			#expect(!result.stdout.contains("(overridden)"))
		}
	}

	@Test func printsATemplateByteForByte() throws {
		try ProjectSandbox.with(.empty) { project in
			#expect(Self.dtoSource.contains("struct {{dto}}"))
			let expected = Result(status: 0, stdout: Self.dtoSource, stderr: "")
			for name in ["DTO", "DTO.swift", Starter.dtoTemplate] {
				let result = try project.run(["templates", "cat", name])
				#expect(result == expected, "\(name)")
			}
		}
	}

	@Test func suggestsANameForAnUnknownTemplate() throws {
		try ProjectSandbox.with(.empty) { project in
			#expect(
				try project.run(["templates", "cat", "DTX"]) == Result(
					status: 1, stdout: "", stderr: "error: no template named 'DTX'; did you mean 'DTO'?\n"))
			let (eject, changes) = try project.changes { try project.run(["templates", "eject", "DTX", "--to", "T"]) }
			#expect(eject == Result(status: 1, stdout: "", stderr: "error: no template named 'DTX'; did you mean 'DTO'?\n"))
			#expect(changes == [])
		}
	}

	@Test func ejectsATemplateOnceAndNeverOverwritesIt() throws {
		try ProjectSandbox.with(.empty) { project in
			let ejected = "T/" + Starter.dtoTemplate
			#expect(
				try project.run(["templates", "eject", "DTO", "--to", "T"]) == Result(
					status: 0, stdout: "  create  \(Starter.dtoTemplate)\n", stderr: ""))
			#expect(try project.text(ejected) == Self.dtoSource)
			#expect(try project.tree().files == [ejected])

			try project.append("{{! ours }}\n", to: ejected)
			let (again, changes) = try project.changes { try project.run(["templates", "eject", "DTO", "--to", "T"]) }
			#expect(again == Result(status: 0, stdout: "  skip    \(Starter.dtoTemplate) (already there)\n", stderr: ""))
			#expect(changes == [])
		}
	}

	@Test func marksAnEditedOverrideInTheListAndPrintsIt() throws {
		try ProjectSandbox.with(.initialized) { project in
			#expect(try project.run(["templates", "eject", "DTO"]).status == 0)
			// Ejected but unchanged: still the built-in template.
			let unchanged = try project.run(["templates", "list"])
			#expect(unchanged.status == 0 && !unchanged.stdout.contains("(overridden)"))

			let edited = Self.dtoSource + "// House style.\n"
			try project.write(edited, to: "Templates/" + Starter.dtoTemplate)
			let list = try project.run(["templates", "list"])
			#expect(list.status == 0 && list.stderr == "")
			#expect(list.stdoutLines.filter { $0.hasSuffix("(overridden)") } == [Starter.dtoTemplate + "  (overridden)"])
			#expect(try project.run(["templates", "cat", "DTO"]) == Result(status: 0, stdout: edited, stderr: ""))
		}
	}
}
