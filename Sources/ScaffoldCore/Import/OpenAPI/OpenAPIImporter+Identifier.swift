import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Which property identifies an item: the one the item path's parameter names, found by rules
/// that are written down (docs/spec.md, "The identifier"), each guess said at the document's line.
/// Where no rule finds one, the entity is refused with an error saying what to pass instead: a
/// made-up `id: Int` would lint, generate and compile, and then no response would decode.
extension OpenAPIImporter {
	/// Property names that identify an item when nothing else does, in no order: one of them
	/// alone among the item's properties is the identifier, with a warning.
	static let identifierWords: Set<String> = ["uid", "uuid", "key", "slug", "name", "code", "handle", "login", "username", "sid", "gid"]

	/// The identifier's key among `fields` (those of type integer, string or uuid), or nil after
	/// an error saying what to pass instead. Rules, in order: `--identifier`; the item path's
	/// parameter exactly (`{login}` → `login`); ignoring case, `_` and `-` (`{Sid}` → `sid`,
	/// `{invoice_id}` → `invoiceId`); a parameter ending in `Uid` or `Id` (any case, after `_`)
	/// stands for `uid` or `id` (`{indexUid}` → `uid`, `{domain_id}` → `id`); without an item
	/// path, `id` (any case); else the one property named like an identifier (`uid`, `key`,
	/// `slug`, `name`…), with a warning.
	mutating func identifierKey(among fields: [ImportedField], of schema: JSONNode, resource: Resource, entity: String) throws(Diagnostic) -> String? {
		let schemaPosition = schema.position
		let scalars = fields.filter { [.int, .string, .uuid].contains($0.type.unwrapped) }
		let collection = resource.path.count > 1 && resource.path.hasSuffix("/") ? String(resource.path.dropLast()) : resource.path
		let given = options.identifiers[collection] ?? options.identifiers[resource.path] ?? options.identifiers[Self.withoutFormat(collection)]
		let place = resource.itemPosition ?? resource.position
		if let given {
			guard scalars.contains(where: { $0.key == given }) else {
				log.error(
					"'--identifier \(collection)=\(given)': \(entity) has no property \(quoted: given) of type integer, string or uuid; its properties of those types are \(Self.listed(scalars))",
					at: schemaPosition)
				return nil
			}
			log.note("\(quoted: given) is the identifier of \(entity): '--identifier \(collection)=\(given)' says so", at: place)
			return given
		}
		if let parameter = resource.itemParameter, let itemPath = resource.itemPath {
			if scalars.contains(where: { $0.key == parameter }) { return parameter }
			let loose = Self.loose(parameter)
			if let match = scalars.first(where: { Self.loose($0.key) == loose }) {
				log.note(
					"\(quoted: match.key) is the identifier of \(entity): the parameter of \(quoted: itemPath) names it, case, '_' and '-' aside",
					at: place)
				return match.key
			}
			// `{subscriber}` of `/subscribers` (Laravel's route model binding) names the item itself.
			let resourceName = Self.loose(Name(resource.collectionName).singular.lowerCamel)
			if loose == resourceName, let match = scalars.first(where: { Self.loose($0.key) == "id" }) {
				log.note(
					"\(quoted: match.key) is the identifier of \(entity): the parameter of \(quoted: itemPath) names the item itself, and \(entity) has no property \(quoted: parameter)",
					at: place)
				return match.key
			}
			for (suffix, spellings) in [("uid", "'…Uid' and '…_uid'"), ("id", "'…Id', '…_id' and '…ID'")] where loose.hasSuffix(suffix) && loose.count > suffix.count {
				guard let match = scalars.first(where: { Self.loose($0.key) == suffix }) else { continue }
				log.note(
					"\(quoted: match.key) is the identifier of \(entity): it has no property \(quoted: parameter), the parameter of \(quoted: itemPath), and parameters \(spellings) stand for \(quoted: suffix)",
					at: place)
				return match.key
			}
		} else {
			if scalars.contains(where: { $0.key == "id" }) { return "id" }
			if let match = scalars.first(where: { Self.loose($0.key) == "id" }) {
				log.note("\(quoted: match.key) is the identifier of \(entity): it is 'id' but for its case", at: schemaPosition)
				return match.key
			}
		}
		let looked = resource.itemParameter.map { "no property the item path's parameter \(quoted: "{" + $0 + "}") names (exactly, ignoring case and '_', or as '…Id' → 'id', '…Uid' → 'uid')" } ?? "no 'id' property"
		let candidates = scalars.filter { Self.identifierWords.contains(Self.loose($0.key)) }
		if candidates.count == 1, let only = candidates.first {
			log.warn(
				"\(entity) has \(looked); \(quoted: only.key), its one property named like an identifier, is taken as the identifier: check it, or pass '--identifier \(collection)=PROPERTY'",
				at: only.position ?? schemaPosition)
			return only.key
		}
		if let parameter = resource.itemParameter, let itemPath = resource.itemPath, let inner = try nestedItem(in: schema, of: resource, naming: parameter) {
			let keys = schema["properties"]?.members?.map(\.key).joined(separator: ", ") ?? ""
			log.error(
				"GET \(itemPath) answers its item inside \(inner)\(keys.isEmpty ? "" : " of {\(keys)}"): a spec reads an item as the whole response, or as the object under an envelope key, so \(entity) has no identifier; this shape is not imported yet: leave \(quoted: collection) out of '--select'",
				at: place)
			return nil
		}
		if resource.hasNoItemPath {
			// Nothing reads it back by identifier: leaving it out loses no read, and the rest imports.
			log.warn(
				"\(entity) (\(collection)) is left out: it has no item path and no property identifies it (\(looked)); pass '--identifier \(collection)=PROPERTY' to import it",
				at: place)
			return nil
		}
		let offered = candidates.isEmpty ? scalars : candidates
		log.error(
			"\(entity) (\(collection)) has no identifier: \(looked) among its properties of type integer, string or uuid; pass '--identifier \(collection)=PROPERTY' naming the property that identifies an item (\(candidates.isEmpty ? "its properties of those types" : "candidates") are \(Self.listed(offered))), or leave \(quoted: collection) out of '--select'",
			at: place)
		return nil
	}

