import ScaffoldBasics

extension Spec {
	/// Whether `field` of the value type `owner` is held by reference (an `Indirect<T>?` the
	/// generated struct keeps out of sight): an optional value type (`"parent": "Category?"`) from which `owner` can be reached
	/// again through value types alone, with no array on the way.
	///
	/// Swift stores structs and optionals inline, so such a field would make the struct contain
	/// itself; a box on the heap breaks the cycle, as an array does for `[Category]`. Every
	/// optional field on the cycle is boxed (one would do, but which one should not depend on the
	/// order of the spec), and only those: a field leading to a recursive type from outside its
	/// cycle stays a plain optional.
	package func isHeldByReference(_ field: SpecField, in owner: String) -> Bool {
		guard case .optional(.valueType(let target)) = field.type, let holder = declaration(named: owner), holder.kind == .valueType else { return false }
		var reached: Set<String> = [target]
		var pending = [target]
		while let name = pending.popLast() {
			if name == owner { return true }
			for next in inlineValueTypes(of: name) where reached.insert(next).inserted { pending.append(next) }
		}
		return false
	}

	/// Whether any field of the spec's value types is held by reference: the feature then gets its
	/// `Indirect` support file.
	package var holdsValuesByReference: Bool {
		types.contains { declaration in declaration.fields.contains { isHeldByReference($0, in: declaration.name) } }
	}

	/// The value types a value type or union stores inline: its fields of a value type, optional
	/// or not (not through arrays or maps), and a union's cases.
	private func inlineValueTypes(of name: String) -> [String] {
		guard let declaration = declaration(named: name) else { return [] }
		return declaration.fields.compactMap { field in
			if case .valueType(let target) = field.type.unwrapped { return target }
			return nil
		} + (declaration.union?.cases.map(\.type) ?? [])
	}
}
