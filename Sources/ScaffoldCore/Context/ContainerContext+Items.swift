import ScaffoldBasics

// The typed items of ContainerContext's repository lists.

extension ContainerContext {
	/// A `userDefaults` list's repository, built by the container (see `listRepository(_:)`).
	struct ListRepository: TemplateContext {
		let summary: String
		let property: String
		let repositoryContract: String
		let repository: String
		let userDefaultsDataSource: String
		// Test keys.
		let name: String
		let listTitle: String
		let itemName: String
		let domainSampleA: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("summary", summary)
			object.set("property", property)
			object.set("repositoryContract", repositoryContract)
			object.set("repository", repository)
			object.set("userDefaultsDataSource", userDefaultsDataSource)
			object.set("name", name)
			object.set("listTitle", listTitle)
			object.set("itemName", itemName)
			object.set("domainSampleA", domainSampleA)
		}
	}

	/// An entity kept only on the device: its repository over its one store (see `localRepository(_:)`).
	struct LocalRepository: TemplateContext {
		let summary: String
		let property: String
		let repositoryContract: String
		let repository: String
		/// The Swift that makes the entity's store.
		let storeCall: String
		// Test keys.
		let name: String
		let plural: String
		let mapper: String
		let detailFixture: String
		let hasPersistence: Bool

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("summary", summary)
			object.set("property", property)
			object.set("repositoryContract", repositoryContract)
			object.set("repository", repository)
			object.set("storeCall", storeCall)
			object.set("name", name)
			object.set("plural", plural)
			object.set("mapper", mapper)
			object.set("detailFixture", detailFixture)
			object.set("hasPersistence", hasPersistence)
		}
	}

	/// A Keychain-stored entity's factory of its persistent cache (see `keychainRepository(_:isFirst:)`).
	struct KeychainRepository: TemplateContext {
		let isFirst: Bool
		let persistenceFactory: String
		let localContract: String
		let keychainDataSource: String
		let keychainServiceLiteral: String
		let keychainAccessibility: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("isFirst", isFirst)
			object.set("persistenceFactory", persistenceFactory)
			object.set("localContract", localContract)
			object.set("keychainDataSource", keychainDataSource)
			object.set("keychainServiceLiteral", keychainServiceLiteral)
			object.set("keychainAccessibility", keychainAccessibility)
		}
	}

	/// One `make{UseCase}()` of the container: it returns the use case's contract.
	struct UseCaseFactory: TemplateContext {
		let useCase: String
		let useCaseContract: String
		/// The container's property holding the repository the use case is made with.
		let property: String
		let summary: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("useCase", useCase)
			object.set("useCaseContract", useCaseContract)
			object.set("property", property)
			object.set("summary", summary)
		}
	}
}
