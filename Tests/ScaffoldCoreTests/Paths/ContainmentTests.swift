import Testing

import ScaffoldCore

struct ContainmentTests {
	static let root = "/work/app"
	static let path = "Features/Character/DTO.swift"

	/// What `Containment` says of writing a path through its components' states.
	enum Verdict: Sendable, Equatable {
		/// The path stays inside the root.
		case inside
		/// Refused with exactly this message.
		case refused(String)
		/// Refused with a message that contains this text.
		case refusedSaying(String)
		/// Refused, whatever the message.
		case refusedAnyhow
	}

	/// The components' states (with the path and root when they are not the usual ones), and the verdict.
	typealias Row = TableCase<(components: [PathComponentState], path: String, root: String), Verdict>

	static let rows: [Row] = [
		// Plain components stay inside.
		Row("three present components", ([.present, .present, .present], path, root), .inside),
		Row("the file absent", ([.present, .present, .absent], path, root), .inside),
		Row("the first folder absent", ([.absent], path, root), .inside),
		// A symbolic link inside the root is fine.
		Row("a linked folder inside", ([.symlink(resolvedTarget: "/work/app/Modules/Features"), .present, .present], path, root), .inside),
		Row("a linked file inside", ([.present, .present, .symlink(resolvedTarget: "/work/app/Shared/DTO.swift")], path, root), .inside),
		Row("a link to the root itself", ([.symlink(resolvedTarget: "/work/app")], "Features", root), .inside),
		Row(
			"a linked folder pointing outside", ([.present, .symlink(resolvedTarget: "/Users/me/elsewhere"), .present], path, root),
			.refused(
				"refusing to write 'Features/Character/DTO.swift': 'Features/Character' is a symbolic link to '/Users/me/elsewhere', outside the project root '/work/app'"
			)),
		Row(
			"a linked file pointing outside", ([.present, .present, .symlink(resolvedTarget: "/etc/passwd")], path, root),
			.refusedSaying("'Features/Character/DTO.swift' is a symbolic link to '/etc/passwd'")),
		Row("a sibling folder with the root as prefix is outside", ([.symlink(resolvedTarget: "/work/app2/Features"), .present, .present], path, root), .refusedAnyhow),
		// Targets are normalised before comparing.
		Row("a target that climbs out with ..", ([.symlink(resolvedTarget: "/work/app/../other"), .present, .present], path, root), .refusedAnyhow),
		Row("a target with // and /./", ([.symlink(resolvedTarget: "/work//app/./Features"), .present, .present], path, root), .inside),
		Row("a root with a trailing slash", ([.symlink(resolvedTarget: "/work/app/x")], "Features", "/work/app/"), .inside),
		// Dangling or relative targets are refused.
		Row(
			"a dangling link", ([.symlink(resolvedTarget: nil), .absent], path, root),
			.refused("refusing to write 'Features/Character/DTO.swift': 'Features' is a symbolic link that cannot be resolved")),
		Row("a relative target", ([.symlink(resolvedTarget: "relative/target"), .present, .present], path, root), .refusedAnyhow),
		Row("any target is inside the file system's root", ([.symlink(resolvedTarget: "/anywhere"), .present, .present], path, "/"), .inside),
		// Incomplete states cannot be verified.
		Row(
			"too few states", ([.present], path, root),
			.refused("cannot verify that 'Features/Character/DTO.swift' stays inside the project: expected 3 path component states, got 1")),
		Row("no states", ([], path, root), .refusedAnyhow),
		Row("too many states", ([.present, .present, .present, .present], path, root), .refusedAnyhow),
		Row("a relative root", ([.present, .present, .present], path, "work/app"), .refusedSaying("is not an absolute path")),
	]

	@Test(arguments: rows) func judgesThePath(_ row: Row) {
		let problem = Containment.problem(writing: row.input.path, components: row.input.components, root: row.input.root, at: nil)?.message
		let verdict: Verdict =
			switch (problem, row.expected) {
			case (nil, _): .inside
			case (let message?, .refusedSaying(let part)) where message.contains(part): .refusedSaying(part)
			case (_?, .refusedAnyhow): .refusedAnyhow
			case (let message?, _): .refused(message)
			}
		row.expect(verdict)
	}
}
