import Foundation

/// The stand-in's backing data, added to every model by `@Model` (Apple's is `any BackingData<Model>`).
///
/// It holds only identity and the owning context: the model's values stay in its own stored properties.
/// When the store reads a model from a file it passes one holding the stored values to the model's
/// `init(backingData:)`, which reads each property back with ``_value(_:named:)``.
/// Not `Sendable`, like the model that owns it.
public final class _PersistentBackingData {
	/// The model's stable identity, the basis of its ``PersistentIdentifier``; a model read from a file gets
	/// back the identity it was written with.
	var uuid = UUID()
	/// The context the model was last inserted into or fetched by. Weak: contexts own models, not the reverse.
	weak var context: ModelContext?
	/// The values `init(backingData:)` reads, by property name; empty for a model the app created.
	let values: [String: Any]

	/// Called by the `@Model` expansion only.
	public init() {
		values = [:]
	}

	init(values: [String: Any]) {
		self.values = values
	}

	/// The stored value of the property `name`, typed by its key path. Called by the `@Model` expansion only.
	///
	/// The store provides a value of the right type for every stored property before it calls
	/// `init(backingData:)`, so a missing or mistyped value is a stand-in bug, not a user error.
	public func _value<Root, Value>(_ keyPath: KeyPath<Root, Value>, named name: String) -> Value {
		guard let value = values[name] as? Value else {
			preconditionFailure("the store has no \(Value.self) value for '\(name)' of \(Root.self)")
		}
		return value
	}
}
