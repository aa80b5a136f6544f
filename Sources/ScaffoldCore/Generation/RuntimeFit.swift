import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Whether an adopted app's runtime has what a spec asks for: a REST, GraphQL or writing entity
/// needs the requirements of its concern, and every feature those of no concern in particular.
/// What the app lacks and generated code can adapt to is not a problem; what it cannot is one
/// error per entity and concern, at the spec's key, naming every missing requirement.
enum RuntimeFit {
	/// The errors for `spec` in `app`; empty when everything it needs is there.
	static func problems(spec: Spec, app: AdoptedApp) -> [Diagnostic] {
		var problems: [Diagnostic] = []
		// Scaffold's fixture loading is adapted to the app's own loader; with neither, tests could not load fixtures.
		let fixtureLoading = app.lacks.filter { $0.hasPrefix("Bundle.loadJSON") }
		if app.fixtures == nil, !fixtureLoading.isEmpty {
			problems.append(
				problem(
					"the tests' fixtures", fixtureLoading.compactMap(RuntimeRequirements.named), at: spec.location,
					detail: " (and scaffold.json's app.fixtures names no loader of the app's)"))
		}
		let missing = app.lacks.compactMap(RuntimeRequirements.named).filter { $0.whenMissing == .required }
		guard !missing.isEmpty else { return problems }
		let everywhere = missing.filter { $0.concern == nil }
		if !everywhere.isEmpty {
			problems.append(problem("every feature", everywhere, at: spec.location))
		}
		for entity in spec.entities {
			var needs: [(RuntimeConcern, SourceLocation)] = []
			if let rest = entity.rest {
				needs.append((.rest, rest.location))
				if entity.writes { needs.append((.writes, rest.location)) }
			}
			if let graphQL = entity.graphQL { needs.append((.graphQL, graphQL.location)) }
			if let rest = entity.rest, entity.hasOutbox { needs.append((.outbox, rest.location)) }
			if let concern = entity.local.runtimeConcern { needs.append((concern, entity.location)) }
			if let list = entity.rest?.list, let concern = list.page.runtimeConcern { needs.append((concern, list.page.location ?? list.location)) }
			// A read by parent paged by the Link header reads the headers as the list does: once per entity, at the first.
			else if let read = entity.pagedParentReads.first(where: { $0.page?.runtimeConcern != nil }), let concern = read.page?.runtimeConcern {
				needs.append((concern, read.page?.location ?? read.location))
			}
			if let rest = entity.rest, rest.patchesUpdate { needs.append((.patches, rest.updateWrite.location ?? rest.location)) }
			for (concern, location) in needs {
				let lacking = missing.filter { $0.concern == concern }
				if !lacking.isEmpty { problems.append(problem(phrase(concern, entity: entity.name), lacking, at: location)) }
			}
		}
		return problems
	}

	private static func phrase(_ concern: RuntimeConcern, entity: String) -> String {
		switch concern {
		case .rest: "\(entity)'s REST data source"
		case .graphQL: "\(entity)'s GraphQL data source"
		case .writes: "\(entity)'s writes"
		case .outbox: "\(entity)'s offline writes"
		case .keychain: "\(entity)'s Keychain store"
		case .responseHeaders: "\(entity)'s pages by Link header"
		case .patches: "\(entity)'s update by PATCH"
		}
	}

	private static func problem(_ what: String, _ lacking: [RuntimeRequirement], at location: SourceLocation, detail: String = "") -> Diagnostic {
		.error(
			"the app's runtime lacks what is needed for \(what): \(lacking.map(\.id).joined(separator: ", "))\(detail)",
			at: location,
			notes: [
				Diagnostic.Note(
					"scaffold.json's app.lacks lists them; 'scaffold doctor' shows where the app declares the types, and docs/adopting.md what each one is for")
			])
	}
}
