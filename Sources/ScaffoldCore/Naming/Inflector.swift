/// English plural and singular forms of single lower-case words.
///
/// Irregular words and words with no plural come first (as in Rails' inflections), then
/// suffix rules. A word already in the form asked for is returned unchanged, so
/// `pluralize("people") == "people"`. An entity whose plural these rules get wrong
/// names it in the spec (`"plural"`).
package enum Inflector {
	/// Singular → plural for words no rule covers.
	static let irregulars: [(singular: String, plural: String)] = irregularTable()

	// A table built once per run, unoptimised: in this `-O` target the optimiser spent more time on
	// the literal than a run ever spends building it (docs/performance.md, "Tables and cold paths").
	@_optimize(none)
	private static func irregularTable() -> [(singular: String, plural: String)] {
		[
			("person", "people"), ("child", "children"), ("man", "men"), ("woman", "women"), ("mouse", "mice"),
			("goose", "geese"), ("foot", "feet"), ("tooth", "teeth"), ("ox", "oxen"), ("index", "indices"),
			("matrix", "matrices"), ("vertex", "vertices"), ("appendix", "appendices"), ("datum", "data"),
			("medium", "media"), ("criterion", "criteria"), ("phenomenon", "phenomena"), ("analysis", "analyses"),
			("basis", "bases"), ("crisis", "crises"), ("thesis", "theses"), ("diagnosis", "diagnoses"),
			("quiz", "quizzes"), ("leaf", "leaves"), ("knife", "knives"), ("life", "lives"), ("wife", "wives"),
			("half", "halves"), ("wolf", "wolves"), ("shelf", "shelves"), ("thief", "thieves"), ("loaf", "loaves"),
			("calf", "calves"), ("hero", "heroes"), ("potato", "potatoes"), ("tomato", "tomatoes"), ("echo", "echoes"),
			("cactus", "cacti"), ("octopus", "octopuses"), ("die", "dice"), ("move", "moves"), ("cookie", "cookies"),
			("movie", "movies"),
		]
	}

	/// Words that are the same in the singular and the plural.
	static let uncountables: Set<String> = uncountableTable()

	// Unoptimised, as `irregularTable()` above.
	@_optimize(none)
	private static func uncountableTable() -> Set<String> {
		[
			"series", "species", "sheep", "fish", "deer", "moose", "equipment", "information", "rice", "money",
			"news", "metadata", "feedback", "software", "hardware", "music", "police", "aircraft", "offspring",
			"staff", "settings",
		]
	}

	private static let pluralOf: [String: String] = Dictionary(irregulars.map { ($0.singular, $0.plural) }, uniquingKeysWith: { a, _ in a })
	private static let singularOf: [String: String] = Dictionary(irregulars.map { ($0.plural, $0.singular) }, uniquingKeysWith: { a, _ in a })

	/// The plural of a lower-case word: `character` → `characters`, `status` → `statuses`.
	package static func pluralize(_ word: String) -> String {
		if word.isEmpty || uncountables.contains(word) { return word }
		if let plural = pluralOf[word] { return plural }
		if singularOf[word] != nil { return word }
		if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") && !word.hasSuffix("ias") {
			// Already plural (`characters`); singular words ending in a lone `s` are rare and override.
			return word
		}
		if word.hasSuffix("y"), word.count > 1, !isVowel(word.dropLast().last) { return word.dropLast() + "ies" }
		for ending in ["s", "x", "z", "ch", "sh"] where word.hasSuffix(ending) { return word + "es" }
		return word + "s"
	}

	/// The singular of a lower-case word: `characters` → `character`, `people` → `person`.
	package static func singularize(_ word: String) -> String {
		if word.isEmpty || uncountables.contains(word) { return word }
		if let singular = singularOf[word] { return singular }
		if pluralOf[word] != nil { return word }
		if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") || word.hasSuffix("ias") { return word }
		if word.hasSuffix("ies"), word.count > 3 { return word.dropLast(3) + "y" }
		if word.hasSuffix("ses") {
			let stem = word.dropLast(2)
			// `classes` → `class`, `statuses` → `status`, `aliases` → `alias`; but `houses` → `house`.
			if stem.hasSuffix("ss") || stem.hasSuffix("ias") { return String(stem) }
			if stem.hasSuffix("us"), !isVowel(stem.dropLast(2).last) { return String(stem) }
			return String(word.dropLast())
		}
		if word.hasSuffix("zzes") || word.hasSuffix("xes") || word.hasSuffix("ches") || word.hasSuffix("shes") {
			return String(word.dropLast(2))
		}
		if word.hasSuffix("s") { return String(word.dropLast()) }
		return word
	}

	private static func isVowel(_ character: Character?) -> Bool {
		guard let character else { return false }
		return "aeiou".contains(character)
	}
}
