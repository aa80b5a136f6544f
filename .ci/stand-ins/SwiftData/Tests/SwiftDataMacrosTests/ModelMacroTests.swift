import Foundation
import Testing

@testable import SwiftDataMacros

struct ModelMacroTests {
	static let entity = """

		/// Doc comment with a { brace and a "quote".
		@Model
		public final class ProductEntity: Codable {
			@Attribute(.unique) var identifier: String
			@Relationship(deleteRule: .cascade, inverse: \\Tag.product)
			var tags: [Tag] = []
			var `default`: Bool
			let created: Date
			var rating: Double? { didSet { print("changed") } }
			var label = "{not a block}"
			var handler: () -> Void = { print("}") }
			var counts: Dictionary<String, Int> = [:], step = 1 { didSet {} }
			@Transient var cache: [String: Int] = [:]
			static var shared = 0
			lazy var heavy = compute()
			var computed: Int { 1 }
			var both: Int {
				get { 1 }
				set {}
			}

			init() {
				identifier = ""
				`default` = false
				created = Date()
			}

			func compute() -> Int { 2 }
		}
		"""

	@Test("Stored properties become schema metadata, with their attributes' arguments verbatim")
	func memberExpansion() throws {
		var session = PluginSession()

		let source = try expandedSource(session.expand("ModelMacro", role: "member", declaration: Self.entity))

		let metadata = source.split(separator: "\n").filter { $0.contains("PropertyMetadata(name:") }.map { $0.trimmingCharacters(in: .whitespaces) }
		#expect(metadata == [
			#"SwiftData.Schema.PropertyMetadata(name: "identifier", keypath: \ProductEntity.identifier, defaultValue: nil, metadata: SwiftData.Schema.Attribute(.unique)),"#,
			#"SwiftData.Schema.PropertyMetadata(name: "tags", keypath: \ProductEntity.tags, defaultValue: { () -> Any in let value: [Tag] = []; return value as Any }, metadata: SwiftData.Schema.Relationship(deleteRule: .cascade, inverse: \Tag.product)),"#,
			#"SwiftData.Schema.PropertyMetadata(name: "default", keypath: \ProductEntity.`default`, defaultValue: nil, metadata: nil),"#,
			#"SwiftData.Schema.PropertyMetadata(name: "created", keypath: \ProductEntity.created, defaultValue: nil, metadata: nil),"#,
			#"SwiftData.Schema.PropertyMetadata(name: "rating", keypath: \ProductEntity.rating, defaultValue: nil, metadata: nil),"#,
			#"SwiftData.Schema.PropertyMetadata(name: "label", keypath: \ProductEntity.label, defaultValue: { () -> Any in let value = "{not a block}"; return value as Any }, metadata: nil),"#,
			#"SwiftData.Schema.PropertyMetadata(name: "handler", keypath: \ProductEntity.handler, defaultValue: { () -> Any in let value: () -> Void = { print("}") }; return value as Any }, metadata: nil),"#,
			#"SwiftData.Schema.PropertyMetadata(name: "counts", keypath: \ProductEntity.counts, defaultValue: { () -> Any in let value: Dictionary<String, Int> = [:]; return value as Any }, metadata: nil),"#,
			#"SwiftData.Schema.PropertyMetadata(name: "step", keypath: \ProductEntity.step, defaultValue: { () -> Any in let value = 1; return value as Any }, metadata: nil),"#,
		])
		#expect(source.contains("public nonisolated let persistentBackingData = SwiftData._PersistentBackingData()"))
		#expect(source.contains("public nonisolated static var schemaMetadata: [SwiftData.Schema.PropertyMetadata]"))
		#expect(source.contains("public required nonisolated init(backingData: SwiftData._PersistentBackingData) {"))
		let assignments = source.split(separator: "\n").filter { $0.contains("backingData._value(") }.map { $0.trimmingCharacters(in: .whitespaces) }
		#expect(assignments.first == #"self.identifier = backingData._value(\ProductEntity.identifier, named: "identifier")"#)
		#expect(assignments.contains(#"self.`default` = backingData._value(\ProductEntity.`default`, named: "default")"#))
		#expect(assignments.contains(#"self.created = backingData._value(\ProductEntity.created, named: "created")"#))
		#expect(assignments.count == 9)
	}

	@Test("The extension role conforms the extended type to PersistentModel")
	func extensionExpansion() throws {
		var session = PluginSession()

		let reply = try session.expand(
			"ModelMacro", role: "extension", declaration: Self.entity, extendedType: " Catalog.ProductEntity", conformances: "PersistentModel"
		)

		#expect(try expandedSource(reply) == "nonisolated extension Catalog.ProductEntity: SwiftData.PersistentModel {}")
	}

	@Test("No extension is added when the type already conforms")
	func extensionSkippedWhenConforming() throws {
		var session = PluginSession()

		let reply = try session.expand("ModelMacro", role: "extension", declaration: Self.entity, extendedType: "ProductEntity", conformances: "")

		#expect(try expandedSource(reply) == "")
	}

	@Test("The member-attribute role leaves members as written")
	func memberAttributeAddsNothing() throws {
		var session = PluginSession()

		let reply = try session.expand("ModelMacro", role: "memberAttribute", declaration: "var name: String")

		#expect(try expandedSource(reply) == "")
	}

	@Test("@Model on a struct is a diagnostic at the struct keyword, and no expansion")
	func modelOnStruct() throws {
		var session = PluginSession()
		let declaration = "\n@Model\nstruct Point {\n\tvar x: Int\n}"

		let reply = try session.expand("ModelMacro", role: "member", declaration: declaration)

		let result = try #require(reply["expandMacroResult"] as? [String: Any])
		#expect(result["expandedSource"] == nil || result["expandedSource"] is NSNull)
		let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
		#expect(diagnostic["message"] as? String == "'@Model' can only be applied to a class; 'Point' is a struct")
		let position = try #require(diagnostic["position"] as? [String: Any])
		#expect(position["fileName"] as? String == PluginSession.fileName)
		#expect(position["offset"] as? Int == PluginSession.declarationOffset + 8)
	}
}

/// The expanded source of an `expandMacroResult` reply that has no diagnostics.
func expandedSource(_ reply: [String: Any]) throws -> String {
	let result = try #require(reply["expandMacroResult"] as? [String: Any])
	#expect((result["diagnostics"] as? [Any])?.isEmpty == true)
	return try #require(result["expandedSource"] as? String)
}
