import Testing

import ScaffoldCore

/// Large objects find their members by fingerprint, and still do when a spec's keys collide.
struct FingerprintIndexTests {
	/// Compares an object with a plain dictionary after every change.
	private func expectSameMembers(_ object: TemplateObject, _ model: [String: Int], missing: [String]) {
		for (key, value) in model { expectEqual(object[key], TemplateValue(value), "\(key)") }
		for key in missing { expectEqual(object[key], nil, "\(key)") }
		expectEqual(object.count, model.count)
	}

	func aLargeObjectFindsEveryKeyThroughGrowthReplacementAndRemoval() {
		var object = TemplateObject()
		var model: [String: Int] = [:]
		for index in 0..<2_000 {
			object["key\(index)"] = TemplateValue(index)
			model["key\(index)"] = index
		}
		expectTrue(object.isIndexed)
		expectFalse(object.indexHashesKeys)
		expectSameMembers(object, model, missing: ["key2000", "key-1", "", "Key1"])
		for index in stride(from: 0, to: 2_000, by: 7) {
			object["key\(index)"] = TemplateValue(-index)
			model["key\(index)"] = -index
		}
		for index in stride(from: 3, to: 2_000, by: 11) {
			object["key\(index)"] = nil
			model["key\(index)"] = nil
		}
		expectSameMembers(object, model, missing: ["key3", "key14"])
		expectEqual(object.keys.first, "key0")
		expectEqual(object.keys.last, "key1999")
	}

	func keysPiledOntoOneSlotMakeTheIndexHashKeysAndStillFindThemAll() {
		// Keys whose fingerprints share their low 12 bits: every one lands in the same slot of any
		// table up to 4,096 slots, as a spec written to slow scaffold down could arrange.
		var colliding: [String] = []
		var candidate = 0
		while colliding.count < 300 {
			let key = "k\(candidate)"
			if TemplateObject.fingerprint(of: key) & 0xFFF == 0 { colliding.append(key) }
			candidate += 1
		}
		var object = TemplateObject()
		var model: [String: Int] = [:]
		for (index, key) in colliding.enumerated() {
			object[key] = TemplateValue(index)
			model[key] = index
		}
		expectTrue(object.indexHashesKeys)
		expectSameMembers(object, model, missing: ["k-1", "k\(candidate)"])
		object[colliding[0]] = nil
		model[colliding[0]] = nil
		expectSameMembers(object, model, missing: [colliding[0]])
		expectEqual(object.keys, Array(colliding.dropFirst()))
	}

	func smallObjectsKeepNoIndex() {
		var object = TemplateObject()
		for index in 0..<TemplateObject.indexThreshold { object["key\(index)"] = TemplateValue(index) }
		expectFalse(object.isIndexed)
		object["one more"] = true
		expectTrue(object.isIndexed)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<FingerprintIndexTests>] = [
		SuiteTest("aLargeObjectFindsEveryKeyThroughGrowthReplacementAndRemoval") { $0.aLargeObjectFindsEveryKeyThroughGrowthReplacementAndRemoval() },
		SuiteTest("keysPiledOntoOneSlotMakeTheIndexHashKeysAndStillFindThemAll") { $0.keysPiledOntoOneSlotMakeTheIndexHashKeysAndStillFindThemAll() },
		SuiteTest("smallObjectsKeepNoIndex") { $0.smallObjectsKeepNoIndex() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<FingerprintIndexTests>) async throws { try await test.body(self) }
}
