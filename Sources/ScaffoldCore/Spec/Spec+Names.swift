import ScaffoldBasics

extension Spec {
	/// Why `name` cannot name a feature, a type, an entity or a `userDefaults` list, or `nil` when it can.
	///
	/// For names given on the command line (`scaffold spec infer sample.json --name character`), so
	/// they are judged by the same rules as names in a spec. `role` starts the message (`entity`).
	package static func typeNameProblem(_ name: String, role: String) -> String? {
		SpecNameRules.typeNameProblem(name, role: role)
	}
}
