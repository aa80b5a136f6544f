import ScaffoldBasics

/// `name` on a `byParent` item: what tells apart several reads of one parent (GitHub lists a
/// user's `repos`, `starred` and `subscriptions`, all repositories). A read without one is named
/// by its entity alone (`fetchRepositories(userIdentifier:)`), as before names existed; `"name":
/// "Starred"` goes before the plural in every name the read derives
/// (`fetchStarredRepositories(userIdentifier:)`, `GetStarredRepositoriesByUserUseCase`).
extension SpecDecoder {
	/// The read's `name`, checked: an UpperCamelCase Swift identifier. A name too long to derive
	/// names from is reported and taken as absent; any other mistake is reported and kept, so a
	/// second read under the same name is still reported as a duplicate.
	mutating func decodeParentReadName(_ object: SpecObject) -> Located<String>? {
		guard let name = reader.string(object, "name") else { return nil }
		if let problem = SpecNameRules.parentReadNameProblem(name.value) {
			reader.error("\(object.path("name")): \(problem)", at: name.position)
			if SpecNameRules.lengthProblem(name.value, role: "read") != nil { return nil }
		}
		return name
	}

}

extension SpecNameRules {
	/// Why `name` cannot name a read by parent, or nil: it becomes the start of type names
	/// (`StarredRepositoriesByUser…`), so it follows a type name's rules.
	package static func parentReadNameProblem(_ name: String) -> String? {
		if name.isEmpty {
			return "a read's name is empty; give it an UpperCamelCase name (\"Starred\"), or leave 'name' out for the read named by its entity alone"
		}
		if let problem = SpecNameRules.lengthProblem(name, role: "read") { return problem }
		let suggestion = Name(name).upperCamel
		let hint = suggestion != name && SwiftIdentifier.isPlain(suggestion) ? "; try \(quoted: suggestion)" : ""
		if !SwiftIdentifier.isPlain(name) {
			return "read name \(quoted: SpecNameRules.printable(name)) is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit)" + hint
		}
		if let first = name.first, !first.isUppercase {
			return "read name \(quoted: name) must start with an upper-case letter (it goes before the plural in type names)" + hint
		}
		return nil
	}
}

extension SpecDecoder {
	/// The message for a second read of `parent` under the same `name` (or a second without one).
	func duplicateParentReadMessage(parent: String, name: String?, in path: String) -> String {
		guard let name else {
			return "duplicate parent \(quoted: parent) in \(path): one read per parent without a 'name'; give the second read a 'name' of its own (\"Starred\")"
		}
		return "duplicate read \(quoted: name) of parent \(quoted: parent) in \(path): each read of one parent has a name of its own"
	}
}

/// What tells two reads by parent apart in one `byParent`: the parent and the read's name.
struct ParentReadKey: Hashable {
	let parent: String
	let name: String?
}
