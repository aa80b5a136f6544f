import ScaffoldCore
import ScaffoldFuzzing

/// One input of a run, rebuilt from the run's seed and its index alone (so a worker, the
/// supervisor and a replay all see the same bytes).
enum FuzzInput {
	case spec([UInt8])
	case template(name: String, source: [UInt8], context: TemplateValue)

	/// What kind of inputs a run makes.
	enum Kind: String {
		case spec
		case template
	}

	/// The path every spec is checked as: constant, so equal output files are recognised as
	/// already parsed.
	static let specPath = "Specs/Fuzz.json"

	static func make(_ kind: Kind, seed: UInt64, index: Int, corpus: FuzzCorpus) -> FuzzInput {
		var random = SeededRandom(run: seed, input: index)
		switch kind {
		case .spec:
			let original = random.pick(corpus.specs).bytes
			// Mostly JSON-aware edits, which reach the checker and the generator; byte flips for the reader.
			if random.chance(80), let root = try? JSONReader(path: specPath).read(original) {
				let mutated = JSONMutator.mutate(root.value, random: &random)
				return .spec(Array(JSONWriter().write(mutated).utf8))
			}
			return .spec(random.mutate(original, alphabet: Array(#"{}[]:,"\/bfnrtu0123456789.eE+-? "#.utf8) + [0xC3, 0xA9, 0xF0, 0x0A]))
		case .template:
			let seed = random.pick(corpus.templates)
			let source = TemplateMutator.mutate(seed.source, selfName: seed.name, random: &random)
			let context = random.chance(50) ? TemplateMutator.mutate(seed.context, random: &random) : seed.context
			return .template(name: seed.name, source: source, context: context)
		}
	}
}
