import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSwiftScanning

/// Checks an app's declarations against ``RuntimeRequirements``: each requirement is present,
/// missing, or missing from a type the app has (then located at that type's declaration).
package enum RuntimeDoctor {
	/// What was found for one requirement.
	package struct Finding: Sendable {
		/// The requirement.
		package var requirement: RuntimeRequirement
		/// Where the app declares it; `nil` when it does not.
		package var found: SourceLocation?
		/// Where the type the requirement is about is declared, when the app has the type.
		package var type: SourceLocation?

		/// Whether the app has it.
		package var isPresent: Bool { found != nil }
	}

	/// Every requirement, looked up in `declarations`: each role's requirements below its folder
	/// of `sources` (or anywhere, for a role without one).
	package static func check(_ declarations: AppDeclarations, sources: [RuntimeRequirement.Role: String]) -> [Finding] {
		RuntimeRequirements.all.map { requirement in
			let folders = sources[requirement.role].map { [$0] } ?? []
			let owners = declarations.types(named: requirement.typeName, in: folders)
			let typeLocation = owners.first?.location ?? declarations.extensions(of: requirement.typeName, in: folders).first?.location
			return Finding(requirement: requirement, found: find(requirement, declarations, folders), type: typeLocation)
		}
	}

	private static func find(_ requirement: RuntimeRequirement, _ declarations: AppDeclarations, _ folders: [String]) -> SourceLocation? {
		switch requirement.symbol {
		case .type(let name):
			return declarations.types(named: name, in: folders).first?.location
		case .member(let type, let name, let signature):
			let kinds: [SwiftDeclaration.Kind] = [.func, .var, .let, .`init`, .subscript, .case]
			return declarations.members(of: type, in: folders).first { member in
				kinds.contains(member.declaration.kind) && member.declaration.name == name
					&& signature.allSatisfy { member.declaration.signature.contains($0) }
			}?.location
		case .enumCase(let type, let name):
			return declarations.members(of: type, in: folders).first {
				$0.declaration.kind == .case && $0.declaration.name == name
			}?.location
		case .conformance(let type, let conformance):
			let owners = declarations.types(named: type, in: folders) + declarations.extensions(of: type, in: folders)
			return owners.first { owner in
				owner.declaration.kind == .actor && conformance == "Sendable"
					|| owner.declaration.inheritance.contains { Self.names($0, conformance) }
			}?.location
		}
	}

	/// Whether an inheritance entry (`@unchecked Sendable`, `Error & Sendable`) names `conformance`.
	private static func names(_ entry: String, _ conformance: String) -> Bool {
		entry.split(whereSeparator: { $0 == " " || $0 == "&" }).contains { $0 == conformance }
	}

	/// The requirements the app lacks, by id, sorted: what `adopt` records as `app.lacks`.
	package static func lacks(_ findings: [Finding]) -> [String] {
		findings.filter { !$0.isPresent }.map(\.requirement.id).sorted()
	}

	/// What `doctor` prints: a warning per requirement the app lacks (at the type's declaration
	/// when the app has the type, else at the module's folder), saying what generated code does
	/// without it; an error when the app lacks one `recorded` does not list (generated code would
	/// not compile); a note when `recorded` lists one the app now has.
	package static func diagnostics(
		_ findings: [Finding], recorded: [String], sources: [RuntimeRequirement.Role: String], configPath: String
	) -> [Diagnostic] {
		var diagnostics: [Diagnostic] = []
		for finding in findings {
			let requirement = finding.requirement
			let isRecorded = recorded.contains(requirement.id)
			if finding.isPresent {
				if isRecorded, let found = finding.found {
					diagnostics.append(
						Diagnostic(
							.note, "the app now has \(requirement.id), which \(configPath) lists in app.lacks; run 'scaffold adopt --force' to use it",
							at: found))
				}
				continue
			}
			let location = finding.type ?? sources[requirement.role].map { SourceLocation(path: $0, position: nil) }
			let consequence: String
			switch requirement.whenMissing {
			case .adapted(let text): consequence = text
			case .required: consequence = "features that need it for \(requirement.usedBy) cannot be generated"
			}
			let what = finding.type == nil ? "the app declares no '\(undeclaredName(requirement))'" : missingPhrase(requirement)
			let message = "\(what); \(consequence)"
			if isRecorded {
				diagnostics.append(.warning(message, at: location))
			} else {
				diagnostics.append(
					.error(
						message, at: location,
						notes: [Diagnostic.Note("\(configPath) does not list \(requirement.id) in app.lacks, so generated code expects it; run 'scaffold adopt --force'")]))
			}
		}
		return diagnostics
	}

	/// What the app lacks when it does not declare the requirement's type at all: the type, or
	/// the member with its type (`Bundle.loadJSON`: `Bundle` is Foundation's, the member is not).
	static func undeclaredName(_ requirement: RuntimeRequirement) -> String {
		switch requirement.symbol {
		case .type(let name), .conformance(let name, _): name
		case .member(let type, let name, _), .enumCase(let type, let name): name == "init" ? type : type + "." + name
		}
	}

	/// `APIError has no case 'unauthorized'`, `HTTPErrorMapper is not Sendable`, `the app declares no 'GraphQLClient'`.
	static func missingPhrase(_ requirement: RuntimeRequirement) -> String {
		switch requirement.symbol {
		case .type(let name): "the app declares no '\(name)'"
		case .member(let type, let name, let signature):
			name == "init"
				? "\(type) has no initializer taking \(signature.joined(separator: " "))"
				: "\(type) has no '\(name)'" + (signature.isEmpty ? "" : " with \(signature.map { "'\($0)'" }.joined(separator: ", "))")
		case .enumCase(let type, let name): "\(type) has no case '\(name)'"
		case .conformance(let type, let conformance): "\(type) is not \(conformance)"
		}
	}
}
