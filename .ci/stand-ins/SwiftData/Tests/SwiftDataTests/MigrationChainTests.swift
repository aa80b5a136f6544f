import Foundation
import SwiftData
import Testing

/// A V1 store opened with V3: both stages run, in order, in one open.
struct MigrationChainTests {
	@Test("V1 → V2 → V3 in one open: renamed, defaulted, converted, relationships kept")
	func v1ToV3() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)

		let context = ModelContext(try openLibrary(LibrarySchemaV3.self, plan: LibraryMigrationPlan.self, at: store.url))
		let books = try context.fetch(FetchDescriptor<LibrarySchemaV3.Book>(sortBy: [SortDescriptor(\.title)]))

		#expect(books.map(\.title) == ["Emma", "Persuasion"])
		#expect(books.map(\.code) == ["111", "222"])
		#expect(books.map(\.copies) == [12, 7])
		#expect(books.map(\.rating) == [3, 3])
		let authors = try context.fetch(FetchDescriptor<LibrarySchemaV3.Author>(sortBy: [SortDescriptor(\.name)]))
		#expect(authors.map(\.name) == ["Austen", "Stoker"])
		#expect(authors.first?.works.map(\.title).sorted() == ["Emma", "Persuasion"])
		#expect(authors.last?.works.isEmpty == true)
		#expect(try store.json()["version"] as? [String: Int] == ["major": 3, "minor": 0, "patch": 0])
	}

	@Test("A store already at the plan's last version opens without running any stage")
	func alreadyCurrent() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		let context = ModelContext(try openLibrary(LibrarySchemaV3.self, plan: LibraryMigrationPlan.self, at: store.url))
		let book = LibrarySchemaV3.Book(title: "Middlemarch", code: "444")
		book.copies = 5
		context.insert(book)
		try context.save()

		let books = try ModelContext(openLibrary(LibrarySchemaV3.self, plan: LibraryMigrationPlan.self, at: store.url))
			.fetch(FetchDescriptor<LibrarySchemaV3.Book>())

		#expect(books.map(\.copies) == [5])
	}
}
