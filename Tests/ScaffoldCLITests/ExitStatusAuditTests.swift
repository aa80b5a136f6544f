import Foundation
import Testing

/// Every command driven into each of the failures it reports, with the status docs/cli.md's
/// table gives for it; and, whatever the case, the rule CI relies on: a run that prints
/// `error:` never exits 0, and a run that exits 1 or 2 says why with at least one `error:`.
struct ExitStatusAuditTests {
	/// One way to run a command, on a project made by `init` and `feature Character`.
	struct Case: CustomTestStringConvertible, Sendable {
		let name: String
		/// What to do to the project before running.
		let prepare: @Sendable (ProjectSandbox) throws -> Void
		let arguments: [String]
		let status: Int32
		var testDescription: String { name }

		init(_ name: String, _ arguments: [String], _ status: Int32, prepare: @escaping @Sendable (ProjectSandbox) throws -> Void = { _ in }) {
			self.name = name
			self.arguments = arguments
			self.status = status
			self.prepare = prepare
		}
	}

	static let edit: @Sendable (ProjectSandbox) throws -> Void = { try $0.append("// my change\n", to: Starter.dto) }
	static let brokenSpec: @Sendable (ProjectSandbox) throws -> Void = { try $0.write("{\n", to: "Specs/Broken.json") }
	static let brokenConfig: @Sendable (ProjectSandbox) throws -> Void = { try $0.write("{\"version\": 1, \"spec\": \"Specs\"}", to: "scaffold.json") }
	static let brokenManifest: @Sendable (ProjectSandbox) throws -> Void = { try $0.write("{", to: ".scaffold/manifest.json") }
	static let badTemplate: @Sendable (ProjectSandbox) throws -> Void = { try $0.write("{{#open}}\n", to: "Templates/Bad.mustache") }
	static let strayTemplate: @Sendable (ProjectSandbox) throws -> Void = {
		try $0.write("{{#open}}\n", to: "Templates/Feature/Sources/Data/DTOs/DTO.swift.mustache")
	}

