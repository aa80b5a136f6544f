import Testing

@testable import ScaffoldCore

struct SuggestionTests {
	@Test func suggestsTheClosestCandidate() {
		#expect(Suggestion.closest(to: "feilds", in: ["fields", "feature", "entities"]) == "fields")
		#expect(Suggestion.closest(to: "rendr", in: ["render", "feature", "check"]) == "render")
	}

	@Test func refusesFarFetchedMatches() {
		#expect(Suggestion.closest(to: "zzzzzz", in: ["fields", "render"]) == nil)
		#expect(Suggestion.didYouMean("xyz", in: ["fields"]) == "")
	}

	@Test func breaksTiesDeterministically() {
		#expect(Suggestion.closest(to: "cat", in: ["car", "bat"]) == "bat")
		#expect(Suggestion.closest(to: "cat", in: ["bat", "car"]) == "bat")
	}

	@Test func formatsTheSuffix() {
		#expect(Suggestion.didYouMean("chek", in: ["check"]) == "; did you mean 'check'?")
	}
}
