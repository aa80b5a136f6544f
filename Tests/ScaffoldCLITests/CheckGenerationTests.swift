import Foundation
import ScaffoldCommandLine
import ScaffoldCore
import Testing

@testable import scaffold

/// A drifting `check` hands what its per-feature pass generated to the whole plan
/// (``CheckGeneration``) instead of generating every feature again: the whole plan made from
/// those outputs must say exactly what the plan made from a fresh generation says.
struct CheckGenerationTests {
	/// The project at `root`, opened as `check` opens it.
	private func open(_ root: URL) throws -> Project {
		try Project.open(output: root.path, context: CommandContext(console: Console(style: .plain), environment: [:]), access: .read)
	}

	/// What `check` prints and returns for the whole plan: the report's JSON, its drift and
	/// diagnostics, the diff, and the command's diagnostics.
	private func wholeCheck(_ project: Project, generated: CheckGeneration?) throws -> [String] {
		let style = DiagnosticStyle.plain
		let report: CheckReport
		let diagnostics: [Diagnostic]
		do {
			(report, diagnostics) = try project.checkEverything(failureStatus: .invalidConfiguration, generated: generated)
		} catch let failure as CommandFailure {
			return ["\(failure.exitCode)", failure.diagnostics.map(style.format).joined(separator: "\n")]
		}
		return [
			report.renderJSON(), report.plan.plan.renderDiff(includeConflicts: true),
			(diagnostics + report.driftDiagnostics + report.diagnostics).map(style.format).joined(separator: "\n"),
			"\(report.outcome)",
		]
	}

	/// Each way a project drifts (or fails), judged from the pass's outputs and from a fresh
	/// generation: the same report; and the pass kept every feature's files (the project is small).
	func theWholePlanFromThePassSaysWhatAFreshGenerationSays() throws {
		let spec = Starter.spec
		let changes: [(String, (ProjectSandbox) throws -> Void)] = [
			("edited by hand", { try $0.append("// mine\n", to: Starter.dto) }),
			("missing", { try $0.remove(Starter.entity) }),
			("spec changed", { try $0.replace("\"Rick Sanchez\"", with: "\"Morty Smith\"", in: spec) }),
			("a second spec", { project in
				try project.write(try project.text(spec).replacingOccurrences(of: "\"feature\": \"Character\"", with: "\"feature\": \"Villain\""), to: "Specs/Villain.json")
			}),
			("one feature, two specs", { try $0.write(try $0.text(spec), to: "Specs/Again.json") }),
			("orphaned", { try $0.write("// generated\n", to: "Features/Character/Sources/Data/DTOs/GoneDTO.swift") }),
			("spec broken", { try $0.write("{", to: spec) }),
		]
		for (name, change) in changes {
			try ProjectSandbox.with(.generated) { sandbox in
				try change(sandbox)
				try? sandbox.remove(CheckReplayTests.recordPath)
				let project = try open(sandbox.url)
				var generated: CheckGeneration?
				let current = try project.diagnosticsIfCurrent(failureStatus: .invalidConfiguration, generated: &generated)
				let pass = try #require(generated, "\(name)")
				expectAll(pass.kept, where: { $0.output != nil }, "\(name)")
				if current == nil {
					expectEqual(try wholeCheck(project, generated: pass), try wholeCheck(project, generated: nil), "\(name)")
				}
			}
		}
	}

	/// A spec that changed between the pass and the whole plan is generated again from its new
	/// bytes; one whose files were dropped too.
	func aSpecReadDifferentlyOrWithoutKeptFilesIsGeneratedAgain() throws {
		try ProjectSandbox.with(.generated) { sandbox in
			try sandbox.append("// mine\n", to: Starter.dto)
			let project = try open(sandbox.url)
			var generated: CheckGeneration?
			#expect(try project.diagnosticsIfCurrent(failureStatus: .invalidConfiguration, generated: &generated) == nil)
			let pass = try #require(generated)
			try sandbox.replace("\"Rick Sanchez\"", with: "\"Morty Smith\"", in: Starter.spec)
			expectEqual(try wholeCheck(project, generated: pass), try wholeCheck(project, generated: nil))
			let dropped = CheckGeneration(generator: pass.generator, kept: pass.kept.map { (spec: $0.spec, output: nil) })
			expectEqual(try wholeCheck(project, generated: dropped), try wholeCheck(project, generated: nil))
		}
	}

	/// The pass keeps a current feature's files within the budget only, and every feature's once
	/// one is not current.
	func keepsFilesWithinTheBudgetUntilAFeatureIsNotCurrent() {
		let half = OutputFile(
			path: "a", contents: String(repeating: "x", count: CheckGeneration.budget / 2), origin: "", templateHash: "", ownership: .generated)
		let keeper = CheckGeneration.Keeper()
		#expect(keeper.keeps([half], isCurrent: true))
		#expect(keeper.keeps([half], isCurrent: true))
		#expect(!keeper.keeps([half], isCurrent: true))
		#expect(keeper.keeps([], isCurrent: true))
		#expect(keeper.keeps([half, half], isCurrent: false))
		#expect(keeper.keeps([half], isCurrent: true))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CheckGenerationTests>] = [
		SuiteTest("theWholePlanFromThePassSaysWhatAFreshGenerationSays") { try $0.theWholePlanFromThePassSaysWhatAFreshGenerationSays() },
		SuiteTest("aSpecReadDifferentlyOrWithoutKeptFilesIsGeneratedAgain") { try $0.aSpecReadDifferentlyOrWithoutKeptFilesIsGeneratedAgain() },
		SuiteTest("keepsFilesWithinTheBudgetUntilAFeatureIsNotCurrent") { $0.keepsFilesWithinTheBudgetUntilAFeatureIsNotCurrent() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<CheckGenerationTests>) async throws { try await test.body(self) }
}
