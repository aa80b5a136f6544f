import ScaffoldBasics

// The typed keys of UseCaseSignature.

extension UseCaseSignature {
	/// The keys of a use case's contract and mock, in this order; flattened, as the use case's
	/// own template and an item of the mock tests' `useCases` list both hold them beside others.
	struct Keys: FlattenedTemplateContext {
		let useCase: String
		let lowerUseCase: String
		let useCaseContract: String
		let useCaseMock: String
		let useCaseDocLines: [TemplateValue]
		let useCaseContractDocLines: [TemplateValue]
		let executeParameters: String
		let executeArguments: String
		let hasResult: Bool
		let resultType: String
		let errorType: String
		let defaultResult: String
		let callFields: [CallField]
		let callInitArguments: String
		let sampleError: String
		let repositoryCall: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("useCase", useCase)
			object.set("lowerUseCase", lowerUseCase)
			object.set("useCaseContract", useCaseContract)
			object.set("useCaseMock", useCaseMock)
			object.set("useCaseDocLines", useCaseDocLines)
			object.set("useCaseContractDocLines", useCaseContractDocLines)
			object.set("executeParameters", executeParameters)
			object.set("executeArguments", executeArguments)
			object.set("hasResult", hasResult)
			object.set("resultType", resultType)
			object.set("errorType", errorType)
			object.set("defaultResult", defaultResult)
			object.set("callFields", callFields)
			object.set("callInitArguments", callInitArguments)
			object.set("sampleError", sampleError)
			object.set("repositoryCall", repositoryCall)
		}
	}

	/// One field of the mock's recorded call: a parameter of `execute` and its test sample.
	struct CallField: TemplateContext {
		let name: String
		let type: String
		let sample: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("type", type)
			object.set("sample", sample)
		}
	}

	/// One test of the mock tests' `useCases` list: the use case's keys, and whether it comes first.
	struct MockTest: TemplateContext {
		let keys: Keys
		let isFirst: Bool

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.merge(keys)
			object.set("isFirst", isFirst)
		}
	}
}
