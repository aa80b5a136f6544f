import Testing

import ScaffoldCore

struct NameTests {
	static let spellsEveryCaseArguments: [(String, String, String, String, String)] = [
		("Character", "Character", "character", "character", "character"),
		("recent_searches", "RecentSearches", "recentSearches", "recent_searches", "recent-searches"),
		("imageURL", "ImageURL", "imageURL", "image_url", "image-url"),
		("image_url", "ImageURL", "imageURL", "image_url", "image-url"),
		("userID", "UserID", "userID", "user_id", "user-id"),
		("user_id", "UserID", "userID", "user_id", "user-id"),
		("user-id", "UserID", "userID", "user_id", "user-id"),
		("url", "URL", "url", "url", "url"),
		("URLSession", "URLSession", "urlSession", "url_session", "url-session"),
		("air_date", "AirDate", "airDate", "air_date", "air-date"),
		("RECENT_SEARCHES", "RecentSearches", "recentSearches", "recent_searches", "recent-searches"),
		("NASAMission", "NASAMission", "nasaMission", "nasa_mission", "nasa-mission"),
		("episode2", "Episode2", "episode2", "episode2", "episode2"),
		("recent searches", "RecentSearches", "recentSearches", "recent_searches", "recent-searches"),
		("userIDs", "UserIDs", "userIDs", "user_ids", "user-ids"),
		("image_urls", "ImageURLs", "imageURLs", "image_urls", "image-urls"),
	]
	func spellsEveryCase(input: String, upper: String, lower: String, snake: String, kebab: String) {
		let name = Name(input)
		expectEqual(name.upperCamel, upper)
		expectEqual(name.lowerCamel, lower)
		expectEqual(name.snake, snake)
		expectEqual(name.kebab, kebab)
	}

	func splitsIntoWordsAndDescribesItselfInUpperCamel() {
		// Splits into lower case words.
		expectEqual(Name("imageURL").words.map(\.lower), ["image", "url"])
		expectEqual(Name("__weird--name__").words.map(\.lower), ["weird", "name"])
		expectEmpty(Name("").words)
		expectEqual(Name("").lowerCamel, "")

		// Describes itself in upper camel.
		expectEqual(Name("recent_searches").description, "RecentSearches")
	}

	func pluralAndSingularChangeTheLastWord() {
		// Pluralises the last word.
		expectEqual(Name("Character").plural.upperCamel, "Characters")
		expectEqual(Name("RecentSearch").plural.upperCamel, "RecentSearches")
		expectEqual(Name("SalesPerson").plural.upperCamel, "SalesPeople")
		expectEqual(Name("character_status").plural.snake, "character_statuses")
		expectEqual(Name("imageURL").plural.lowerCamel, "imageURLs")
		expectEqual(Name("imageURL").plural.snake, "image_urls")
		expectEqual(Name("Species").plural.upperCamel, "Species")

		// Singularises the last word.
		expectEqual(Name("RecentSearches").singular.upperCamel, "RecentSearch")
		expectEqual(Name("imageURLs").singular.lowerCamel, "imageURL")
		expectEqual(Name("people").singular.lowerCamel, "person")

		// An override replaces the plural.
		expectEqual(Name("Cactus").plural(override: "Cactuses").upperCamel, "Cactuses")
		expectEqual(Name("Cactus").plural(override: nil).upperCamel, "Cacti")
		expectEqual(Name("Cactus").plural(override: "").upperCamel, "Cacti")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<NameTests>] = [
		SuiteTest("splitsIntoWordsAndDescribesItselfInUpperCamel") { $0.splitsIntoWordsAndDescribesItselfInUpperCamel() },
		SuiteTest("pluralAndSingularChangeTheLastWord") { $0.pluralAndSingularChangeTheLastWord() },
	]
		+ SuiteTest<NameTests>.cases("spellsEveryCase(input:upper:lower:snake:kebab:)", spellsEveryCaseArguments) { $0.spellsEveryCase(input: $1.0, upper: $1.1, lower: $1.2, snake: $1.3, kebab: $1.4) }
	@Test(arguments: tests) func run(_ test: SuiteTest<NameTests>) async throws { try await test.body(self) }
}
