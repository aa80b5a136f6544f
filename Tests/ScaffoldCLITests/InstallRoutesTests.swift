import Foundation
import Testing

/// The install routes of docs/integration.md name the version this scaffold is, everywhere, so a
/// release that bumps the version cannot leave one route installing the old one; and the Homebrew
/// formula builds and tests the same product the README builds.
struct InstallRoutesTests {
	static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

	private static func text(_ path: String) throws -> String {
		try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
	}

	/// `0.1.0` from `scaffold --version`.
	private static func version() throws -> String {
		let result = try ScaffoldBinary.locate().run(["--version"], in: root)
		expectEqual(result.status, 0)
		return String(result.stdout.dropFirst("scaffold ".count).prefix { $0 != "\n" })
	}

	func everyRouteNamesThisVersion() throws {
		let version = try Self.version()
		expectEqual(version.split(separator: ".").count, 3, "\(version)")
		let docs = try Self.text("docs/integration.md")
		for pinned in [
			"your-org/scaffold@\(version)\n", "\"spm:your-org/scaffold\" = \"\(version)\"", "releases/download/\(version)/scaffold.artifactbundle.zip",
		] {
			expectContains(docs, pinned, "docs/integration.md does not name \(pinned)")
		}
		let formula = try Self.text("docs/install/scaffold.rb")
		expectContains(formula, "archive/refs/tags/\(version).tar.gz")
	}

	func theFormulaBuildsAndChecksTheReleaseProduct() throws {
		let formula = try Self.text("docs/install/scaffold.rb")
		expectContains(formula, #"system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "scaffold""#)
		expectContains(formula, #"bin.install ".build/release/scaffold""#)
		expectContains(formula, ##"assert_match "scaffold #{version}", shell_output("#{bin}/scaffold --version")"##)
		// The Xcode it asks for builds the package's tools version.
		let package = try Self.text("Package.swift")
		expectPrefix(package, "// swift-tools-version:6.2")
		expectContains(formula, #"depends_on xcode: ["26.0", :build]"#)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<InstallRoutesTests>] = [
		SuiteTest("everyRouteNamesThisVersion") { try $0.everyRouteNamesThisVersion() },
		SuiteTest("theFormulaBuildsAndChecksTheReleaseProduct") { try $0.theFormulaBuildsAndChecksTheReleaseProduct() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<InstallRoutesTests>) async throws { try await test.body(self) }
}
