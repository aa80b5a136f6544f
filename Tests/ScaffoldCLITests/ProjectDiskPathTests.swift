import Foundation
import Testing

@testable import scaffold

/// The byte paths of the disk layer give what their character paths give.
struct ProjectDiskPathTests {
	func theParentOfAnASCIIPathIsTheOneCharactersGive() {
		let cases = [
			"", "/", "//", "a", "a/", "a//", "/a", "//a", "a/b", "a/b/", "a//b", "/a/b", "Features/Character/Sources/Data/DTOs/X.swift",
			"./a", "../a/b", "a/./b", "\r\n/x", "x/\r\n", "///a///b///",
		]
		var random: UInt64 = 0x9E37_79B9_7F4A_7C15
		var generated: [String] = []
		for _ in 0..<3_000 {
			var path = ""
			for _ in 0..<Int(random % 9) {
				random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
				path.append(["/", "a", ".", "b", "/", "\r", "\n", "_"][Int(random >> 61)])
			}
			random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
			generated.append(path)
		}
		for path in cases + generated {
			expectEqual(ProjectDisk.parent(of: path), ProjectDisk.parentOfCharacters(path), "\(String(reflecting: path))")
		}
		expectEqual(ProjectDisk.parent(of: "é/ü"), "é")
	}

	func entriesWithAPrefixAreThoseNamesOnlySorted() throws {
		let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString)")
		try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
		defer { try? FileManager.default.removeItem(at: folder) }
		for name in [".scaffold-2-b", ".scaffold-1-a", ".scaffold", ".scaf", "X.swift", "é.scaffold-1-x"] {
			try Data().write(to: folder.appendingPathComponent(name))
		}
		let fileSystem = PosixFileSystem()
		try expectEqual(fileSystem.entries(folder.path, prefix: ".scaffold-"), [".scaffold-1-a", ".scaffold-2-b"])
		try expectEqual(fileSystem.entries(folder.path).count, 6)
		try expectEqual(fileSystem.entries(folder.path, prefix: "é"), ["é.scaffold-1-x"])
	}

	func theLastComponentIsTheOneNSStringGives() {
		// Not "//": swift-corelibs-foundation says "" there, Darwin's Foundation and this function "/".
		let cases = ["", "/", "a", "a/", "a//", "/a", "//a", "a/b", "a/b/", "a//b", "/a/b", "Specs/Character.json", "../x.json", "é/ü.json"]
		for path in cases {
			expectEqual(ProjectDisk.lastComponent(of: path), (path as NSString).lastPathComponent, "\(path)")
		}
		expectEqual(ProjectDisk.lastComponent(of: "//"), "/")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ProjectDiskPathTests>] = [
		SuiteTest("theParentOfAnASCIIPathIsTheOneCharactersGive") { $0.theParentOfAnASCIIPathIsTheOneCharactersGive() },
		SuiteTest("entriesWithAPrefixAreThoseNamesOnlySorted") { try $0.entriesWithAPrefixAreThoseNamesOnlySorted() },
		SuiteTest("theLastComponentIsTheOneNSStringGives") { $0.theLastComponentIsTheOneNSStringGives() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ProjectDiskPathTests>) async throws { try await test.body(self) }
}
