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
			if let page = read.page { checkPage(page, of: read, entity: entity, titled: entityTitle) }
		}
		// Once, at the first read: the store is the entity's, not the read's.
		if let first = entity.arrayParentReads.first, !entity.storesParentLists && entity.local.keepsItems {
			error(
				"a read by parent is cached per parent, which needs a store that keeps lists: entity \(quoted: entity.name) has \"local\": \"\(entity.local.rawValue)\"; lists are kept by 'memory', 'file' or 'swiftData' ('none' keeps nothing)",
				at: first.location)
		}
	}

	/// A paged read by parent reads one page of the parent's children with the entity's page types
	/// (its page response DTO, page mapper and `{Plural}Page`): those of its paginated list, else
	/// those of its first paged read (``SpecEntity/pageShape``), so every paged read pages alike.
	/// An entity with a list that is not paginated has list types of its own, not page types: it
	/// pages no read. Pages continued by what the page before answered (a cursor, the next page's
	/// URL in the body or in the `Link` header, the last item while more follow) are kept per
	/// parent. Every continuation a REST `page` can say is generated; a GraphQL read pages as a
	/// Relay connection (`"connection": true`), its end cursors kept per parent, and its entity's
	/// list, if any, must be a connection too.
	private mutating func checkPage(_ page: SpecPageShape, of read: SpecParentRead, entity: SpecEntity, titled entityTitle: String) {
		let at = page.location ?? read.location
		if let list = entity.graphQL?.list, !list.connection {
			error(
				"\(entityTitle) reads its \(entity.pluralName.lowerCamel) by \(quoted: read.parent) as a connection, and its 'list' is not a connection: a connection read by parent reads the entity's page types, those of its connection list or, without a list, of its first connection read; give the list \"connection\": true, or remove \"connection\" to read the parent's whole list",
				at: at)
			return
		}
		if let list = entity.rest?.list, !list.paginated {
			error(
				"\(entityTitle) pages its read by \(quoted: read.parent), and its 'list' is not paginated: a paged read by parent reads the entity's page types, those of its paginated list or, without a list, of its first paged read; give the list \"paginated\": true and this 'page', or remove 'page' to read one array per parent",
				at: at)
			return
		}
		if !page.pagesAlike(entity.pageShape) {
			let like = entity.isPaginated ? "its list: a paged read by parent reads the list's page types, so write the same 'page' as the list's" : "its first paged read: the entity's paged reads by parent read the same page types, so write the same 'page' as the first's"
			error("\(entityTitle) pages its read by \(quoted: read.parent) unlike \(like)", at: at)
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
