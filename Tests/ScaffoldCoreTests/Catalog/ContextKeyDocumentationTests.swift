import Foundation
import Testing

import ScaffoldCore

/// Templates/README.md's "Context keys" (and `Init/`) sections name every key a template uses,
/// and every key they list is used by some template: the documentation cannot drift from the
/// templates either way.
struct ContextKeyDocumentationTests {
	/// Words the key lists mention that are not keys: spec values (`file`, `swiftData`), Swift
	/// words (`let`, `try`, `id`, the `unknown` case) and the `scaffold.json` key `defaultIsolation`.
	static let valuesNamedInKeyLists: Set<String> = ["file", "swiftData", "let", "try", "id", "unknown", "defaultIsolation"]

	/// Every key a template's tags name (`{{name}}`, `{{#name}}`, `{{^name}}`, `{{{name}}}`,
	/// `{{&name}}`, each part of a dotted name), partials and comments aside; paths of `Init/`
	/// files are templates too.
	static func usedKeys() -> Set<String> {
		keysTheTemplatesRead
	}

	/// ``usedKeys()``, found once per test process: four tests ask, and the embedded templates do not change.
	private static let keysTheTemplatesRead: Set<String> = {
		var keys: Set<String> = []
		let tag = /\{\{\{?\s*([#^\/&]?)\s*([^}!>\s]+)\s*\}?\}\}/
		for source in TemplateCatalog.embedded.sources {
			for text in [source.text, source.path] {
				for match in text.matches(of: tag) where match.output.1 != "/" && match.output.2 != "." {
					keys.formUnion(match.output.2.split(separator: ".").map(String.init))
				}
			}
		}
		return keys
	}()

	/// The sections of Templates/README.md that document keys: from "## Context keys" to the end.
	static func keySections() throws -> Substring {
		let readme = try RepositoryFiles.text("Templates/README.md")
		let start = try require(readme.range(of: "## Context keys"))
		return readme[start.lowerBound...]
	}

	/// Every lower-camel identifier in backticks: `name`, `hasFixtures`; not `CharacterDTO`,
	/// `// Generated …` or `a, b`.
	static func backtickedIdentifiers(in text: some StringProtocol) -> Set<String> {
		Set(String(text).matches(of: /`([a-z][A-Za-z0-9]*)`/).map { String($0.output.1) })
	}

	/// Each part of every dotted name in backticks (`runtime.MappingError` documents the key
	/// `MappingError` of the object `runtime`).
	static func backtickedDottedParts(in text: some StringProtocol) -> Set<String> {
		Set(
			String(text).matches(of: /`([a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)+)`/).flatMap {
				$0.output.1.split(separator: ".").map(String.init)
			})
	}

	/// The keys the sections list: everything backticked outside the tables' "Example" column
	/// (which shows values, such as `localFirst`).
	static func documentedKeys() throws -> Set<String> {
		var keys: Set<String> = []
		var exampleColumn: Int?
		for line in try keySections().split(separator: "\n") {
			guard line.hasPrefix("|") else {
				exampleColumn = nil
				keys.formUnion(backtickedIdentifiers(in: line))
				continue
			}
			let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
			if let index = cells.firstIndex(of: "Example") {
				exampleColumn = index
				continue
			}
			for (index, cell) in cells.enumerated() where index != exampleColumn {
				keys.formUnion(backtickedIdentifiers(in: cell))
			}
		}
		return keys.subtracting(valuesNamedInKeyLists)
	}

	func everyKeyATemplateUsesIsDocumented() throws {
		let sections = try Self.keySections()
		let documented = Self.backtickedIdentifiers(in: sections).union(Self.backtickedDottedParts(in: sections))
		expectGreater(Self.usedKeys().count, 200, "the scanner found too few keys to be reading the templates")
		let undocumented = Self.usedKeys().subtracting(documented)
		expectEmpty(undocumented, "used by templates but not in Templates/README.md: \(undocumented.sorted())")
	}

	func everyDocumentedKeyIsUsedByATemplate() throws {
		// The exceptions are all still mentioned (a stale one would hide a key of that name).
		let mentioned = Self.backtickedIdentifiers(in: try Self.keySections())
		expectEmpty(Self.valuesNamedInKeyLists.subtracting(mentioned))
		let unused = try Self.documentedKeys().subtracting(Self.usedKeys())
		expectEmpty(unused, "in Templates/README.md but used by no template: \(unused.sorted())")
	}

	/// The scanner itself: it must find keys in every kind of tag and nothing in others.
	func theTagScannerFindsEveryKindOfKey() {
		let tag = /\{\{\{?\s*([#^\/&]?)\s*([^}!>\s]+)\s*\}?\}\}/
		let text = "{{a}} {{#b}}{{/b}} {{^c}} {{{d}}} {{&e}} {{ f.g }} {{>Partial}} {{! note}} {{.}}"
		let names = text.matches(of: tag).filter { $0.output.1 != "/" && $0.output.2 != "." }.map { String($0.output.2) }
		expectEqual(names, ["a", "b", "c", "d", "e", "f.g"])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ContextKeyDocumentationTests>] = [
		SuiteTest("everyKeyATemplateUsesIsDocumented") { try $0.everyKeyATemplateUsesIsDocumented() },
		SuiteTest("everyDocumentedKeyIsUsedByATemplate") { try $0.everyDocumentedKeyIsUsedByATemplate() },
		SuiteTest("theTagScannerFindsEveryKindOfKey") { $0.theTagScannerFindsEveryKindOfKey() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ContextKeyDocumentationTests>) async throws { try await test.body(self) }
}
