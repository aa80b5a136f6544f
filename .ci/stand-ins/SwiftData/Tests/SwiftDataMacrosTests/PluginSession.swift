import Foundation

@testable import SwiftDataMacros

/// Plays the compiler's side of the plugin protocol: frames JSON requests, runs them through the plugin's
/// own reading and handling code, and decodes the framed replies.
struct PluginSession {
	var handler = MessageHandler()

	/// Sends framed requests as one byte stream, as the compiler does, and returns the decoded replies.
	mutating func send(_ requests: [[String: Any]]) throws -> [[String: Any]] {
		var stream = Data()
		for request in requests {
			stream.append(MessageFraming.frame(try JSONSerialization.data(withJSONObject: request)))
		}
		var replies: [[String: Any]] = []
		for message in try MessageFraming.messages(in: stream) {
			guard let reply = try handler.reply(to: message) else { continue }
			let reframed = try MessageFraming.messages(in: MessageFraming.frame(reply))
			replies.append(try unwrapped(JSONSerialization.jsonObject(with: reframed[0]) as? [String: Any]))
		}
		return replies
	}

	/// Handshakes as a compiler speaking `hostVersion`, then expands one attached macro.
	mutating func expand(
		_ typeName: String,
		role: String,
		declaration: String,
		extendedType: String? = nil,
		conformances: String? = nil,
		hostVersion: Int = 7
	) throws -> [String: Any] {
		let replies = try send([
			["getCapability": ["capability": ["protocolVersion": hostVersion]]],
			Self.expansionRequest(typeName, role: role, declaration: declaration, extendedType: extendedType, conformances: conformances),
		])
		return try unwrapped(replies.last)
	}

	static let fileName = "/tmp/Models.swift"
	/// Where the declaration starts in its file, so that diagnostic offsets can be checked.
	static let declarationOffset = 100

	static func expansionRequest(_ typeName: String, role: String, declaration: String, extendedType: String?, conformances: String?) -> [String: Any] {
		var request: [String: Any] = [
			"macro": ["moduleName": "SwiftDataMacros", "typeName": typeName, "name": typeName.replacingOccurrences(of: "Macro", with: "")],
			"macroRole": role,
			"discriminator": "$s1",
			"attributeSyntax": syntax("attribute", "@Model", offset: declarationOffset),
			"declSyntax": syntax("declaration", declaration, offset: declarationOffset),
		]
		if let extendedType { request["extendedTypeSyntax"] = syntax("type", extendedType, offset: 0) }
		if let conformances { request["conformanceListSyntax"] = syntax("type", conformances, offset: 0) }
		return ["expandAttachedMacro": request]
	}

	static func syntax(_ kind: String, _ source: String, offset: Int) -> [String: Any] {
		[
			"kind": kind,
			"source": source,
			"location": ["fileID": "App/Models.swift", "fileName": fileName, "offset": offset, "line": 5, "column": 1],
		]
	}
}

private struct MissingValue: Error {}

/// The value, or an error that fails the calling test.
private func unwrapped<T>(_ value: T?) throws -> T {
	guard let value else { throw MissingValue() }
	return value
}
