import Foundation
import SwiftData
import Testing

/// `localizedStandardContains` in a `#Predicate`, as SwiftData apps search text.
struct LocalizedStandardContainsTests {
	@Test("A predicate finds text ignoring case and diacritics")
	func ignoresCaseAndDiacritics() throws {
		let context = ModelContext(try makeContainer())
		for name in ["Zoë", "Ada", "ZOE", "Bob"] {
			context.insert(Person(name: name, age: 30))
		}
		try context.save()
		let text = "zoe"

		let found = try context.fetch(
			FetchDescriptor<Person>(predicate: #Predicate { $0.name.localizedStandardContains(text) }, sortBy: [SortDescriptor(\.name)]))

		#expect(found.map(\.name) == ["ZOE", "Zoë"])
	}

	@Test("Captured flags switch a clause off, as generated searches do")
	func flagsSwitchClausesOff() throws {
		let context = ModelContext(try makeContainer())
		for (name, age) in [("Ada", 36), ("Adam", 20), ("Bob", 36)] {
			context.insert(Person(name: name, age: age))
		}
		try context.save()
		let searchesName = false
		let nameValue = ""
		let searchesAge = true
		let ageValue = 36

		let found = try context.fetch(
			FetchDescriptor<Person>(
				predicate: #Predicate { person in
					(!searchesName || person.name.localizedStandardContains(nameValue)) && (!searchesAge || person.age == ageValue)
				},
				sortBy: [SortDescriptor(\.name)]))

		#expect(found.map(\.name) == ["Ada", "Bob"])
	}

	@Test("The expression survives encoding, as a standard predicate expression must")
	func isCodable() throws {
		let expression = PredicateExpressions.build_localizedStandardContains(
			PredicateExpressions.build_Arg("Zoë"), PredicateExpressions.build_Arg("zoe"))

		let data = try JSONEncoder().encode(expression)
		let decoded = try JSONDecoder().decode(type(of: expression), from: data)

		#expect(try decoded.evaluate(PredicateBindings()) == true)
	}
}
