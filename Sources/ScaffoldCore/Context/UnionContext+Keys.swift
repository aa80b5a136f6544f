import ScaffoldBasics

// The typed keys of UnionContext.

extension UnionContext {
	/// The keys of a union's files, in this order; flattened into the feature's base keys.
	struct Keys: FlattenedTemplateContext {
		let typeName: String
		let dto: String
		let mapper: String
		let dtoMapper: String
		let words: String
		let summary: String
		let discriminator: String
		let discriminatorLiteral: String
		let noCaseLiteral: String
		let shadowsTestingName: Bool
		let shadowingModule: String
		let unionCases: [Case]
		let stubValue: String
		let parsesDates: Bool
		let unknownSampleJSON: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("typeName", typeName)
			object.set("dto", dto)
			object.set("mapper", mapper)
			object.set("dtoMapper", dtoMapper)
			object.set("words", words)
			object.set("summary", summary)
			object.set("discriminator", discriminator)
			object.set("discriminatorLiteral", discriminatorLiteral)
			object.set("noCaseLiteral", noCaseLiteral)
			object.set("shadowsTestingName", shadowsTestingName)
			object.set("shadowingModule", shadowingModule)
			object.set("unionCases", unionCases)
			object.set("stubValue", stubValue)
			object.set("parsesDates", parsesDates)
			object.set("unknownSampleJSON", unknownSampleJSON)
		}
	}

	/// One case of the union: its payload's names, its sample and the stub made of it.
	struct Case: TemplateContext {
		let name: String
		let caseType: String
		let caseDTO: String
		let caseMapper: String
		let caseDTOMapper: String
		let valueLiteral: String
		let valueText: String
		let encodesDiscriminator: Bool
		let sampleJSON: String
		let stubValue: String
		let testName: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("caseType", caseType)
			object.set("caseDTO", caseDTO)
			object.set("caseMapper", caseMapper)
			object.set("caseDTOMapper", caseDTOMapper)
			object.set("valueLiteral", valueLiteral)
			object.set("valueText", valueText)
			object.set("encodesDiscriminator", encodesDiscriminator)
			object.set("sampleJSON", sampleJSON)
			object.set("stubValue", stubValue)
			object.set("testName", testName)
		}
	}
}
