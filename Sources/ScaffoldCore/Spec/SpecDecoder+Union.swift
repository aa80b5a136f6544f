import ScaffoldBasics

/// A declaration's `union`: `{"discriminator": "type", "cases": [{"name": "track", "type": "Track"}]}`.
/// Each case is decoded on its own here; whether its type is a value type of the spec, and how
/// that type holds the discriminator, is checked once the spec is whole (``SpecChecker``).
extension SpecDecoder {
	mutating func decodeUnion(_ node: JSONNode, context: String) -> SpecUnion? {
		guard let object = reader.object(node, context: context, keys: SpecKeys.union, required: ["discriminator", "cases"]) else { return nil }
		let discriminator = reader.string(object, "discriminator", atMost: SpecLimits.keyLength)
		if let discriminator, discriminator.value.isEmpty { reader.error("\(object.path("discriminator")) is empty", at: discriminator.position) }
		guard let nodes = reader.array(object, "cases") else { return nil }
		if nodes.isEmpty { reader.error("\(object.path("cases")) has no cases; a union needs at least one", at: node.position) }
		var cases: [SpecUnionCase] = []
		// The first case of each name and of each value, so that a repeated one points at it.
		var byName: [String: SpecUnionCase] = [:]
		var byValue: [String: SpecUnionCase] = [:]
		for (index, caseNode) in nodes.enumerated() {
			let caseContext = "\(object.path("cases"))[\(index)]"
			guard let caseObject = reader.object(caseNode, context: caseContext, keys: SpecKeys.unionCase, required: ["name", "type"]) else { continue }
			let value = reader.string(caseObject, "value", atMost: SpecLimits.keyLength)
			guard let name = reader.string(caseObject, "name"), let type = reader.string(caseObject, "type") else { continue }
			if let problem = SpecNameRules.memberNameProblem(name.value, role: "union case") {
				reader.error(problem, at: name.position)
			}
			let unionCase = SpecUnionCase(
				name: name.value, type: type.value, value: value?.value ?? name.value, location: reader.location(caseNode.position),
				typeLocation: reader.location(type.position))
			if let first = byName[unionCase.name] {
				reader.error("duplicate union case \(quoted: unionCase.name)", at: name.position, notes: [.init("first declared here", at: first.location)])
			} else if let first = byValue[unionCase.value] {
				reader.error(
					"union cases \(quoted: first.name) and \(quoted: unionCase.name) have the same discriminator value \(quoted: unionCase.value); each value must select one case",
					at: value?.position ?? name.position, notes: [.init("first declared here", at: first.location)])
			}
			if byName[unionCase.name] == nil { byName[unionCase.name] = unionCase }
			if byValue[unionCase.value] == nil { byValue[unionCase.value] = unionCase }
			cases.append(unionCase)
		}
		guard let discriminator else { return nil }
		return SpecUnion(discriminator: discriminator.value, cases: cases, location: reader.location(node.position))
	}
}
