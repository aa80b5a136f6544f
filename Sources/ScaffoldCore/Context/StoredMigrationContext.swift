/// The keys of an entity whose items a file keeps (a `file` store, the file fallback of a
/// `swiftData` store, or the outbox of its offline writes): the schema version those files are
/// written under (the spec's `schemaVersion`) and the type that migrates items of earlier versions
/// (docs/migrations.md).
struct StoredMigrationContext {
	let spec: Spec
	let entity: SpecEntity

	/// Whether a file keeps the entity's items, with a version.
	var hasStoredArchive: Bool {
		entity.local == .file || entity.local == .swiftData || entity.hasOutbox
	}

	var contextEntries: [(String, TemplateValue)] {
		[
			("hasStoredArchive", .bool(hasStoredArchive)),
			("storedMigration", .string(EntityNames(entity).name + "StoredMigration")),
			("schemaVersion", .string(String(spec.schemaVersion))),
		]
	}
}
