/// The runtime types scaffold can write itself. `scaffold init` writes them into the new project's
/// Core and mocks; in an app that brings its own runtime (`scaffold adopt`), `feature` writes them
/// as scaffold-owned support files into a folder of the app's Core and CoreMocks modules, under
/// names that start with `Scaffold` so that they never meet a type of the app's.
///
/// Templates never spell these names: they read them from the context's `runtime` object
/// (`{{runtime.MappingError}}`), so one template serves both kinds of project.
package enum RuntimeSupport {
	/// Where a support file goes.
	package enum Placement: Sendable {
		/// The app's Core module (`app.support.sources`).
		case sources
		/// The app's CoreMocks module (`app.support.mocks`), for tests.
		case mocks
	}

	/// One file of support types, rendered from a runtime template of `Templates/Init/`.
	package struct File: Sendable, Equatable {
		/// The template's path below `Templates/Init/Libraries/`.
		package var template: String
		/// The type the file is named after (the support file is `Scaffold<type>.swift`).
		package var type: String
		/// Which module it belongs to.
		package var placement: Placement
	}

	/// The support types' names as scaffold's own runtime spells them.
	package static let typeNames = [
		"CacheLevel", "CachePolicyExecutor", "CachedPage", "SearchPage", "InvalidItem", "InvalidItemReporterContract",
		"SilentInvalidItemReporter", "MappingError", "ThrowingMapperContract", "LockedState", "InvalidItemReporterMock", "JSONValue",
	] + freshnessTypeNames + storedArchiveTypeNames

	/// The types that tell how old a cached copy is (`maxAge`, revalidation), in Core and CoreMocks.
	package static let freshnessTypeNames = [
		"CacheClock", "CacheStamp", "CacheDirectives", "RemoteAnswer", "CacheLedgerContract", "InMemoryCacheLedger",
		"FileCacheLedger", "DataCacheLedger", "StaleCopy", "StaleCopyReporterContract", "SilentStaleCopyReporter", "CacheFreshness",
		"CacheClockMock", "StaleCopyReporterMock",
	]

	/// The types that keep a store's items with their schema version and set aside what cannot be
	/// read (file, Keychain and `userDefaults` stores), in Core and CoreMocks.
	package static let storedArchiveTypeNames = [
		"StoredValue", "StoredMigration", "StoredMigrationNotWritten", "UnversionedStorage", "StoredArchive", "StoredGraphContract", "StoredList",
		"UnreadableStoredItems", "StoredItemReporterContract", "SilentStoredItemReporter", "StoredItemReporterMock",
	]

	/// The prefix of every support type in an adopted app.
	package static let prefix = "Scaffold"

	/// The files an adopted app gets, in a fixed order.
	package static let files: [File] = fileTable()

	// A table built once per run, unoptimised: in this `-O` target the optimiser spent more time on
	// the literal than a run ever spends building it (docs/performance.md, "Tables and cold paths").
	@_optimize(none)
	private static func fileTable() -> [File] {
		[
			File(template: "{{modulePrefix}}Core/Caching/CacheLevel.swift.mustache", type: "CacheLevel", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/CachePolicyExecutor.swift.mustache", type: "CachePolicyExecutor", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/CachedPage.swift.mustache", type: "CachedPage", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/SearchPage.swift.mustache", type: "SearchPage", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/CacheClock.swift.mustache", type: "CacheClock", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/CacheStamp.swift.mustache", type: "CacheStamp", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/CacheDirectives.swift.mustache", type: "CacheDirectives", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/RemoteAnswer.swift.mustache", type: "RemoteAnswer", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/CacheLedgerContract.swift.mustache", type: "CacheLedgerContract", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/FileCacheLedger.swift.mustache", type: "FileCacheLedger", placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/DataCacheLedger.swift.mustache", type: "DataCacheLedger", placement: .sources),
			File(
				template: "{{modulePrefix}}Core/Caching/StaleCopyReporterContract.swift.mustache", type: "StaleCopyReporterContract",
				placement: .sources),
			File(template: "{{modulePrefix}}Core/Caching/CacheFreshness.swift.mustache", type: "CacheFreshness", placement: .sources),
			File(template: "{{modulePrefix}}Core/Storage/StoredValue.swift.mustache", type: "StoredValue", placement: .sources),
			File(template: "{{modulePrefix}}Core/Storage/StoredMigration.swift.mustache", type: "StoredMigration", placement: .sources),
			File(template: "{{modulePrefix}}Core/Storage/StoredArchive.swift.mustache", type: "StoredArchive", placement: .sources),
			File(template: "{{modulePrefix}}Core/Storage/StoredGraphContract.swift.mustache", type: "StoredGraphContract", placement: .sources),
			File(template: "{{modulePrefix}}Core/Storage/StoredList.swift.mustache", type: "StoredList", placement: .sources),
			File(
				template: "{{modulePrefix}}Core/Storage/StoredItemReporterContract.swift.mustache", type: "StoredItemReporterContract",
				placement: .sources),
			File(template: "{{modulePrefix}}Core/Mapping/InvalidItem.swift.mustache", type: "InvalidItem", placement: .sources),
			File(
				template: "{{modulePrefix}}Core/Mapping/InvalidItemReporterContract.swift.mustache", type: "InvalidItemReporterContract",
				placement: .sources),
			File(template: "{{modulePrefix}}Core/Mapping/MappingError.swift.mustache", type: "MappingError", placement: .sources),
			File(template: "{{modulePrefix}}Core/Mapping/ThrowingMapperContract.swift.mustache", type: "ThrowingMapperContract", placement: .sources),
			File(template: "{{modulePrefix}}Core/Mapping/JSONValue.swift.mustache", type: "JSONValue", placement: .sources),
			File(template: "{{modulePrefix}}NetworkingMocks/LockedState.swift.mustache", type: "LockedState", placement: .mocks),
			File(template: "{{modulePrefix}}CoreMocks/InvalidItemReporterMock.swift.mustache", type: "InvalidItemReporterMock", placement: .mocks),
			File(template: "{{modulePrefix}}CoreMocks/CacheClockMock.swift.mustache", type: "CacheClockMock", placement: .mocks),
			File(template: "{{modulePrefix}}CoreMocks/StaleCopyReporterMock.swift.mustache", type: "StaleCopyReporterMock", placement: .mocks),
			File(template: "{{modulePrefix}}CoreMocks/StoredItemReporterMock.swift.mustache", type: "StoredItemReporterMock", placement: .mocks),
		]
	}

	/// The `runtime` object templates read the support types' names from
	/// (`{{runtime.MappingError}}`): as written (`scaffold init`'s runtime) or with the prefix (an
	/// adopted app's support files). Feature files and the runtime's own files use the same one.
	package static func templateNames(adopted: Bool) -> TemplateValue {
		.object(TemplateObject(typeNames.map { ($0, TemplateValue.string(adopted ? prefix + $0 : $0)) }))
	}
}

/// What the runtime of the project a spec is generated into is: scaffold's own (a project
/// `scaffold init` made) or an adopted app's, with the requirements it lacks. The context's Swift
/// expressions spell the support types through it (`MappingError(type: …)` or
/// `ScaffoldMappingError(type: …)`), as templates use `{{runtime.MappingError}}`.
package struct ProjectRuntime: Sendable, Equatable {
	/// Whether the support types are an adopted app's prefixed support files.
	package var adopted: Bool
	/// The requirements (``RuntimeRequirement/id``) the app lacks.
	package var lacks: Set<String>

	/// Creates the description of a runtime.
	package init(adopted: Bool, lacks: Set<String> = []) {
		self.adopted = adopted
		self.lacks = lacks
	}

	/// The runtime of a project `scaffold init` made.
	package static let plain = ProjectRuntime(adopted: false)

	/// `type` as the project spells it: `MappingError` or `ScaffoldMappingError`.
	package func callAsFunction(_ type: String) -> String {
		adopted ? RuntimeSupport.prefix + type : type
	}

	/// Whether the runtime has the requirement `id`.
	package func has(_ id: String) -> Bool {
		!lacks.contains(id)
	}
}
