import ScaffoldBasics

// The typed keys ``EntityContext/build()`` sets itself, between the families it merges.

extension EntityContext {
	/// `fields`: each stored field of the entity (nested entities are relationships, not fields).
	struct FieldKeys: FlattenedTemplateContext {
		let fields: [StoredField]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) { object.set("fields", fields) }
	}

	/// `modelReadBack`: every field in DTO order, read back from the SwiftData model.
	struct ModelReadBackKeys: FlattenedTemplateContext {
		let modelReadBack: [ReadBack]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) { object.set("modelReadBack", modelReadBack) }
	}

	/// `sampleChecks`: what a decoded first sample must contain.
	struct SampleCheckKeys: FlattenedTemplateContext {
		let sampleChecks: [SampleCheck]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) { object.set("sampleChecks", sampleChecks) }
	}

	/// The entity's reads by parent (each item a ``ParentReadKeys`` object, a paged one with its
	/// page's keys too), and whether a file store keeps files beside its archive.
	struct ParentReadListKeys: FlattenedTemplateContext {
		let parentReads: [TemplateValue]
		let hasParentReads: Bool
		let pagedParentReads: [TemplateValue]
		/// A file store's files beside its archive: pages, nested entities, lists per parent.
		let hasSideFiles: Bool

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("parentReads", parentReads)
			object.set("hasParentReads", hasParentReads)
			object.set("pagedParentReads", pagedParentReads)
			object.set("hasSideFiles", hasSideFiles)
		}
	}

	/// The ``ParentReadListKeys`` of this entity.
	var parentReadListKeys: ParentReadListKeys {
		let reads = ParentReadContext(feature: feature, entity: entity, names: names, wire: wire, samples: samples)
		let parentReads = reads.items
		return ParentReadListKeys(
			parentReads: parentReads, hasParentReads: !parentReads.isEmpty, pagedParentReads: reads.pagedReads.map { .object($0.keys) },
			hasSideFiles: entity.cachesPages || entity.hasGraph || !parentReads.isEmpty)
	}
}
