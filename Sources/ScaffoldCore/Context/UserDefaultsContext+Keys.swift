import ScaffoldBasics

extension UserDefaultsContext {
	/// The keys of a `UserDefaults` list's files, in this order (Templates/README.md, "UserDefaults list").
	struct Keys: TemplateContext {
		let name: String
		let summary: String
		let localContract: String
		let userDefaultsDataSource: String
		let localMock: String
		let storageKey: String
		let storageKeyComment: String
		let elementType: String
		let hasLimit: Bool
		let limit: String
		let limitPlusOne: String
		let newestFirst: Bool
		let dedupes: Bool
		let storedItems: String
		let schemaVersion: String
		/// The keys earlier versions kept the list under, as a Swift array literal.
		let earlierKeys: String
		let hasEarlierKeys: Bool
		let oldestEarlierKey: String
		let oldestEarlierKeyText: String
		let itemFromStored: [StoredMigrationContext.Code]
		let storedSampleA: String
		let matchExpression: String
		let orderSentence: String
		let dedupeSentence: String
		let sampleA: String
		let sampleB: String
		let orderedAB: String
		let orderTestName: String
		let duplicateFirst: String
		let duplicateSecond: String
		let dedupeTestName: String
		let deleteTestName: String
		let loopItem: String
		let lastLoopItem: String
		let newestEnd: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("summary", summary)
			object.set("localContract", localContract)
			object.set("userDefaultsDataSource", userDefaultsDataSource)
			object.set("localMock", localMock)
			object.set("storageKey", storageKey)
			object.set("storageKeyComment", storageKeyComment)
			object.set("elementType", elementType)
			object.set("hasLimit", hasLimit)
			object.set("limit", limit)
			object.set("limitPlusOne", limitPlusOne)
			object.set("newestFirst", newestFirst)
			object.set("dedupes", dedupes)
			object.set("storedItems", storedItems)
			object.set("schemaVersion", schemaVersion)
			object.set("earlierKeys", earlierKeys)
			object.set("hasEarlierKeys", hasEarlierKeys)
			object.set("oldestEarlierKey", oldestEarlierKey)
			object.set("oldestEarlierKeyText", oldestEarlierKeyText)
			object.set("itemFromStored", itemFromStored)
			object.set("storedSampleA", storedSampleA)
			object.set("matchExpression", matchExpression)
			object.set("orderSentence", orderSentence)
			object.set("dedupeSentence", dedupeSentence)
			object.set("sampleA", sampleA)
			object.set("sampleB", sampleB)
			object.set("orderedAB", orderedAB)
			object.set("orderTestName", orderTestName)
			object.set("duplicateFirst", duplicateFirst)
			object.set("duplicateSecond", duplicateSecond)
			object.set("dedupeTestName", dedupeTestName)
			object.set("deleteTestName", deleteTestName)
			object.set("loopItem", loopItem)
			object.set("lastLoopItem", lastLoopItem)
			object.set("newestEnd", newestEnd)
		}
	}
}