	/// Where a response keeps the item one level down, found by the property the item path's
	/// parameter names (Xero's `{Invoices: [Invoice]}`, Figma's `{status, error, meta: Component}`):
	/// "the array 'Invoices'" or "'meta'"; nil when no property holds it.
	private func nestedItem(in schema: JSONNode, of resource: Resource, naming parameter: String) throws(Diagnostic) -> String? {
		let wanted = Self.loose(parameter)
		if let items = try document.resolved(schema["items"], path: log.path), try Self.keys(of: items, document: document, path: log.path).contains(where: { Self.loose($0) == wanted }) {
			return try responseEnvelope(resource).map { "the array under \(quoted: $0)" } ?? "an array"
		}
		for member in schema["properties"]?.members ?? [] {
			guard case .node(let value, _)? = try document.resolveIfDefined(member.value, path: log.path) else { continue }
			let isArray = value["items"] != nil
			guard let item = isArray ? try document.resolved(value["items"], path: log.path) : value else { continue }
			if try Self.keys(of: item, document: document, path: log.path).contains(where: { Self.loose($0) == wanted }) {
				return isArray ? "the array \(quoted: member.key)" : "\(quoted: member.key)"
			}
		}
		return nil
	}

	/// The property keys of an object schema and of its `allOf` parts.
	private static func keys(of schema: JSONNode, document: OpenAPIDocument, path: String) throws(Diagnostic) -> [String] {
		var keys: [String] = []
		for part in [schema] + (schema["allOf"]?.elements ?? []) {
			keys += (try document.resolved(part, path: path))?["properties"]?.members?.map(\.key) ?? []
		}
		return keys
	}

	/// A name without case, `_` or `-`: `invoice_id`, `InvoiceID` and `invoiceId` all read `invoiceid`.
	static func loose(_ name: String) -> String {
		String(name.lowercased().filter { $0 != "_" && $0 != "-" })
	}

	/// Quoted keys, or "none".
	private static func listed(_ fields: [ImportedField]) -> String {
		fields.isEmpty ? "none" : fields.prefix(8).map { "'\($0.key)'" }.joined(separator: ", ") + (fields.count > 8 ? "…" : "")
	}
}
