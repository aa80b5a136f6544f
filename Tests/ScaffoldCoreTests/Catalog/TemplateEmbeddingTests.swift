import Foundation
import Testing

@testable import ScaffoldCore

/// Keeps `EmbeddedTemplates.swift` identical to what `Templates/` says.
struct TemplateEmbeddingTests {
	@Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
		let onDisk = try RepositoryFiles.templates()
		let expected = TemplateEmbedding.swiftSource(for: onDisk)
		let embeddedFile = RepositoryFiles.root.appendingPathComponent("Sources/ScaffoldCore/Templates/EmbeddedTemplates.swift")
		let current = try String(contentsOf: embeddedFile, encoding: .utf8)
		if RepositoryFiles.isRecording, current != expected {
			try expected.write(to: embeddedFile, atomically: true, encoding: .utf8)
			Issue.record("EmbeddedTemplates.swift re-recorded from Templates/; rebuild and run the tests again")
			return
		}
		#expect(current == expected, "EmbeddedTemplates.swift is out of date: run SCAFFOLD_RECORD=1 swift test")
	}

	@Test func embeddedCatalogRoundTripsEveryTemplateByteForByte() throws {
		let onDisk = try RepositoryFiles.templates()
		#expect(TemplateCatalog.embedded.sources.map(\.path) == onDisk.map(\.path).sorted())
		for template in onDisk {
			#expect(TemplateCatalog.embedded.source(atPath: template.path)?.text == template.text, "\(template.path)")
		}
	}

	@Test func rawDelimiterGrowsPastHashesInTheText() {
		#expect(TemplateEmbedding.delimiterLength(for: "plain \\(x)") == 1)
		#expect(TemplateEmbedding.delimiterLength(for: "plain") == 1)
		#expect(TemplateEmbedding.delimiterLength(for: "a \"\"\"# b") == 2)
		#expect(TemplateEmbedding.delimiterLength(for: "a \\## b") == 3)
	}

	@Test func partialsAreNamedByFileNameAndTemplatesByPath() {
		#expect(TemplateSource(path: "Partials/FixtureLoading.mustache", text: "").name == "FixtureLoading")
		#expect(TemplateSource(path: "Feature/DTO.swift.mustache", text: "").name == "Feature/DTO.swift")
		#expect(TemplateSource(path: "Feature/DTO.swift.mustache", text: "").displayPath == "Templates/Feature/DTO.swift.mustache")
	}
}
