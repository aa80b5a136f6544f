/// Finds the closest known word to a misspelled one, for "did you mean '…'?" messages.
///
/// Used for unknown spec keys, commands, flags and template names alike, so that every
/// suggestion the user sees follows the same rule: smallest edit distance, then shortest,
/// then alphabetical (deterministic), and only when close enough to be a plausible typo.
package enum Suggestion {
	/// The candidate closest to `word`, or `nil` when none is plausibly what the user meant.
	///
	/// Linear in the lengths of `word` and the candidates: a plausible typo is at most 3 edits
	/// away, so a candidate whose length differs more is skipped unmeasured, and the distance is
	/// only measured near the diagonal (a name of a million characters against a thousand
	/// candidates costs milliseconds, where the full table took minutes).
	package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
		var codes = CharacterCodes()
		let target = codes.of(word.lowercased())
		var best: (distance: Int, candidate: String)?
		for candidate in candidates {
			let lowered = codes.of(candidate.lowercased())
			let limit = max(1, min(3, (max(target.count, lowered.count) + 1) / 3))
			guard let distance = boundedDistance(target, lowered, limit: limit) else { continue }
			if let current = best {
				let better =
					distance < current.distance
					|| (distance == current.distance && (candidate.count, candidate) < (current.candidate.count, current.candidate))
				if !better { continue }
			}
			best = (distance, candidate)
		}
		return best?.candidate
	}

	/// `"; did you mean 'x'?"` or the empty string, to append to a message.
	package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
		guard let match = closest(to: word, in: candidates) else { return "" }
		return "; did you mean \(quoted: match)?"
	}

	/// Optimal string alignment distance (Levenshtein plus adjacent transposition, the most common typo).
	package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
		if a.isEmpty { return b.count }
		if b.isEmpty { return a.count }
		var previousPrevious = [Int](repeating: 0, count: b.count + 1)
		var previous = Array(0...b.count)
		var current = [Int](repeating: 0, count: b.count + 1)
		for i in 1...a.count {
			current[0] = i
			for j in 1...b.count {
				let cost = a[i - 1] == b[j - 1] ? 0 : 1
				var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
				if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
					value = min(value, previousPrevious[j - 2] + 1)
				}
				current[j] = value
			}
			(previousPrevious, previous, current) = (previous, current, previousPrevious)
		}
		return previous[b.count]
	}

	/// ``editDistance(_:_:)`` when it is at most `limit`, else `nil`; in time proportional to the
	/// longer length times `limit`. Cells more than `limit` off the diagonal are at least that far,
	/// so they are never computed (taken as `limit + 1`), and a row with no cell within `limit`
	/// ends the measurement.
	package static func boundedDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
		var codes = CharacterCodes()
		return boundedDistance(codes.of(a), codes.of(b), limit: limit)
	}

	/// ``boundedDistance(_:_:limit:)`` of texts as ``CharacterCodes`` gives them: equal codes are
	/// equal characters, and comparing two integers costs far less than comparing two
	/// `Character`s (a name of a million characters measured against its near miss took a ninth
	/// of the template hostile-input suite in a debug build).
	static func boundedDistance(_ a: [Int], _ b: [Int], limit: Int) -> Int? {
		guard abs(a.count - b.count) <= limit else { return nil }
		if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
		let far = limit + 1
		var previousPrevious = [Int](repeating: far, count: b.count + 1)
		var previous = [Int](repeating: far, count: b.count + 1)
		var current = [Int](repeating: far, count: b.count + 1)
		for j in 0...min(b.count, limit) { previous[j] = j }
		var i = 0
		while i < a.count {
			i += 1
			let low = i - limit > 1 ? i - limit : 1
			let high = i + limit < b.count ? i + limit : b.count
			// The cells just outside this row's band may hold values of an older row: reset them.
			current[low - 1] = i <= limit ? i : far
			if high < b.count { current[high + 1] = far }
			var best = current[low - 1]
			if low <= high {
				// A `while` and plain comparisons: a debug build calls the generic `min` of three
				// (variadic, an array each call) and the range's iterator unspecialised, per cell.
				var j = low
				while j <= high {
					var value = previous[j] + 1
					if current[j - 1] + 1 < value { value = current[j - 1] + 1 }
					let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
					if substitution < value { value = substitution }
					if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1], previousPrevious[j - 2] + 1 < value {
						value = previousPrevious[j - 2] + 1
					}
					if far < value { value = far }
					current[j] = value
					if value < best { best = value }
					j += 1
				}
			}
			if best > limit { return nil }
			(previousPrevious, previous, current) = (previous, current, previousPrevious)
		}
		let distance = previous[b.count]
		return distance <= limit ? distance : nil
	}
}

/// One integer per character, the same for equal characters: the byte itself for text of ASCII
/// without carriage returns (where each byte is one character; `"\r\n"` is one character of two
/// bytes), else a number given to each distinct character as it is first seen.
struct CharacterCodes {
	private var assigned: [Character: Int] = [:]

	/// The code of each character of `text`, in order.
	mutating func of(_ text: String) -> [Int] {
		if text.allUTF8Bytes({ $0 < 0x80 && $0 != 0x0D }) {
			var copy = text
			return copy.withUTF8 { bytes in
				var codes = [Int](repeating: 0, count: bytes.count)
				var index = 0
				while index < bytes.count {
					codes[index] = Int(bytes[index])
					index += 1
				}
				return codes
			}
		}
		return of(Array(text))
	}

	/// The code of each of `characters`, in order.
	mutating func of(_ characters: [Character]) -> [Int] {
		characters.map { character in
			if let ascii = character.asciiValue, character != "\r\n" { return Int(ascii) }
			if let code = assigned[character] { return code }
			let code = 0x80 + assigned.count
			assigned[character] = code
			return code
		}
	}
}

/// A bound on the suggestions one run computes, where both the misspelled words and the
/// candidates come from the input.
///
/// A suggestion compares the word with every candidate, so a spec with ten thousand unknown
/// type names and ten thousand declared types would compare a hundred million pairs. Each
/// checker that suggests among the input's own names spends from one budget, counted in
/// candidates looked at; once it is spent, later messages come without their "did you mean"
/// (and without lists of the input's names). No real spec comes near it.
package final class SuggestionBudget {
	/// Candidates one checker looks at in all.
	static let defaultCandidates = 200_000

	package private(set) var remaining: Int

	package init(candidates: Int = SuggestionBudget.defaultCandidates) {
		remaining = candidates
	}

	/// Whether `count` more candidates may be looked at; if so they are counted as spent.
	package func spend(_ count: Int) -> Bool {
		guard count <= remaining else {
			remaining = 0
			return false
		}
		remaining -= count
		return true
	}

	/// ``Suggestion/didYouMean(_:in:)`` while the budget lasts, else the empty string;
	/// `candidates` is only made when it does.
	package func didYouMean(_ word: String, count: Int, in candidates: () -> [String]) -> String {
		spend(count) ? Suggestion.didYouMean(word, in: candidates()) : ""
	}
}
