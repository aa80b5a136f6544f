import ScaffoldBasics
import ScaffoldMustache
import ScaffoldSpec

/// The keys of how a REST entity's create and update send their bodies (`"create": {…}`,
/// `"update": {…}`): the update's method, the key each body is wrapped in, if any, and whether it
/// is a form (with the body a sample item makes). Set for
/// REST entities only: the only ones whose data source and tests read them.
struct WriteContext {
	let rest: SpecREST?
	let entity: SpecEntity
	/// The sample items a create and an update send in the generated tests (the detail and the
	/// updated fixtures), asked for only when a write is a form.
	let samples: () -> (created: JSONValue, updated: JSONValue)

	var contextEntries: [(String, TemplateValue)] {
		guard let rest else { return [] }
		let isPut = rest.updateWrite.method == .put
		var entries: [(String, TemplateValue)] = [
			// `.put` or `.post`: the runtime's `HTTPMethod` case, which seed 004's has too.
			("updateMethod", .string(rest.updateWrite.method.rawValue.lowercased())),
			// The generated test's words: "Update article puts the item…", `updateArticlePutsItem`.
			("updateVerb", .string(isPut ? "puts" : "posts")),
			("updateVerbName", .string(isPut ? "Puts" : "Posts")),
			// `"answer": "none"`: the update's answer is not the item, which is read again by its item path.
			("updateRereads", .bool(rest.update && rest.updateWrite.answer == .none)),
		]
		let wraps = [("create", rest.create ? rest.createWrite.envelope : nil), ("update", rest.update ? rest.updateWrite.envelope : nil)]
		for (prefix, key) in wraps {
			entries.append(("\(prefix)WrapsBody", .bool(key != nil)))
			entries.append(("\(prefix)BodyKey", .string(SwiftLiteral.stringContent(key ?? ""))))
		}
		entries.append(("wrapsBody", .bool(wraps.contains { $0.1 != nil })))
		let forms = [("create", rest.create && rest.createWrite.encoding == .form), ("update", rest.update && rest.updateWrite.encoding == .form)]
		let items = forms.contains { $0.1 } ? samples() : (created: JSONValue.null, updated: JSONValue.null)
		for (prefix, isForm) in forms {
			entries.append(("\(prefix)SendsForm", .bool(isForm)))
			// The body the generated test expects, worked out here, not by the generated encoder.
			let item = prefix == "create" ? items.created : items.updated
			entries.append(("\(prefix)FormBody", .string(isForm ? SwiftLiteral.stringContent(FormBody.of(item, entity: entity)) : "")))
		}
		entries.append(("sendsForm", .bool(forms.contains { $0.1 })))
		return entries
	}
}
