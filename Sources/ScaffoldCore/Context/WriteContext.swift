import ScaffoldBasics
import ScaffoldMustache
import ScaffoldSpec

/// The keys of how a REST entity's create and update send their bodies (`"create": {…}`,
/// `"update": {…}`): the update's method, and the key each body is wrapped in, if any. Set for
/// REST entities only: the only ones whose data source and tests read them.
struct WriteContext {
	let rest: SpecREST?

	var contextEntries: [(String, TemplateValue)] {
		guard let rest else { return [] }
		let isPut = rest.updateWrite.method == .put
		var entries: [(String, TemplateValue)] = [
			// `.put` or `.post`: the runtime's `HTTPMethod` case, which seed 004's has too.
			("updateMethod", .string(rest.updateWrite.method.rawValue.lowercased())),
			// The generated test's words: "Update article puts the item…", `updateArticlePutsItem`.
			("updateVerb", .string(isPut ? "puts" : "posts")),
			("updateVerbName", .string(isPut ? "Puts" : "Posts")),
		]
		let wraps = [("create", rest.create ? rest.createWrite.envelope : nil), ("update", rest.update ? rest.updateWrite.envelope : nil)]
		for (prefix, key) in wraps {
			entries.append(("\(prefix)WrapsBody", .bool(key != nil)))
			entries.append(("\(prefix)BodyKey", .string(SwiftLiteral.stringContent(key ?? ""))))
		}
		entries.append(("wrapsBody", .bool(wraps.contains { $0.1 != nil })))
		return entries
	}
}
