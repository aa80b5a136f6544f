// Copied by .ci/e2e/generated-project.sh into the generated project's Character tests: the
// generated REST data source, through the runtime's URLSession client, against the local
// fixture server (.ci/e2e/fixture_server.py). Runs only when SCAFFOLD_E2E_BASE_URL is set.
import ChallengeNetworking
import Foundation
import Testing

@testable import ChallengeCharacter

@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"] != nil))
struct CharacterRoundTripTests {
	private let sut: CharacterRESTDataSource

	init() throws {
		let base = try #require(ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"].flatMap { URL(string: $0 + "/api") })
		sut = CharacterRESTDataSource(httpClient: HTTPClient(baseURL: base))
	}

	@Test("A character comes back decoded over real HTTP")
	func fetchesCharacter() async throws {
		let character = try await sut.fetchCharacter(identifier: 1)
		#expect(character.id == 1)
		#expect(character.name == "Rick Sanchez")
		#expect(character.origin.name.isEmpty == false)
	}

	@Test("A page of characters comes back decoded over real HTTP")
	func fetchesCharacters() async throws {
		let page = try await sut.fetchCharacters(page: 1, filter: .empty)
		#expect(page.results.isEmpty == false)
		#expect(page.info.prev == nil)
	}

	@Test("A 404 from the server is the mapped APIError.notFound")
	func mapsNotFound() async {
		await #expect(throws: APIError.notFound) {
			_ = try await sut.fetchCharacter(identifier: 999)
		}
	}
}
