import Foundation
import SwiftData
import Testing

struct FetchTests {
	@Test("A saved model is fetched back")
	func savedModelIsFetched() throws {
		let context = ModelContext(try makeContainer())
		context.insert(Person(name: "Ada", age: 36))
		try context.save()

		let people = try context.fetch(FetchDescriptor<Person>())

		#expect(people.map(\.name) == ["Ada"])
		#expect(context.hasChanges == false)
	}

	@Test("A predicate filters with Predicate.evaluate")
	func predicateFilters() throws {
		let context = try contextWithPeople()

		let adults = try context.fetch(FetchDescriptor<Person>(predicate: #Predicate { $0.age >= 18 && $0.name != "Bob" }))

		#expect(Set(adults.map(\.name)) == ["Ada", "Cy"])
	}

	@Test("Sort descriptors apply in order, each with its own direction")
	func sortsBySeveralKeys() throws {
		let context = try contextWithPeople()

		let sorted = try context.fetch(FetchDescriptor<Person>(sortBy: [SortDescriptor(\.age, order: .reverse), SortDescriptor(\.name)]))

		#expect(sorted.map(\.name) == ["Ada", "Bob", "Cy", "Dee"])
	}

	@Test("fetchOffset skips, then fetchLimit caps, after sorting")
	func offsetAndLimit() throws {
		let context = try contextWithPeople()
		var descriptor = FetchDescriptor<Person>(sortBy: [SortDescriptor(\.name)])
		descriptor.fetchOffset = 1
		descriptor.fetchLimit = 2

		#expect(try context.fetch(descriptor).map(\.name) == ["Bob", "Cy"])
		#expect(try context.fetchCount(descriptor) == 2)
		#expect(try context.fetchCount(FetchDescriptor<Person>()) == 4)
	}

	@Test("Unsaved inserts are fetched by their context only, unless pending changes are excluded")
	func pendingInsertsStayInTheirContext() throws {
		let container = try makeContainer()
		let writer = ModelContext(container)
		let reader = ModelContext(container)
		writer.insert(Person(name: "Ada", age: 36))
		var savedOnly = FetchDescriptor<Person>()
		savedOnly.includePendingChanges = false

		#expect(try writer.fetchCount(FetchDescriptor<Person>()) == 1)
		#expect(try writer.fetchCount(savedOnly) == 0)
		#expect(try reader.fetchCount(FetchDescriptor<Person>()) == 0)

		try writer.save()

		#expect(try reader.fetchCount(FetchDescriptor<Person>()) == 1)
	}

	@Test("Each container has its own store, even with the same configuration")
	func containersAreIndependent() throws {
		let first = ModelContext(try makeContainer())
		let second = ModelContext(try makeContainer())
		first.insert(Person(name: "Ada", age: 36))
		try first.save()

		#expect(try second.fetchCount(FetchDescriptor<Person>()) == 0)
	}

	@Test("Deleting removes a model at save, and rollback forgets unsaved work")
	func deleteAndRollback() throws {
		let context = try contextWithPeople()
		let ada = try #require(try context.fetch(FetchDescriptor<Person>(predicate: #Predicate { $0.name == "Ada" })).first)

		context.delete(ada)
		#expect(ada.isDeleted)
		#expect(try context.fetchCount(FetchDescriptor<Person>()) == 3)
		context.rollback()
		#expect(try context.fetchCount(FetchDescriptor<Person>()) == 4)

		try context.delete(model: Person.self, where: #Predicate { $0.age < 18 })
		try context.save()
		#expect(try context.fetch(FetchDescriptor<Person>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Ada", "Bob", "Cy"])
	}

	@Test("A container that does not allow saving refuses to save")
	func saveNotAllowed() throws {
		let context = ModelContext(try makeContainer(allowsSave: false))
		context.insert(Person(name: "Ada", age: 36))

		#expect(throws: SwiftDataError.saveNotAllowed) { try context.save() }
	}

	@Test("A model's identity is stable and Sendable, and finds the model again")
	func persistentIdentity() throws {
		let context = try contextWithPeople()
		let ada = try #require(try context.fetch(FetchDescriptor<Person>(predicate: #Predicate { $0.name == "Ada" })).first)
		let identifier: any Sendable = ada.persistentModelID

		let found: Person? = context.registeredModel(for: ada.persistentModelID)

		#expect(found === ada)
		#expect(ada.id == ada.persistentModelID)
		#expect((identifier as? PersistentIdentifier)?.entityName == "Person")
		#expect(ada.modelContext === context)
	}
}

// MARK: - Private

private extension FetchTests {
	func contextWithPeople() throws -> ModelContext {
		let context = ModelContext(try makeContainer())
		for (name, age) in [("Cy", 30), ("Ada", 36), ("Dee", 12), ("Bob", 30)] {
			context.insert(Person(name: name, age: age))
		}
		try context.save()
		return context
	}
}
