import Foundation

/// The stand-in's backing data, added to every model by `@Model` (Apple's is `any BackingData<Model>`).
///
/// It holds only identity and the owning context: the model's values stay in its own stored properties.
/// Not `Sendable`, like the model that owns it.
public final class _PersistentBackingData {
	/// The model's stable identity, the basis of its ``PersistentIdentifier``.
	let uuid = UUID()
	/// The context the model was last inserted into or fetched by. Weak: contexts own models, not the reverse.
	weak var context: ModelContext?

	/// Called by the `@Model` expansion only.
	public init() {}
}
