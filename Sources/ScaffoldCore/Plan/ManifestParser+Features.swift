import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension ManifestParser {
	/// The keys of a feature as scaffold writes one for a spec in the project, in their order (the
	/// canonical reader's form): the four every feature has, and the version that generated it.
	static let featureKeys = ["fixtures", "name", "scaffoldVersion", "spec", "specOutsideProject"]
	/// Every key a feature may have: ``featureKeys`` and the two written only when they hold something.
	static let allFeatureKeys = ["fixtures", "ignoredSpecs", "name", "scaffoldVersion", "spec", "specOutsideProject", "specPath"]

	/// The `features` of a version 2 manifest: one object per feature, names unique.
	mutating func features(_ node: JSONNode) -> [GeneratedFeature] {
		guard let elements = node.elements else {
			report("'features' must be an array, found \(node.value.kindName)", node.position)
			return []
		}
		var features: [GeneratedFeature] = []
		var firstSeen: [String: SourcePosition] = [:]
		for element in elements {
			guard let feature = feature(element) else { continue }
			let position = element["name"]?.position ?? element.position
			if let first = firstSeen[feature.name] {
				diagnostics.append(
					.error(
						"feature \(quoted: feature.name) is listed twice in the manifest", at: location(position),
						notes: [.init("first listed here", at: location(first))]))
				continue
			}
			firstSeen[feature.name] = position
			features.append(feature)
		}
		return features
	}

	private mutating func feature(_ node: JSONNode) -> GeneratedFeature? {
		guard let members = node.members else {
			report("a manifest feature must be an object, found \(node.value.kindName)", node.position)
			return nil
		}
		rejectUnknownKeys(members, allowed: Self.allFeatureKeys, in: "a manifest feature")
		let name = string("name", of: node)
		let spec = string("spec", of: node)
		let fixtures = bool("fixtures", of: node)
		let outside = bool("specOutsideProject", of: node)
		if let name, let problem = FeatureName.problem(name), let position = node["name"]?.position {
			report(problem, position)
			return nil
		}
		if let spec, let outside, let position = node["spec"]?.position, let problem = Self.specProblem(spec, outside: outside) {
			report(problem, position)
			return nil
		}
		var isValid = true
		let specPath = specPath(of: node, outside: outside ?? false, isValid: &isValid)
		let ignored = ignoredSpecs(of: node, isValid: &isValid)
		let version = scaffoldVersion(of: node, isValid: &isValid)
		guard let name, let spec, let fixtures, let outside, isValid else { return nil }
		return GeneratedFeature(
			name: name, spec: spec, specIsOutsideProject: outside, specPathFromRoot: specPath, ignoredSpecs: ignored,
			hasFixtures: fixtures, scaffoldVersion: version)
	}

	/// `scaffoldVersion`: the version that generated the feature (`0.1.0`), `nil` when absent (a
	/// feature recorded before scaffold kept it). A problem is reported and clears `isValid`.
	private mutating func scaffoldVersion(of node: JSONNode, isValid: inout Bool) -> String? {
		guard let value = node["scaffoldVersion"] else { return nil }
		guard let text = value.string, Self.isVersion(text) else {
			report("'scaffoldVersion' must be a version such as \"0.1.0\"", value.position)
			isValid = false
			return nil
		}
		return text
	}

	/// A version as scaffold spells its own: digits, letters, `.`, `-` and `+`, at most 64 of them.
	static func isVersion(_ text: String) -> Bool {
		!text.isEmpty && text.utf8.count <= 64
			&& text.utf8.allSatisfy { byte in
				switch byte {
				case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
					UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
					true
				default: false
				}
			}
	}

	/// `specPath`, for a spec outside the project: relative to the root, leading out with `..`
	/// (never absolute: it would differ from machine to machine); `nil` when absent. A problem is
	/// reported and clears `isValid`.
	private mutating func specPath(of node: JSONNode, outside: Bool, isValid: inout Bool) -> String? {
		guard let value = node["specPath"] else { return nil }
		guard let text = value.string else {
			report("'specPath' must be a string, found \(value.value.kindName)", value.position)
			isValid = false
			return nil
		}
		if let problem = Self.outsideSpecPathProblem(text, outside: outside) {
			report(problem, value.position)
			isValid = false
			return nil
		}
		return text
	}

	/// Why `path` cannot be the recorded path of a spec outside the project, or `nil`.
	static func outsideSpecPathProblem(_ path: String, outside: Bool) -> String? {
		guard outside else { return "'specPath' is recorded only for a spec outside the project" }
		let components = path.split(separator: "/", omittingEmptySubsequences: false)
		if path.hasPrefix("/") || path.contains("\\") || components.first != ".." || components.contains("") {
			return "'specPath' must be relative to the project root and lead out of it with '..'"
		}
		return nil
	}

	/// `ignoredSpecs`: paths of specs in the project, relative to its root; `[]` when absent. A
	/// problem is reported and clears `isValid`.
	private mutating func ignoredSpecs(of node: JSONNode, isValid: inout Bool) -> [String] {
		guard let value = node["ignoredSpecs"] else { return [] }
		guard let elements = value.elements else {
			report("'ignoredSpecs' must be an array, found \(value.value.kindName)", value.position)
			isValid = false
			return []
		}
		var paths: [String] = []
		for element in elements {
			guard let text = element.string, Self.specProblem(text, outside: false) == nil else {
				report("'ignoredSpecs' holds paths of specs relative to the project root", element.position)
				isValid = false
				return []
			}
			paths.append(text)
		}
		return paths
	}

	/// A recorded spec is relative to the root, or a bare file name when it lies outside: an
	/// absolute path would differ on every machine, and `..` would lead out of the project.
	static func specProblem(_ spec: String, outside: Bool) -> String? {
		if outside {
			return spec.isEmpty || spec.contains("/") ? "a spec outside the project is recorded by its file name only" : nil
		}
		let components = spec.split(separator: "/", omittingEmptySubsequences: false)
		if spec.isEmpty || spec.hasPrefix("/") || spec.contains("\\") || components.contains("..") || components.contains("") {
			return "'\(spec)' is not a path relative to the project root; a spec in the project is recorded relative to its root"
		}
		return nil
	}

	private mutating func string(_ key: String, of node: JSONNode) -> String? {
		guard let value = node[key] else {
			report("manifest feature has no \(quoted: key)", node.position)
			return nil
		}
		guard let text = value.string else {
			report("\(quoted: key) must be a string, found \(value.value.kindName)", value.position)
			return nil
		}
		return text
	}

	private mutating func bool(_ key: String, of node: JSONNode) -> Bool? {
		guard let value = node[key] else {
			report("manifest feature has no \(quoted: key)", node.position)
			return nil
		}
		guard let flag = value.bool else {
			report("\(quoted: key) must be true or false, found \(value.value.kindName)", value.position)
			return nil
		}
		return flag
	}

	/// The features of a version 1 manifest, which recorded only files: each feature folder's
	/// records give its name, their origin its spec, and a fixture among them its fixtures.
	/// Reading the paths back is for these old manifests only; scaffold writes version 2.
	func legacyFeatures(_ records: [Manifest.Record]) -> [GeneratedFeature] {
		let paths = generatedPaths ?? GeneratedPaths(config: .defaults)
		var features: [String: GeneratedFeature] = [:]
		for record in records where !record.origin.isEmpty {
			guard let name = paths.featureName(of: record.path) else { continue }
			let isFixture = record.path.hasPrefix(paths.folder(of: name) + "Tests/Shared/Fixtures/")
			if var known = features[name] {
				known.hasFixtures = known.hasFixtures || isFixture
				features[name] = known
				continue
			}
			// Version 1 recorded a spec outside the project as given: absolute, or leading out with `..`.
			let components = record.origin.split(separator: "/")
			let outside = record.origin.hasPrefix("/") || components.contains("..")
			features[name] = GeneratedFeature(
				name: name, spec: outside ? String(components.last ?? "") : record.origin, specIsOutsideProject: outside,
				hasFixtures: isFixture)
		}
		return Array(features.values)
	}
}
