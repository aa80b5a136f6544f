import Foundation
import SwiftData
import Testing

struct DeleteRuleTests {
	@Test("Inserting a model inserts the models it refers to")
	func insertsTheGraph() throws {
		let context = ModelContext(try makeContainer())
		let rex = Pet(name: "Rex")
		let ada = Person(name: "Ada", age: 36, pets: [rex])
		rex.owner = ada

		context.insert(ada)
		try context.save()

		#expect(try context.fetch(FetchDescriptor<Pet>()).map(\.name) == ["Rex"])
	}

	@Test(".cascade deletes the related models with the model")
	func cascade() throws {
		let (context, ada, _) = try household()

		context.delete(ada)
		try context.save()

		#expect(try context.fetchCount(FetchDescriptor<Person>()) == 0)
		#expect(try context.fetchCount(FetchDescriptor<Pet>()) == 0)
	}

	@Test(".nullify clears the inverse on the related model, which stays")
	func nullify() throws {
		let (context, ada, car) = try household()

		context.delete(ada)
		try context.save()

		#expect(car.driver == nil)
		#expect(try context.fetch(FetchDescriptor<Car>()).map(\.plate) == ["B-1"])
	}

	@Test("Deleting a model removes it from the relationship whose inverse points at it")
	func inverseSideStaysConsistent() throws {
		let (context, ada, _) = try household()
		let rex = try #require(ada.pets.first { $0.name == "Rex" })

		context.delete(rex)
		try context.save()

		#expect(ada.pets.map(\.name) == ["Tom"])
	}

	@Test("Deleting a model removes it from a relationship that holds it when only the forward side was set")
	func forwardSideIsEnough() throws {
		let context = ModelContext(try makeContainer())
		let ada = Person(name: "Ada", age: 36)
		let rex = Pet(name: "Rex")
		context.insert(ada)
		context.insert(rex)
		ada.pets = [rex]
		try context.save()

		context.delete(rex)
		try context.save()

		#expect(ada.pets.isEmpty)
		#expect(try context.fetchCount(FetchDescriptor<Pet>()) == 0)
	}

	@Test(".deny makes the save throw while related models remain, and changes nothing")
	func deny() throws {
		let context = ModelContext(try makeContainer())
		let library = Library(city: "Oslo", books: [Book(isbn: "1", title: "Kept")])
		context.insert(library)
		try context.save()

		context.delete(library)

		#expect(throws: SwiftDataError.self) { try context.save() }
		context.rollback()
		#expect(try context.fetchCount(FetchDescriptor<Library>()) == 1)
		#expect(library.books.count == 1)
	}

	@Test(".deny allows the delete once the related models are gone")
	func denyAfterEmptying() throws {
		let context = ModelContext(try makeContainer())
		let library = Library(city: "Oslo")
		context.insert(library)
		try context.save()

		context.delete(library)
		try context.save()

		#expect(try context.fetchCount(FetchDescriptor<Library>()) == 0)
	}

	@Test(".noAction leaves the related models as they are")
	func noAction() throws {
		let context = ModelContext(try makeContainer())
		context.insert(Library(city: "Oslo", boxes: [Book(isbn: "9", title: "Boxed")]))
		try context.save()
		let library = try #require(try context.fetch(FetchDescriptor<Library>()).first)

		context.delete(library)
		try context.save()

		#expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Boxed"])
	}
}

// MARK: - Private

private extension DeleteRuleTests {
	/// Ada with two pets and a car, saved.
	func household() throws -> (ModelContext, Person, Car) {
		let context = ModelContext(try makeContainer())
		let car = Car(plate: "B-1")
		let ada = Person(name: "Ada", age: 36, car: car)
		car.driver = ada
		for name in ["Rex", "Tom"] {
			let pet = Pet(name: name, owner: ada)
			ada.pets.append(pet)
		}
		context.insert(ada)
		try context.save()
		return (context, ada, car)
	}
}
