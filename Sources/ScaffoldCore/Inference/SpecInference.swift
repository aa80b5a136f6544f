import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Infers a starter spec from a sample API response (`scaffold spec infer SAMPLE.json --name Character`).
///
/// Accepts one object, an array of objects, a paginated `{info, results}` envelope, or a
/// GraphQL `{data: {field: …}}` response. Types come from the values: `null`s and keys missing
/// from some elements make a field optional, nested objects become value types (identical
/// shapes share one), ISO 8601 strings become `Date` and web addresses `URL` (both can be
/// turned off). Every such decision is explained by a note pointing into the sample, so the
/// user can see why a field came out the way it did; guesses the user should check are warnings.
package enum SpecInference {
	/// What to infer and how.
	package struct Options: Sendable, Equatable {
		/// The entity's name (`Character`).
		package var name: String
		/// The feature's name (default: the entity's).
		package var feature: String?
		/// The spec-wide JSON key rule; `nil` picks `snake_case` when any key has an underscore.
		package var jsonKeys: JSONKeyStyle?
		/// Whether ISO 8601 strings become `Date`.
		package var detectDates: Bool
		/// Whether `http(s)://` strings become `URL`.
		package var detectURLs: Bool
		/// Whether scalar fields get a `sample` from the first value seen.
		package var includeSamples: Bool

		/// Creates options.
		package init(
			name: String, feature: String? = nil, jsonKeys: JSONKeyStyle? = nil, detectDates: Bool = true, detectURLs: Bool = true,
			includeSamples: Bool = true
		) {
			self.name = name
			self.feature = feature
			self.jsonKeys = jsonKeys
			self.detectDates = detectDates
			self.detectURLs = detectURLs
			self.includeSamples = includeSamples
		}
	}

	/// Where the entity's items were found in the sample.
	enum Envelope: Equatable {
		case single
		case array
		case page
		case graphQL(field: String, paginated: Bool)
	}

	/// Infers a spec from a sample's bytes; the spec text (tab-indented, newline-terminated) when
	/// inference succeeds, and the explanations and problems as diagnostics.
	package static func infer(bytes: some Collection<UInt8>, path: String, options: Options) -> (text: String?, diagnostics: [Diagnostic]) {
		let outcome = inferCountingWork(bytes: bytes, path: path, options: options)
		return (outcome.text, outcome.diagnostics)
	}

	/// ``infer(bytes:path:options:)`` with its work: how many objects had their fields gathered,
	/// which tests hold linear in the sample's size without timing anything.
	package static func inferCountingWork(
		bytes: some Collection<UInt8>, path: String, options: Options
	) -> (text: String?, diagnostics: [Diagnostic], objectsVisited: Int) {
		if let problem = SpecNameRules.typeNameProblem(options.name, role: "entity") {
			return (nil, [.error(problem)], 0)
		}
		let root: JSONNode
		do {
			root = try JSONReader(path: path).read(bytes)
		} catch {
			return (nil, [error], 0)
		}
		var inferrer = SpecInferrer(path: path, options: options)
		guard let (envelope, items) = inferrer.unwrap(root) else { return (nil, inferrer.diagnostics, 0) }
		let text = inferrer.specText(items: items, envelope: envelope)
		let check = Spec.load(bytes: Array(text.utf8), path: "<inferred \(options.name).json>")
		if check.diagnostics.containsErrors {
			return (nil, inferrer.diagnostics + check.diagnostics, inferrer.objectsVisited)
		}
		return (text, inferrer.diagnostics, inferrer.objectsVisited)
	}
}
