/// A typed template context: a struct whose stored properties are the keys a template reads,
/// encoded to a ``TemplateObject`` once, where the object is assembled.
///
/// Each stored property is one key, named exactly as the property, in declaration order, so
/// renaming a key is a compile error in every Swift reader and the object's key order is the
/// struct's. Values encode as:
/// - `String` → `.string`, `Bool` → `.bool`, `Int` → `.number` (its decimal text);
/// - `TemplateValue` as is, `TemplateObject` → `.object`;
/// - a nested `TemplateContext` → `.object`, and an array of them → `.list` of objects;
/// - `[String]`, `[TemplateValue]` → `.list`;
/// - `Optional.none` → no key at all (a key present only sometimes), `.some(x)` → as `x`;
/// - a ``FlattenedTemplateContext`` → its own keys, set on the parent object in place of one key
///   (nothing when it is an optional that is nil).
///
/// Conformers are plain `Sendable` structs; reflection (`Mirror`) reads their properties, so a
/// struct needs no hand-written list of keys that could drift from its properties.
package protocol TemplateContext: Sendable {}

/// A context whose keys belong to the object that holds it: a concern of a bigger context (an
/// entity's freshness, its writes) kept in a struct of its own without nesting its keys.
package protocol FlattenedTemplateContext: TemplateContext {}

extension TemplateContext {
	/// The keys of this context, in the order of its stored properties.
	package var templateObject: TemplateObject {
		var object = TemplateObject()
		encode(into: &object)
		return object
	}

	/// This context as an object value.
	package var templateValue: TemplateValue { .object(templateObject) }

	/// Sets this context's keys on `object`, in order; a key `object` has already keeps its place
	/// and takes the new value (as ``TemplateObject``'s subscript does).
	package func encode(into object: inout TemplateObject) {
		for child in Mirror(reflecting: self).children {
			guard let key = child.label else { continue }
			TemplateContextEncoding.set(child.value, key: key, on: &object)
		}
	}
}

/// The encoding of one property's value (see ``TemplateContext``).
enum TemplateContextEncoding {
	/// Sets `value` under `key`, or flattens it into `object`; nothing for a nil optional.
	static func set(_ value: Any, key: String, on object: inout TemplateObject) {
		// Most keys are text or flags: a cast to a concrete type compares type metadata, where one
		// to a protocol looks the conformance up, so these go first (an optional holding one casts
		// too, and a nil one does not, which the optional case below then leaves out).
		if let text = value as? String {
			object[key] = .string(text)
		} else if let flag = value as? Bool {
			object[key] = .bool(flag)
		} else if let optional = value as? any OptionalTemplateProperty {
			guard let wrapped = optional.wrappedProperty else { return }
			set(wrapped, key: key, on: &object)
		} else if let flattened = value as? any FlattenedTemplateContext {
			flattened.encode(into: &object)
		} else {
			object[key] = encode(value, key: key)
		}
	}

	/// The template value of a property's value.
	static func encode(_ value: Any, key: String) -> TemplateValue {
		switch value {
		case let text as String: return .string(text)
		case let flag as Bool: return .bool(flag)
		case let integer as Int: return TemplateValue(integer)
		case let value as TemplateValue: return value
		case let object as TemplateObject: return .object(object)
		case let context as any TemplateContext: return context.templateValue
		case let texts as [String]: return .list(texts.map(TemplateValue.string))
		case let values as [TemplateValue]: return .list(values)
		case let contexts as [any TemplateContext]: return .list(contexts.map(\.templateValue))
		case let optional as any OptionalTemplateProperty:
			return optional.wrappedProperty.map { encode($0, key: key) } ?? .null
		default:
			// A property of another type is a programming error, caught by any test rendering it.
			preconditionFailure("template context key '\(key)' has a type with no template value: \(type(of: value))")
		}
	}
}

/// Lets the encoder see through an optional property without knowing its wrapped type.
protocol OptionalTemplateProperty {
	/// The value, if any.
	var wrappedProperty: Any? { get }
}

extension Optional: OptionalTemplateProperty {
	var wrappedProperty: Any? { self.map { $0 as Any } }
}
