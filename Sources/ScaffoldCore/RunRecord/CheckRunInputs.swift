import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Everything apart from the disk that decides what `scaffold check` answers: the twin of
/// ``FeatureRunInputs`` for a whole project.
///
/// `check` on a project it found current records its inputs' key and the fingerprint of every
/// path it inspected (an ``UnchangedRunRecord`` in `.scaffold/cache/check`). A later `check`
/// with the same key that finds every one of those paths as fingerprinted would regenerate the
/// same files and compare them with the same bytes, so it answers "current" having only read
/// and hashed the files: no template is parsed, no context built, nothing rendered. Any
/// difference sends it down the full path.
package struct CheckRunInputs: Sendable, Equatable {
	/// One spec `check` generates from, as it read it.
	package struct SpecInput: Sendable, Equatable {
		/// As headers and the manifest name it.
		package var path: String
		/// Whether it lies outside the project.
		package var isOutsideProject: Bool
		/// Its path from the root, for a spec outside the project.
		package var pathFromRoot: String?
		/// Its bytes.
		package var bytes: [UInt8]

		/// Creates one.
		package init(path: String, isOutsideProject: Bool, pathFromRoot: String?, bytes: [UInt8]) {
			self.path = path
			self.isOutsideProject = isOutsideProject
			self.pathFromRoot = pathFromRoot
			self.bytes = bytes
		}
	}

	/// scaffold's own build (``FeatureRunInputs/build``).
	package var build: String
	/// The project root, resolved.
	package var root: String
	/// Every spec, in the order `check` reads them.
	package var specs: [SpecInput]
	/// `scaffold.json`'s bytes; `nil` when the project has none.
	package var config: [UInt8]?
	/// The project's template overrides.
	package var templateOverrides: [TemplateSource]
	/// `.scaffold/manifest.json`'s bytes; `nil` when there is none.
	package var manifest: [UInt8]?
	/// The code style in force (``CodeStyle/summary``).
	package var style: String

	/// Creates the inputs of one `check`.
	package init(
		build: String, root: String, specs: [SpecInput], config: [UInt8]?, templateOverrides: [TemplateSource], manifest: [UInt8]?,
		style: String
	) {
		self.build = build
		self.root = root
		self.specs = specs
		self.config = config
		self.templateOverrides = templateOverrides
		self.manifest = manifest
		self.style = style
	}

	/// The SHA-256 of every field in declaration order, each length-prefixed, behind a tag that
	/// tells it from a feature run's key. Overrides are taken in path order.
	package var key: [UInt8] {
		var encoding = KeyEncoding()
		encoding.append("scaffold check")
		encoding.append(build)
		encoding.append(root)
		encoding.append(UInt64(specs.count))
		for spec in specs {
			encoding.append(spec.path)
			encoding.append(spec.isOutsideProject)
			encoding.append(spec.pathFromRoot.map { Array($0.utf8) })
			encoding.append(spec.bytes)
		}
		encoding.append(config)
		let overrides = templateOverrides.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
		encoding.append(UInt64(overrides.count))
		for template in overrides {
			encoding.append(template.path)
			encoding.append(template.text)
		}
		encoding.append(manifest)
		encoding.append(style)
		return SHA256.digest(encoding.bytes)
	}
}

extension UnchangedRunRecord {
	/// The record's text when `key` is its own and `fingerprints` (one for each of
	/// ``pathsToInspect``, computed as ``DiskEntry/fingerprint``) match every path's; `nil`
	/// otherwise. For `check`, which writes nothing: unlike ``replay(key:disk:root:)`` nothing is
	/// swept, so only the fingerprints (the components on the way among them) are compared.
	package func replayingCheck(key: [UInt8], fingerprints: [[UInt8]?]) -> String? {
		guard key == self.key, fingerprints.count == paths.count else { return nil }
		for (inspected, fingerprint) in zip(paths, fingerprints) where fingerprint != inspected.fingerprint {
			return nil
		}
		return text
	}
}
