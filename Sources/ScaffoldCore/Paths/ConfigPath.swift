/// The folders `scaffold.json` names (`specs`, `templates`, `output`): how every command turns
/// them into paths, and whether scaffold may write into them.
///
/// One function resolves them for every command (`feature`, `check`, `templates eject` and
/// `spec lint` alike), so an absolute `specs` is the same folder for all of them.
package enum ConfigPath {
	/// The config keys that name folders.
	package static let keys = ["specs", "output", "templates"]

	// Run once per command (or only by `adopt`): unoptimised in this `-O` target, where optimising
	// it cost the build more than any run saves (docs/performance.md, "Tables and cold paths").
	/// Whether `path` names a folder below the root as scaffold.json's app paths must: relative,
	/// not empty, without `..`, empty components or control characters.
	@_optimize(none)
	package static func isBelowRoot(_ path: String) -> Bool {
		let parts = path.split(separator: "/", omittingEmptySubsequences: false)
		return !path.isEmpty && !path.hasPrefix("/") && !parts.contains("..") && !parts.contains("")
			&& !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" })
	}

	/// A configured folder as a path: an absolute one as written, a relative one below `base`
	/// (the folder holding `scaffold.json`, absolute or as the user would type it, e.g. `../`).
	///
	/// Not normalised: `..` after a symbolic link means something else than the text suggests,
	/// so the executable resolves the result on disk before judging where it leads.
	@_optimize(none)
	package static func resolve(_ configured: String, against base: String) -> String {
		if configured.hasPrefix("/") || base.isEmpty || base == "." { return configured }
		return base.hasSuffix("/") ? base + configured : base + "/" + configured
	}

	/// `resolved` (an absolute path with every symbolic link resolved) relative to `root`
	/// (resolved too): `""` for the root itself, `nil` when it lies outside.
	@_optimize(none)
	package static func relative(_ resolved: String, to root: String) -> String? {
		guard let path = Containment.normalise(resolved), let base = Containment.normalise(root),
			Containment.isInside(path, base)
		else { return nil }
		if path == base { return "" }
		return String(path.dropFirst(base == "/" ? 1 : base.count + 1))
	}

	/// `resolved` (absolute, every symbolic link resolved) as a path from `root` (resolved too)
	/// that leads out of it with `..` (`../specs/Character.json`): how the manifest records a spec
	/// outside the project, so that no committed file holds an absolute path of one machine.
	/// `nil` when either is not an absolute path, or `resolved` lies inside `root`.
	@_optimize(none)
	package static func leadingOut(_ resolved: String, from root: String) -> String? {
		guard let path = Containment.normalise(resolved), let base = Containment.normalise(root),
			path.hasPrefix("/"), base.hasPrefix("/"), !Containment.isInside(path, base)
		else { return nil }
		let target = path.split(separator: "/")
		let origin = base.split(separator: "/")
		var shared = 0
		while shared < min(target.count, origin.count) && target[shared] == origin[shared] { shared += 1 }
		let upward = Array(repeating: "..", count: origin.count - shared)
		return (upward + target[shared...].map(String.init)).joined(separator: "/")
	}

	/// Why scaffold may not write into the folder a config key names, or `nil` when it may.
	///
	/// - Parameters:
	///   - key: `specs`, `templates` or `output`.
	///   - configured: the value as written (for the message).
	///   - resolved: the folder's absolute path with every symbolic link resolved (`realpath` of
	///     its nearest existing ancestor, then the missing rest).
	///   - root: the project root's resolved path.
	///   - location: the key's value in `scaffold.json`, or `nil` for the default.
	@_optimize(none)
	package static func writeProblem(
		key: String, configured: String, resolved: String, root: String, at location: SourceLocation?
	) -> Diagnostic? {
		guard relative(resolved, to: root) == nil else { return nil }
		let how = location == nil ? "the \(key) folder '\(configured)'" : "'\(key)' ('\(configured)')"
		let leads = Containment.normalise(ConfigPath.resolve(configured, against: root)) == Containment.normalise(resolved)
			? "is outside the project root" : "leads to '\(resolved)' through a symbolic link, outside the project root"
		return .error("\(how) \(leads); scaffold writes only inside the project", at: location)
	}
}
