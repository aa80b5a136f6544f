import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// A feature as scaffold generated it: what `Package.swift` lists and what the manifest records,
/// so that later runs know every feature without reading anything back from file paths.
public struct GeneratedFeature: Sendable, Equatable {
	/// `Character`: the spec's feature name, and the folder below `<output>/Features/`.
	public var name: String
	/// The spec it was generated from, as every header names it: a path relative to the project
	/// root, or only the file name when the spec lies outside the project (never an absolute path,
	/// which would differ from machine to machine in committed files).
	public var spec: String
	/// Whether the spec lies outside the project.
	public var specIsOutsideProject: Bool
	/// Where a spec outside the project lies, relative to the project root (`../specs/Character.json`),
	/// so that `check` reads it again while that path still leads to it; `nil` for a spec in the
	/// project (``spec`` is its path) and for one recorded before scaffold kept this.
	public var specPathFromRoot: String?
	/// Other specs of the project describing this feature that the user chose not to generate it
	/// from (by naming this one with `--spec`), relative to the root and sorted: `check` no longer
	/// warns about them.
	public var ignoredSpecs: [String]
	/// Whether generation produced fixtures (SwiftPM refuses a resource folder that does not exist).
	public var hasFixtures: Bool
	/// The version of the scaffold whose `feature` run last generated the feature (`0.1.0`), so a
	/// team can tell which templates its files came from; `nil` for a feature recorded before
	/// scaffold kept this. `check` never changes it: only a run that generates the feature does.
	public var scaffoldVersion: String?

	/// Creates a feature summary.
	public init(
		name: String, spec: String, specIsOutsideProject: Bool = false, specPathFromRoot: String? = nil,
		ignoredSpecs: [String] = [], hasFixtures: Bool, scaffoldVersion: String? = nil
	) {
		self.name = name
		self.spec = spec
		self.specIsOutsideProject = specIsOutsideProject
		self.specPathFromRoot = specIsOutsideProject ? specPathFromRoot : nil
		self.ignoredSpecs = Array(Set(ignoredSpecs)).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
		self.hasFixtures = hasFixtures
		self.scaffoldVersion = scaffoldVersion
	}

	/// How messages name the spec: `Specs/Character.json`, or `Character.json (outside the project)`.
	/// With a recorded path: `../specs/Character.json (outside the project)`.
	public var specDescription: String {
		specIsOutsideProject ? "\(specPathFromRoot ?? spec) (outside the project)" : spec
	}
}

extension [GeneratedFeature] {
	/// The features sorted by name (by Unicode scalar, never by locale), one per name: a later
	/// feature of the same name replaces an earlier one.
	package func normalized() -> [GeneratedFeature] {
		var byName: [String: GeneratedFeature] = [:]
		for feature in self { byName[feature.name] = feature }
		return byName.values.sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }
	}
}
