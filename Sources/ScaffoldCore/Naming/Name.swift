/// A name split into words, so it can be spelled in every case style the output needs.
///
/// Made from any input form: `Character`, `recent_searches`, `imageURL`, `user-id`,
/// `URLSession`. Acronyms survive the round trip: a word written in capitals in the input
/// (`URL` in `imageURL`), or one of ``Name/knownAcronyms`` (`url`, `id`, …), is spelled in
/// capitals in camel case (`imageURL`, `ImageURL`, `userID`) and in lower case elsewhere
/// (`image_url`, `user-id`). A lowerCamel name starts with its first word in lower case
/// (`url`, `urlString`).
package struct Name: Sendable, Hashable, CustomStringConvertible {
	/// One word of a name.
	package struct Word: Sendable, Hashable {
		/// The word in lower case (`url`, `search`).
		package var stem: String
		/// A lower-case ending added by pluralisation after an acronym (`s` in `URLs`), else empty.
		package var suffix: String
		/// Whether camel case spells ``stem`` in capitals.
		package var isAcronym: Bool

		/// Creates a word.
		package init(_ stem: String, suffix: String = "", isAcronym: Bool = false) {
			self.stem = stem
			self.suffix = suffix
			self.isAcronym = isAcronym
		}

		/// The word in lower case, suffix included.
		package var lower: String { stem + suffix }

		/// The word capitalised for camel case: `URLs`, `Search`.
		package var capitalized: String {
			// Camel case spells every word of every name: ASCII stems skip Unicode case mapping.
			capitalizedASCII ?? capitalizedCharacters
		}

		/// ``capitalized`` by Unicode case mapping: the general path, for any stem.
		package var capitalizedCharacters: String {
			if isAcronym { return stem.uppercased() + suffix }
			return stem.prefix(1).uppercased() + stem.dropFirst() + suffix
		}
	}

	/// Lower-case words that camel case spells in capitals even when the input did not.
	package static let knownAcronyms: Set<String> = [
		"api", "css", "csv", "dto", "gps", "html", "http", "https", "id", "ip", "json", "pdf", "sql",
		"ui", "uri", "url", "uuid", "xml",
	]

	/// The words, in order.
	package var words: [Word]

	/// Splits `text` into words at `_`, `-`, spaces, dots and case changes.
	package init(_ text: String) {
		self.words = Self.split(text)
	}

	/// Creates a name from words.
	package init(words: [Word]) {
		self.words = words
	}

	/// `ImageURL`, `RecentSearches`.
	package var upperCamel: String { words.map(\.capitalized).joined() }

	/// `imageURL`, `recentSearches`, `url`.
	package var lowerCamel: String {
		guard let first = words.first else { return "" }
		return first.lower + words.dropFirst().map(\.capitalized).joined()
	}

	/// `image_url`, `recent_searches`.
	package var snake: String { words.map(\.lower).joined(separator: "_") }

	/// `image-url`, `recent-searches`.
	package var kebab: String { words.map(\.lower).joined(separator: "-") }

	/// The name with its last word in the plural: `Character` → `Characters`, `Person` → `People`.
	package var plural: Name { transformingLastWord(Inflector.pluralize) }

	/// The name with its last word in the singular: `RecentSearches` → `RecentSearch`.
	package var singular: Name { transformingLastWord(Inflector.singularize) }

	/// ``plural`` unless an override is given (a spec's `plural` key), read as a name itself.
	package func plural(override: String?) -> Name {
		guard let override, !override.isEmpty else { return plural }
		return Name(override)
	}

	/// The upperCamel spelling.
	package var description: String { upperCamel }

	private func transformingLastWord(_ transform: (String) -> String) -> Name {
		guard let last = words.last else { return self }
		let changed = transform(last.lower)
		var copy = self
		if last.isAcronym, changed.hasPrefix(last.stem) {
			// `URL` → `URLs`: keep the stem in capitals, the ending in lower case.
			copy.words[copy.words.count - 1] = Word(last.stem, suffix: String(changed.dropFirst(last.stem.count)), isAcronym: true)
		} else if last.isAcronym, last.stem.hasPrefix(changed), !changed.isEmpty {
			copy.words[copy.words.count - 1] = Word(changed, isAcronym: true)
		} else {
			copy.words[copy.words.count - 1] = Word(changed, isAcronym: Self.knownAcronyms.contains(changed))
		}
		return copy
	}
}
