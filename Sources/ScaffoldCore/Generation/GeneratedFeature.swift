/// A feature as scaffold generated it: what `Package.swift` lists and what the manifest records,
/// so that later runs know every feature without reading anything back from file paths.
public struct GeneratedFeature: Sendable, Equatable {
	/// `Character`: the spec's feature name, and the folder below `<output>/Features/`.
	public var name: String
	/// The spec it was generated from, as every header names it: a path relative to the project
	/// root, or only the file name when the spec lies outside the project (never an absolute path,
	/// which would differ from machine to machine in committed files).
	public var spec: String
	/// Whether the spec lies outside the project, so that `check` cannot read it again.
	public var specIsOutsideProject: Bool
	/// Whether generation produced fixtures (SwiftPM refuses a resource folder that does not exist).
	public var hasFixtures: Bool

	/// Creates a feature summary.
	public init(name: String, spec: String, specIsOutsideProject: Bool = false, hasFixtures: Bool) {
		self.name = name
		self.spec = spec
		self.specIsOutsideProject = specIsOutsideProject
		self.hasFixtures = hasFixtures
	}

	/// How messages name the spec: `Specs/Character.json`, or `Character.json (outside the project)`.
	public var specDescription: String {
		specIsOutsideProject ? "\(spec) (outside the project)" : spec
	}
}

extension [GeneratedFeature] {
	/// The features sorted by name (by Unicode scalar, never by locale), one per name: a later
	/// feature of the same name replaces an earlier one.
	func normalized() -> [GeneratedFeature] {
		var byName: [String: GeneratedFeature] = [:]
		for feature in self { byName[feature.name] = feature }
		return byName.values.sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }
	}
}
