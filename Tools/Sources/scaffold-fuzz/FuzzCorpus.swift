import Foundation
import ScaffoldCore
import ScaffoldFuzzing

/// The seeds inputs are mutated from: the corpus folder (seed specs and templates, and the
/// failures found before, kept as regression seeds), the examples, and every embedded
/// template with the contexts the examples give it.
struct FuzzCorpus {
	/// A template to mutate, the context to render it with, and the partials it may include.
	struct TemplateSeed {
		var name: String
		var source: String
		var context: TemplateValue
	}

	/// The corpus folder and the examples folder, as given (workers are pointed at the same ones).
	let folder: String
	let examples: String
	let specs: [(name: String, bytes: [UInt8])]
	let templates: [TemplateSeed]
	/// Every embedded template, by the name partial tags use.
	let partials: [(name: String, source: String)]
	let generator: Generator

	init(folder: String, examples: String) throws {
		self.folder = folder
		self.examples = examples
		let files = FileManager.default
		func listing(_ folder: String, _ suffix: String) -> [String] {
			((try? files.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
		}
		func bytes(_ path: String) -> [UInt8] { Array(files.contents(atPath: path) ?? Data()) }
		let specPaths = listing(examples, ".json") + listing(folder + "/specs", ".json") + listing(folder + "/crashers", ".json")
		specs = specPaths.map { ($0, bytes($0)) }
		generator = try Generator(catalog: .embedded)
		partials = TemplateCatalog.embedded.sources.map { ($0.name, $0.text) }

		// Real templates with the contexts the examples give them: mutations start from inputs
		// that render, so they reach deep into the renderer.
		var seeds: [TemplateSeed] = []
		var seen: Set<String> = []
		for (path, spec) in specs.prefix(while: { $0.name.hasPrefix(examples) }) {
			let output = FeatureGeneration.run(specBytes: spec, specPath: path, config: .defaults, generator: generator)
			for job in output.jobs where seen.insert(job.templatePath).inserted {
				guard let source = TemplateCatalog.embedded.source(atPath: job.templatePath) else { continue }
				seeds.append(TemplateSeed(name: source.name, source: source.text, context: job.context))
			}
		}
		let generic: TemplateValue = ["name": "A", "items": [["name": "x"], ["name": "y"]], "list": [1, 2], "a": true, "header": "//"]
		for path in listing(folder + "/templates", ".mustache") {
			let name = String(path.split(separator: "/").last ?? "t.mustache")
			seeds.append(TemplateSeed(name: name, source: String(decoding: bytes(path), as: UTF8.self), context: generic))
		}
		templates = seeds
	}
}
