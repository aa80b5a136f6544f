import ScaffoldBasics

extension SpecChecker {
	/// Every case of a union holds a value type of `types`, and a case type that declares the
	/// discriminator as a field can hold the case's value there: a `String`, or an enum with that
	/// value. Otherwise the generated decoder would pick a case whose own DTO then refuses the
	/// discriminator, or the stub of the case would not be what the mapper makes of its sample.
	mutating func checkUnions() {
		for declaration in spec.types where !broken.contains(declaration.name) {
			guard let union = declaration.union else { continue }
			for unionCase in union.cases {
				guard let target = index.declaration(named: unionCase.type), target.kind == .valueType else {
					let found =
						if let target = index.declaration(named: unionCase.type) {
							"which is \(target.kind == .union ? "a union" : "an enum"); a case holds a value type (with 'fields')"
						} else if index.entity(named: unionCase.type) != nil {
							"which is an entity; a case holds a value type of 'types' (declare one with the entity's fields)"
						} else {
							"which is not declared in 'types'"
								+ suggestions.didYouMean(unionCase.type, count: spec.types.count) {
									spec.types.filter { $0.kind == .valueType }.map(\.name)
								}
						}
					error("union case \(quoted: unionCase.name) of \(quoted: declaration.name) holds \(quoted: unionCase.type), \(found)", at: unionCase.typeLocation)
					continue
				}
				guard !broken.contains(target.name), let field = target.fields.first(where: { $0.jsonKey == union.discriminator }) else { continue }
				switch field.type.unwrapped {
				case .string:
					continue
				case .enumType(let name) where index.values(ofEnum: name).set.contains(unionCase.value):
					continue
				default:
					error(
						"field \(quoted: field.name) of \(quoted: target.name) is the discriminator \(quoted: union.discriminator) of union \(quoted: declaration.name), so it holds \(quoted: unionCase.value) for case \(quoted: unionCase.name); make it a String, or an enum with the value \(quoted: unionCase.value)",
						at: field.location, notes: [.init("the case is declared here", at: unionCase.location)])
				}
			}
		}
	}
}
