import ScaffoldBasics
import ScaffoldMustache
import ScaffoldSpec

/// The keys of how a REST entity's create and update send their bodies (`"create": {…}`,
/// `"update": {…}`), in this order: the update's method, the key each body is wrapped in, if any,
/// and whether it is a form (with the body a sample item makes). Made for REST entities only:
/// the only ones whose data source and tests read them.
struct WriteContext: FlattenedTemplateContext {
	/// `.put` or `.post`: the runtime's `HTTPMethod` case, which seed 004's has too.
	let updateMethod: String
	/// The generated test's words: "Update article puts the item…", `updateArticlePutsItem`.
	let updateVerb: String
	let updateVerbName: String
	/// `"answer": "none"`: the update's answer is not the item, which is read again by its item path.
	let updateRereads: Bool
	let createWrapsBody: Bool
	/// The key the create's body is wrapped in, escaped for a string literal; empty when it is not.
	let createBodyKey: String
	let updateWrapsBody: Bool
	let updateBodyKey: String
	/// Whether either body is wrapped.
	let wrapsBody: Bool
	let createSendsForm: Bool
	/// The body the generated test expects, worked out here, not by the generated encoder.
	let createFormBody: String
	let updateSendsForm: Bool
	let updateFormBody: String
	/// Whether either body is a form.
	let sendsForm: Bool

	/// The writes of `entity`, nil without `rest`; `samples` are the sample items a create and an
	/// update send in the generated tests (the detail and the updated fixtures), asked for only
	/// when a write is a form.
	init?(rest: SpecREST?, entity: SpecEntity, samples: () -> (created: JSONValue, updated: JSONValue)) {
		guard let rest else { return nil }
		let isPut = rest.updateWrite.method == .put
		updateMethod = rest.updateWrite.method.rawValue.lowercased()
		updateVerb = isPut ? "puts" : "posts"
		updateVerbName = isPut ? "Puts" : "Posts"
		updateRereads = rest.update && rest.updateWrite.answer == .none
		let createKey = rest.create ? rest.createWrite.envelope : nil
		let updateKey = rest.update ? rest.updateWrite.envelope : nil
		createWrapsBody = createKey != nil
		createBodyKey = SwiftLiteral.stringContent(createKey ?? "")
		updateWrapsBody = updateKey != nil
		updateBodyKey = SwiftLiteral.stringContent(updateKey ?? "")
		wrapsBody = createWrapsBody || updateWrapsBody
		createSendsForm = rest.create && rest.createWrite.encoding == .form
		updateSendsForm = rest.update && rest.updateWrite.encoding == .form
		sendsForm = createSendsForm || updateSendsForm
		let items = sendsForm ? samples() : (created: JSONValue.null, updated: JSONValue.null)
		createFormBody = createSendsForm ? SwiftLiteral.stringContent(FormBody.of(items.created, entity: entity)) : ""
		updateFormBody = updateSendsForm ? SwiftLiteral.stringContent(FormBody.of(items.updated, entity: entity)) : ""
	}

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("updateMethod", updateMethod)
		object.set("updateVerb", updateVerb)
		object.set("updateVerbName", updateVerbName)
		object.set("updateRereads", updateRereads)
		object.set("createWrapsBody", createWrapsBody)
		object.set("createBodyKey", createBodyKey)
		object.set("updateWrapsBody", updateWrapsBody)
		object.set("updateBodyKey", updateBodyKey)
		object.set("wrapsBody", wrapsBody)
		object.set("createSendsForm", createSendsForm)
		object.set("createFormBody", createFormBody)
		object.set("updateSendsForm", updateSendsForm)
		object.set("updateFormBody", updateFormBody)
		object.set("sendsForm", sendsForm)
	}
}
