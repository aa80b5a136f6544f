import Testing

import ScaffoldCore

struct NameTests {
	@Test(arguments: [
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
	])
	func spellsEveryCase(input: String, upper: String, lower: String, snake: String, kebab: String) {
		let name = Name(input)
		#expect(name.upperCamel == upper)
		#expect(name.lowerCamel == lower)
		#expect(name.snake == snake)
		#expect(name.kebab == kebab)
	}

	@Test func splitsIntoLowerCaseWords() {
		#expect(Name("imageURL").words.map(\.lower) == ["image", "url"])
		#expect(Name("__weird--name__").words.map(\.lower) == ["weird", "name"])
		#expect(Name("").words.isEmpty)
		#expect(Name("").lowerCamel == "")
	}

	@Test func pluralisesTheLastWord() {
		#expect(Name("Character").plural.upperCamel == "Characters")
		#expect(Name("RecentSearch").plural.upperCamel == "RecentSearches")
		#expect(Name("SalesPerson").plural.upperCamel == "SalesPeople")
		#expect(Name("character_status").plural.snake == "character_statuses")
		#expect(Name("imageURL").plural.lowerCamel == "imageURLs")
		#expect(Name("imageURL").plural.snake == "image_urls")
		#expect(Name("Species").plural.upperCamel == "Species")
	}

	@Test func singularisesTheLastWord() {
		#expect(Name("RecentSearches").singular.upperCamel == "RecentSearch")
		#expect(Name("imageURLs").singular.lowerCamel == "imageURL")
		#expect(Name("people").singular.lowerCamel == "person")
	}

	@Test func anOverrideReplacesThePlural() {
		#expect(Name("Cactus").plural(override: "Cactuses").upperCamel == "Cactuses")
		#expect(Name("Cactus").plural(override: nil).upperCamel == "Cacti")
		#expect(Name("Cactus").plural(override: "").upperCamel == "Cacti")
	}

	@Test func describesItselfInUpperCamel() {
		#expect(Name("recent_searches").description == "RecentSearches")
	}
}
