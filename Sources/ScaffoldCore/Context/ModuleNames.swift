/// The Swift modules generated code lives in and imports.
public struct ModuleNames: Sendable, Equatable {
	/// The feature's own module (`ChallengeCharacter`).
	public var feature: String
	/// HTTP and GraphQL clients, errors and mappers (`ChallengeNetworking`).
	public var networking: String
	/// Mocks of the networking clients (`ChallengeNetworkingMocks`).
	public var networkingMocks: String
	/// Mapper contracts and shared domain helpers (`ChallengeCore`).
	public var core: String
	/// Test helpers such as fixture loading (`ChallengeCoreMocks`).
	public var coreMocks: String

	/// Creates module names.
	public init(feature: String, networking: String, networkingMocks: String, core: String, coreMocks: String) {
		self.feature = feature
		self.networking = networking
		self.networkingMocks = networkingMocks
		self.core = core
		self.coreMocks = coreMocks
	}

	/// The keys every rendered file gets.
	var contextEntries: [(String, TemplateValue)] {
		[
			("featureModule", .string(feature)),
			("networkingModule", .string(networking)),
			("networkingMocksModule", .string(networkingMocks)),
			("coreModule", .string(core)),
			("coreMocksModule", .string(coreMocks)),
		]
	}
}
