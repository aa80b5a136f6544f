import ScaffoldBasics

/// The extra key of the files of an entity kept in the Keychain: its data source's name, which
/// the shared entity context does not carry (only these files need it).
struct KeychainDataSourceContext: FlattenedTemplateContext {
	let keychainDataSource: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) { object.set("keychainDataSource", keychainDataSource) }
}
