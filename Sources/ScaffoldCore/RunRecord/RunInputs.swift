import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Everything apart from the disk that decides what a run of `scaffold feature NAME` plans, or
/// what `scaffold check` answers.
///
/// When none of it changed and the disk still holds what an earlier run left, the answer is the
/// one that run recorded (``UnchangedRunRecord``), and generating again would only prove it.
/// Every field goes into ``key``; a field that generation reads but this type lacks would let a
/// stale record through, so the executable fills it from the very bytes it generates from.
///
/// The project root is not among them: a plan sees the root only through the files it reads, by
/// content and by path from the root (``DiskEntry/fingerprint``, symbolic links' resolved targets
/// included), and through ``Containment``, which every replay judges again against the root it
/// runs in (``UnchangedRunRecord/leavesRoot(_:_:root:)``). Specs outside the project are inputs by
/// the path that leads to them from the root (``SpecInput/pathFromRoot``), as found in this run.
/// So a project moved or copied elsewhere replays its records.
package struct RunInputs: Sendable, Equatable {
	/// The command whose run this is, with what only that command reads.
	package enum Command: Sendable, Equatable {
		/// `scaffold feature NAME`: the feature named on the command line, the specs of the
		/// project the run records as ignored for it (``GeneratedFeature/ignoredSpecs``), and
		/// `--force`.
		case feature(String, ignoredSpecs: [String], force: Bool)
		/// `scaffold check`, which writes nothing.
		case check
	}

	/// One spec the run generates from, as it read it.
	package struct SpecInput: Sendable, Equatable {
		/// As headers and the manifest name it.
		package var path: String
		/// Whether it lies outside the project.
		package var isOutsideProject: Bool
		/// Its path from the root, for a spec outside the project, as the manifest records it.
		package var pathFromRoot: String?
		/// Its bytes.
		package var bytes: [UInt8]

		/// Creates one.
		package init(path: String, isOutsideProject: Bool, pathFromRoot: String? = nil, bytes: [UInt8]) {
			self.path = path
			self.isOutsideProject = isOutsideProject
			self.pathFromRoot = pathFromRoot
			self.bytes = bytes
		}
	}

	/// The command.
	package var command: Command
	/// scaffold's own build: its version and the identity of its executable file (device, inode,
	/// size, modification time), so that a record of another build (other templates, other
	/// code) is never trusted.
	package var build: String
	/// Every spec, in the order the run reads them (the one spec of a feature run).
	package var specs: [SpecInput]
	/// `scaffold.json`'s bytes; `nil` when the project has none (the defaults).
	package var config: [UInt8]?
	/// The project's template overrides, as read from its templates folder.
	package var templateOverrides: [TemplateSource]
	/// `.scaffold/manifest.json`'s bytes; `nil` when there is none yet.
	package var manifest: [UInt8]?
	/// The code style in force (``CodeStyle/summary``): it comes from `.swift-format` or
	/// `.editorconfig` as well as `scaffold.json`, so the config's bytes alone do not tell it.
	package var style: String

	/// Creates the inputs of one run.
	package init(
		command: Command, build: String, specs: [SpecInput], config: [UInt8]?, templateOverrides: [TemplateSource],
		manifest: [UInt8]?, style: String = CodeStyle.house.summary
	) {
		self.command = command
		self.build = build
		self.specs = specs
		self.config = config
		self.templateOverrides = templateOverrides
		self.manifest = manifest
		self.style = style
	}

	/// The feature of a feature run; `nil` for `check`.
	package var feature: String? {
		guard case .feature(let name, _, _) = command else { return nil }
		return name
	}

	/// `--force` of a feature run (`check` writes nothing, so never forces).
	package var force: Bool {
		guard case .feature(_, _, let force) = command else { return false }
		return force
	}

	/// The SHA-256 of every field in declaration order, each length-prefixed (and a missing
	/// file told apart from an empty one), so that no two different inputs share an encoding.
	/// Overrides are taken in path order: the order a folder lists them in is not an input.
	package var key: [UInt8] {
		var encoding = KeyEncoding()
		switch command {
		case .feature(let name, let ignoredSpecs, let force):
			encoding.append("scaffold feature")
			encoding.append(name)
			encoding.append(UInt64(ignoredSpecs.count))
			for ignored in ignoredSpecs { encoding.append(ignored) }
			encoding.append(force)
		case .check:
			encoding.append("scaffold check")
		}
		encoding.append(build)
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

/// The unambiguous byte encoding ``RunInputs/key`` hashes.
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
