import Foundation
import SwiftData

// Three releases of a library's schema, as an app declares them. V1 → V2 is lightweight: `isbn` is renamed
// `code` (originalName), `blurb` is dropped, `subtitle` (optional) and `rating` (with a default) are new,
// and the author's `books` become `works` (a relationship's originalName). V2 → V3 is custom: the `stock`
// text becomes the number `copies`, which a lightweight stage cannot do.

enum LibrarySchemaV1: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
	static var models: [any PersistentModel.Type] { [Book.self, Author.self] }

	@Model
	final class Book {
		var title: String
		var isbn: String
		var blurb: String
		var stock: String
		var author: Author?

		init(title: String, isbn: String, blurb: String, stock: String) {
			self.title = title
			self.isbn = isbn
			self.blurb = blurb
			self.stock = stock
		}
	}

	@Model
	final class Author {
		var name: String
		@Relationship(inverse: \Book.author) var books: [Book] = []

		init(name: String) {
			self.name = name
		}
	}
}

enum LibrarySchemaV2: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
	static var models: [any PersistentModel.Type] { [Book.self, Author.self] }

	@Model
	final class Book {
		var title: String
		@Attribute(originalName: "isbn") var code: String
		var stock: String
		var subtitle: String?
		var rating: Int = 3
		var author: Author?

		init(title: String, code: String = "", stock: String = "0") {
			self.title = title
			self.code = code
			self.stock = stock
		}
	}

	@Model
	final class Author {
		var name: String
		@Relationship(originalName: "books", inverse: \Book.author) var works: [Book] = []

		init(name: String) {
			self.name = name
		}
	}
}

enum LibrarySchemaV3: VersionedSchema {
	static var versionIdentifier: Schema.Version { Schema.Version(3, 0, 0) }
	static var models: [any PersistentModel.Type] { [Book.self, Author.self] }

	@Model
	final class Book {
		var title: String
		var code: String
		var copies: Int = 0
		var subtitle: String?
		var rating: Int = 3
		var author: Author?

		init(title: String, code: String) {
			self.title = title
			self.code = code
		}
	}

	@Model
	final class Author {
		var name: String
		@Relationship(inverse: \Book.author) var works: [Book] = []

		init(name: String) {
			self.name = name
		}
	}
}

/// V1 → V2 only.
enum LibraryV2Plan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self, LibrarySchemaV2.self] }
	static var stages: [MigrationStage] { [.lightweight(fromVersion: LibrarySchemaV1.self, toVersion: LibrarySchemaV2.self)] }
}

/// V1 → V2 → V3. The custom stage keeps each book's stock text aside in `willMigrate` (dropping books whose
/// stock is not a number) and sets `copies` from it in `didMigrate`: a model keeps its identity across
/// the stage, so the identifier finds it again.
enum LibraryMigrationPlan: SchemaMigrationPlan {
	static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self, LibrarySchemaV2.self, LibrarySchemaV3.self] }
	static var stages: [MigrationStage] { [LibraryV2Plan.stages[0], stockToCopies] }

	static let stash = StockStash()

	static let stockToCopies = MigrationStage.custom(
		fromVersion: LibrarySchemaV2.self,
		toVersion: LibrarySchemaV3.self,
		willMigrate: { context in
			for book in try context.fetch(FetchDescriptor<LibrarySchemaV2.Book>()) {
				if let copies = Int(book.stock) {
					stash.keep(copies, for: book.persistentModelID)
				} else {
					context.delete(book)
				}
			}
			try context.save()
		},
		didMigrate: { context in
			for book in try context.fetch(FetchDescriptor<LibrarySchemaV3.Book>()) {
				book.copies = stash.take(for: book.persistentModelID) ?? -1
			}
			try context.save()
		}
	)
}

/// Values a custom stage carries from `willMigrate` to `didMigrate`. The closures are `@Sendable`, so the
/// box is too; tests run in parallel, and identifiers never collide.
final class StockStash: @unchecked Sendable {
	private let lock = NSLock()
	private var copies: [PersistentIdentifier: Int] = [:]

	func keep(_ value: Int, for id: PersistentIdentifier) {
		lock.withLock { copies[id] = value }
	}

	func take(for id: PersistentIdentifier) -> Int? {
		lock.withLock { copies.removeValue(forKey: id) }
	}
}

/// A container on `url` with `release`'s schema.
func openLibrary(_ release: any VersionedSchema.Type, plan: (any SchemaMigrationPlan.Type)? = nil, at url: URL) throws -> ModelContainer {
	let schema = Schema(versionedSchema: release)
	return try ModelContainer(for: schema, migrationPlan: plan, configurations: ModelConfiguration(schema: schema, url: url))
}

/// Writes three V1 books by two authors to `url`; Dracula's stock is not a number.
func writeLibraryV1(at url: URL) throws {
	let context = ModelContext(try openLibrary(LibrarySchemaV1.self, at: url))
	let austen = LibrarySchemaV1.Author(name: "Austen")
	let stoker = LibrarySchemaV1.Author(name: "Stoker")
	let emma = LibrarySchemaV1.Book(title: "Emma", isbn: "111", blurb: "matchmaking", stock: "12")
	let persuasion = LibrarySchemaV1.Book(title: "Persuasion", isbn: "222", blurb: "second chances", stock: "7")
	let dracula = LibrarySchemaV1.Book(title: "Dracula", isbn: "333", blurb: "a count", stock: "unknown")
	emma.author = austen
	persuasion.author = austen
	dracula.author = stoker
	austen.books = [emma, persuasion]
	stoker.books = [dracula]
	context.insert(austen)
	context.insert(stoker)
	try context.save()
}
