import Foundation
import SwiftData
import Testing

/// What a generated data source looks like: models stay inside, Sendable values cross the boundary.
@ModelActor
actor PeopleStore {
	func add(name: String, age: Int) throws {
		modelContext.insert(Person(name: name, age: age))
		try modelContext.save()
	}

	func names() throws -> [String] {
		try modelContext.fetch(FetchDescriptor<Person>(sortBy: [SortDescriptor(\.name)])).map(\.name)
	}

	func runsOnItsModelExecutor() -> Bool {
		modelExecutor is DefaultSerialModelExecutor && modelExecutor.modelContext === modelContext
	}
}

struct ModelActorTests {
	@Test("A model actor saves and fetches through its own context")
	func savesAndFetches() async throws {
		let store = PeopleStore(modelContainer: try makeContainer())

		try await store.add(name: "Bob", age: 30)
		try await store.add(name: "Ada", age: 36)

		#expect(try await store.names() == ["Ada", "Bob"])
		#expect(await store.runsOnItsModelExecutor())
	}

	@Test("Two model actors over one container share what is saved")
	func actorsShareTheContainer() async throws {
		let container = try makeContainer()
		let writer = PeopleStore(modelContainer: container)
		let reader = PeopleStore(modelContainer: container)

		try await writer.add(name: "Ada", age: 36)

		#expect(try await reader.names() == ["Ada"])
		#expect(writer.modelContainer === reader.modelContainer)
	}

	@Test("Concurrent calls are serialised by the model executor")
	func callsAreSerialised() async throws {
		let store = PeopleStore(modelContainer: try makeContainer())

		try await withThrowingTaskGroup(of: Void.self) { group in
			for index in 0..<50 {
				group.addTask { try await store.add(name: "P\(index)", age: index) }
			}
			try await group.waitForAll()
		}

		#expect(try await store.names().count == 50)
	}
}
