import Foundation
import Testing

@testable import scaffold

/// The executable loads FoundationEssentials on Linux, never all of Foundation (see
/// `Sources/scaffold/Support/PlatformImports.swift`): one stray `import Foundation` would bring
/// back about 3 ms of start-up to every run.
struct PlatformImportsTests {
	static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
		.deletingLastPathComponent().appendingPathComponent("Sources/scaffold")

	func onlyPlatformImportsImportsFoundation() throws {
		let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }
		expectGreater(files.count, 40)
		for file in files where !file.hasSuffix("PlatformImports.swift") {
			let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
			let imports = text.split(separator: "\n").filter { $0.contains("import Foundation") }
			expectEmpty(imports, "\(file): \(imports)")
		}
	}

	#if os(Linux)
		@Test func theBinaryNeedsFoundationEssentialsNotFoundation() throws {
			let binary = try Data(contentsOf: try ScaffoldBinary.locate().url)
			expectNotEqual(binary.range(of: Data("libFoundationEssentials.so\0".utf8)), nil)
			expectEqual(binary.range(of: Data("libFoundation.so\0".utf8)), nil)
		}
	#endif

	func foundationFileErrorsAreReadAsTheirErrno() throws {
		try TemporaryFolder.with { folder in
			let file = folder.url.appendingPathComponent("file").path
			try Data("x".utf8).write(to: URL(fileURLWithPath: file))
			do {
				try FileManager.default.createDirectory(atPath: file + "/below", withIntermediateDirectories: true)
				Issue.record("a folder was created below a file")
			} catch {
				#expect(FileErrorWording.code(of: error) == ENOTDIR || FileErrorWording.code(of: error) == EEXIST, "\(error)")
				expectNotEqual(FileErrorWording.sentence(for: error), nil)
			}
		}
		expectEqual(FileErrorWording.code(of: POSIXError(.ENOSPC)), ENOSPC)
		expectEqual(FileErrorWording.code(of: CocoaError(.fileWriteOutOfSpace)), ENOSPC)
		expectEqual(FileErrorWording.code(of: CocoaError(.fileReadNoSuchFile)), ENOENT)
		struct Other: Error {}
		expectEqual(FileErrorWording.code(of: Other()), nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<PlatformImportsTests>] = [
		SuiteTest("onlyPlatformImportsImportsFoundation") { try $0.onlyPlatformImportsImportsFoundation() },
		SuiteTest("foundationFileErrorsAreReadAsTheirErrno") { try $0.foundationFileErrorsAreReadAsTheirErrno() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<PlatformImportsTests>) async throws { try await test.body(self) }
}
