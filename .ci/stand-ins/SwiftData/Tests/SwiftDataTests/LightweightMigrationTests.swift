import Foundation
import SwiftData
import Testing

/// A V1 store reopened with V2 through a lightweight stage.
struct LightweightMigrationTests {
	@Test("Renamed attributes keep their values, new ones are nil or their default, dropped ones are gone")
	func v1ToV2() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)

		let context = ModelContext(try openLibrary(LibrarySchemaV2.self, plan: LibraryV2Plan.self, at: store.url))
		let books = try context.fetch(FetchDescriptor<LibrarySchemaV2.Book>(sortBy: [SortDescriptor(\.title)]))

		#expect(books.map(\.title) == ["Dracula", "Emma", "Persuasion"])
		#expect(books.map(\.code) == ["333", "111", "222"])
		#expect(books.map(\.stock) == ["unknown", "12", "7"])
		#expect(books.allSatisfy { $0.subtitle == nil })
		#expect(books.allSatisfy { $0.rating == 3 })
		let dracula = try #require(books.first)
		#expect(dracula.author?.name == "Stoker")
		let authors = try context.fetch(FetchDescriptor<LibrarySchemaV2.Author>(sortBy: [SortDescriptor(\.name)]))
		#expect(authors.map(\.name) == ["Austen", "Stoker"])
		#expect(authors.first?.works.map(\.title).sorted() == ["Emma", "Persuasion"])
		let shape = try #require((store.json()["entities"] as? [String: Any])?["Book"] as? [String: Any])
		let properties = try #require(shape["properties"] as? [String: Any])
		#expect(Set(properties.keys) == ["title", "code", "stock", "subtitle", "rating", "author"])
	}

	@Test("The migrated store is written back with the new version, so it reopens without a plan")
	func writtenBack() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)
		_ = try openLibrary(LibrarySchemaV2.self, plan: LibraryV2Plan.self, at: store.url)

		#expect(try store.json()["version"] as? [String: Int] == ["major": 2, "minor": 0, "patch": 0])
		let books = try ModelContext(openLibrary(LibrarySchemaV2.self, at: store.url)).fetch(FetchDescriptor<LibrarySchemaV2.Book>())
		#expect(books.count == 3)
	}

	@Test("A new non-optional attribute without a default value makes the lightweight stage throw")
	func requiredWithoutDefault() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)

		#expect(throws: SwiftDataError.migrationFailure("Book gains the non-optional attribute 'edition' without a default value")) {
			_ = try openLibrary(LibrarySchemaV2NoDefault.self, plan: NoDefaultPlan.self, at: store.url)
		}
		#expect(try store.json()["version"] as? [String: Int] == ["major": 1, "minor": 0, "patch": 0])
	}

	@Test("A lightweight stage refuses to change an attribute's type")
	func typeChange() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)

		#expect(
			throws: SwiftDataError.migrationFailure(
				"'stock' of Book changes type from String to Int; a lightweight stage cannot convert values"
			)
		) {
			_ = try openLibrary(LibrarySchemaV2Typed.self, plan: TypeChangePlan.self, at: store.url)
		}
	}
}
