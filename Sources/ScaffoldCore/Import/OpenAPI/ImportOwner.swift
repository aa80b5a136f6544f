/// What holds a schema being imported: the type its inline enums and objects are named after
/// (`HubList` + `Direction`), and the words messages say it in (`Hub's list`). The two differ for
/// a list's query parameters, which no type of their own holds.
struct ImportOwner {
	/// The prefix of the names of the types written for its inline schemas.
	var typeName: String
	/// How diagnostics name it.
	var words: String

	/// An owner that is a type: named and said alike.
	init(_ typeName: String) {
		self.typeName = typeName
		self.words = typeName
	}

	init(typeName: String, words: String) {
		self.typeName = typeName
		self.words = words
	}
}
