/// The typed setters a ``TemplateContext`` writes its keys with (see ``TemplateContext`` for the
/// encoding of each kind of value). Overloads rather than one `Any` setter, so a property of a
/// type with no template value is a compile error and nothing is cast at run time.
extension TemplateObject {
	/// Sets `text` under `key`.
	package mutating func set(_ key: String, _ text: String) { self[key] = .string(text) }

	/// Sets `flag` under `key`.
	package mutating func set(_ key: String, _ flag: Bool) { self[key] = .bool(flag) }

	/// Sets `integer` under `key`, as its decimal text.
	package mutating func set(_ key: String, _ integer: Int) { self[key] = TemplateValue(integer) }

	/// Sets `value` under `key` as is.
	package mutating func set(_ key: String, _ value: TemplateValue) { self[key] = value }

	/// Sets `object` under `key`.
	package mutating func set(_ key: String, _ object: TemplateObject) { self[key] = .object(object) }

	/// Sets a nested context under `key`, as an object.
	package mutating func set(_ key: String, _ context: some TemplateContext) { self[key] = context.templateValue }

	/// Sets `texts` under `key`, as a list.
	package mutating func set(_ key: String, _ texts: [String]) { self[key] = .list(texts.map(TemplateValue.string)) }

	/// Sets `values` under `key`, as a list.
	package mutating func set(_ key: String, _ values: [TemplateValue]) { self[key] = .list(values) }

	/// Sets `contexts` under `key`, as a list of objects.
	package mutating func set(_ key: String, _ contexts: [some TemplateContext]) {
		// A closure, not `\.templateValue`: this generic setter is not specialised for every
		// context type, and a key path there is built at run time on every call (2% of a `check`
		// without its record, by `perf`).
		self[key] = .list(contexts.map { $0.templateValue })
	}

	/// Sets `text` under `key`; nothing when it is nil (the key is absent, not null).
	package mutating func set(_ key: String, _ text: String?) { if let text { set(key, text) } }

	/// Sets `flag` under `key`; nothing when it is nil.
	package mutating func set(_ key: String, _ flag: Bool?) { if let flag { set(key, flag) } }

	/// Sets `integer` under `key`; nothing when it is nil.
	package mutating func set(_ key: String, _ integer: Int?) { if let integer { set(key, integer) } }

	/// Sets `value` under `key`; nothing when it is nil.
	package mutating func set(_ key: String, _ value: TemplateValue?) { if let value { set(key, value) } }

	/// Sets a nested context under `key`; nothing when it is nil.
	package mutating func set(_ key: String, _ context: (some TemplateContext)?) { if let context { set(key, context) } }

	/// Sets a list of contexts under `key`; nothing when it is nil.
	package mutating func set(_ key: String, _ contexts: [some TemplateContext]?) { if let contexts { set(key, contexts) } }

	/// Sets the keys of a flattened context on this object, in place of one key of its own (or those
	/// of any context on an object assembled key by key).
	package mutating func merge(_ context: some TemplateContext) {
		#if DEBUG
			_ = context.templateObject  // holds its hand-written keys to the reflecting reference
		#endif
		context.encode(into: &self)
	}

	/// Sets the keys of a flattened context on this object; nothing when it is nil.
	package mutating func merge(_ context: (some TemplateContext)?) { if let context { merge(context) } }
}
