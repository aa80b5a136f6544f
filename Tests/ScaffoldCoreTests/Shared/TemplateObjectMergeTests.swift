import Testing

import ScaffoldCore

/// `TemplateObject.merge(_:)` takes shortcuts (an empty object becomes the other whole; room made
/// first; each member's fingerprint reused): it must give what setting each member by its key gives.
struct TemplateObjectMergeTests {
	/// An object of `count` members named `prefix0`… with values `base + index`.
	private func object(_ count: Int, _ prefix: String, _ base: Int) -> TemplateObject {
		var object = TemplateObject()
		for index in 0..<count { object["\(prefix)\(index)"] = TemplateValue(base + index) }
		return object
	}

	/// Whether `merged` and `reference` hold the same members in the same order, find every key
	/// alike and keep an index alike.
	private func expectSame(_ merged: TemplateObject, _ reference: TemplateObject, _ label: String) {
		expectEqual(merged, reference, "\(label)")
		expectEqual(merged.keys, reference.keys, "\(label)")
		expectEqual(merged.isIndexed, reference.isIndexed, "\(label)")
		for key in reference.keys + ["missing", "a-1", "b-1", ""] { expectEqual(merged[key], reference[key], "\(label): \(key)") }
	}

	@Test func mergingGivesWhatSettingEachMemberByItsKeyGives() {
		// Sizes around the index threshold (32) on both sides; the merged object's keys partly the
		// receiver's (`a`, replaced in place) and partly new (`b`).
		let sizes = [0, 1, 5, 31, 32, 33, 100]
		for receiverCount in sizes {
			for sharedCount in [0, 1, 20, 40] {
				for newCount in sizes {
					let label = "\(receiverCount) members, \(sharedCount) shared, \(newCount) new"
					var other = object(sharedCount, "a", 1_000)
					for index in 0..<newCount { other["b\(index)"] = TemplateValue(2_000 + index) }
					let untouched = other
					var merged = object(receiverCount, "a", 0)
					var reference = merged
					merged.merge(other)
					for (key, value) in other.entries { reference[key] = value }
					expectSame(merged, reference, label)
					// Changed after the merge, the merged object behaves alike and leaves `other` as it was.
					for change in [("a0", TemplateValue(-1)), ("b0", TemplateValue(-2)), ("c0", TemplateValue(-3))] {
						merged[change.0] = change.1
						reference[change.0] = change.1
					}
					merged["a1"] = nil
					reference["a1"] = nil
					merged["b1"] = nil
					reference["b1"] = nil
					expectSame(merged, reference, label + ", then changed")
					expectSame(other, untouched, label + ", the merged object")
				}
			}
		}
	}
}
