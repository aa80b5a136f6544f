import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// One change of scaffold's templates in a release: why generated files change when a team
/// upgrades, said once for every file it touches.
package struct TemplateChange: Sendable, Equatable {
	/// The release that ships it (`0.1.0`).
	package var version: String
	/// What changed in the generated code, and why, in a sentence.
	package var summary: String
	/// The templates it changed, by path below `Templates/` (`Feature/Sources/…/DTO.swift.mustache`);
	/// a partial counts for every template that includes it.
	package var templates: [String]

	package init(version: String, summary: String, templates: [String]) {
		self.version = version
		self.summary = summary
		self.templates = templates
	}
}
