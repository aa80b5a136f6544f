/// The default actor isolation the generated `Package.swift` gives the project's modules
/// (`"defaultIsolation"` in `scaffold.json`).
///
/// The generated code compiles either way; the setting decides what code a team writes beside
/// it in the same modules gets by default.
package enum DefaultIsolation: String, Sendable, Hashable, CaseIterable {
	/// What Xcode 26 gives new app targets: the feature modules and Core (with their mocks and
	/// tests) default to `@MainActor` and enable the upcoming features
	/// `NonisolatedNonsendingByDefault` and `InferIsolatedConformances` ("approachable
	/// concurrency"); Networking and its mocks stay nonisolated, as transport code should.
	case mainActor
	/// SwiftPM's defaults: every module nonisolated, no upcoming features.
	case nonisolated

	/// What a project gets when `scaffold.json` does not say: Xcode 26's default for new apps.
	package static let standard = DefaultIsolation.mainActor
}
