/// Every template change, by release, oldest first: what `feature` and `check` quote when a newer
/// scaffold changes files an older one wrote (``UpgradeNotes``). A change to an embedded
/// template must add an entry for ``ScaffoldRelease/current`` naming it: a test holds every
/// template to the hash recorded in `Tests/Fixtures/template-hashes.json` unless an entry of the
/// current release names it (re-record the hashes when the release ships).
package enum TemplateChangelog {
	package static let changes: [TemplateChange] = [
		TemplateChange(
			version: "0.1.0",
			summary:
				"file stores write their side files (pages, graph, parent lists) through StoredArchive.writeJSON, as their archive and the outbox are written",
			templates: ["Feature/Sources/Data/DataSources/Local/FileDataSource.swift.mustache"]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"StoredArchive sets unreadable items aside and reports them in one place (setAside(_:schemaVersion:reason:beside:reporter:)), and Outbox uses it",
			templates: [
				"Init/Libraries/{{modulePrefix}}Core/Storage/StoredArchive.swift.mustache",
				"Init/Libraries/{{modulePrefix}}Core/Sync/Outbox.swift.mustache",
			]),
		TemplateChange(
			version: "0.1.0",
			summary:
				"an entity kept in SwiftData whose model changed between schema versions gets a migration plan: frozen copies of earlier models, lightweight or custom stages, originalName and defaults on the current model, a container that opens the store with the plan, and migration tests",
			templates: [
				"Feature/Sources/Data/Entities/Entity.swift.mustache",
				"Feature/Sources/Data/Entities/MigrationPlan.swift.mustache",
				"Feature/Sources/Data/Entities/ModelContainer.swift.mustache",
				"Feature/Sources/Data/Entities/Versions/MigrationStage.swift.mustache",
				"Feature/Sources/Data/Entities/Versions/SchemaVersion.swift.mustache",
				"Feature/Tests/Unit/Data/SwiftDataMigrationTests.swift.mustache",
				"Partials/ModelContainerSchemaModels.mustache",
			]),
	]
}
