/// The project's `scaffold.json`: where specs, templates and output live, and how modules
/// are named. Every key is optional except `version`; a project without the file uses
/// ``ProjectConfig/defaults``.
///
/// Paths are kept as written; the executable resolves relative ones against the folder that
/// holds `scaffold.json` (or the working directory when there is none).
public struct ProjectConfig: Sendable, Equatable {
	/// The names of the shared modules the generated code imports.
	public struct Modules: Sendable, Equatable {
		/// `HTTPClientContract`, `Endpoint`, `GraphQLClientContract`… (default `{prefix}Networking`).
		public var networking: String
		/// `HTTPClientMock`, `GraphQLClientMock` (default `{prefix}NetworkingMocks`).
		public var networkingMocks: String
		/// `MapperContract`, `TrackerContract` (default `{prefix}Core`).
		public var core: String
		/// Test helpers such as `Bundle.loadJSON` (default `{prefix}CoreMocks`).
		public var coreMocks: String

		/// The default names for a prefix.
		public init(prefix: String) {
			networking = prefix + "Networking"
			networkingMocks = prefix + "NetworkingMocks"
			core = prefix + "Core"
			coreMocks = prefix + "CoreMocks"
		}
	}

	/// The config file's name.
	public static let fileName = "scaffold.json"
	/// The one config format version this scaffold reads.
	public static let currentVersion = 1
	/// The placeholders `featureModule` may use.
	public static let featureModulePlaceholders = ["{prefix}", "{Feature}"]

	/// The format version.
	public var version: Int
	/// The folder holding feature specs (default `Specs`).
	public var specs: String
	/// The root the generated files are written under (default `.`).
	public var output: String
	/// The prefix of module names (default `Challenge`).
	public var modulePrefix: String
	/// The shared modules' names.
	public var modules: Modules
	/// The pattern of a feature module's name (default `{prefix}{Feature}`).
	public var featureModule: String
	/// How generated Swift is laid out: `.swift-format` (or `.editorconfig`), then `format`.
	package var codeStyle: CodeStyle = .house
	/// What `scaffold.json` itself sets of the style (`indent`, `format`), which wins over the
	/// project's `.swift-format` or `.editorconfig`.
	package var styleSettings = CodeStyleSettings()
	/// One level of indentation in generated code and in the JSON scaffold writes (default a tab).
	package var indentation: Indentation {
		get { codeStyle.indentation }
		set { codeStyle.indentation = newValue }
	}
	/// The folder of template overrides (default `Templates`).
	public var templates: String
	/// Where the config was read from; `nil` for the defaults.
	public var location: SourceLocation?
	/// The name of the Swift package scaffold keeps in step with the specs (`Package.swift` at
	/// the root), or `nil` when the project builds its own way (an existing app).
	public var packageName: String?
	/// The default isolation of the modules in the generated `Package.swift`.
	package var defaultIsolation: DefaultIsolation
	/// The versions of scaffold the project accepts (`scaffoldVersion`), or nil for any.
	package var scaffoldVersion: ScaffoldVersionPin?
	/// The app's own runtime, when scaffold adopted an existing app (`scaffold adopt`); `nil` for
	/// a project whose runtime `scaffold init` wrote.
	package var app: AdoptedApp?
	/// Comment lines put before the marker line of every file scaffold generates and owns
	/// (`"header"`): a linter's switch (`// swiftlint:disable all`), a copyright line. Part of
	/// each file's bytes, so of its hash.
	public var header: [String] = []
	/// GraphQL custom scalars → the built-in spec types `spec import` reads them as
	/// (`"DateTime": "Date"`); an unmapped custom scalar is read as `String`, with a warning.
	public var scalars: [String: String] = [:]
	/// Whether `scaffold feature` merges files edited by hand with the new output (`"merge":
	/// true`), as `--merge` asks for one run.
	public var merge = false
	/// Where each folder key (`specs`, `templates`, `output`) is set in `scaffold.json`, so a
	/// folder scaffold refuses to write into is reported at the key that named it.
	public var keyLocations: [String: SourceLocation] = [:]

	/// The configuration of a project with no `scaffold.json`.
	public static let defaults = ProjectConfig(
		version: currentVersion, specs: "Specs", output: ".", modulePrefix: "Challenge", modules: Modules(prefix: "Challenge"),
		featureModule: "{prefix}{Feature}", templates: "Templates", location: nil, packageName: nil,
		defaultIsolation: .standard)

	/// A generated file's first lines: the configured ``header`` lines, then `marker`, the line
	/// that tells scaffold's files from the team's.
	public func fileHeader(marker: String) -> String {
		(header + [marker]).joined(separator: "\n")
	}

	/// The feature module's name: `ChallengeCharacter` for `Character` with the defaults.
	public func featureModuleName(for feature: String) -> String {
		featureModule.replacingPlaceholder("{prefix}", with: modulePrefix).replacingPlaceholder("{Feature}", with: feature)
	}
}

extension String {
	/// Every `placeholder` replaced by `value`. Spelled out on bytes: the generic string algorithms
	/// (`split(separator:)` with a string) instantiate type metadata that cost a run more than this.
	fileprivate func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
		let text = Array(utf8)
		let needle = Array(placeholder.utf8)
		guard !needle.isEmpty, text.count >= needle.count else { return self }
		// Beyond ASCII a match must also be whole characters (a combining mark may follow it).
		guard text.allSatisfy({ $0 < 0x80 }) else {
			return split(separator: placeholder, omittingEmptySubsequences: false).joined(separator: value)
		}
		var result: [UInt8] = []
		result.reserveCapacity(text.count)
		var index = 0
		while index < text.count {
			if index + needle.count <= text.count && text[index..<(index + needle.count)].elementsEqual(needle) {
				result.append(contentsOf: value.utf8)
				index += needle.count
			} else {
				result.append(text[index])
				index += 1
			}
		}
		return String(decoding: result, as: UTF8.self)
	}
}
