import Foundation
import Testing

@testable import SwiftDataMacros

struct MessageHandlerTests {
	@Test("getCapability is answered with the plugin's protocol version")
	func capability() throws {
		var session = PluginSession()

		let replies = try session.send([["getCapability": ["capability": ["protocolVersion": 7]]]])

		let result = try #require(replies.first?["getCapabilityResult"] as? [String: Any])
		#expect((result["capability"] as? [String: Any])?["protocolVersion"] as? Int == MessageHandler.protocolVersion)
	}

	@Test("Hosts older than protocol 5 get the per-expansion array reply")
	func oldHostsGetArrays() throws {
		var session = PluginSession()

		let reply = try session.expand("ModelActorMacro", role: "member", declaration: "actor Store {}", hostVersion: 4)

		let result = try #require(reply["expandAttachedMacroResult"] as? [String: Any])
		#expect((result["expandedSources"] as? [String])?.count == 3)
	}

	@Test("An unknown macro type is reported as a diagnostic, not a crash")
	func unknownMacro() throws {
		var session = PluginSession()

		let reply = try session.expand("QueryMacro", role: "member", declaration: "final class A {}")

		let result = try #require(reply["expandMacroResult"] as? [String: Any])
		#expect(result["expandedSource"] == nil || result["expandedSource"] is NSNull)
		let message = (result["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
		#expect(message?.contains("QueryMacro") == true)
	}

	@Test("A freestanding expansion request gets an error diagnostic")
	func freestandingIsRefused() throws {
		var session = PluginSession()
		let request: [String: Any] = [
			"macro": ["moduleName": "SwiftDataMacros", "typeName": "X", "name": "X"],
			"discriminator": "$s1",
			"syntax": PluginSession.syntax("expression", "#X", offset: 3),
		]

		let replies = try session.send([["expandFreestandingMacro": request]])

		let result = try #require(replies.first?["expandMacroResult"] as? [String: Any])
		let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
		#expect(diagnostic["severity"] as? String == "error")
	}
}
