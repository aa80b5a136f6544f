import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSwiftScanning

/// One Swift file of an app, as the executable read it: its path from the project root and text.
package struct AppSourceFile: Sendable {
	/// The path from the project root (`Libraries/Networking/Sources/API/APIError.swift`).
	package var path: String
	/// The file's text.
	package var text: String

	/// Creates a file.
	package init(path: String, text: String) {
		self.path = path
		self.text = text
	}
}

/// A declaration of the app and the file it is in.
package struct AppDeclaration: Sendable {
	/// The declaration, with its members.
	package var declaration: SwiftDeclaration
	/// The file, from the project root.
	package var path: String

	/// Where its name is written.
	package var location: SourceLocation { SourceLocation(path: path, position: declaration.position) }
}

/// Every type and extension an app's Swift files declare, by name, read with
/// ``SwiftDeclarationScanner``: what `doctor` and `adopt` look requirements up in.
package struct AppDeclarations: Sendable {
	/// Types (struct, class, enum, protocol, actor, typealias) by name, in file order.
	private var types: [String: [AppDeclaration]] = [:]
	/// Extensions by the extended type's name, without generic arguments.
	private var extensions: [String: [AppDeclaration]] = [:]

	/// Scans `files`; nested types are indexed under their own names too.
	package init(files: [AppSourceFile]) {
		for file in files {
			index(SwiftDeclarationScanner.scan(file.text), path: file.path)
		}
	}

	private mutating func index(_ declarations: [SwiftDeclaration], path: String) {
		for declaration in declarations {
			switch declaration.kind {
			case .struct, .class, .enum, .protocol, .actor, .typealias:
				types[declaration.name, default: []].append(AppDeclaration(declaration: declaration, path: path))
				index(declaration.members, path: path)
			case .extension:
				let name = String(declaration.name.prefix { $0 != "<" }.split(separator: ".").last ?? "")
				extensions[name, default: []].append(AppDeclaration(declaration: declaration, path: path))
				index(declaration.members, path: path)
			default:
				continue
			}
		}
	}

	/// The declarations of the type `name` whose file is below one of `folders` (anywhere when
	/// `folders` is empty).
	package func types(named name: String, in folders: [String] = []) -> [AppDeclaration] {
		(types[name] ?? []).filter { Self.isBelow($0.path, folders) }
	}

	/// The extensions of `name` below `folders`.
	package func extensions(of name: String, in folders: [String] = []) -> [AppDeclaration] {
		(extensions[name] ?? []).filter { Self.isBelow($0.path, folders) }
	}

	/// Every type declaration, ordered by path and position.
	package var allTypes: [AppDeclaration] {
		types.values.flatMap { $0 }.sorted { ($0.path, $0.declaration.line) < ($1.path, $1.declaration.line) }
	}

	/// The members of `name`: those of its declarations and of its extensions below `folders`.
	package func members(of name: String, in folders: [String] = []) -> [AppDeclaration] {
		(types(named: name, in: folders) + extensions(of: name, in: folders)).flatMap { owner in
			owner.declaration.members.map { AppDeclaration(declaration: $0, path: owner.path) }
		}
	}

	/// Whether `path` lies below one of `folders` (always, for none).
	static func isBelow(_ path: String, _ folders: [String]) -> Bool {
		folders.isEmpty || folders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
	}
}
