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
	}
}
