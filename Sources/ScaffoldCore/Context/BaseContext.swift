import ScaffoldBasics
import ScaffoldSpec

/// The keys every rendered file of a feature gets, in this order: the header, the module names
/// and what the project's runtime is (Templates/README.md, "Context keys").
struct BaseContext: TemplateContext {
	/// The fixed first lines of the file.
	let header: String
	let modules: ModuleNames.Context
	let runtime: RuntimeContext

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("header", header)
		object.merge(modules)
		object.merge(runtime)
	}
}
