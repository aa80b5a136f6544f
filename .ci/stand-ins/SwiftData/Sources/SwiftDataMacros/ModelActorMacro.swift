/// `@ModelActor`: gives an actor a model container, a context of its own and a serial executor that owns
/// that context, as Apple's macro does, and conforms it to `ModelActor`.
enum ModelActorMacro: AttachedMacro {
	static func expand(role: String, request: HostMessage.ExpandAttached) -> Expansion {
		guard let outline = DeclarationParser(source: request.declSyntax.source).outline() else {
			return .failure(.error("'@ModelActor' needs an actor declaration", in: request.declSyntax, at: 0))
		}
		guard outline.kind == .actor else {
			guard role == "member" else { return .nothing }
			let message = "'@ModelActor' can only be applied to an actor; '\(outline.name)' is a \(outline.kind.rawValue)"
			return .failure(.error(message, in: request.declSyntax, at: outline.keyword.start))
		}
		switch role {
		case "member": return Expansion(sources: members(access: outline.memberAccess))
		case "extension":
			if let list = request.conformanceListSyntax?.source, !list.contains("ModelActor") { return .nothing }
			let type = request.extendedTypeSyntax?.source.trimmingWhitespace ?? outline.name
			return Expansion(sources: ["extension \(type): SwiftData.ModelActor {}"])
		default: return .nothing
		}
	}

	static func members(access: String) -> [String] {
		[
			"\(access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
			"\(access)nonisolated let modelContainer: SwiftData.ModelContainer",
			"""
			\(access)init(modelContainer: SwiftData.ModelContainer) {
				let modelContext = SwiftData.ModelContext(modelContainer)
				self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
				self.modelContainer = modelContainer
			}
			""",
		]
	}
}
