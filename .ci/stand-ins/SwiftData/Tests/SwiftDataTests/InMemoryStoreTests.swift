import Foundation
import SwiftData
import Testing

/// Configurations without `url:` keep the stand-in's in-memory behaviour, which generated tests rely on.
struct InMemoryStoreTests {
	@Test("Two containers with the same in-memory configuration never share models")
	func separateStores() throws {
		let first = ModelContext(try makeContainer())
		first.insert(Person(name: "Ada", age: 36))
		try first.save()

		let second = ModelContext(try makeContainer())

		#expect(try first.fetchCount(FetchDescriptor<Person>()) == 1)
		#expect(try second.fetchCount(FetchDescriptor<Person>()) == 0)
	}

	@Test("A configuration that is not stored in memory only, but has no url, writes no file")
	func noFileWithoutURL() throws {
		let name = "InMemoryStoreTests-\(UUID().uuidString)"
		let schema = Schema([Person.self, Pet.self, Car.self])
		let configuration = ModelConfiguration(name, schema: schema, isStoredInMemoryOnly: false)
		let context = ModelContext(try ModelContainer(for: schema, configurations: configuration))
		context.insert(Person(name: "Ada", age: 36))
		try context.save()

		#expect(!FileManager.default.fileExists(atPath: configuration.url.path))
		#expect(try ModelContext(ModelContainer(for: schema, configurations: configuration)).fetchCount(FetchDescriptor<Person>()) == 0)
	}

	@Test("An in-memory container accepts a consistent migration plan and keeps its own store")
	func planInMemory() throws {
		let schema = Schema(versionedSchema: LibrarySchemaV2.self)
		let container = try ModelContainer(for: schema, migrationPlan: LibraryV2Plan.self, configurations: ModelConfiguration(schema: schema, isStoredInMemoryOnly: true))
		let context = ModelContext(container)
		context.insert(LibrarySchemaV2.Book(title: "Emma"))
		try context.save()

		#expect(container.migrationPlan.map(ObjectIdentifier.init) == ObjectIdentifier(LibraryV2Plan.self))
		#expect(try context.fetch(FetchDescriptor<LibrarySchemaV2.Book>()).map(\.title) == ["Emma"])
	}
}
