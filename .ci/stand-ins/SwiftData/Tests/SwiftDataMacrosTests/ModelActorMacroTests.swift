import Foundation
import Testing

@testable import SwiftDataMacros

struct ModelActorMacroTests {
	@Test("@ModelActor adds the executor, the container and init(modelContainer:), public for a public actor")
	func members() throws {
		var session = PluginSession()

		let source = try expandedSource(session.expand("ModelActorMacro", role: "member", declaration: "@ModelActor\npublic actor Store: Contract {\n}"))

		#expect(source.contains("public nonisolated let modelExecutor: any SwiftData.ModelExecutor"))
		#expect(source.contains("public nonisolated let modelContainer: SwiftData.ModelContainer"))
		#expect(source.contains("public init(modelContainer: SwiftData.ModelContainer) {"))
		#expect(source.contains("self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)"))
	}

	@Test("The extension role conforms the actor to ModelActor")
	func conformance() throws {
		var session = PluginSession()

		let reply = try session.expand("ModelActorMacro", role: "extension", declaration: "actor Store {}", extendedType: "Store", conformances: "ModelActor")

		#expect(try expandedSource(reply) == "extension Store: SwiftData.ModelActor {}")
	}

	@Test("@ModelActor on a class is a diagnostic")
	func onClass() throws {
		var session = PluginSession()

		let reply = try session.expand("ModelActorMacro", role: "member", declaration: "final class Store {}")

		let result = try #require(reply["expandMacroResult"] as? [String: Any])
		let message = (result["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
		#expect(message == "'@ModelActor' can only be applied to an actor; 'Store' is a class")
	}
}
