import ScaffoldBasics

/// Checks the reads keyed by a parent against the whole spec: the parent is another entity of
/// the spec, and the entity's store can keep a list per parent.
extension SpecChecker {
	mutating func checkParentReads(_ entity: SpecEntity) {
		// Quoted once: an entity may have thousands of reads, each an error quoting its (long) name.
		let entityTitle = "entity \(quoted: entity.name)"
		for read in entity.parentReads {
			if read.parent == entity.name {
				error(
					"\(entityTitle) cannot be its own parent: 'parent' names another entity of the spec, whose identifier selects the \(entity.pluralName.lowerCamel)",
					at: read.parentLocation)
			} else if !entityNames.contains(read.parent) {
				error(unknownParentMessage(read.parent, of: entity, titled: entityTitle), at: read.parentLocation)
			}
			if let page = read.page {
				// The spec can say how a parent's children are paged (so that `spec import` and
				// hand-written specs agree on it), but no generated code reads pages by parent yet:
				// refused rather than read as one array, which the pages would fail to decode.
				error(
					"\(entityTitle) pages its read by \(quoted: read.parent): paged reads by parent are not generated yet; the children of one parent are read as one array. When the API also lists the children with the parent as a query item (/attachments?email_id=…), a paginated 'list' with that 'filters' item pages them",
					at: page.location ?? read.location)
			}
		}
		// Once, at the first read: the store is the entity's, not the read's.
		if let first = entity.parentReads.first, !entity.storesParentLists && entity.local.keepsItems {
			error(
				"a read by parent is cached per parent, which needs a store that keeps lists: entity \(quoted: entity.name) has \"local\": \"\(entity.local.rawValue)\"; lists are kept by 'memory', 'file' or 'swiftData' ('none' keeps nothing)",
				at: first.location)
		}
	}

	private func unknownParentMessage(_ parent: String, of entity: SpecEntity, titled entityTitle: String) -> String {
		var message = "unknown parent \(quoted: parent) of \(entityTitle): a parent is another entity of the spec"
		if index.declaration(named: parent) != nil {
			return message + "; \(quoted: parent) is declared in 'types'"
		}
		guard suggestions.spend(spec.entities.count) else { return message }
		let others = spec.entities.map(\.name).filter { $0 != entity.name }
		let suggestion = Suggestion.didYouMean(parent, in: others)
		if !suggestion.isEmpty { return message + suggestion }
		message += others.isEmpty ? ", and the spec has no other entity" : "; its other entities are " + SpecReader.list(others)
		return message
	}
}
