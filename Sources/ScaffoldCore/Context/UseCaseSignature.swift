import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// One use case's `execute` signature and the test data its mock needs: everything the generic
/// templates `UseCaseContract.swift` and `UseCaseMock.swift` (and the mock tests) render.
///
/// A new use case describes itself with one of these, renders its own `{UseCase}.swift`
/// (conforming to ``contract``) and gets its contract, mock and mock test from ``DomainJobs``.
struct UseCaseSignature {
	/// One parameter of `execute`.
	struct Parameter {
		/// The argument label: `nil` for the same as ``name``, `"_"` for none.
		var label: String?
		/// The parameter's name inside `execute` and the field of the mock's recorded call.
		var name: String
		/// The Swift type.
		var type: String
		/// A Swift expression of ``type`` for the mock test.
		var sample: String
	}

	/// The use case type (`GetCharacterUseCase`).
	var name: String
	/// The contract's doc comment (a sentence or two).
	var summary: String
	var parameters: [Parameter]
	/// What `execute` returns; `nil` for nothing.
	var resultType: String?
	/// The domain error `execute` throws (typed throws).
	var errorType: String
	/// The mock's result until a test sets one (`.failure(.loadFailed(description: "…"))`).
	var defaultResult: String
	/// An error the mock test makes the mock throw (`.loadFailed(description: "offline")`).
	var sampleError: String
	/// The repository call `execute` makes (`getAllDrafts()`, `getCharacter(identifier: identifier,
	/// policy: policy)`), for the templates that share one body (`ReadUseCase`, `WriteUseCase`,
	/// `GetUseCase`); a use case with a body of its own leaves it empty.
	var repositoryCall = ""

	/// `GetCharacterUseCaseContract`.
	var contract: String { GeneratedNames.useCaseContract(name) }
	/// `GetCharacterUseCaseMock`.
	var mock: String { GeneratedNames.useCaseMock(name) }

	/// The keys of the contract, the mock and one item of the mock tests' `useCases` list.
	var keys: Keys {
		let declarations = parameters.map { parameter in
			(parameter.label.map { $0 + " " } ?? "") + parameter.name + ": " + parameter.type
		}
		let arguments = parameters.map { parameter in
			parameter.label == "_" ? parameter.name : (parameter.label ?? parameter.name) + ": " + parameter.name
		}
		return Keys(
			useCase: name,
			lowerUseCase: Name(name).lowerCamel,
			useCaseContract: contract,
			useCaseMock: mock,
			useCaseDocLines: DocComment.lines([summary]),
			useCaseContractDocLines: DocComment.lines([summary, "Depend on this contract, not on `\(name)`: tests replace it with `\(mock)`."]),
			executeParameters: declarations.joined(separator: ", "),
			executeArguments: arguments.joined(separator: ", "),
			hasResult: resultType != nil,
			resultType: resultType ?? "Void",
			errorType: errorType,
			defaultResult: defaultResult,
			callFields: parameters.map { CallField(name: $0.name, type: $0.type, sample: $0.sample) },
			callInitArguments: parameters.map { $0.name + ": " + $0.name }.joined(separator: ", "),
			sampleError: sampleError,
			repositoryCall: repositoryCall)
	}
}
