import ScaffoldBasics

/// Type and member names derived from spec names, in one place so every template agrees and the
/// spec checker can refuse a spec whose names would collide in the generated code. They live with
/// the spec (the context only reads them), so dependencies run one way: Spec → Context.
package enum GeneratedNames {
	/// `Location` → `LocationDTO`.
	package static func dto(_ name: String) -> String { name + "DTO" }
}

extension GeneratedNames {
	/// `GetCharacterUseCase` → `GetCharacterUseCaseContract`: the protocol a use case conforms to.
	package static func useCaseContract(_ useCase: String) -> String { useCase + "Contract" }

	/// `GetCharacterUseCase` → `GetCharacterUseCaseMock`: the use case's mock in the tests.
	package static func useCaseMock(_ useCase: String) -> String { useCase + "Mock" }

	/// The use case names with the contract and mock of each (the spec checker reserves them).
	static func withContractsAndMocks(_ useCases: [String]) -> [String] {
		useCases.flatMap { [$0, useCaseContract($0), useCaseMock($0)] }
	}
}
