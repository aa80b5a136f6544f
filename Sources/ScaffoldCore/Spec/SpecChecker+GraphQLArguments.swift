import ScaffoldBasics

extension SpecChecker {
	/// Reports GraphQL `arguments` that would give the container's initializer one parameter of
	/// two types: the container takes each argument's value once (`channel: String`) and hands it
	/// to every data source that sends it, so entities that share an argument's Swift name must
	/// agree on its type.
	mutating func checkGraphQLArguments() {
		var first: [String: (argument: SpecGraphQLArgument, entity: String)] = [:]
		for entity in spec.entities {
			for argument in entity.graphQL?.arguments ?? [] {
				guard let earlier = first[argument.swiftName] else {
					first[argument.swiftName] = (argument, entity.name)
					continue
				}
				guard earlier.argument.type != argument.type else { continue }
				error(
					"argument \(quoted: argument.name) of entity \(quoted: entity.name) is \(argument.type.swiftSpelling), but \(quoted: earlier.argument.name) of entity \(quoted: earlier.entity) is \(earlier.argument.type.swiftSpelling): the container takes one '\(argument.swiftName)' for both; give them one type",
					at: argument.location, notes: [.init("first declared here", at: earlier.argument.location)])
			}
		}
	}
}
