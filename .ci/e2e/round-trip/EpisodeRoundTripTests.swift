// Copied by .ci/e2e/generated-project.sh into the generated project's Episode tests: the
// generated GraphQL data source, through the runtime's GraphQL and URLSession clients, against
// the local fixture server. Runs only when SCAFFOLD_E2E_BASE_URL is set.
import ChallengeNetworking
import Foundation
import Testing

@testable import ChallengeEpisode

@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"] != nil))
struct EpisodeRoundTripTests {
	private let sut: EpisodeGraphQLDataSource

	init() throws {
		let base = try #require(ProcessInfo.processInfo.environment["SCAFFOLD_E2E_BASE_URL"].flatMap(URL.init(string:)))
		sut = EpisodeGraphQLDataSource(graphQLClient: GraphQLClient(httpClient: HTTPClient(baseURL: base)))
	}

	@Test("An episode comes back decoded from the GraphQL data envelope")
	func fetchesEpisode() async throws {
		let episode = try await sut.fetchEpisode(identifier: "1")
		#expect(episode.id == "1")
		#expect(episode.name == "Pilot")
		#expect(episode.airDate == "December 2, 2013")
		#expect(episode.characters.count == 2)
	}

	@Test("The episodes of a character come back from the parent's field")
	func fetchesEpisodesOfCharacter() async throws {
		let episodes = try await sut.fetchEpisodes(characterIdentifier: "1")
		#expect(episodes.map(\.id) == ["1"])
		#expect(episodes.first?.name == "Pilot")
	}

	@Test("A character the server does not know (null) is APIError.notFound")
	func mapsUnknownCharacter() async {
		await #expect(throws: APIError.notFound) {
			_ = try await sut.fetchEpisodes(characterIdentifier: "999")
		}
	}

	@Test("A GraphQL errors envelope is the mapped APIError.notFound")
	func mapsErrorsEnvelope() async {
		await #expect(throws: APIError.notFound) {
			_ = try await sut.fetchEpisode(identifier: "999")
		}
	}
}
