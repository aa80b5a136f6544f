import ScaffoldBasics

extension SpecDecoder {
	mutating func decodeUserDefaults(_ node: JSONNode, context: String) -> SpecUserDefaults? {
		guard let object = reader.object(node, context: context, keys: SpecKeys.userDefaults, required: ["name", "element"]) else {
			return nil
		}
		let name = reader.string(object, "name")
		if let name, let problem = SpecNameRules.typeNameProblem(name.value, role: "userDefaults") {
			reader.error(problem, at: name.position)
		}
		let key = reader.string(object, "key", atMost: SpecLimits.keyLength)
		if let key, key.value.isEmpty { reader.error("\(object.path("key")) is empty", at: key.position) }
		var element = decodeType(object, "element")
		if let type = element?.value, type.isOptional || type.arrayElement != nil {
			reader.error("element type must not be optional or an array, found \(quoted: type)", at: element!.position)
			element = nil
		} else if let located = element, located.value.userDefaultsElementType == nil {
			// The context decides what it can store; asking it keeps lint and generation in step.
			reader.error(SpecUserDefaults.unsupportedElementMessage(located.value), at: located.position)
			element = nil
		}
		let limit = reader.integer(object, "limit")
		if let limit, !SpecLimits.listLimit.contains(limit.value) {
			reader.error(
				"limit must be from \(SpecLimits.listLimit.lowerBound) to \(SpecLimits.listLimit.upperBound), found \(limit.value)", at: limit.position)
		}
		let order = reader.choice(object, "order", SpecUserDefaults.Order.self) ?? .newestFirst
		let dedupe = reader.choice(object, "dedupe", SpecUserDefaults.Dedupe.self) ?? .exact
		if dedupe == .caseInsensitive, let element, element.value != .string, let position = object["dedupe"]?.position {
			reader.error("dedupe 'caseInsensitive' needs String elements, but the element type is \(quoted: element.value)", at: position)
		}
		let renamedFrom = reader.string(object, "renamedFrom")
		if let renamedFrom, let problem = SpecNameRules.typeNameProblem(renamedFrom.value, role: "userDefaults") {
			reader.error("\(object.path("renamedFrom")): \(problem)", at: renamedFrom.position)
		}
		guard let name, let element else { return nil }
		var list = SpecUserDefaults(
			name: name.value, key: key?.value ?? Name(name.value).lowerCamel, element: element.value, limit: limit?.value, order: order,
			dedupe: dedupe, location: reader.location(node.position))
		list.renamedFrom = renamedFrom.map { SpecRename(name: $0.value, location: reader.location($0.position)) }
		return list
	}
}
