/// Type and member names derived from spec names, in one place so every template agrees and the
/// spec checker can refuse a spec whose names would collide in the generated code. They live with
/// the spec (the context only reads them), so dependencies run one way: Spec → Context.
enum GeneratedNames {
	/// `Location` → `LocationDTO`.
	static func dto(_ name: String) -> String { name + "DTO" }
}
