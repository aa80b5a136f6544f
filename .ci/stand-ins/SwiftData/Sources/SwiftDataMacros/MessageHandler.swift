import Foundation

/// Answers the compiler's requests: one decoded request in, one reply out.
struct MessageHandler {
	/// The plugin protocol version this plugin speaks (the compiler's `PROTOCOL_VERSION_NUMBER` when it was written).
	static let protocolVersion = 7

	/// The host's protocol version, learned from `getCapability`; 0 until then, like swift-syntax assumes.
	private(set) var hostProtocolVersion = 0

	/// The reply to a JSON request, as JSON; `nil` for requests that need none.
	mutating func reply(to json: Data) throws -> Data? {
		let message = try JSONDecoder().decode(HostMessage.self, from: json)
		guard let reply = reply(to: message) else { return nil }
		return try JSONEncoder().encode(reply)
	}

	mutating func reply(to message: HostMessage) -> PluginReply? {
		if let capability = message.getCapability {
			hostProtocolVersion = capability.capability?.protocolVersion ?? 0
			return .capability(protocolVersion: Self.protocolVersion)
		}
		if let request = message.expandAttachedMacro {
			return reply(expanding: request)
		}
		if let request = message.expandFreestandingMacro {
			let diagnostic = Diagnostic.error("the SwiftData stand-in has no freestanding macro '\(request.macro.name)'", in: request.syntax, at: 0)
			return .expansion(source: nil, diagnostics: [diagnostic])
		}
		if message.loadPluginLibrary != nil {
			return .loadPluginLibrary(loaded: false, diagnostics: [])
		}
		return nil
	}
}

// MARK: - Private

private extension MessageHandler {
	func reply(expanding request: HostMessage.ExpandAttached) -> PluginReply {
		let expansion: Expansion
		if let macro = MacroRegistry.macro(named: request.macro.typeName) {
			expansion = macro.expand(role: request.macroRole, request: request)
		} else {
			let message = "the SwiftData stand-in has no macro type '\(request.macro.typeName)'"
			expansion = .failure(.error(message, in: request.attributeSyntax, at: 0))
		}
		// Hosts from protocol version 5 take one joined text; older ones take the pieces.
		guard hostProtocolVersion >= 5 else {
			return .attachedExpansion(sources: expansion.sources, diagnostics: expansion.diagnostics)
		}
		let joined = expansion.sources.map { Self.collapse($0, role: request.macroRole) }
		return .expansion(source: joined, diagnostics: expansion.diagnostics)
	}

	/// Joins several expansions the way the compiler expects for the role: attributes by spaces,
	/// declarations by blank lines.
	static func collapse(_ pieces: [String], role: String) -> String {
		pieces.joined(separator: role == "memberAttribute" ? " " : "\n\n")
	}
}
