/// What an attached macro produced for one role: declarations (or attributes) to add, and diagnostics.
///
/// `sources` is `nil` when the expansion failed, so that the compiler reports the diagnostics instead of
/// using a half-made expansion.
struct Expansion: Equatable {
	var sources: [String]?
	var diagnostics: [Diagnostic] = []

	static let nothing = Expansion(sources: [])

	static func failure(_ diagnostic: Diagnostic) -> Expansion {
		Expansion(sources: nil, diagnostics: [diagnostic])
	}
}

/// A macro attached to a declaration, expanded from the request's source text.
protocol AttachedMacro {
	static func expand(role: String, request: HostMessage.ExpandAttached) -> Expansion
}

/// `@Attribute`, `@Relationship` and `@Transient` add nothing themselves: `@Model` reads them from the
/// property's source text. Being peer macros that produce no peers keeps the stored property as written.
enum MarkerMacro: AttachedMacro {
	static func expand(role: String, request: HostMessage.ExpandAttached) -> Expansion {
		.nothing
	}
}

/// The macros this plugin provides, by the type name used in `#externalMacro(module:type:)`.
enum MacroRegistry {
	static func macro(named typeName: String) -> (any AttachedMacro.Type)? {
		switch typeName {
		case "ModelMacro": ModelMacro.self
		case "ModelActorMacro": ModelActorMacro.self
		case "AttributeMacro", "RelationshipMacro", "TransientMacro": MarkerMacro.self
		default: nil
		}
	}
}
