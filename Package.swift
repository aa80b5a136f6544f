// swift-tools-version:6.2
import Foundation
import PackageDescription

// Zero package dependencies, by design: everything scaffold needs (JSON reading with
// positions, the Mustache engine, argument parsing) lives in this repository.

/// The stages of the core, in pipeline order: what the `ScaffoldCore` umbrella re-exports.
let coreStages = [
	"ScaffoldBasics", "ScaffoldMustache", "ScaffoldCatalog", "ScaffoldSwiftLayout", "ScaffoldSwiftScanning", "ScaffoldDiff",
	"ScaffoldSpec", "ScaffoldSpecReading", "ScaffoldImport", "ScaffoldAdopt", "ScaffoldGeneration", "ScaffoldPlanning",
].map { Target.Dependency(stringLiteral: $0) }

/// Everything in `Sources/ScaffoldCore`: each core target excludes what is not its own, or SwiftPM
/// would warn about every other target's files.
let coreEntries =
	(try? FileManager.default.contentsOfDirectory(
		atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources/ScaffoldCore").path)) ?? []

/// The targets the debug build compiles optimised: where `swift test` and a debug `feature` run spend
/// most of their time (JSON reading and the shared runtime, rendering, the layout pass, the YAML
/// cursor). At `-Onone` their generic code runs unspecialised: `swift test`'s run took 1.8
/// times the CPU it takes with these optimised, which costs less to build than the run saves;
/// optimising the whole core costs more (docs/performance.md, "The debug build's hot targets
/// optimised"). SHA-256's rounds are C (`CScaffoldHash`, always `-O2`, below), so `ScaffoldHash`,
/// wrappers around them, is not among them. A package depending
/// on scaffold by version accepts the unsafe flags below because this manifest's tools version is
/// 6.2 or later. In these targets, tables built once per run and code run once per command are
/// `@_optimize(none)` functions: optimising them cost the build more than a run saves
/// (docs/performance.md, "Tables and cold paths").
let optimisedInDebug: Set<String> = ["ScaffoldBasics", "ScaffoldMustache", "ScaffoldSwiftLayout", "ScaffoldSpecReading"]

/// `-O` for a target of `optimisedInDebug` in debug builds (release builds optimise everything anyway).
/// `-assert-config Debug` keeps `assert` checked as in any debug build; SwiftPM still passes `-DDEBUG`
/// (the `#if DEBUG` checks) and `-enable-testing` (`@testable import`). `SCAFFOLD_ONONE=1 swift build`
/// is the plain `-Onone` build, to step through these targets in a debugger; `SCAFFOLD_ONONE` set to
/// target names (`SCAFFOLD_ONONE=ScaffoldSpecReading,ScaffoldMustache`) leaves only those at `-Onone`,
/// to debug one target or to measure what its `-O` costs the build and saves the run.
func debugSettings(_ name: String) -> [SwiftSetting] {
	let onone = ProcessInfo.processInfo.environment["SCAFFOLD_ONONE"] ?? ""
	guard optimisedInDebug.contains(name), onone != "1", !onone.split(separator: ",").contains(Substring(name)) else {
		return []
	}
	return [.unsafeFlags(["-O", "-assert-config", "Debug"], .when(configuration: .debug))]
}

/// A target of the core: `folders` of `Sources/ScaffoldCore`, compiled as one module.
func core(_ name: String, _ folders: [String], _ dependencies: [Target.Dependency], plugins: [Target.PluginUsage] = []) -> Target {
	.target(
		name: name, dependencies: dependencies, path: "Sources/ScaffoldCore",
		exclude: coreEntries.filter { !folders.contains($0) }.sorted(), sources: folders,
		swiftSettings: debugSettings(name) + withoutDebugInfo(), plugins: plugins)
}
let package = Package(
	name: "scaffold",
	platforms: [.macOS(.v13)],
	products: [
		.executable(name: "scaffold", targets: ["scaffold"]),
		.library(name: "ScaffoldCore", targets: ["ScaffoldCore"]),
		// For the fuzzer in `Tools/` (a package of its own, so that `swift test` does not build the
		// benchmarks and the fuzzer): its mutators and checks, public already for the core's tests.
		// A package depending on scaffold builds it only if it names it.
		.library(name: "ScaffoldFuzzing", targets: ["ScaffoldFuzzing"]),
		// `swift package scaffold <subcommand>` in a package that depends on scaffold.
		.plugin(name: "ScaffoldPlugin", targets: ["ScaffoldPlugin"]),
	],
	targets: [
		// All logic, no file I/O, in one target per stage of the pipeline (Sources/ScaffoldCore/README.md):
		// each imports only the stages before it, and the compiler holds them to it. They share the
		// folder Sources/ScaffoldCore, each compiling its own subfolders.
		// ScaffoldBasics depends on nothing, so a clean build starts it, the longest compile every other
		// stage waits for, at once (the `SHA256` alias is ScaffoldGeneration's).
		core("ScaffoldBasics", ["Diagnostics", "Naming", "Shared", "Runtime", "Config", "JSON", "Paths"], []),
		core("ScaffoldMustache", ["Template"], ["ScaffoldBasics"]),
		// The templates of `Templates/` are embedded at build time by the EmbedTemplates plugin.
		core("ScaffoldCatalog", ["Catalog"], ["ScaffoldBasics", "ScaffoldHash"], plugins: ["EmbedTemplates"]),
		core("ScaffoldSwiftLayout", ["Layout"], ["ScaffoldBasics"]),
		core("ScaffoldSwiftScanning", ["SwiftSource"], ["ScaffoldBasics"]),
		core("ScaffoldDiff", ["Diff"], ["ScaffoldBasics"]),
		core("ScaffoldSpec", ["Spec", "Schema"], ["ScaffoldBasics"]),
		core("ScaffoldSpecReading", ["YAML", "GraphQL"], ["ScaffoldBasics"]),
		core("ScaffoldImport", ["Import", "Inference", "Verify"], ["ScaffoldSpec", "ScaffoldSpecReading"]),
		core("ScaffoldAdopt", ["Adopt"], ["ScaffoldSpec", "ScaffoldSwiftScanning"]),
		core(
			"ScaffoldGeneration", ["Versions", "Context", "Generation"],
			["ScaffoldSpec", "ScaffoldMustache", "ScaffoldCatalog", "ScaffoldSwiftLayout", "ScaffoldHash"]),
		core("ScaffoldPlanning", ["Plan", "RunRecord", "Upgrades"], ["ScaffoldGeneration", "ScaffoldDiff"]),
		// Argument parsing and help, for the executable only.
		core("ScaffoldCommandLine", ["CommandLine"], ["ScaffoldBasics"]),
		// The library's one import: every stage above, re-exported.
		core("ScaffoldCore", ["Umbrella"], coreStages),
		// SHA-256 and the template hash for the core: Swift entry points to CScaffoldHash.
		.target(name: "ScaffoldHash", dependencies: ["CScaffoldHash"], swiftSettings: withoutDebugInfo()),
		// SHA-256 (with the CPU's SHA instructions where it has them, x86-64 SHA extensions) and the
		// template hash, in C: shared by ScaffoldHash and embed-templates, the plugin's tool, which
		// SwiftPM builds in a build of its own before the main build can start. In C it needs no
		// Swift module first: a clean build waits for two C files, not for an optimised Swift module
		// (docs/performance.md, "The plugin's tool without ScaffoldHash, and the core without debug
		// information"). `-O2` even in debug builds: where a CPU has no SHA instructions the portable
		// rounds run, for every hash of a run and for the 80 MB the tool hashes, and the files
		// compile in a fraction of a second.
		.target(name: "CScaffoldHash", cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]),
		// Writes the Swift source embedding `Templates/`; run by the EmbedTemplates plugin only.
		.executableTarget(name: "embed-templates", dependencies: ["CScaffoldHash"], swiftSettings: withoutDebugInfo()),
		.plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
		// The thin executable: arguments, files, exit codes.
		.executableTarget(name: "scaffold", dependencies: ["ScaffoldCore", "ScaffoldCommandLine"], swiftSettings: withoutDebugInfo()),
		// Seeded mutations of specs, templates and contexts, and the checks every input must pass:
		// shared by the mutation tests and the fuzzer (`Tools/Sources/scaffold-fuzz`; `Tools/Package.swift`
		// says how to build it and the benchmarks).
		.target(name: "ScaffoldFuzzing", dependencies: ["ScaffoldCore"], swiftSettings: withoutDebugInfo()),
		// The plain expectation helpers both test targets call in place of `#expect` (docs/performance.md,
		// "Both test targets' checks through plain functions"). No product includes it: neither `swift run
		// scaffold` nor a package that depends on scaffold builds it.
		.target(name: "ScaffoldTestSupport", path: "Tests/ScaffoldTestSupport", swiftSettings: withoutDebugInfo()),
		.testTarget(
			name: "ScaffoldCoreTests",
			dependencies: ["ScaffoldCore", "ScaffoldCommandLine", "ScaffoldFuzzing", "embed-templates", "ScaffoldTestSupport"],
			swiftSettings: withoutDebugInfo()),
		// Runs the built `scaffold` binary end to end.
		.testTarget(name: "ScaffoldCLITests", dependencies: ["scaffold", "ScaffoldTestSupport"], swiftSettings: withoutDebugInfo()),
		// Runs the `scaffold` executable in the package directory with the plugin's arguments.
		.plugin(
			name: "ScaffoldPlugin",
			capability: .command(
				intent: .custom(verb: "scaffold", description: "Run scaffold (feature, check, init, …) in this package"),
				permissions: [
					.writeToPackageDirectory(reason: "scaffold writes generated feature files, scaffold.json and .scaffold/manifest.json")
				])),
	],
	swiftLanguageModes: [.v6]
)

/// Debug builds leave out debug information, in every Swift target: the objects' line tables and variable
/// locations cost about a tenth of each target's compile (docs/performance.md, "The test targets without
/// debug information" and "The plugin's tool without ScaffoldHash, and the core without debug
/// information"), more than stepping through the code is worth to anyone not doing it. A crash still
/// names every function (from the symbols, without file and line), and a failing check's file, line
/// and values come from its macro, not from debug information.
/// `-Xfrontend -gnone` because SwiftPM puts its own `-g` after a target's flags, and the last of the
/// driver's wins; the frontend sees this one last. `SCAFFOLD_DEBUG_INFO=1 swift build` (and `swift test`)
/// keeps it, to use a debugger; switching either way rebuilds everything.
func withoutDebugInfo() -> [SwiftSetting] {
	guard ProcessInfo.processInfo.environment["SCAFFOLD_DEBUG_INFO"] != "1" else { return [] }
	return [.unsafeFlags(["-Xfrontend", "-gnone"], .when(configuration: .debug))]
}

/// Debug builds index this package's sources but not the system modules they import, in every Swift
/// target (the C target and the plugins have no Swift compile of their own here). SwiftPM passes
/// `-index-store-path`, and the driver then adds `-index-system-modules`: the first compile of a clean
/// build, the plugin's tool's, rebuilt `_Concurrency`, `_StringProcessing` and `Glibc` from their
/// `.swiftinterface` files only to write their index records, about 3 s of CPU on one core before any
/// core target could start, and the test build indexed `Testing` (docs/performance.md, "System modules
/// out of the index store"). The package's own code is indexed as before; an editor shows a system
/// module's declarations from its interface either way.
/// SwiftPM's generated test modules get no setting from here, so they still index the system modules:
/// they now rebuild those three at the test build's end, about the time the first command saved
/// (docs/performance.md, "Four more ideas for the newcomer's path").
///
/// Debug builds also skip LLVM's IR verifier (`-Xfrontend -disable-llvm-verify`), which the frontend
/// otherwise runs over every object it emits. It checks the compiler's own output, not this package's
/// code: the same errors and warnings, and a compiler bug it would catch meets the tests instead.
/// `swift build --build-tests` after the first command takes about 7% less CPU, the first command's
/// build (mostly optimised targets) about the same (docs/performance.md, "The test apps without
/// LLVM's IR verifier"). Release builds keep it: they are what ships.
for target in package.targets where target.type != .plugin && target.name != "CScaffoldHash" {
	target.swiftSettings =
		(target.swiftSettings ?? []) + [
			.unsafeFlags(["-index-ignore-system-modules", "-Xfrontend", "-disable-llvm-verify"], .when(configuration: .debug))
		]
}
