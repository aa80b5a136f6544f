import ScaffoldBasics

/// An entity read by parent alone (issue 52: Resend's attachments, read only as
/// `/emails/{email_id}/attachments`) has no collection path of its own: the API has none, and a
/// spec should not make one up. Its `rest.path` may be left out when nothing reads it: no
/// `detail` (`"detail": false`), no `list`, `create`, `update` or `delete`, and every read by
/// parent with its own `path` (a `query` read goes to the entity's path). Generation then uses no
/// collection path: each call the entity makes is a read by parent, at that read's path.
extension SpecDecoder {
	/// The entity's collection path when `rest.path` is not written: empty for an entity read by
	/// parent alone, else nil after an error at `rest` saying what needs it.
	mutating func pathForParentReadsAlone(_ rest: SpecObject, detail: Bool, list: SpecList?, writes: Bool, byParent: [SpecParentRead]) -> String? {
		var needs: [String] = []
		if detail { needs.append("its detail (write \"detail\": false if it has none)") }
		if list != nil { needs.append("its list") }
		if writes { needs.append("its writes") }
		// Reads written but refused were reported where they are written; none written at all needs the path.
		if byParent.isEmpty, rest.node["byParent"]?.elements?.isEmpty != false { needs.append("an entity without reads by parent") }
		if rest.node["byParent"]?.elements?.contains(where: { $0["path"] == nil }) == true { needs.append("a read by parent by 'query'") }
		guard needs.isEmpty else {
			reader.error(
				"missing required key 'path' in \(rest.context): \(needs.joined(separator: ", ")) needs it; only an entity read by parent alone, each read with its own 'path', leaves it out",
				at: rest.node.position)
			return nil
		}
		return ""
	}
}
