import Foundation
import Testing

import ScaffoldCore
@testable import embed_templates

/// The catalog the binary embeds (built from `Templates/` by the EmbedTemplates plugin) is
/// exactly the folder on disk, byte for byte.
struct TemplateEmbeddingTests {
	func embeddedCatalogEqualsTheTemplatesFolderByteForByte() throws {
		let onDisk = try RepositoryFiles.templates()
		expectNotEmpty(onDisk)
		expectEqual(TemplateCatalog.embedded.sources.map(\.path), onDisk.map(\.path).sorted())
		for template in onDisk {
			expectEqual(TemplateCatalog.embedded.source(atPath: template.path)?.text, template.text, "\(template.path)")
		}
	}

	/// What the tool reads is what the test reads: every `.mustache` file, nothing else.
	func theToolReadsEveryTemplateOfTheFolder() throws {
		let folder = RepositoryFiles.root.appendingPathComponent("Templates").path
		let read = EmbedTemplates.templates(in: folder).sorted { $0.path < $1.path }
		let expected = try RepositoryFiles.templates().sorted { $0.path < $1.path }
		expectEqual(read, expected.map { TemplateFile(path: $0.path, text: $0.text) })
	}

	func theEmbeddedHashIsTheTextsUntilTheTextChanges() throws {
		// The hash written at build time is the one a run would compute from the embedded text:
		// the template's text and every embedded partial's, in path order.
		let sources = TemplateCatalog.embedded.sources
		let partials = sources.filter(\.isPartial).map(\.text).joined(separator: "\u{0}")
		for source in sources {
			expectEqual(source.embeddedHash, SHA256.hex(source.text + "\u{0}" + partials), "\(source.path)")
		}

		// A source whose text changes no longer claims the hash of the text it had.
		var source = try require(TemplateCatalog.embedded.sources.first as TemplateSource?)
		expectNotEqual(source.embeddedHash, nil)
		source.text += "\n"
		expectEqual(source.embeddedHash, nil)
	}

	func templatesAreNamedByPathAndEmbeddedPastTheirHashes() {
		// Partials are named by file name and templates by path.
		expectEqual(TemplateSource(path: "Partials/FixtureLoading.mustache", text: "").name, "FixtureLoading")
		expectEqual(TemplateSource(path: "Feature/DTO.swift.mustache", text: "").name, "Feature/DTO.swift")
		expectEqual(TemplateSource(path: "Feature/DTO.swift.mustache", text: "").displayPath, "Templates/Feature/DTO.swift.mustache")

		// Raw delimiter grows past hashes in the text.
		expectEqual(TemplateEmbedding.delimiterLength(for: "plain \\(x)"), 1)
		expectEqual(TemplateEmbedding.delimiterLength(for: "plain"), 1)
		expectEqual(TemplateEmbedding.delimiterLength(for: "a \"\"\"# b"), 2)
		expectEqual(TemplateEmbedding.delimiterLength(for: "a \\## b"), 3)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateEmbeddingTests>] = [
		SuiteTest("embeddedCatalogEqualsTheTemplatesFolderByteForByte") { try $0.embeddedCatalogEqualsTheTemplatesFolderByteForByte() },
		SuiteTest("theToolReadsEveryTemplateOfTheFolder") { try $0.theToolReadsEveryTemplateOfTheFolder() },
		SuiteTest("theEmbeddedHashIsTheTextsUntilTheTextChanges") { try $0.theEmbeddedHashIsTheTextsUntilTheTextChanges() },
		SuiteTest("templatesAreNamedByPathAndEmbeddedPastTheirHashes") { $0.templatesAreNamedByPathAndEmbeddedPastTheirHashes() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateEmbeddingTests>) async throws { try await test.body(self) }
}
