/// Decides whether writing (or deleting) a relative path stays inside the project root once
/// symbolic links are followed: a symlinked output folder pointing elsewhere is refused.
///
/// Pure: the executable reports each component's state (``PathComponentState``), this decides.
package enum Containment {
	/// The reason writing `path` would leave the project, or `nil` when it stays inside.
	///
	/// - Parameters:
	///   - path: a relative path already accepted by ``SafePath``.
	///   - components: one state per component of `path`, from the root down; may end early with `.absent`.
	///   - root: the project root's resolved absolute path (`realpath`).
	///   - location: where the path comes from, for the diagnostic.
	package static func problem(
		writing path: String, components: [PathComponentState], root: String, at location: SourceLocation?
	) -> Diagnostic? {
		// Counted, not split: a safe path has no empty component, and this runs for every file of a plan.
		// Over the contiguous bytes: the UTF-8 view's iterator cost more than the rest of the check.
		var text = path
		let nameCount = text.withUTF8 { bytes in bytes.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }
		let complete = components.count == nameCount || (components.count < nameCount && components.last == .absent)
		guard complete else {
			return .error(
				"cannot verify that '\(path)' stays inside the project: expected \(nameCount) path component states, got \(components.count)",
				at: location)
		}
		guard root.hasPrefix("/") else {
			return .error("cannot verify that '\(path)' stays inside the project: root '\(root)' is not an absolute path", at: location)
		}
		// Without a symbolic link on the way, the path is lexically inside (SafePath) and so really inside.
		guard components.contains(where: { if case .symlink = $0 { true } else { false } }) else { return nil }
		let names = path.split(separator: "/").map(String.init)
		let normalRoot = normalise(root) ?? root  // absolute, so never nil
		for (index, state) in components.enumerated() {
			guard case .symlink(let target) = state else { continue }
			let link = names[0...index].joined(separator: "/")
			guard let target else {
				return .error("refusing to write '\(path)': '\(link)' is a symbolic link that cannot be resolved", at: location)
			}
			guard let normalTarget = normalise(target), isInside(normalTarget, normalRoot) else {
				return .error(
					"refusing to write '\(path)': '\(link)' is a symbolic link to '\(target)', outside the project root '\(root)'",
					at: location)
			}
		}
		return nil
	}

	/// Whether `path` is `root` or below it; both normalised, so a plain prefix test is wrong
	/// only for siblings such as `/work/app2` next to `/work/app`, which the `/` boundary rules out.
	static func isInside(_ path: String, _ root: String) -> Bool {
		if root == "/" { return true }
		return path == root || path.hasPrefix(root + "/")
	}

	/// Collapses `//`, `.` and `..` in an absolute path; `nil` for a relative one.
	static func normalise(_ path: String) -> String? {
		guard path.hasPrefix("/") else { return nil }
		var parts: [Substring] = []
		for component in path.split(separator: "/") {
			switch component {
			case ".": continue
			case "..": _ = parts.popLast()
			default: parts.append(component)
			}
		}
		// Appended one by one, not `joined(separator:)`: the generic's first use in a process looks
		// its conformances up at run time, which a run that changes nothing pays here.
		var normalised = ""
		for part in parts {
			normalised += "/"
			normalised.append(contentsOf: part)
		}
		return normalised.isEmpty ? "/" : normalised
	}
}
