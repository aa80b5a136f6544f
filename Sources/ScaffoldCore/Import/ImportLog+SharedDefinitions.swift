import ScaffoldBasics

/// One diagnostic for a definition many types share.
///
/// Types composed from one schema (Figma's 22 node types each take `layoutGrow` from one trait
/// through `allOf`; Spotify's owner and user objects one `externalURLs`) are written out once per
/// type, and what the import says of a field of that schema would be said once per type, at the
/// same line, in the same words. A user reading them learns one thing: so it is said once, naming
/// the types.
extension ImportLog {
	/// The longest list of type names one diagnostic spells out; the rest are counted.
	static let namedOwners = 3

	/// Merges the diagnostics that differ only by the type owning the field they are about
	/// (`field 'x' of Owner …`), at the same place with the same severity, into the first of them,
	/// which names every owner (`of ConnectorNode, EllipseNode, LineNode and 19 more types`).
	mutating func mergeSharedDefinitions() {
		var groups: [String: Int] = [:]
		var owners: [[String]] = []
		var kept: [(diagnostic: Diagnostic, owner: Range<String.Index>?)] = []
		for diagnostic in diagnostics {
			guard let owner = Self.ownerRange(in: diagnostic.message) else {
				kept.append((diagnostic, nil))
				owners.append([])
				continue
			}
			var message = diagnostic.message
			message.replaceSubrange(owner, with: "\u{0}")
			let key = "\(diagnostic.severity)\u{1}\(diagnostic.location.map { "\($0)" } ?? "")\u{1}\(message)"
			let name = String(diagnostic.message[owner])
			if let index = groups[key] {
				if !owners[index].contains(name) { owners[index].append(name) }
				continue
			}
			groups[key] = kept.count
			kept.append((diagnostic, owner))
			owners.append([name])
		}
		diagnostics = zip(kept, owners).map { entry, names in
			guard let owner = entry.owner, names.count > 1 else { return entry.diagnostic }
			var message = entry.diagnostic.message
			message.replaceSubrange(owner, with: Self.listed(names))
			return Diagnostic(entry.diagnostic.severity, message, at: entry.diagnostic.location, notes: entry.diagnostic.notes)
		}
	}

	/// The owner's name in `field 'name' of Owner …`, the first such phrase of the message.
	static func ownerRange(in message: String) -> Range<String.Index>? {
		guard let field = message.ranges(of: "field '").first else { return nil }
		guard let close = message[field.upperBound...].firstIndex(of: "'") else { return nil }
		let after = message[message.index(after: close)...]
		guard after.hasPrefix(" of ") else { return nil }
		let start = after.index(after.startIndex, offsetBy: 4)
		let end = after[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? after.endIndex
		return start < end ? start..<end : nil
	}

	/// `A and B`, `A, B and C`, `A, B, C and 4 more types`.
	static func listed(_ names: [String]) -> String {
		if names.count > namedOwners + 1 {
			return names.prefix(namedOwners).joined(separator: ", ") + " and \(names.count - namedOwners) more types"
		}
		return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
	}
}
