/// Checks the keys that say how items stored by the previous schema version are read
/// (`renamedFrom`, `default`; docs/migrations.md): what the spec alone can tell. Whether
/// `renamedFrom` names a field of the previous version is for the recorded history to say.
extension SpecChecker {
	mutating func checkStoredMigrationKeys() {
		for declaration in spec.types where declaration.kind == .valueType {
			for field in declaration.fields {
				if let rename = field.renamedFrom {
					error(
						"'renamedFrom' of field \(quoted: field.name) in type \(quoted: declaration.name): stored items are migrated by their entity's own fields; a value type's fields are not migrated yet (docs/migrations.md)",
						at: rename.location)
				}
				if let value = field.storedDefault {
					error(
						"'default' of field \(quoted: field.name) in type \(quoted: declaration.name): stored items are migrated by their entity's own fields; a value type's fields are not migrated yet (docs/migrations.md)",
						at: SourceLocation(path: field.location.path, position: value.position))
				}
			}
		}
		for entity in spec.entities {
			let names = Set(entity.allFields.map(\.name))
			for field in entity.fields {
				if let rename = field.renamedFrom {
					if rename.name == field.name {
						error("field \(quoted: field.name) is 'renamedFrom' itself; remove 'renamedFrom', or name the field's name in the previous schema version", at: rename.location)
					} else if names.contains(rename.name) {
						error(
							"field \(quoted: field.name) is 'renamedFrom' \(quoted: rename.name), which entity \(quoted: entity.name) still has; a renamed field's old name is gone",
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
}
