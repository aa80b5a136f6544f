import ScaffoldBasics

/// Checks a list's offline keys against the rest of its entity: page caching and search need a
/// paginated list and a store that keeps pages, and search names filters it can answer.
extension SpecChecker {
	mutating func checkListOffline(_ entity: SpecEntity) {
		guard let offline = entity.listOffline, !broken.contains(entity.name) else { return }
		let storeProblem =
			entity.storesPages
			? nil : "entity \(quoted: entity.name) has \"local\": \"\(entity.local.rawValue)\"; pages are kept by 'memory', 'file' or 'swiftData'"
		if offline.cachePages == true, let location = offline.keyLocations["cachePages"] {
			if !entity.isPaginated {
				error("page caching needs a paginated list: add \"paginated\": true or remove \"cachePages\"", at: location)
			} else if let storeProblem {
				error("page caching needs a local store: \(storeProblem)", at: location)
			}
		}
		if let location = offline.keyLocations["pageSize"], !entity.isPaginated {
			error("\"pageSize\" is the page size of a search on the device, which needs a paginated list: add \"paginated\": true or remove it", at: location)
		}
		if offline.maxAge != nil, let location = offline.keyLocations["maxAge"], !entity.cachesList {
			let why =
				!entity.repository.enabled
				? "entity \(quoted: entity.name) has no repository"
				: !entity.isPaginated
					? "a list that is not paginated is always read from the server first, its cache standing in only offline"
					: (storeProblem ?? "\"cachePages\" is false")
			error("\"maxAge\" ages the list's cached copies, but nothing caches them: \(why)", at: location)
		}
		guard let search = offline.search, let location = offline.keyLocations["search"] else { return }
		if !entity.isPaginated {
			error("a search on the device needs a paginated list: add \"paginated\": true or remove \"search\"", at: location)
			return
		}
		if let storeProblem {
			error("a search on the device needs a local store: \(storeProblem)", at: location)
			return
		}
		let filterNames = entity.listFilters.map(\.name)
		// The first filter and field of each name, and the first search entry of each: one lookup each.
		let filters = Dictionary(entity.listFilters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
		let fields = Dictionary(entity.fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
		var named: [String: SpecSearchField] = [:]
		for field in search {
			defer { if named[field.name] == nil { named[field.name] = field } }
			if let first = named[field.name] {
				error("\(quoted: field.name) is named twice in \"search\"", at: field.location, notes: [.init("first named here", at: first.location)])
			} else if let filter = filters[field.name] {
				if SpecEntity.searchField(fields[filter.name], for: filter) == nil {
					error(
						"filter \(quoted: field.name) cannot be searched on the device: entity \(quoted: entity.name) needs a non-optional field \(quoted: field.name) of type \(filter.type.unwrapped.swiftSpelling), and only String, Int, Double, Bool and enum fields are searched",
						at: field.location, notes: [.init("the filter is declared here", at: filter.location)])
				}
			} else {
				var message = "\(quoted: field.name) in \"search\" is not a filter of this list"
				if filterNames.isEmpty {
					message += "; the list has no filters"
				} else if suggestions.spend(filterNames.count) {
					let suggestion = Suggestion.didYouMean(field.name, in: filterNames)
					message += suggestion.isEmpty ? "; its filters are " + SpecReader.list(filterNames) : suggestion
				}
				error(message, at: field.location)
			}
		}
	}
}