	/// An `app` section: the shared modules found anywhere (`scaffold init`'s runtime has every
	/// requirement), or Networking looked for in a folder without it, its lacks unrecorded.
	static func appSection(networking: String?) -> @Sendable (ProjectSandbox) throws -> Void {
		{ project in
			let sources = networking.map { #""sources": {"networking": "\#($0)"}, "# } ?? ""
			let app = #""app": {"project": "swiftpm", "# + sources + #""support": {"sources": "S", "mocks": "M"}, "lacks": []}"#
			try project.replace("\n}", with: ",\n\t" + app + "\n}", in: "scaffold.json")
		}
	}

	static let cases: [Case] = [
		// The program and its parser.
		Case("unknown command", ["rendr"], 64),
		Case("unknown option", ["check", "--quite"], 64),
		Case("version", ["--version"], 0),
		Case("help", ["help", "check"], 0),
		// feature
		Case("feature, current", ["feature", "Character"], 0),
		Case("feature, no such spec", ["feature", "Nosuch"], 66),
		Case("feature, spec not JSON", ["feature", "Broken", "--spec", "Specs/Broken.json"], 1, prepare: brokenSpec),
		Case("feature, edited file (conflict)", ["feature", "Character"], 1, prepare: edit),
		Case("feature, invalid scaffold.json", ["feature", "Character"], 2, prepare: brokenConfig),
		Case("feature, invalid manifest", ["feature", "Character"], 1, prepare: brokenManifest),
		Case("feature, template error", ["feature", "Character"], 1, prepare: strayTemplate),
		// check, in every mode
		Case("check, current", ["check"], 0),
		Case("check, edited", ["check"], 1, prepare: edit),
		Case("check --quiet, edited", ["check", "--quiet"], 1, prepare: edit),
		Case("check --json, edited", ["check", "--json"], 1, prepare: edit),
		Case("check, missing file", ["check", "--quiet"], 1, prepare: { try $0.remove(Starter.dto) }),
		Case("check, invalid spec", ["check"], 2, prepare: brokenSpec),
		Case("check --json, invalid spec", ["check", "--json"], 2, prepare: brokenSpec),
		Case("check, invalid scaffold.json", ["check"], 2, prepare: brokenConfig),
		Case("check, invalid manifest", ["check"], 2, prepare: brokenManifest),
		Case("check, template error", ["check"], 2, prepare: strayTemplate),
		// prune and destroy
		Case("prune, nothing to prune", ["prune"], 0),
		Case("prune, invalid spec", ["prune", "--dry-run"], 1, prepare: brokenSpec),
		Case("prune, invalid scaffold.json", ["prune"], 2, prepare: brokenConfig),
		Case("destroy, dry run", ["destroy", "Character", "--dry-run"], 0),
		Case("destroy, no such feature", ["destroy", "Nosuch"], 1),
		// An edited file is left in place and listed as `skip`: nothing is lost, nothing is wrong.
		Case("destroy, edited file", ["destroy", "Character"], 0, prepare: edit),
		// init
		Case("init, invalid scaffold.json there", ["init", "--path", "."], 2, prepare: brokenConfig),
		// adopt and doctor
		Case("adopt, dry run", ["adopt", "--dry-run"], 0),
		Case("adopt, scaffold.json there", ["adopt"], 1),
		Case("adopt, no such folder", ["adopt", "--path", "Nowhere"], 66),
		Case("doctor, everything there", ["doctor"], 0, prepare: appSection(networking: nil)),
		Case("doctor, unrecorded lack", ["doctor"], 1, prepare: appSection(networking: "Specs")),
		Case("doctor, no app section", ["doctor"], 2),
		Case("doctor, invalid scaffold.json", ["doctor"], 2, prepare: brokenConfig),
		// spec
		Case("spec lint, clean", ["spec", "lint"], 0),
		Case("spec lint, invalid spec", ["spec", "lint"], 1, prepare: brokenSpec),
		Case("spec lint, invalid scaffold.json", ["spec", "lint"], 2, prepare: brokenConfig),
		Case("spec new, no name", ["spec", "new"], 64),
		Case("spec infer, not JSON", ["spec", "infer", "Specs/Broken.json", "--name", "Broken"], 1, prepare: brokenSpec),
		Case("spec infer, no such file", ["spec", "infer", "Nowhere.json", "--name", "X"], 66),
		Case("spec import, not a document", ["spec", "import", "Specs/Broken.json", "--name", "Broken"], 1, prepare: brokenSpec),
		Case("spec verify, no arguments", ["spec", "verify"], 64),
		// render, schema, templates
		Case("render, template error", ["render", "Templates/Bad.mustache", "--data", "scaffold.json"], 1, prepare: badTemplate),
		Case("render, no such template", ["render", "Templates/None.mustache", "--data", "scaffold.json"], 66),
		Case("render, no such data", ["render", "Templates/Bad.mustache", "--data", "None.json"], 66, prepare: badTemplate),
		Case("schema", ["schema"], 0),
		Case("templates list", ["templates", "list"], 0),
		Case("templates cat, no such template", ["templates", "cat", "Nosuch"], 1),
		Case("templates eject, no such template", ["templates", "eject", "Nosuch"], 1),
	]

	func everyOutcomeHasItsStatus(_ audit: Case) throws {
		try ProjectSandbox.with(.generated) { project in
			try audit.prepare(project)
			let result = try project.run(audit.arguments)
			expectEqual(result.status, audit.status, "\(audit.name): \(result)")
			let saysError = result.stderr.contains("error:")
			// The rule: an error is never a success, and a failure always names its error (with
			// --json, the document on standard output does).
			#expect(!(saysError && result.status == 0), "\(audit.name) printed an error and exited 0: \(result)")
			let namesIt = saysError || audit.arguments.contains("--json") && result.stdout.contains("\"current\": false")
			#expect(result.status == 0 || namesIt, "\(audit.name) failed without saying why: \(result)")
		}
	}

	/// The statuses the cases reach are exactly those docs/cli.md's table lists.
	func theDocumentedTableListsEveryStatusTheCasesReach() throws {
		let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
		let cli = try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
		let table = try require(cli.range(of: "### Exit status")).upperBound
		let rows = cli[table...].split(separator: "\n").drop { !$0.hasPrefix("| Status") }.dropFirst(2).prefix { $0.hasPrefix("|") }
		let documented = Set(rows.compactMap { Int32($0.dropFirst(2).prefix { $0 != " " }) })
		#expect(Set(Self.cases.map(\.status)).isSubset(of: documented))
		expectEqual(documented, [0, 1, 2, 64, 66, 70])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ExitStatusAuditTests>] = [
		SuiteTest("theDocumentedTableListsEveryStatusTheCasesReach") { try $0.theDocumentedTableListsEveryStatusTheCasesReach() },
	]
		+ SuiteTest<ExitStatusAuditTests>.cases("everyOutcomeHasItsStatus(_:)", cases) { try $0.everyOutcomeHasItsStatus($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<ExitStatusAuditTests>) async throws { try await test.body(self) }
}
