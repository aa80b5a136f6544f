import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Imports a spec from an API description (`scaffold spec import FILE --name FEATURE`): an
/// OpenAPI 3.0/3.1 document in JSON or YAML, a GraphQL schema in SDL, or a GraphQL
/// introspection result.
///
/// Like ``SpecInference``, every guess is explained as a note and every loss (what the spec
/// format cannot express) is a warning, each located in the document. A document that cannot be
/// read (a syntax error, a dangling `$ref`) gives one located error and no spec. The spec it
/// returns loads clean.
package enum SpecImport {
	/// What to import and how.
	package struct Options: Sendable, Equatable {
		/// The feature's name (`Petstore`).
		package var feature: String
		/// OpenAPI: path prefixes (`/pets`) or tags (`pet`); GraphQL: object type names. Empty: everything.
		package var select: [String]
		/// GraphQL custom scalars → spec built-in types (`DateTime` → `Date`), from `scaffold.json`'s `scalars`.
		package var scalars: [String: String]
		/// OpenAPI: collection path → the property that identifies its items (`--identifier /keys=uid`),
		/// for a resource whose identifier no rule finds.
		package var identifiers: [String: String]

		/// Creates options.
		package init(feature: String, select: [String] = [], scalars: [String: String] = [:], identifiers: [String: String] = [:]) {
			self.feature = feature
			self.select = select
			self.scalars = scalars
			self.identifiers = identifiers
		}
	}

	/// The kinds of document `import` reads.
	package enum Format: String, Sendable {
		case openAPI = "OpenAPI"
		case graphQLSchema = "GraphQL SDL"
		case graphQLIntrospection = "GraphQL introspection"
	}

	/// The spec text (tab-indented, newline-terminated) when the import succeeds, and the
	/// explanations and problems as diagnostics pointing into `path`.
	package static func run(bytes: some Collection<UInt8>, path: String, options: Options) -> (text: String?, diagnostics: [Diagnostic]) {
		if let problem = SpecNameRules.typeNameProblem(options.feature, role: "feature") { return (nil, [.error(problem)]) }
		let imported: ImportedSpec
		var log: ImportLog
		do {
			(imported, log) = try importSpec(bytes: Array(bytes), path: path, options: options)
		} catch {
			return (nil, [error])
		}
		log.diagnostics = SpecReader.sorted(log.diagnostics)
		guard !log.diagnostics.containsErrors else { return (nil, log.diagnostics) }
		let text = imported.specText()
		let check = Spec.load(bytes: Array(text.utf8), path: "<imported \(options.feature).json>")
		if check.diagnostics.containsErrors {
			log.diagnostics += check.diagnostics
			return (nil, log.diagnostics)
		}
		// The document's own examples of what was imported must decode with the spec it gave.
		if let spec = check.spec, let document = imported.openAPIDocument {
			log.diagnostics += OpenAPIExampleCheck.diagnostics(spec: spec, document: document, path: path)
		}
		return (text, log.diagnostics)
	}

	/// Which kind of document the file is, by its extension and its top-level keys.
	package static func importSpec(bytes: [UInt8], path: String, options: Options) throws(Diagnostic) -> (ImportedSpec, ImportLog) {
		let lower = path.lowercased()
		if lower.hasSuffix(".graphql") || lower.hasSuffix(".graphqls") || lower.hasSuffix(".gql") {
			let schema = try GraphQLParser.parse(bytes: bytes, path: path)
			var importer = GraphQLImporter(schema: schema, path: path, options: options)
			return (try importer.run(), importer.log)
		}
		let root = YAMLReader.looksLikeJSON(bytes) ? try JSONReader(path: path).read(bytes) : try YAMLReader(path: path).read(bytes)
		if let version = root["openapi"] {
			guard let text = version.string, text.hasPrefix("3.") else {
				throw .error("OpenAPI version \(version.string ?? version.value.kindName) is not read; 3.0 and 3.1 are", at: SourceLocation(path: path, position: version.position))
			}
			var importer = OpenAPIImporter(document: OpenAPIDocument(root: root, version: text), path: path, options: options)
			var imported = try importer.run()
			imported.openAPIDocument = importer.document
			return (imported, importer.log)
		}
		if let swagger = root["swagger"] {
			throw .error("Swagger 2.0 documents are not read; convert it to OpenAPI 3 first", at: SourceLocation(path: path, position: swagger.position))
		}
		if let introspection = root["__schema"] ?? root["data"]?["__schema"] {
			let schema = try GraphQLIntrospection.schema(from: introspection, path: path)
			var importer = GraphQLImporter(schema: schema, path: path, options: options)
			return (try importer.run(), importer.log)
		}
		throw .error(
			"expected an OpenAPI document (an 'openapi' key) or a GraphQL introspection result (a '__schema' key)",
			at: SourceLocation(path: path, position: root.position))
	}
}
