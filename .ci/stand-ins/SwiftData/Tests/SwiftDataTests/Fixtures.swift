import Foundation
import SwiftData

/// A person owns pets (deleted with the person) and may drive a car (which then loses its driver).
@Model
final class Person {
	@Attribute(.unique) var name: String
	var age: Int
	@Relationship(deleteRule: .cascade, inverse: \Pet.owner) var pets: [Pet]
	@Relationship(deleteRule: .nullify, inverse: \Car.driver) var car: Car?
	@Transient var scratch = 0

	init(name: String, age: Int, pets: [Pet] = [], car: Car? = nil) {
		self.name = name
		self.age = age
		self.pets = pets
		self.car = car
	}
}

@Model
final class Pet {
	var name: String
	var owner: Person?

	init(name: String, owner: Person? = nil) {
		self.name = name
		self.owner = owner
	}
}

@Model
final class Car {
	var plate: String
	var driver: Person?

	init(plate: String) {
		self.plate = plate
	}
}

/// A library cannot be deleted while it holds books; a shelf's boxes are left alone when it goes.
@Model
final class Library {
	var city: String
	@Relationship(deleteRule: .deny) var books: [Book]
	@Relationship(deleteRule: .noAction) var boxes: [Book]

	init(city: String, books: [Book] = [], boxes: [Book] = []) {
		self.city = city
		self.books = books
		self.boxes = boxes
	}
}

@Model
final class Book {
	@Attribute(.unique, originalName: "isbn13") var isbn: String
	var title: String

	init(isbn: String, title: String) {
		self.isbn = isbn
		self.title = title
	}
}

/// A fresh container per test: every instance has its own store.
func makeContainer(allowsSave: Bool = true) throws -> ModelContainer {
	let schema = Schema([Person.self, Pet.self, Car.self, Library.self, Book.self])
	let configuration = ModelConfiguration("Tests", schema: schema, isStoredInMemoryOnly: true, allowsSave: allowsSave)
	return try ModelContainer(for: schema, configurations: [configuration])
}
