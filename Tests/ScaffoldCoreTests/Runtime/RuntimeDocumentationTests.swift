import Foundation
import Testing

import ScaffoldCore

/// docs/runtime.md's table of requirements is ``RuntimeRequirements/all``, row for row: the table
/// is rendered from the list here and compared with the section between the markers. Re-record
/// with `SCAFFOLD_RECORD=1` after changing the list (and read the diff).
struct RuntimeDocumentationTests {
	static let begin = "<!-- requirements:begin (rendered from RuntimeRequirements.all by RuntimeDocumentationTests) -->\n"
	static let end = "<!-- requirements:end -->\n"

	/// One row per requirement, in the list's order.
	static func table() -> String {
		var lines = [
			"| Requirement | Module | Looked up as | Used by | Without it |",
			"| --- | --- | --- | --- | --- |",
		]
		for requirement in RuntimeRequirements.all {
			let without: String
			switch requirement.whenMissing {
			case .adapted(let text): without = "adapted: " + text
			case .required: without = "refused: a spec that needs it (\(requirement.concern.map(concern) ?? "any feature")) is not generated"
			}
			lines.append(
				"| `\(requirement.id)` | \(role(requirement.role)) | \(lookedUp(requirement.symbol)) | \(requirement.usedBy) | \(without) |")
		}
		return lines.joined(separator: "\n") + "\n"
	}

	static func role(_ role: RuntimeRequirement.Role) -> String {
		switch role {
		case .networking: "Networking"
		case .networkingMocks: "NetworkingMocks"
		case .core: "Core"
		case .coreMocks: "CoreMocks"
		}
	}

	static func concern(_ concern: RuntimeConcern) -> String {
		switch concern {
		case .rest: "a REST entity"
		case .graphQL: "a GraphQL entity"
		case .writes: "a REST entity that writes"
		case .outbox: "an entity kept on the device that writes"
		case .keychain: "an entity kept in the Keychain"
		case .responseHeaders: "a REST list paged by Link header"
		case .patches: "a REST entity that updates by PATCH"
		}
	}

	static func lookedUp(_ symbol: RuntimeRequirement.Symbol) -> String {
		switch symbol {
		case .type(let name): "a type `\(name)`"
		case .member(let type, let name, let signature):
			"`\(name)` of `\(type)`" + (signature.isEmpty ? "" : " with " + signature.map { "`\($0)`" }.joined(separator: ", "))
		case .enumCase(let type, let name): "case `\(name)` of `\(type)`"
		case .conformance(let type, let conformance): "`\(type)`: `\(conformance)`"
		}
	}

	@Test func theDocsTableIsTheList() throws {
		let path = "docs/runtime.md"
		let text = try RepositoryFiles.text(path)
		let start = try require(text.range(of: Self.begin))
		let stop = try require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
		let documented = String(text[start.upperBound..<stop.lowerBound])
		if RepositoryFiles.isRecording, documented != Self.table() {
			let updated = String(text[..<start.upperBound]) + Self.table() + String(text[stop.lowerBound...])
			try updated.write(to: RepositoryFiles.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
			Issue.record("re-recorded the requirements table of \(path): read the diff")
		}
		expectEqual(documented, Self.table())
	}
}
