import Foundation
import SwiftData
import Testing

/// Custom stages: `willMigrate` over models of the source release, `didMigrate` over the target's.
struct CustomMigrationTests {
	@Test("willMigrate and didMigrate turn the stock text into a number, dropping books whose stock is not one")
	func stockToCopies() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)
		_ = try openLibrary(LibrarySchemaV2.self, plan: LibraryV2Plan.self, at: store.url)

		let context = ModelContext(try openLibrary(LibrarySchemaV3.self, plan: LibraryMigrationPlan.self, at: store.url))
		let books = try context.fetch(FetchDescriptor<LibrarySchemaV3.Book>(sortBy: [SortDescriptor(\.title)]))

		#expect(books.map(\.title) == ["Emma", "Persuasion"])
		#expect(books.map(\.copies) == [12, 7])
		#expect(books.map(\.code) == ["111", "222"])
		#expect(books.allSatisfy { $0.author?.name == "Austen" })
	}

	@Test("A custom stage's context refuses to fetch models of another release")
	func fetchOfWrongRelease() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)

		#expect(
			throws: SwiftDataError.migrationFailure(
				"a migration stage's context over schema version 1.0.0 cannot use SwiftDataTests.LibrarySchemaV2.Book, which that version does not contain"
			)
		) {
			_ = try openLibrary(LibrarySchemaV2.self, plan: FetchesWrongReleasePlan.self, at: store.url)
		}
	}

	@Test("A custom stage's context refuses to insert models of another release")
	func insertOfWrongRelease() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)

		#expect(
			throws: SwiftDataError.migrationFailure(
				"a migration stage's context over schema version 2.0.0 cannot use SwiftDataTests.LibrarySchemaV1.Author, which that version does not contain"
			)
		) {
			_ = try openLibrary(LibrarySchemaV2.self, plan: InsertsWrongReleasePlan.self, at: store.url)
		}
	}

	@Test("An error thrown by a stage's closure fails the open and leaves the file as it was")
	func closureThrows() throws {
		let store = try TemporaryStore()
		defer { store.remove() }
		try writeLibraryV1(at: store.url)
		let before = try Data(contentsOf: store.url)

		#expect(throws: StageClosureError()) {
			_ = try openLibrary(LibrarySchemaV2.self, plan: ThrowingPlan.self, at: store.url)
		}
		#expect(try Data(contentsOf: store.url) == before)
	}
}
