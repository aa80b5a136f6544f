extension Name {
	/// Splits a name as written into words.
	///
	/// Boundaries: any character that is not a letter or digit, a lower-case letter or digit
	/// followed by a capital (`imageURL`), and the last capital of a run followed by lower case
	/// (`URLSession` → `URL`, `Session`) unless that lower case is a lone plural `s` (`URLs`, `IDs`).
	/// Digits stay with the word before them (`episode2`). Input with no lower-case letter at all
	/// (`RECENT_SEARCHES`) is read as ordinary words, not acronyms.
	static func split(_ text: String) -> [Word] {
		// Almost every name is ASCII; its bytes give the same words for a fraction of the work.
		splitASCII(text) ?? splitCharacters(text)
	}

	/// ``split(_:)`` on `Character`s: the general path, for any text (and the reference the
	/// ASCII path is tested against).
	package static func splitCharacters(_ text: String) -> [Word] {
		let characters = Array(text)
		let hasLowercase = characters.contains { $0.isLetter && $0.isLowercase }
		var tokens: [String] = []
		var current = ""
		func flush() {
			if !current.isEmpty { tokens.append(current) }
			current = ""
		}
		for (index, character) in characters.enumerated() {
			guard character.isLetter || character.isNumber else {
				flush()
				continue
			}
			if let previous = current.last, character.isUppercase {
				let next = index + 1 < characters.count ? characters[index + 1] : nil
				if previous.isLowercase || previous.isNumber {
					flush()
				} else if previous.isUppercase, let next, next.isLetter, next.isLowercase, !isLonePluralS(characters, at: index + 1) {
					flush()
				}
			}
			current.append(character)
		}
		flush()
		return tokens.map { word(from: $0, allowAcronyms: hasLowercase) }
	}

	/// Whether `characters[index]` is an `s` ending a word (`URLs`), not the start of one (`URLSession`).
	private static func isLonePluralS(_ characters: [Character], at index: Int) -> Bool {
		guard index < characters.count, characters[index] == "s" else { return false }
		let after = index + 1 < characters.count ? characters[index + 1] : nil
		guard let after else { return true }
		return !(after.isLetter && after.isLowercase)
	}

	private static func word(from token: String, allowAcronyms: Bool) -> Word {
		let lower = token.lowercased()
		let letters = token.filter(\.isLetter)
		if allowAcronyms, letters.count > 1 {
			if letters.allSatisfy(\.isUppercase) { return Word(lower, isAcronym: true) }
			if token.hasSuffix("s"), letters.dropLast().count > 1, letters.dropLast().allSatisfy(\.isUppercase) {
				return Word(String(lower.dropLast()), suffix: "s", isAcronym: true)
			}
		}
		if knownAcronyms.contains(lower) { return Word(lower, isAcronym: true) }
		if lower.hasSuffix("s"), knownAcronyms.contains(String(lower.dropLast())) {
			return Word(String(lower.dropLast()), suffix: "s", isAcronym: true)
		}
		return Word(lower)
	}
}
