import RickAndMortyCoreMocks
import Foundation
import Testing

struct JSONFixtureLoaderTests {
    private struct Sample: Decodable, Equatable {
        let id: Int
        let name: String
    }

    @Test("Finds a fixture in the nearest Tests/Shared/Fixtures")
    func findsFixture() throws {
        let url = try JSONFixtureLoader.url(for: "sample")

        #expect(url.path.hasSuffix("Tests/Shared/Fixtures/sample.json"))
    }

    @Test("Decodes a fixture")
    func decodesFixture() throws {
        let sample: Sample = try JSONFixtureLoader.decode("sample")

        #expect(sample == Sample(id: 7, name: "Sample"))
    }

    @Test("Throws for a missing fixture")
    func missingFixture() {
        #expect(throws: JSONFixtureLoader.LoaderError.self) {
            _ = try JSONFixtureLoader.data("does_not_exist")
        }
    }
}
