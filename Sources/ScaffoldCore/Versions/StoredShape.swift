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
/// `userDefaults.RecentSearches`) to a description, so that versions compare key by key and read
/// well in a review.
package struct StoredShape: Sendable, Equatable {
	/// One path's description, and where the spec says it (nil for a shape read from a file).
	///
	/// A field's entry also says how items of the previous version become items of this one
	/// (`renamedFrom`, `default`): hints, not shape, so two entries are equal when their
	/// descriptions are.
	package struct Entry: Sendable, Equatable {
		package var description: String
		package var location: SourceLocation?
		/// The field's name in the previous version, and where the spec says so.
		package var renamedFrom: String? = nil
		package var renamedFromLocation: SourceLocation? = nil
		/// What items stored before the field existed get.
		package var storedDefault: JSONValue? = nil

		/// Creates a value from its members (the memberwise initializer, for the other stages).
		package init(description: String, location: SourceLocation? = nil, renamedFrom: String? = nil, renamedFromLocation: SourceLocation? = nil, storedDefault: JSONValue? = nil) {
			self.description = description
			self.location = location
			self.renamedFrom = renamedFrom
			self.renamedFromLocation = renamedFromLocation
			self.storedDefault = storedDefault
		}

		package static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.description == rhs.description }

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
			var kind = "\(entity.local.rawValue) store"
			if entity.local == .memory { kind = "outbox only" } else if entity.hasOutbox { kind += " and outbox" }
			entries[entity.name] = Entry(description: kind + Self.identity(of: entity), location: entity.location)
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
			entries[name] = Entry(description: Self.nestedKind + Self.identity(of: entity), location: entity.location)
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
				entries[path] = Entry(description: "value type", location: declaration.location)
				for field in declaration.fields {
					entries[path + "." + field.name] = Self.entry(of: field)
					usedTypes += Self.declaredNames(in: field.type)
				}
			} else {
				let values = declaration.cases.map(\.value).sorted().joined(separator: ", ")
				entries[path] = Entry(description: "enum of \(values)", location: declaration.location)
			}
		}
		for list in spec.userDefaults {
			var entry = Entry(description: "list of \(list.element)\(Self.userDefaultsKeyMarker)\(list.key)", location: list.location)
			entry.renamedFrom = list.renamedFrom?.name
			entry.renamedFromLocation = list.renamedFrom?.location
			entries[Self.userDefaultsPrefix + list.name] = entry
		}
		self.entries = entries
	}

	/// How an entity stored only inside others starts its description (`nested, identified by id: Int (JSON key id)`).
	package static let nestedKind = "nested"

	/// Whether `path` is an entity stored only inside others (no store of its own).
	package func isNestedOnly(_ path: String) -> Bool {
		entries[path]?.description.hasPrefix(Self.nestedKind + ",") == true
	}

	/// `, identified by id: Int (JSON key id)`.
	private static func identity(of entity: SpecEntity) -> String {
		let identifier = entity.identifier
		return ", identified by \(identifier.name): \(identifier.type) (JSON key \(identifier.jsonKey))"
	}

	/// Whether the shape is empty: the feature keeps nothing on devices.
	package var isEmpty: Bool { entries.isEmpty }

	/// Whether `entity` leaves data on a device: a file, SwiftData or Keychain store, or an outbox.
	static func persists(_ entity: SpecEntity) -> Bool {
		entity.local.isPersistent || entity.hasOutbox
	}

	/// The start of a `userDefaults` list's path (`userDefaults.RecentSearches`).
	package static let userDefaultsPrefix = "userDefaults."
	private static let userDefaultsKeyMarker = " in UserDefaults key "

	/// A list's `UserDefaults` key, read back from its description (`list of String in UserDefaults
	/// key recentSearches`); nil for an entry that describes no list.
	package static func userDefaultsKey(of description: String) -> String? {
		guard description.hasPrefix("list of "), let marker = description.firstRange(of: userDefaultsKeyMarker) else { return nil }
		return String(description[marker.upperBound...])
	}

	/// A field's entry, with its migration hints.
	private static func entry(of field: SpecField) -> Entry {
		var entry = Entry(description: describe(field), location: field.location)
		entry.renamedFrom = field.renamedFrom?.name
		entry.renamedFromLocation = field.renamedFrom?.location
		entry.storedDefault = field.storedDefault?.value
		return entry
	}

	private static func describe(_ field: SpecField) -> String {
		"\(field.type) (JSON key \(field.jsonKey))"
	}

	/// The names a field's type spells (`Character` and `Origin` of `[Character: Origin]?`).
	static func names(in type: String) -> [String] {
		type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
	}

	/// A field's type and JSON key, read back from its description (`String? (JSON key name)`);
	/// nil for an entry that describes no field.
	package static func typeAndKey(of description: String) -> (type: String, key: String)? {
		guard let open = description.ranges(of: " (JSON key ").last, description.hasSuffix(")") else { return nil }
		return (String(description[..<open.lowerBound]), String(description[open.upperBound...].dropLast()))
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
