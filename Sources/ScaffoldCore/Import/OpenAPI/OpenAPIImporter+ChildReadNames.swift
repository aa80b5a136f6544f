import ScaffoldBasics
import ScaffoldSpec

/// Several child lists of one parent listing one imported entity (GitHub's
/// `/users/{username}/repos`, `/users/{username}/starred` and `/users/{username}/subscriptions`,
/// all repositories) are several reads by that parent, told apart by their `name`: the first
/// keeps none (what a single read writes), each other is named after the children's segment
/// (`Starred`, `Subscriptions`).
extension OpenAPIImporter {
	/// The name the read of `child` takes among the reads of entity `index` by `parent`.
	enum ChildReadName: Equatable {
		/// The entity's first read by this parent: no name.
		case first
		/// Another read by this parent, under this name.
		case named(String)
		/// No read: the segment gives no name a spec takes, or one another read has; why.
		case refused(String)

		/// Whether a read is written.
		var isWritten: Bool { if case .refused = self { false } else { true } }
		/// The `name` the read is written with.
		var name: String? { if case .named(let name) = self { name } else { nil } }
	}

	/// The name of the read of `child` by `parent` on the entity at `index`.
	func childReadName(_ child: ChildList, entity index: Int, parent: String) -> ChildReadName {
		let entity = spec.entities[index]
		let reads = entity.byParent.filter { $0.parent == parent }
		guard !reads.isEmpty else { return .first }
		let name = Name(child.children).upperCamel
		let already = "\(entity.name) already reads its items by \(parent), and another read of one parent needs a 'name'"
		if let problem = SpecNameRules.parentReadNameProblem(name) {
			return .refused("\(already), which its segment \(quoted: child.children) does not give (\(problem))")
		}
		if let taken = reads.first(where: { $0.name == name }) {
			return .refused("\(already), and \(quoted: name), from its segment, names the read of \(quoted: taken.path)")
		}
		return .named(name)
	}
}
