import Foundation
import SwiftData

@Model
final class Person {
	@Attribute(.unique) var name: String
	var age: Int
	@Relationship(deleteRule: .cascade, inverse: \Pet.owner) var pets: [Pet]
	@Relationship(deleteRule: .nullify, inverse: \Car.driver) var car: Car?

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
