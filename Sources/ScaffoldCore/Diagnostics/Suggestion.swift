/// Finds the closest known word to a misspelled one, for "did you mean '…'?" messages.
///
/// Used for unknown spec keys, commands, flags and template names alike, so that every
/// suggestion the user sees follows the same rule: smallest edit distance, then shortest,
/// then alphabetical (deterministic), and only when close enough to be a plausible typo.
enum Suggestion {
	/// The candidate closest to `word`, or `nil` when none is plausibly what the user meant.
	static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
		let target = Array(word.lowercased())
		var best: (distance: Int, candidate: String)?
		for candidate in candidates {
			let distance = editDistance(target, Array(candidate.lowercased()))
			let limit = max(1, min(3, (max(target.count, candidate.count) + 1) / 3))
			guard distance <= limit else { continue }
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
	static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
		guard let match = closest(to: word, in: candidates) else { return "" }
		return "; did you mean \(quoted: match)?"
	}

	/// Optimal string alignment distance (Levenshtein plus adjacent transposition, the most common typo).
	static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
}
