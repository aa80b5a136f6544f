/// One file to render: which template, with which context, to which path.
public struct RenderJob: Sendable, Equatable {
	/// The template's path under `Templates/` (e.g. `Feature/Sources/Data/DTOs/DTO.swift.mustache`).
	public var templatePath: String
	/// The complete context the template sees.
	public var context: TemplateValue
	/// Where the output goes, relative to the project root.
	public var outputPath: String
	/// The spec the file comes from, as the user wrote its path.
	public var origin: String

	/// Creates a render job.
	public init(templatePath: String, context: TemplateValue, outputPath: String, origin: String) {
		self.templatePath = templatePath
		self.context = context
		self.outputPath = outputPath
		self.origin = origin
	}

	/// Whether the output is Swift (and so starts with the header line and follows the
	/// project's indentation); fixtures are JSON and cannot carry a comment.
	public var isSwift: Bool { outputPath.hasSuffix(".swift") }
}

/// Project-wide settings that shape generated files.
public struct GenerationSettings: Sendable, Equatable {
	/// Module names generated code imports and lives in.
	public var modulePrefix: String
	/// Overrides of the conventional module names (keyed like ``ModuleNames``'s properties).
	public var moduleOverrides: [String: String]
	/// The folder, relative to the project root, that `Features/` goes into (`""` for the root).
	public var outputRoot: String
	/// One level of indentation in generated files.
	public var indentation: Indentation

	/// Creates settings.
	public init(modulePrefix: String = "Challenge", moduleOverrides: [String: String] = [:], outputRoot: String = "", indentation: Indentation = .tab) {
		self.modulePrefix = modulePrefix
		self.moduleOverrides = moduleOverrides
		self.outputRoot = outputRoot
		self.indentation = indentation
	}

	/// The module names for a feature.
	public func modules(feature: String) -> ModuleNames {
		var names = ModuleNames(prefix: modulePrefix, feature: feature)
		if let value = moduleOverrides["networking"] { names.networking = value }
		if let value = moduleOverrides["networkingMocks"] { names.networkingMocks = value }
		if let value = moduleOverrides["core"] { names.core = value }
		if let value = moduleOverrides["coreMocks"] { names.coreMocks = value }
		return names
	}

	/// `path` below the output root.
	func outputPath(_ path: String) -> String {
		outputRoot.isEmpty || outputRoot == "." ? path : outputRoot + "/" + path
	}
}
