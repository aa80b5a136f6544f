import ScaffoldBasics

/// Checks the keys that say how items stored by the previous schema version are read
/// (`renamedFrom`, `default`; docs/migrations.md), on an entity's fields and on a value type's:
/// what the spec alone can tell. Whether `renamedFrom` names a field of the previous version is
/// for the recorded history to say.
extension SpecChecker {
	mutating func checkStoredMigrationKeys() {
		for declaration in spec.types where declaration.kind == .valueType {
			checkStoredMigrationKeys(of: declaration.fields, owner: "type \(quoted: declaration.name)")
		}
		for entity in spec.entities {
			checkStoredMigrationKeys(of: entity.fields, owner: "entity \(quoted: entity.name)", names: entity.allFields.map(\.name))
		}
		let lists = Set(spec.userDefaults.map(\.name))
		for list in spec.userDefaults {
			guard let rename = list.renamedFrom else { continue }
			if rename.name == list.name {
				error("userDefaults list \(quoted: list.name) is 'renamedFrom' itself; remove 'renamedFrom', or name the list's name in the previous schema version", at: rename.location)
			} else if lists.contains(rename.name) {
				error(
					"userDefaults list \(quoted: list.name) is 'renamedFrom' \(quoted: rename.name), which the spec still has; a renamed list's old name is gone",
					at: rename.location)
			}
		}
	}

	/// `names`: every field name the owner has (an entity's identifier among them).
	private mutating func checkStoredMigrationKeys(of fields: [SpecField], owner: String, names: [String]? = nil) {
		let names = Set(names ?? fields.map(\.name))
		for field in fields {
			if let rename = field.renamedFrom {
				if rename.name == field.name {
					error("field \(quoted: field.name) is 'renamedFrom' itself; remove 'renamedFrom', or name the field's name in the previous schema version", at: rename.location)
				} else if names.contains(rename.name) {
					error(
						"field \(quoted: field.name) is 'renamedFrom' \(quoted: rename.name), which \(owner) still has; a renamed field's old name is gone",
						at: rename.location)
				}
			}
			if let value = field.storedDefault, let problem = mismatch(value, field.type) {
				error(
					"default of field \(quoted: field.name) does not match its type \(quoted: field.type): \(problem.message)",
					at: SourceLocation(path: field.location.path, position: problem.position))
			}
		}
	}
}
