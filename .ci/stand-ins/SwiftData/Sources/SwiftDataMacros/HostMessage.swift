/// A request from the compiler, decoded from the JSON it sends.
///
/// The compiler encodes each request as an object with one key, the request's name, whose value holds its
/// arguments (Swift's synthesized `Codable` for an enum with associated values). Unknown keys and
/// requests are ignored rather than rejected, so a newer compiler that adds fields still works.
struct HostMessage: Decodable {
	struct Capability: Decodable {
		let capability: HostCapability?
	}

	struct HostCapability: Decodable {
		let protocolVersion: Int
	}

	struct MacroReference: Decodable {
		let moduleName: String
		let typeName: String
		let name: String
	}

	struct SourceLocation: Decodable {
		let fileID: String
		let fileName: String
		let offset: Int
		let line: Int
		let column: Int
	}

	struct Syntax: Decodable {
		let kind: String
		let source: String
		let location: SourceLocation
	}

	struct ExpandAttached: Decodable {
		let macro: MacroReference
		let macroRole: String
		let discriminator: String
		let attributeSyntax: Syntax
		let declSyntax: Syntax
		let parentDeclSyntax: Syntax?
		let extendedTypeSyntax: Syntax?
		let conformanceListSyntax: Syntax?
	}

	struct ExpandFreestanding: Decodable {
		let macro: MacroReference
		let macroRole: String?
		let discriminator: String
		let syntax: Syntax
	}

	struct LoadPluginLibrary: Decodable {
		let libraryPath: String
		let moduleName: String
	}

	let getCapability: Capability?
	let expandAttachedMacro: ExpandAttached?
	let expandFreestandingMacro: ExpandFreestanding?
	let loadPluginLibrary: LoadPluginLibrary?
}
