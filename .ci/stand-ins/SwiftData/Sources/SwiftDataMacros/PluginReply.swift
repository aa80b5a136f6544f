/// A reply to the compiler, encoded the way it decodes `PluginToHostMessage`.
enum PluginReply: Encodable, Equatable {
	/// The plugin's protocol version.
	case capability(protocolVersion: Int)
	/// The unified expansion result (hosts speaking protocol version 5 or later).
	case expansion(source: String?, diagnostics: [Diagnostic])
	/// The attached-macro result older hosts expect: one string per expansion.
	case attachedExpansion(sources: [String]?, diagnostics: [Diagnostic])
	/// This plugin loads no libraries.
	case loadPluginLibrary(loaded: Bool, diagnostics: [Diagnostic])

	func encode(to encoder: any Encoder) throws {
		var container = encoder.container(keyedBy: Key.self)
		switch self {
		case .capability(let version):
			var body = container.nestedContainer(keyedBy: Key.self, forKey: .getCapabilityResult)
			var capability = body.nestedContainer(keyedBy: Key.self, forKey: .capability)
			try capability.encode(version, forKey: .protocolVersion)
		case .expansion(let source, let diagnostics):
			var body = container.nestedContainer(keyedBy: Key.self, forKey: .expandMacroResult)
			try body.encode(source, forKey: .expandedSource)
			try body.encode(diagnostics, forKey: .diagnostics)
		case .attachedExpansion(let sources, let diagnostics):
			var body = container.nestedContainer(keyedBy: Key.self, forKey: .expandAttachedMacroResult)
			try body.encode(sources, forKey: .expandedSources)
			try body.encode(diagnostics, forKey: .diagnostics)
		case .loadPluginLibrary(let loaded, let diagnostics):
			var body = container.nestedContainer(keyedBy: Key.self, forKey: .loadPluginLibraryResult)
			try body.encode(loaded, forKey: .loaded)
			try body.encode(diagnostics, forKey: .diagnostics)
		}
	}

	private enum Key: String, CodingKey {
		case getCapabilityResult, capability, protocolVersion
		case expandMacroResult, expandedSource, diagnostics
		case expandAttachedMacroResult, expandedSources
		case loadPluginLibraryResult, loaded
	}
}

/// A diagnostic as the compiler decodes it: a message at a UTF-8 offset of a file.
struct Diagnostic: Encodable, Equatable {
	struct Position: Encodable, Equatable {
		let fileName: String
		let offset: Int
	}

	let message: String
	let severity: String
	let position: Position
	let highlights: [Position] = []
	let notes: [Position] = []
	let fixIts: [Position] = []

	/// An error at `offset` bytes into `syntax`'s text.
	static func error(_ message: String, in syntax: HostMessage.Syntax, at offset: Int) -> Diagnostic {
		Diagnostic(
			message: message,
			severity: "error",
			position: Position(fileName: syntax.location.fileName, offset: syntax.location.offset + offset)
		)
	}

	private enum CodingKeys: String, CodingKey {
		case message, severity, position, highlights, notes, fixIts
	}
}
