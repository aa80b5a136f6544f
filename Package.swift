// swift-tools-version:6.2
import PackageDescription

// Zero package dependencies, by design: everything scaffold needs (JSON reading with
// positions, the Mustache engine, argument parsing) lives in this repository.
let package = Package(
	name: "scaffold",
	platforms: [.macOS(.v13)],
	products: [
		.executable(name: "scaffold", targets: ["scaffold"]),
		.library(name: "ScaffoldCore", targets: ["ScaffoldCore"]),
		// `swift package scaffold <subcommand>` in a package that depends on scaffold.
		.plugin(name: "ScaffoldPlugin", targets: ["ScaffoldPlugin"]),
	],
	targets: [
		// All logic: JSON reading, templates, specs, context, generation, plans. No file I/O.
		// The templates of `Templates/` are embedded at build time by the EmbedTemplates plugin.
		.target(name: "ScaffoldCore", dependencies: ["ScaffoldHash"], exclude: ["README.md"], plugins: ["EmbedTemplates"]),
		// SHA-256 and the template hash: shared by ScaffoldCore and embed-templates, which hashes
		// the templates at build time and so must build before ScaffoldCore.
		.target(name: "ScaffoldHash", dependencies: ["CScaffoldHash"]),
		// SHA-256 blocks with the CPU's SHA instructions where it has them (x86-64 SHA extensions).
		.target(name: "CScaffoldHash"),
		// Writes the Swift source embedding `Templates/`; run by the EmbedTemplates plugin only.
		.executableTarget(name: "embed-templates", dependencies: ["ScaffoldHash"]),
		.plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
		// The thin executable: arguments, files, exit codes.
		.executableTarget(name: "scaffold", dependencies: ["ScaffoldCore"]),
		// Release-built benchmarks that print figures (never timed tests).
		.executableTarget(name: "scaffold-bench", dependencies: ["ScaffoldCore", "ScaffoldHash"]),
		// Seeded mutations of specs, templates and contexts, and the checks every input must pass:
		// shared by the mutation tests and the fuzzer.
		.target(name: "ScaffoldFuzzing", dependencies: ["ScaffoldCore"]),
		// The release-built fuzzer (`.ci/fuzz`): runs inputs in child processes to catch traps and hangs.
		.executableTarget(name: "scaffold-fuzz", dependencies: ["ScaffoldCore", "ScaffoldFuzzing"]),
		.testTarget(name: "ScaffoldCoreTests", dependencies: ["ScaffoldCore", "ScaffoldFuzzing", "embed-templates"]),
		// Runs the built `scaffold` binary end to end.
		.testTarget(name: "ScaffoldCLITests", dependencies: ["scaffold"]),
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
