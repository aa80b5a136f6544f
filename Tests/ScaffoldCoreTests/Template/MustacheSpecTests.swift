import Foundation
import Testing

import ScaffoldCore

/// One case of the vendored Mustache specification.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
	/// The module, e.g. `sections` or `~inheritance`.
	let module: String
	let name: String
	/// The name made unique within its module (one name appears twice in `~inheritance`).
	let key: String
	let template: String
	let partials: [(name: String, source: String)]
	let data: TemplateValue
	let expected: String

	var testDescription: String { "\(module): \(key)" }
}

/// Reads the spec files in `Tests/Fixtures/mustache-spec` with the project's own JSON reader.
enum MustacheSpec {
	static let coreModules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]
	static let optionalModules = ["~dynamic-names", "~inheritance"]

	static let directory = URL(fileURLWithPath: #filePath)
		.deletingLastPathComponent()  // Template
		.deletingLastPathComponent()  // ScaffoldCoreTests
		.deletingLastPathComponent()  // Tests
		.appendingPathComponent("Fixtures/mustache-spec")

	/// Cases known to fail, by `"module: key"`, with the reason. They still run, as known
	/// issues, so one that starts passing is noticed.
	static let skipped: [String: String] = [:]

	static func cases(_ modules: [String]) -> [MustacheSpecCase] {
		modules.flatMap { module in
			do {
				return try load(module)
			} catch {
				// An unreadable file becomes one failing case rather than silently no cases.
				return [MustacheSpecCase(module: module, name: "unreadable", key: "unreadable: \(error)", template: "", partials: [], data: .null, expected: "file could not be read")]
			}
		}
	}

	static func load(_ module: String) throws -> [MustacheSpecCase] {
		let path = directory.appendingPathComponent(module + ".json").path
		let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
		let root = try JSONReader(path: path).read(bytes)
		var seen: [String: Int] = [:]
		return (root["tests"]?.elements ?? []).map { test in
			let name = test["name"]?.string ?? "?"
			seen[name, default: 0] += 1
			let key = seen[name]! == 1 ? name : "\(name) (\(seen[name]!))"
			return MustacheSpecCase(
				module: module, name: name, key: key,
				template: test["template"]?.string ?? "",
				partials: (test["partials"]?.members ?? []).map { ($0.key, $0.value.string ?? "") },
				data: TemplateValue(json: test["data"] ?? JSONNode(.null)),
				expected: test["expected"]?.string ?? "")
		}
	}

	/// Renders a case the way the spec prescribes: HTML escaping, missing values render empty.
	static func render(_ test: MustacheSpecCase) throws -> String {
		let set = try TemplateSet(sources: test.partials)
		let template = try Template(name: "template", source: test.template)
		return try set.render(template, context: test.data, options: .spec)
	}
}

struct MustacheSpecTests {
	func core(_ test: MustacheSpecCase) throws {
		try check(test)
	}

	func optional(_ test: MustacheSpecCase) throws {
		try check(test)
	}

	func readsEveryCase() {
		expectEqual(MustacheSpec.cases(MustacheSpec.coreModules).count, 136)
		expectEqual(MustacheSpec.cases(MustacheSpec.optionalModules).count, 48)
	}

	func everySkippedCaseStillExists() {
		let all = Set(MustacheSpec.cases(MustacheSpec.coreModules + MustacheSpec.optionalModules).map(\.testDescription))
		for name in MustacheSpec.skipped.keys {
			expectContains(all, name, "skipped case '\(name)' is not in the spec files")
		}
	}

	private func check(_ test: MustacheSpecCase) throws {
		if let reason = MustacheSpec.skipped[test.testDescription] {
			withKnownIssue(Comment(rawValue: reason)) {
				try #require(try MustacheSpec.render(test) == test.expected)
			}
			return
		}
		let rendered = try MustacheSpec.render(test)
		expectEqual(rendered, test.expected)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<MustacheSpecTests>] = [
		SuiteTest("readsEveryCase") { $0.readsEveryCase() },
		SuiteTest("everySkippedCaseStillExists") { $0.everySkippedCaseStillExists() },
	]
		+ SuiteTest<MustacheSpecTests>.cases("core(_:)", MustacheSpec.cases(MustacheSpec.coreModules)) { try $0.core($1) }
		+ SuiteTest<MustacheSpecTests>.cases("optional(_:)", MustacheSpec.cases(MustacheSpec.optionalModules)) { try $0.optional($1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<MustacheSpecTests>) async throws { try await test.body(self) }
}
