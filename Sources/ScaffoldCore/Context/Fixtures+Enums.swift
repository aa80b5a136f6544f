import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The fixtures of an entity's enum fields: an item per case the spec declares, and one whose
/// value no case has (the enum reads it as `unknown`).
extension Fixtures {
	/// One enum field of the entity and the fixtures that set it.
	package struct EnumField {
		/// One declared case and the fixture whose item holds its raw value.
		struct Case {
			let caseName: String
			let rawValue: String
			let fixture: String
		}

		package let field: SpecField
		let cases: [Case]
		/// The fixture whose item holds ``unknownRawValue``.
		let unknownFixture: String
		/// A raw value none of the cases has.
		let unknownRawValue: String
	}

	/// A raw value no enum of the samples has, unless one of its cases does.
	package static let unknownRawValue = "a value added after this version"

	/// Every field of the domain model whose type is an enum or an optional enum, in spec order. A case's
	/// fixture is `{name}_{case}`, or `{name}_{field}_{case}` when that name is already taken (two
	/// enum fields with a case of the same name, or a case named `list` or `updated`).
	package func enumFields() -> [EnumField] {
		let names = context.names
		let entity = context.entity
		let fields = entity.fields.filter { field in
			guard case .enumType = field.type.unwrapped, field.isInDomain else { return false }
			return true
		}
		var taken: Set<String> = [
			names.fixtureDetail, names.fixtureUpdated, names.fixtureList, names.fixtureListResponse, names.fixtureDetailQuery,
			names.fixtureListQuery, names.fixtureSecond, names.fixtureEmptyText,
		]
		for isGraphQL in [false, true] {
			taken.formUnion([
				names.fixtureSecondPage(isGraphQL: isGraphQL), names.fixtureTwoResults(isGraphQL: isGraphQL),
				names.fixturePagination(isGraphQL: isGraphQL),
			])
		}
		taken.formUnion(fields.map { names.fixtureUnknownValue(field: $0.words) })
		if let invalidItem = InvalidItemsContext(entityContext: context).sample { taken.insert(invalidItem.fixture) }
		return fields.map { field in
			let declared = field.type.unwrapped.referencedTypeName.flatMap { context.spec.declaration(named: $0)?.cases } ?? []
			let cases = declared.map { item in
				let caseWords = Name(item.name).snake
				var fixture = names.fixtureDetail + "_" + caseWords
				if taken.contains(fixture) { fixture = names.fixtureDetail + "_" + field.words.snake + "_" + caseWords }
				while taken.contains(fixture) { fixture += "_case" }
				taken.insert(fixture)
				return EnumField.Case(caseName: item.swiftName, rawValue: item.value, fixture: fixture)
			}
			var unknown = Self.unknownRawValue
			while declared.contains(where: { $0.value == unknown }) { unknown += " (new)" }
			return EnumField(field: field, cases: cases, unknownFixture: names.fixtureUnknownValue(field: field.words), unknownRawValue: unknown)
		}
	}
}
