import Foundation
import SwiftData
import Testing

struct UpsertTests {
	@Test("Saving a model whose unique attribute matches a stored one replaces the stored one")
	func uniqueAttributeReplaces() throws {
		let container = try makeContainer()
		let context = ModelContext(container)
		context.insert(Book(isbn: "1", title: "Old"))
		try context.save()

		context.insert(Book(isbn: "1", title: "New"))
		try context.save()

		let books = try ModelContext(container).fetch(FetchDescriptor<Book>())
		#expect(books.map(\.title) == ["New"])
	}

	@Test("Of several inserts sharing a unique value in one save, the last one is kept")
	func lastInsertWins() throws {
		let context = ModelContext(try makeContainer())
		context.insert(Book(isbn: "1", title: "First"))
		context.insert(Book(isbn: "2", title: "Other"))
		context.insert(Book(isbn: "1", title: "Second"))

		try context.save()

		let books = try context.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.isbn)]))
		#expect(books.map(\.title) == ["Second", "Other"])
	}

	@Test("Models without a unique attribute are never merged")
	func nonUniqueModelsAccumulate() throws {
		let context = ModelContext(try makeContainer())
		context.insert(Pet(name: "Rex"))
		try context.save()
		context.insert(Pet(name: "Rex"))
		try context.save()

		#expect(try context.fetchCount(FetchDescriptor<Pet>()) == 2)
	}
}
