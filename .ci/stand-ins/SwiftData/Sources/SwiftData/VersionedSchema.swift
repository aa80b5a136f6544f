/// Mirrors `SwiftData.VersionedSchema`: one release of an app's schema, named by its version.
///
/// Like Apple's, it refines `SendableMetatype`: a migration plan hands these metatypes to the container,
/// which may use them from any isolation domain, so conformances must not be actor-isolated.
public protocol VersionedSchema: SendableMetatype {
	/// Mirrors `SwiftData.VersionedSchema.versionIdentifier`: recorded in a store written with this schema.
	static var versionIdentifier: Schema.Version { get }
	/// Mirrors `SwiftData.VersionedSchema.models`: the model types of this release.
	static var models: [any PersistentModel.Type] { get }
}

extension Schema {
	/// Mirrors `SwiftData.Schema.init(versionedSchema:)`: the models of that release, with its version.
	public convenience init(versionedSchema: any VersionedSchema.Type) {
		self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
	}
}
