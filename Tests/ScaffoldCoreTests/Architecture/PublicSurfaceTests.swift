import Foundation
import Testing

/// The core's public types are exactly those its README lists under "Public surface", each in a
/// group with a reason: a type made public without a word there, or listed but no longer public,
/// fails here.
struct PublicSurfaceTests {
	@Test func thePublicTypesAreTheOnesTheReadmeLists() throws {
		var declared: Set<String> = []
		for path in try RepositoryFiles.files(below: "Sources/ScaffoldCore") where path.hasSuffix(".swift") {
			let text = try RepositoryFiles.text("Sources/ScaffoldCore/" + path)
			for line in text.split(separator: "\n") where line.hasPrefix("public ") {
				let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
				let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
				guard let kind = words.firstIndex(where: kinds.contains), kind + 1 < words.count else { continue }
				declared.insert(String(words[kind + 1]))
			}
		}
		let readme = try RepositoryFiles.text("Sources/ScaffoldCore/README.md")
		let section = try require(readme.range(of: "## Public surface")).upperBound
		var listed: Set<String> = []
		for row in readme[section...].split(separator: "\n") where row.hasPrefix("| ") && !row.hasPrefix("| group") {
			let columns = row.split(separator: "|", omittingEmptySubsequences: false)
			guard columns.count > 3 else { continue }
			for name in columns[2].split(separator: "`").enumerated() where name.offset % 2 == 1 { listed.insert(String(name.element)) }
		}
		expectEqual(declared, listed, "public but not listed: \(declared.subtracting(listed).sorted()); listed but not public: \(listed.subtracting(declared).sorted())")
		expectLess(declared.count, 40, "a narrow surface")
	}
}
