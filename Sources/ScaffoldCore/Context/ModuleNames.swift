import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The Swift modules generated code lives in and imports.
package struct ModuleNames: Sendable, Equatable {
	/// The feature's own module (`ChallengeCharacter`).
	package var feature: String
	/// HTTP and GraphQL clients, errors and mappers (`ChallengeNetworking`).
	package var networking: String
	/// Mocks of the networking clients (`ChallengeNetworkingMocks`).
	package var networkingMocks: String
	/// Mapper contracts and shared domain helpers (`ChallengeCore`).
	package var core: String
	/// Test helpers such as fixture loading (`ChallengeCoreMocks`).
	package var coreMocks: String

	/// Creates module names.
	package init(feature: String, networking: String, networkingMocks: String, core: String, coreMocks: String) {
		self.feature = feature
		self.networking = networking
		self.networkingMocks = networkingMocks
		self.core = core
		self.coreMocks = coreMocks
	}

	/// The keys every rendered file gets.
	var context: Context { Context(featureModule: feature, networkingModule: networking, networkingMocksModule: networkingMocks, coreModule: core, coreMocksModule: coreMocks) }

	/// The module names as context keys, in this order.
	struct Context: FlattenedTemplateContext {
		let featureModule: String
		let networkingModule: String
		let networkingMocksModule: String
		let coreModule: String
		let coreMocksModule: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("featureModule", featureModule)
			object.set("networkingModule", networkingModule)
			object.set("networkingMocksModule", networkingMocksModule)
			object.set("coreModule", coreModule)
			object.set("coreMocksModule", coreMocksModule)
		}
	}
}
