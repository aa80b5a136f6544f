import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Everything apart from the disk that decides what `scaffold feature NAME` plans.
///
/// When none of it changed and the disk still holds what an earlier run left, the plan is the
/// one that run recorded (``UnchangedRunRecord``), and generating again would only prove it.
/// Every field goes into ``key``; a field that generation reads but this type lacks would let a
/// stale record through, so the executable fills it from the very bytes it generates from.
package struct FeatureRunInputs: Sendable, Equatable {
	/// scaffold's own build: its version and the identity of its executable file (device, inode,
	/// size, modification time), so that a record of another build (other templates, other
	/// code) is never trusted.
	package var build: String
	/// The project root, resolved.
	package var root: String
	/// The feature named on the command line.
	package var feature: String
	/// The spec as headers and the manifest name it.
	package var specPath: String
	/// Whether the spec lies outside the project.
	package var specIsOutsideProject: Bool
	/// A spec outside the project's path from the root, as the manifest records it.
	package var specPathFromRoot: String?
	/// The specs of the project the run records as ignored for this feature (``GeneratedFeature/ignoredSpecs``).
	package var ignoredSpecs: [String]
	/// The spec's bytes.
	package var spec: [UInt8]
	/// `scaffold.json`'s bytes; `nil` when the project has none (the defaults).
	package var config: [UInt8]?
	/// The project's template overrides, as read from its templates folder.
	package var templateOverrides: [TemplateSource]
	/// `.scaffold/manifest.json`'s bytes; `nil` when there is none yet.
	package var manifest: [UInt8]?
	/// `--force`.
	package var force: Bool
	/// The code style in force (``CodeStyle/summary``): it comes from `.swift-format` or
	/// `.editorconfig` as well as `scaffold.json`, so the config's bytes alone do not tell it.
	package var style: String

	/// Creates the inputs of one run.
	package init(
		build: String, root: String, feature: String, specPath: String, specIsOutsideProject: Bool,
		specPathFromRoot: String? = nil, ignoredSpecs: [String] = [], spec: [UInt8], config: [UInt8]?,
		templateOverrides: [TemplateSource], manifest: [UInt8]?, force: Bool, style: String = CodeStyle.house.summary
	) {
		self.build = build
		self.root = root
		self.feature = feature
		self.specPath = specPath
		self.specIsOutsideProject = specIsOutsideProject
		self.specPathFromRoot = specPathFromRoot
		self.ignoredSpecs = ignoredSpecs
		self.spec = spec
		self.config = config
		self.templateOverrides = templateOverrides
		self.manifest = manifest
		self.force = force
		self.style = style
	}

	/// The SHA-256 of every field in declaration order, each length-prefixed (and a missing
	/// file told apart from an empty one), so that no two different inputs share an encoding.
	/// Overrides are taken in path order: the order a folder lists them in is not an input.
	package var key: [UInt8] {
		var encoding = KeyEncoding()
		encoding.append(build)
		encoding.append(root)
		encoding.append(feature)
		encoding.append(specPath)
		encoding.append(specIsOutsideProject)
		encoding.append(specPathFromRoot.map { Array($0.utf8) })
		encoding.append(UInt64(ignoredSpecs.count))
		for ignored in ignoredSpecs { encoding.append(ignored) }
		encoding.append(spec)
		encoding.append(config)
		let overrides = templateOverrides.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
		encoding.append(UInt64(overrides.count))
		for template in overrides {
			encoding.append(template.path)
			encoding.append(template.text)
		}
		encoding.append(manifest)
		encoding.append(force)
		encoding.append(style)
		return SHA256.digest(encoding.bytes)
	}
}

/// The unambiguous byte encoding ``FeatureRunInputs/key`` and ``CheckRunInputs/key`` hash.
struct KeyEncoding {
	var bytes: [UInt8] = []

	mutating func append(_ value: UInt64) {
		for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
	}

	mutating func append(_ value: Bool) {
		bytes.append(value ? 1 : 0)
	}

	mutating func append(_ value: [UInt8]?) {
		guard let value else { return append(UInt64.max) }
		append(UInt64(value.count))
		bytes += value
	}

	mutating func append(_ value: String) {
		append(Array(value.utf8))
	}
}
