/// A typed template context: a struct whose stored properties are the keys a template reads,
/// encoded to a ``TemplateObject`` once, where the object is assembled.
///
/// Each stored property is one key, named exactly as the property, in declaration order, so
/// renaming a key is a compile error in every Swift reader and the object's key order is the
/// struct's. Each conformer writes its keys by hand in ``encode(into:)`` with the typed setters of
/// ``TemplateObject`` (`object.set("name", name)`), which encode values as:
/// - `String` → `.string`, `Bool` → `.bool`, `Int` → `.number` (its decimal text);
/// - `TemplateValue` as is, `TemplateObject` → `.object`;
/// - a nested `TemplateContext` → `.object`, and an array of them → `.list` of objects;
/// - `[String]`, `[TemplateValue]` → `.list`;
/// - `Optional.none` → no key at all (a key present only sometimes), `.some(x)` → as `x`;
/// - a ``FlattenedTemplateContext`` → its own keys, set on the parent object in place of one key
///   (`object.merge(flags)`; nothing when it is an optional that is nil).
///
/// A hand-written list of keys could drift from the properties, so debug builds hold it to the
/// reflecting reference (``TemplateContextReflection``) where ``templateObject`` is built, once
/// per shape (the type and the keys set) in each process: every test that generates anything
/// checks every kind of context it builds. Release builds do not
/// reflect: `Mirror` cost about 7% of a `check` (docs/performance.md).
package protocol TemplateContext: Sendable {
	/// Sets this context's keys on `object`, one per stored property in declaration order; a key
	/// `object` has already keeps its place and takes the new value (as ``TemplateObject``'s
	/// subscript does).
	func encode(into object: inout TemplateObject)
}

/// A context whose keys belong to the object that holds it: a concern of a bigger context (an
/// entity's freshness, its writes) kept in a struct of its own without nesting its keys.
package protocol FlattenedTemplateContext: TemplateContext {}

extension TemplateContext {
	/// The keys of this context, in the order of its stored properties.
	package var templateObject: TemplateObject {
		var object = TemplateObject()
		encode(into: &object)
		#if DEBUG
			if TemplateContextReflection.isNewShape(Self.self, keys: object.keys),
				let mismatch = TemplateContextReflection.mismatch(of: self, encoded: object)
			{
				preconditionFailure(mismatch)
			}
		#endif
		return object
	}

	/// This context as an object value.
	package var templateValue: TemplateValue { .object(templateObject) }
}
