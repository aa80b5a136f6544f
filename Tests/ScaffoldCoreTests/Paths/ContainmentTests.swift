import Testing

import ScaffoldCore

struct ContainmentTests {
	static let root = "/work/app"
	static let path = "Features/Character/DTO.swift"

	private func problem(_ components: [PathComponentState], path: String = path, root: String = root) -> String? {
		Containment.problem(writing: path, components: components, root: root, at: nil)?.message
	}

	@Test func plainComponentsStayInside() {
		expectEqual(problem([.present, .present, .present]), nil)
		expectEqual(problem([.present, .present, .absent]), nil)
		expectEqual(problem([.absent]), nil)
	}

	@Test func symlinkInsideTheRootIsFine() {
		expectEqual(problem([.symlink(resolvedTarget: "/work/app/Modules/Features"), .present, .present]), nil)
		expectEqual(problem([.present, .present, .symlink(resolvedTarget: "/work/app/Shared/DTO.swift")]), nil)
		expectEqual(problem([.symlink(resolvedTarget: "/work/app")], path: "Features"), nil)
	}

	@Test func symlinkedFolderPointingOutsideIsRefused() {
		#expect(
			problem([.present, .symlink(resolvedTarget: "/Users/me/elsewhere"), .present])
				== "refusing to write 'Features/Character/DTO.swift': 'Features/Character' is a symbolic link to '/Users/me/elsewhere', outside the project root '/work/app'")
	}

	@Test func symlinkedFilePointingOutsideIsRefused() {
		expectEqual(problem([.present, .present, .symlink(resolvedTarget: "/etc/passwd")])?.contains("'Features/Character/DTO.swift' is a symbolic link to '/etc/passwd'"), true)
	}

	@Test func siblingFolderWithTheRootAsPrefixIsOutside() {
		#expect(problem([.symlink(resolvedTarget: "/work/app2/Features"), .present, .present]) != nil)
	}

	@Test func targetsAreNormalisedBeforeComparing() {
		#expect(problem([.symlink(resolvedTarget: "/work/app/../other"), .present, .present]) != nil)
		#expect(problem([.symlink(resolvedTarget: "/work//app/./Features"), .present, .present]) == nil)
		expectEqual(problem([.symlink(resolvedTarget: "/work/app/x")], path: "Features", root: "/work/app/"), nil)
	}

	@Test func danglingOrRelativeTargetsAreRefused() {
		#expect(
			problem([.symlink(resolvedTarget: nil), .absent])
				== "refusing to write 'Features/Character/DTO.swift': 'Features' is a symbolic link that cannot be resolved")
		#expect(problem([.symlink(resolvedTarget: "relative/target"), .present, .present]) != nil)
	}

	@Test func anyTargetIsInsideTheFileSystemRoot() {
		expectEqual(problem([.symlink(resolvedTarget: "/anywhere"), .present, .present], root: "/"), nil)
	}

	@Test func incompleteStatesCannotBeVerified() {
		expectEqual(problem([.present]), "cannot verify that 'Features/Character/DTO.swift' stays inside the project: expected 3 path component states, got 1")
		#expect(problem([]) != nil)
		#expect(problem([.present, .present, .present, .present]) != nil)
		expectEqual(problem([.present, .present, .present], root: "work/app")?.contains("is not an absolute path"), true)
	}
}
