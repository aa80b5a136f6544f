#if DEBUG
	/// The reference encoding of a ``TemplateContext``, by reflection: one key per stored property
	/// (`Mirror`), in declaration order, each value as ``TemplateContext`` describes. Debug builds
	/// hold every hand-written ``TemplateContext/encode(into:)`` to it, once per shape (a context
	/// type and the keys its encoding sets) in each process; release builds leave it out, since
	/// reflecting cost about 7% of a `check` (docs/performance.md).
	package enum TemplateContextReflection {
		/// A context type and the keys, in order, that one of its encodings set.
		private struct Shape: Hashable {
			let type: ObjectIdentifier
			let keys: [String]
		}

		/// The shapes this process has held to the reference.
		private static let checkedShapes = Locked<Set<Shape>>([])

		/// Whether this process meets `type` encoded with `keys` for the first time (and now has).
		///
		/// Reflecting every context a debug run builds was about a tenth of each debug `scaffold` run
		/// the CLI tests start (a `check` builds some 500, most of them shapes it has met before:
		/// docs/performance.md). Once per shape still holds every encoder to its properties in each
		/// variant a run meets: a key misspelt, missing, extra, misplaced or set only sometimes (an
		/// optional, a flattened context) makes a shape of its own, so it is reflected. A key set to
		/// another property's value is caught at the first context of its shape, unless the two
		/// values happen to be equal there.
		package static func isNewShape(_ type: Any.Type, keys: [String]) -> Bool {
			let shape = Shape(type: ObjectIdentifier(type), keys: keys)
			return checkedShapes.withLock { $0.insert(shape).inserted }
		}

		/// What differs between `context`'s hand-written encoding `encoded` and the reflected one
		/// (a missing, extra or misplaced key, or a key's value), or nil when they are the same.
		package static func mismatch(of context: some TemplateContext, encoded: TemplateObject) -> String? {
			var reflected = TemplateObject()
			reflect(context, into: &reflected)
			guard reflected != encoded else { return nil }
			let name = String(describing: type(of: context))
			if reflected.keys != encoded.keys {
				return "\(name).encode(into:) sets the keys \(encoded.keys), its stored properties are \(reflected.keys)"
			}
			let key = reflected.keys.first { reflected[$0] != encoded[$0] } ?? ""
			return "\(name).encode(into:) sets '\(key)' to \(String(describing: encoded[key])), its property holds \(String(describing: reflected[key]))"
		}

		/// Sets `context`'s keys on `object` by reflection. A nested context is encoded by its own
		/// `encode(into:)` (held to this reference where it is built), a flattened one by reflection,
		/// since its keys are this object's.
		static func reflect(_ context: some TemplateContext, into object: inout TemplateObject) {
			for child in Mirror(reflecting: context).children {
				guard let key = child.label else { continue }
				set(child.value, key: key, on: &object)
			}
		}

		/// Sets `value` under `key`, or flattens it into `object`; nothing for a nil optional.
		private static func set(_ value: Any, key: String, on object: inout TemplateObject) {
			if let optional = value as? any OptionalTemplateProperty {
				guard let wrapped = optional.wrappedProperty else { return }
				set(wrapped, key: key, on: &object)
			} else if let flattened = value as? any FlattenedTemplateContext {
				reflect(flattened, into: &object)
			} else {
				object[key] = encode(value, key: key)
			}
		}

		/// The template value of a property's value.
		private static func encode(_ value: Any, key: String) -> TemplateValue {
			switch value {
			case let text as String: return .string(text)
			case let flag as Bool: return .bool(flag)
			case let integer as Int: return TemplateValue(integer)
			case let value as TemplateValue: return value
			case let object as TemplateObject: return .object(object)
			case let context as any TemplateContext: return .object(encoded(context))
			case let texts as [String]: return .list(texts.map(TemplateValue.string))
			case let values as [TemplateValue]: return .list(values)
			case let contexts as [any TemplateContext]: return .list(contexts.map { .object(encoded($0)) })
			default:
				// A property of another type is a programming error, caught by any test rendering it.
				preconditionFailure("template context key '\(key)' has a type with no template value: \(type(of: value))")
			}
		}

		/// A nested context's own (hand-written) encoding.
		private static func encoded(_ context: some TemplateContext) -> TemplateObject {
			var object = TemplateObject()
			context.encode(into: &object)
			return object
		}
	}

	/// Lets the reference see through an optional property without knowing its wrapped type.
	protocol OptionalTemplateProperty {
		/// The value, if any.
		var wrappedProperty: Any? { get }
	}

	extension Optional: OptionalTemplateProperty {
		var wrappedProperty: Any? { self.map { $0 as Any } }
	}
#endif
