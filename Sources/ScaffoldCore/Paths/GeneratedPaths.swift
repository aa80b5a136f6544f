/// Which paths scaffold can generate, and so may record in its manifest and ever delete.
///
/// The manifest is a committed, editable file: a record naming `README.md` (with the real
/// file's hash) would otherwise make `prune` delete it. A record is accepted only when it is
/// one of the project files scaffold keeps (`Package.swift`, the spec schema) or a path a spec
/// could produce: `<output>/Features/<Feature>/<folder>/<Name>.<ext>`, where the folder and
/// extension are those of one of the feature templates (every feature file is written to its
/// template's folder, named after a spec name) and the names follow the spec's rules.
public struct GeneratedPaths: Sendable {
	/// The project files scaffold generates and records (origin `""`).
	public static let projectFiles: Set<String> = ["Package.swift", ProjectFiles.schemaPath]

	private let featuresPrefix: String
	/// `folder/ext` pairs of the feature templates, e.g. `Sources/Data/DTOs` + `swift`.
	private let layouts: Set<[String]>

	/// The paths the project with `config` can generate, with the embedded feature templates'
	/// layout (a project's overrides replace templates' contents, never their paths).
	public init(config: ProjectConfig, catalog: TemplateCatalog = .embedded) {
		featuresPrefix = config.outputPath("Features/")
		var layouts: Set<[String]> = []
		for source in catalog.sources where !source.isPartial && source.name.hasPrefix("Feature/") {
			var components = source.name.dropFirst("Feature/".count).split(separator: "/").map(String.init)
			guard let file = components.popLast(), let dot = file.lastIndex(of: ".") else { continue }
			layouts.insert([components.joined(separator: "/"), String(file[file.index(after: dot)...])])
		}
		self.layouts = layouts
	}

	/// Why scaffold never generates `path` (a manifest record from `origin`), or `nil` when it could.
	public func problem(with path: String, origin: String) -> String? {
		if origin.isEmpty {
			if Self.projectFiles.contains(path) { return nil }
			return "'\(path)' is not a project file scaffold generates (\(Self.projectFiles.sorted().joined(separator: ", ")))"
		}
		guard let feature = featureName(of: path) else {
			return "'\(path)' is not a file scaffold generates: a feature's files are under '\(featuresPrefix)<Feature>/'"
		}
		if let problem = FeatureName.problem(feature) { return "'\(path)' is not in a feature's folder: \(problem)" }
		let rest = path.dropFirst(featuresPrefix.count + feature.utf8.count + 1)
		var components = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
		guard let file = components.popLast(), let dot = file.lastIndex(of: "."),
			layouts.contains([components.joined(separator: "/"), String(file[file.index(after: dot)...])]),
			Self.isGeneratedName(file[..<dot])
		else {
			return "'\(path)' is not a file scaffold generates for feature '\(feature)': no template writes such a file there"
		}
		return nil
	}

	/// The feature a path belongs to (`Character` for `Features/Character/…`), or `nil`.
	public func featureName(of path: String) -> String? {
		guard path.hasPrefix(featuresPrefix) else { return nil }
		let rest = path.dropFirst(featuresPrefix.count)
		guard let slash = rest.firstIndex(of: "/") else { return nil }
		return String(rest[..<slash])
	}

	/// The folder of `feature`'s files, with a trailing `/`.
	public func folder(of feature: String) -> String {
		featuresPrefix + feature + "/"
	}

	/// Names generated from spec names: ASCII letters, digits and `_` (fixtures are snake_case),
	/// and `+` after the first (`Character+Stub`).
	private static func isGeneratedName(_ name: Substring) -> Bool {
		!name.isEmpty && name.utf8.count <= SafePath.maximumComponentLength && name.first != "+"
			&& name.unicodeScalars.allSatisfy {
				$0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "+")
			}
	}
}
