import Foundation

/// Mirrors `SwiftData.ModelConfiguration`: where and how a container keeps its models.
///
/// A configuration made with `url:` keeps its store in that file (README.md describes the format); every
/// other configuration stays in memory, whatever `isStoredInMemoryOnly` says, and each ``ModelContainer``
/// instance then has its own store.
public struct ModelConfiguration: Hashable, Identifiable, Sendable {
	/// Mirrors `SwiftData.ModelConfiguration.GroupContainer`.
	public struct GroupContainer: Hashable, Sendable {
		let identifier: String?

		/// Mirrors `SwiftData.ModelConfiguration.GroupContainer.automatic`.
		public static var automatic: GroupContainer { GroupContainer(identifier: "automatic") }
		/// Mirrors `SwiftData.ModelConfiguration.GroupContainer.none`.
		public static var none: GroupContainer { GroupContainer(identifier: nil) }
		/// Mirrors `SwiftData.ModelConfiguration.GroupContainer.identifier(_:)`.
		public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
	}

	/// Mirrors `SwiftData.ModelConfiguration.CloudKitDatabase`.
	public struct CloudKitDatabase: Hashable, Sendable {
		let identifier: String?

		/// Mirrors `SwiftData.ModelConfiguration.CloudKitDatabase.automatic`.
		public static var automatic: CloudKitDatabase { CloudKitDatabase(identifier: "automatic") }
		/// Mirrors `SwiftData.ModelConfiguration.CloudKitDatabase.none`.
		public static var none: CloudKitDatabase { CloudKitDatabase(identifier: nil) }
		/// Mirrors `SwiftData.ModelConfiguration.CloudKitDatabase.private(_:)`.
		public static func `private`(_ container: String) -> CloudKitDatabase { CloudKitDatabase(identifier: container) }
	}

	/// Mirrors `SwiftData.ModelConfiguration.name`.
	public let name: String
	/// Mirrors `SwiftData.ModelConfiguration.schema`.
	public let schema: Schema?
	/// Mirrors `SwiftData.ModelConfiguration.isStoredInMemoryOnly`.
	public let isStoredInMemoryOnly: Bool
	/// Mirrors `SwiftData.ModelConfiguration.allowsSave`: when `false`, `save()` throws.
	public let allowsSave: Bool
	/// Mirrors `SwiftData.ModelConfiguration.groupContainer`.
	public let groupContainer: GroupContainer
	/// Mirrors `SwiftData.ModelConfiguration.cloudKitDatabase`.
	public let cloudKitDatabase: CloudKitDatabase
	/// Mirrors `SwiftData.ModelConfiguration.url`: the store file of a configuration made with `url:`; for the
	/// others, where Apple's store would be (the stand-in does not write it).
	public let url: URL
	/// Whether the store lives in the file at `url`: only a configuration made with `url:` does, so that every
	/// other one stays in memory as generated tests expect.
	let persistsToFile: Bool

	/// Mirrors `SwiftData.ModelConfiguration.id`.
	public var id: String {
		name
	}

	/// Mirrors `SwiftData.ModelConfiguration.init(_:schema:isStoredInMemoryOnly:allowsSave:groupContainer:cloudKitDatabase:)`.
	public init(
		_ name: String? = nil,
		schema: Schema? = nil,
		isStoredInMemoryOnly: Bool = false,
		allowsSave: Bool = true,
		groupContainer: GroupContainer = .automatic,
		cloudKitDatabase: CloudKitDatabase = .automatic
	) {
		let name = name ?? "default"
		self.name = name
		self.schema = schema
		self.isStoredInMemoryOnly = isStoredInMemoryOnly
		self.allowsSave = allowsSave
		self.groupContainer = groupContainer
		self.cloudKitDatabase = cloudKitDatabase
		url = isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null") : URL(fileURLWithPath: "\(name).store")
		persistsToFile = false
	}

	/// Mirrors `SwiftData.ModelConfiguration.init(_:schema:url:allowsSave:cloudKitDatabase:)`.
	public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
		self.name = name ?? "default"
		self.schema = schema
		isStoredInMemoryOnly = false
		self.allowsSave = allowsSave
		groupContainer = .automatic
		self.cloudKitDatabase = cloudKitDatabase
		self.url = url
		persistsToFile = true
	}

	/// Mirrors `SwiftData.ModelConfiguration.init(for:isStoredInMemoryOnly:)`.
	public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
		self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
	}
}
