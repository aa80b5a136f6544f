// scaffold's frozen copy of the SwiftData models of stored seasons at model version 1. Do not edit.
// scaffold wrote it once, from the models that version generated, when the models changed again; it
// never rewrites it. Stores written by that version are read through it, so an edit would misread
// them (docs/migrations.md, "SwiftData"). Keep it in version control.
#if canImport(SwiftData)
	import Foundation
	import SwiftData

	nonisolated enum SeasonSchemaV1: VersionedSchema {
		static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
		static var models: [any PersistentModel.Type] {
			[
				SeasonEntity.self,
				EpisodeEntity.self,
				CharacterEntity.self,
			]
		}
	}

	nonisolated extension SeasonSchemaV1 {
		/// A season as SwiftData stores it. Value types are stored as their own Codable structs
		/// (`…Entity`), so the persisted schema does not change when a DTO does.
		///
		/// Nested entities are relationships, each stored once whatever holds it; they are set after the
		/// model is inserted (`SeasonEntityMapper.upsert`), so the initializer leaves them empty.
		@Model
		nonisolated final class SeasonEntity {
			@Attribute(.unique) var identifier: Int
			var number: Int
			var title: String
			@Relationship(deleteRule: .cascade, inverse: \EpisodeEntity.seasons) var episodes: [EpisodeEntity] = []

			init(
				identifier: Int,
				number: Int,
				title: String
			) {
				self.identifier = identifier
				self.number = number
				self.title = title
			}
		}

		/// A episode as SwiftData stores it. Value types are stored as their own Codable structs
		/// (`…Entity`), so the persisted schema does not change when a DTO does.
		///
		/// Nested entities are relationships, each stored once whatever holds it; they are set after the
		/// model is inserted (`EpisodeEntityMapper.upsert`), so the initializer leaves them empty.
		@Model
		nonisolated final class EpisodeEntity {
			@Attribute(.unique) var identifier: Int
			var name: String
			var airDate: String
			var code: String
			var previousEpisode: Int?
			@Relationship(
				deleteRule: .nullify,
				inverse: \CharacterEntity.episodes
			) var characters: [CharacterEntity] = []
			/// The `SeasonEntity`s whose `episodes` hold this episode: the inverse of that relationship, declared
			/// there.
			var seasons: [SeasonEntity] = []

			init(
				identifier: Int,
				name: String,
				airDate: String,
				code: String,
				previousEpisode: Int?
			) {
				self.identifier = identifier
				self.name = name
				self.airDate = airDate
				self.code = code
				self.previousEpisode = previousEpisode
			}
		}

		/// A character as SwiftData stores it. Value types are stored as their own Codable structs
		/// (`…Entity`), so the persisted schema does not change when a DTO does.
		@Model
		nonisolated final class CharacterEntity {
			@Attribute(.unique) var identifier: Int
			var name: String
			var status: String
			var imageURL: String
			/// The `EpisodeEntity`s whose `characters` hold this character: the inverse of that relationship, declared
			/// there.
			var episodes: [EpisodeEntity] = []

			init(
				identifier: Int,
				name: String,
				status: String,
				imageURL: String
			) {
				self.identifier = identifier
				self.name = name
				self.status = status
				self.imageURL = imageURL
			}
		}
	}
#endif
