import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// One file to render: which template, with which context, to which path.
package struct RenderJob: Sendable, Equatable {
	/// The template's path under `Templates/` (e.g. `Feature/Sources/Data/DTOs/DTO.swift.mustache`).
	package var templatePath: String
	/// The complete context the template sees.
	package var context: TemplateValue
	/// Where the output goes, relative to the project root.
	package var outputPath: String
	/// The spec the file comes from, as the user wrote its path.
	package var origin: String
	/// Whether the output is regenerated on every run, or written once and then the user's.
	package var ownership: OutputFile.Ownership = .generated
	/// The extension point of the type the file declares, when it has one.
	package var extensionPoint: ExtensionPoint?

	/// Creates a render job.
	package init(templatePath: String, context: TemplateValue, outputPath: String, origin: String) {
		self.templatePath = templatePath
		self.context = context
		self.outputPath = outputPath
		self.origin = origin
	}

	/// Whether the output is Swift (and so starts with the header line and follows the
	/// project's indentation); fixtures are JSON and cannot carry a comment.
	package var isSwift: Bool { outputPath.hasSuffix(".swift") }

	/// This job, its type extended by `point`.
	func extended(by point: ExtensionPoint) -> RenderJob {
		var job = self
		job.extensionPoint = point
		return job
	}
}

extension ProjectConfig {
	/// The module names generated code of `feature` lives in and imports.
	package func modules(feature: String) -> ModuleNames {
		ModuleNames(
			feature: featureModuleName(for: feature), networking: modules.networking, networkingMocks: modules.networkingMocks,
			core: modules.core, coreMocks: modules.coreMocks)
	}

	/// `path` below the configured output root.
	package func outputPath(_ path: String) -> String {
		output.isEmpty || output == "." ? path : output + "/" + path
	}
}
