import ScaffoldBasics

extension UnchangedRunRecord {
	/// The record's text when `key` is its own and `fingerprints` (one for each of
	/// ``pathsToInspect``, computed as ``DiskEntry/fingerprint``) match every path's; `nil`
	/// otherwise. For `check`, which writes nothing: unlike ``replay(key:fingerprints:)`` nothing is
	/// swept, so only the fingerprints (the components on the way among them) are compared. The
	/// caller gives `nil` for a path that ``leavesRoot(_:_:root:)`` in the root it runs in, which
	/// matches no fingerprint.
	package func replayingCheck(key: [UInt8], fingerprints: [[UInt8]?]) -> String? {
		guard key == self.key, fingerprints.count == paths.count else { return nil }
		for (inspected, fingerprint) in zip(paths, fingerprints) where fingerprint != inspected.fingerprint {
			return nil
		}
		return text
	}
}
