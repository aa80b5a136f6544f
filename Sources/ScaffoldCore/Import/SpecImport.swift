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
		/// GraphQL: how many levels of object types below an entity are written out as value types
		/// (`--depth`); deeper object fields are left out. `nil`: every level.
		package var depth: Int?

		/// Creates options.
		package init(
			feature: String, select: [String] = [], scalars: [String: String] = [:], identifiers: [String: String] = [:], depth: Int? = nil
		) {
			self.feature = feature
			self.select = select
			self.scalars = scalars
			self.identifiers = identifiers
			self.depth = depth
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
			// What a GraphQL import said of the types it wrote out changes with the depth that fits:
			// only the way out is worth reading.
			// Only a problem of size is that: any other is said as what it is (`refused`).
			if imported.graphQLLevels > 0 {
				let errors = check.diagnostics.filter { $0.severity == .error }
				guard errors.contains(where: { $0.code == SpecChecker.expansionCode }) else {
					return (nil, [refused(imported, problems: errors, path: path, options: options)])
				}
				return (nil, [tooLarge(imported, problems: check.diagnostics, bytes: Array(bytes), path: path, options: options)])
			}
			return (nil, log.diagnostics + check.diagnostics)
		}
		// The document's own examples of what was imported must decode with the spec it gave.
		if let spec = check.spec, let document = imported.openAPIDocument {
			log.diagnostics += OpenAPIExampleCheck.diagnostics(spec: spec, document: document, path: path)
		}
		return (text, log.diagnostics)
	}

	/// The error of an import whose spec does not load: for a GraphQL schema whose object types nest
	/// too deep or too large to write out, located at the first entity in the schema and naming the
	/// most `--depth` that loads; the spec's problems follow as notes, not located in a spec that was
	/// never written.
	private static func tooLarge(_ imported: ImportedSpec, problems: [Diagnostic], bytes: [UInt8], path: String, options: Options) -> Diagnostic {
		let notes = problems.filter { $0.severity == .error }.map { Diagnostic.Note($0.message) }
		let entity = imported.entities.first
		let location = SourceLocation(path: path, position: entity?.position)
		// Fewer levels never nest deeper or larger, so the most that loads is found by halving.
		var (fits, fails) = (-1, min(options.depth ?? imported.graphQLLevels, imported.graphQLLevels))
		while fails - fits > 1 {
			let depth = (fits + fails) / 2
			var fewer = options
			fewer.depth = depth
			if let (spec, log) = try? importSpec(bytes: bytes, path: path, options: fewer), !log.diagnostics.containsErrors,
				!Spec.load(bytes: Array(spec.specText().utf8), path: path).diagnostics.containsErrors
			{
				fits = depth
			} else {
				fails = depth
			}
		}
		let way = fits >= 0 ? "import \(fits) level\(fits == 1 ? "" : "s") of them with '--depth \(fits)', or fewer types with '--select'" : "select fewer types with '--select'"
		return .error(
			"the object types \(quoted: entity?.name ?? options.feature) nests are too deep or too large for a spec once written out in full (\(imported.graphQLLevels) level\(imported.graphQLLevels == 1 ? "" : "s")); \(way)",
			at: location, notes: notes)
	}

	/// The error of a GraphQL import whose spec the checker refuses for another reason than its
	/// size: the first problem, located at the first entity in the schema, the others as notes. A
	/// fewer `--depth` would not help, so none is named; the problem is the import's own.
	private static func refused(_ imported: ImportedSpec, problems: [Diagnostic], path: String, options: Options) -> Diagnostic {
		let entity = imported.entities.first
		let first = problems.first?.message ?? "it does not load"
		return .error(
			"the spec imported for \(quoted: entity?.name ?? options.feature) is refused by the spec checker, which the import should never write (a bug of spec import, worth reporting): \(first)",
			at: SourceLocation(path: path, position: entity?.position), notes: problems.dropFirst().map { Diagnostic.Note($0.message) })
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
