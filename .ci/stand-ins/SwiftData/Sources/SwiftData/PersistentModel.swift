import Observation

/// Mirrors `SwiftData.PersistentModel`: same refinements (`AnyObject, Observable, Hashable, Identifiable,
/// SendableMetatype`). Conform with `@Model`, never by hand. Models are not `Sendable`.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {
	/// Mirrors `SwiftData.PersistentModel.persistentBackingData`; the stand-in's backing data is a
	/// ``_PersistentBackingData`` rather than `any BackingData<Self>`.
	var persistentBackingData: _PersistentBackingData { get }

	/// Mirrors `SwiftData.PersistentModel.schemaMetadata`: one entry per stored property.
	static var schemaMetadata: [Schema.PropertyMetadata] { get }

	/// Mirrors `SwiftData.PersistentModel.init(backingData:)`: makes a model from stored values, without the
	/// app's initializers. The stand-in's store calls it when it reads models from a file.
	init(backingData: _PersistentBackingData)
}

extension PersistentModel {
	/// Mirrors `SwiftData.PersistentModel.persistentModelID`.
	public var persistentModelID: PersistentIdentifier {
		PersistentIdentifier(id: .init(uuid: persistentBackingData.uuid), entityName: String(describing: Self.self))
	}

	/// Mirrors `SwiftData.PersistentModel.id`.
	public var id: PersistentIdentifier {
		persistentModelID
	}

	/// Mirrors `SwiftData.PersistentModel.modelContext`: the context the model was inserted into or fetched by.
	public var modelContext: ModelContext? {
		persistentBackingData.context
	}

	/// Mirrors `SwiftData.PersistentModel.isDeleted`: deleted in its context and not saved yet.
	public var isDeleted: Bool {
		persistentBackingData.context?.isPendingDeletion(self) ?? false
	}

	/// Mirrors `SwiftData.PersistentModel.hasChanges`. The stand-in tracks inserts and deletes, not edits.
	public var hasChanges: Bool {
		persistentBackingData.context?.isPending(self) ?? false
	}

	/// Mirrors `SwiftData.PersistentModel.==`: same persistent identity.
	public static func == (lhs: Self, rhs: Self) -> Bool {
		lhs.persistentModelID == rhs.persistentModelID
	}

	/// Mirrors `SwiftData.PersistentModel.hash(into:)`.
	public func hash(into hasher: inout Hasher) {
		hasher.combine(persistentModelID)
	}
}
