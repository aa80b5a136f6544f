/// One file that generation produced, in memory, before anything touches the disk.
public struct OutputFile: Sendable, Equatable {
	/// Who owns a file once it exists.
	public enum Ownership: String, Sendable, Hashable {
		/// Regenerated on every run and checked by `scaffold check`; recorded in the manifest.
		case generated
		/// Created once when absent, then never touched again (e.g. runtime files written by `init`).
		case userOwned
		/// A file for the team's code at a generated type's extension point
		/// (docs/plan.md#extension-points): user-owned like ``userOwned``, but written only for a
		/// feature that asked for its extension points, by `feature --with-extensions`, or whose
		/// other extension-point files already exist (a spec's `"extensions": true` makes them
		/// ``userOwned`` instead). Otherwise the plan leaves it out.
		case extensionPoint
	}

	/// Relative to the project root, `/`-separated, e.g. `Features/Character/Sources/Data/DTOs/CharacterDTO.swift`.
	public var path: String
	/// The full text. A generated file's first line is scaffold's header comment.
	public var contents: String
	/// The spec the file comes from (e.g. `Specs/Character.json`), or `""` for project-level files.
	public var origin: String
	/// A stable hash of the template(s) that produced the file; tells "template changed" from "spec or settings changed".
	public var templateHash: String
	/// Whether scaffold keeps regenerating the file or hands it over after creating it.
	public var ownership: Ownership
	/// The template files it was rendered from (its template and the partials that one includes),
	/// by path below `Templates/`: what ``UpgradeNotes`` matches changelog entries against. Empty
	/// for files no template renders.
	package var templateSources: [String] = []
	/// A runtime file of a project `scaffold init` made that the project's features need
	/// (user-owned): planned only where the project has scaffold's runtime but not this file, as a
	/// project an older `init` made may not (``ProjectFiles/initRuntimeFiles(features:config:generator:)``).
	package var completesRuntime = false
	/// A ``completesRuntime`` file that generation, told which runtime files the project has
	/// (``ProjectFiles/initRuntimePaths(config:generator:)``), rendered because the project lacks
	/// it and has others of them: the plan need not ask the disk whether the project has
	/// scaffold's runtime, since the files it has were never rendered.
	package var lackedOnDisk = false

	/// Creates an output file.
	public init(path: String, contents: String, origin: String, templateHash: String, ownership: Ownership = .generated) {
		self.path = path
		self.contents = contents
		self.origin = origin
		self.templateHash = templateHash
		self.ownership = ownership
	}

	/// Where diagnostics about this file point: its spec, or nowhere for project-level files.
	package var originLocation: SourceLocation? {
		origin.isEmpty ? nil : SourceLocation(path: origin, position: nil)
	}
}
