import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What a feature keeps on devices, as data already written there depends on it: each persisted
/// entity's store and identifier, each of its fields (type and JSON key), the declared types and
/// enums those fields use, and each `userDefaults` list. A memory store is left out: nothing of it
/// outlives the process. An entity with offline writes counts whatever its store: its outbox of
/// changes is a file.
///
/// A shape is a sorted map from a path (`Character`, `Character.name`, `types.Origin.url`,
/// `userDefaults.RecentSearches`) to what the path is (``Kind``), so that versions compare key by
/// key; `StoredShape.json` writes each as a description that reads well in a review.
package struct StoredShape: Sendable, Equatable {
	/// What one path is, and where the spec says it (nil for a shape read from a file).
	///
	/// A field's entry also says how items of the previous version become items of this one
	/// (`renamedFrom`, `default`): hints, not shape, so two entries are equal when their kinds are.
	package struct Entry: Sendable, Equatable {
		package var kind: Kind
		package var location: SourceLocation?
		/// The field's name in the previous version, and where the spec says so.
		package var renamedFrom: String? = nil
		package var renamedFromLocation: SourceLocation? = nil
		/// What items stored before the field existed get.
		package var storedDefault: JSONValue? = nil

		/// Creates a value from its members (the memberwise initializer, for the other stages).
		package init(kind: Kind, location: SourceLocation? = nil, renamedFrom: String? = nil, renamedFromLocation: SourceLocation? = nil, storedDefault: JSONValue? = nil) {
			self.kind = kind
			self.location = location
			self.renamedFrom = renamedFrom
			self.renamedFromLocation = renamedFromLocation
			self.storedDefault = storedDefault
		}

		/// The entry a `StoredShape.json` describes as `description` (``Kind/init(parsing:)``).
		package init(description: String, location: SourceLocation? = nil) {
			self.init(kind: Kind(parsing: description), location: location)
		}

		/// The description `StoredShape.json` holds.
		package var description: String { kind.description }

		package static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.kind == rhs.kind }

		/// Whether the entry carries a migration hint.
		package var hasHints: Bool { renamedFrom != nil || storedDefault != nil }
	}

	package var entries: [String: Entry]

	package init(entries: [String: Entry] = [:]) {
		self.entries = entries
	}

	/// The shape of what `spec` keeps on devices.
	package init(spec: Spec) {
		var entries: [String: Entry] = [:]
		var usedTypes: [String] = []
		for entity in spec.entities where Self.persists(entity) {
			// An entity kept in memory is stored shape for its outbox only: no store is recorded.
			let store = entity.local.isPersistent ? entity.local.rawValue : nil
			entries[entity.name] = Entry(
				kind: .entity(store: store, outbox: entity.hasOutbox, identifier: Self.identity(of: entity)), location: entity.location)
			for field in entity.fields {
				entries[entity.name + "." + field.name] = Self.entry(of: field)
				usedTypes += Self.declaredNames(in: field.type)
			}
		}
		// The entities they nest whole are stored inside them (in an archive's JSON, as SwiftData
		// models): their fields are stored shape too, transitively.
		let named = Dictionary(spec.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
		var nested = spec.entities.filter(Self.persists).flatMap { $0.fields.compactMap(\.nestedReference?.entity) }
		while let name = nested.popLast() {
			guard entries[name] == nil, let entity = named[name] else { continue }
			entries[name] = Entry(kind: .nested(identifier: Self.identity(of: entity)), location: entity.location)
			for field in entity.fields {
				entries[name + "." + field.name] = Self.entry(of: field)
				usedTypes += Self.declaredNames(in: field.type)
				if let target = field.nestedReference?.entity { nested.append(target) }
			}
		}
		var seen: Set<String> = []
		while let name = usedTypes.popLast() {
			guard seen.insert(name).inserted, let declaration = spec.types.first(where: { $0.name == name }) else { continue }
			let path = "types." + name
			if declaration.kind == .valueType {
				entries[path] = Entry(kind: .valueType, location: declaration.location)
				for field in declaration.fields {
					entries[path + "." + field.name] = Self.entry(of: field)
					usedTypes += Self.declaredNames(in: field.type)
				}
			} else if let union = declaration.union {
				// A stored union is its case's JSON with the discriminator: both are stored shape.
				let cases = union.cases.map { "\($0.value) \($0.type)" }.sorted().joined(separator: ", ")
				entries[path] = Entry(kind: .union(cases: union.discriminator + ": " + cases), location: declaration.location)
				usedTypes += union.cases.map(\.type)
			} else {
				let values = declaration.cases.map(\.value).sorted().joined(separator: ", ")
				entries[path] = Entry(kind: .enumeration(values: values), location: declaration.location)
			}
		}
		for list in spec.userDefaults {
			var entry = Entry(kind: .list(element: "\(list.element)", key: list.key), location: list.location)
			entry.renamedFrom = list.renamedFrom?.name
			entry.renamedFromLocation = list.renamedFrom?.location
			entries[Self.userDefaultsPrefix + list.name] = entry
		}
		self.entries = entries
	}

	/// Whether `path` is an entity stored only inside others (no store of its own).
	package func isNestedOnly(_ path: String) -> Bool {
		if case .nested? = entries[path]?.kind { true } else { false }
	}

	/// `id: Int (JSON key id)`.
	private static func identity(of entity: SpecEntity) -> Identity {
		let identifier = entity.identifier
		return Identity(name: identifier.name, stored: Stored(type: "\(identifier.type)", key: identifier.jsonKey))
	}

	/// Whether the shape is empty: the feature keeps nothing on devices.
	package var isEmpty: Bool { entries.isEmpty }

	/// Whether `entity` leaves data on a device: a file, SwiftData or Keychain store, or an outbox.
	static func persists(_ entity: SpecEntity) -> Bool {
		entity.local.isPersistent || entity.hasOutbox
	}

	/// The start of a `userDefaults` list's path (`userDefaults.RecentSearches`).
	package static let userDefaultsPrefix = "userDefaults."

	/// A field's entry, with its migration hints.
	private static func entry(of field: SpecField) -> Entry {
		var entry = Entry(kind: .field(Stored(type: "\(field.type)", key: field.jsonKey)), location: field.location)
		entry.renamedFrom = field.renamedFrom?.name
		entry.renamedFromLocation = field.renamedFrom?.location
		entry.storedDefault = field.storedDefault?.value
		return entry
	}

	/// The names a field's type spells (`Character` and `Origin` of `[Character: Origin]?`).
	static func names(in type: String) -> [String] {
		type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
	}

	/// The declared types and enums `type` names, through optionals and arrays.
	private static func declaredNames(in type: SpecType) -> [String] {
		switch type {
		case .optional(let wrapped), .array(let wrapped): declaredNames(in: wrapped)
		case .valueType(let name), .enumType(let name): [name]
		default: []
		}
	}
}
