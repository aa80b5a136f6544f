// swift-tools-version:6.0
import PackageDescription

// Zero package dependencies, by design: everything scaffold needs (JSON reading with
// positions, the Mustache engine, argument parsing) lives in this repository.
let package = Package(
	name: "scaffold",
	platforms: [.macOS(.v13)],
	products: [
		.executable(name: "scaffold", targets: ["scaffold"]),
		.library(name: "ScaffoldCore", targets: ["ScaffoldCore"]),
	],
	targets: [
		// All logic: JSON reading, templates, specs, context, generation, plans. No file I/O.
		.target(name: "ScaffoldCore"),
		// The thin executable: arguments, files, exit codes.
		.executableTarget(name: "scaffold", dependencies: ["ScaffoldCore"]),
		// Release-built benchmarks that print figures (never timed tests).
		.executableTarget(name: "scaffold-bench", dependencies: ["ScaffoldCore"]),
		.testTarget(name: "ScaffoldCoreTests", dependencies: ["ScaffoldCore"]),
		// Runs the built `scaffold` binary end to end.
		.testTarget(name: "ScaffoldCLITests", dependencies: ["scaffold"]),
	],
	swiftLanguageModes: [.v6]
)
