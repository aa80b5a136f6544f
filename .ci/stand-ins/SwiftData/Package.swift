// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

// Test tooling only: a Linux stand-in for Apple's SwiftData, so that scaffold-generated SwiftData code is
// type-checked and its tests run. It depends on nothing but the toolchain: the macro plugin speaks the
// compiler's plugin protocol itself instead of using swift-syntax. See README.md.
let package = Package(
	name: "SwiftDataStandIn",
	platforms: [
		.macOS(.v14),
		.iOS(.v17),
	],
	products: [
		.library(name: "SwiftData", targets: ["SwiftData"]),
	],
	targets: [
		.macro(
			name: "SwiftDataMacros",
			path: "Sources/SwiftDataMacros"
		),
		.target(
			name: "SwiftData",
			dependencies: ["SwiftDataMacros"],
			path: "Sources/SwiftData"
		),
		.testTarget(
			name: "SwiftDataTests",
			dependencies: ["SwiftData"],
			path: "Tests/SwiftDataTests"
		),
		// The same migration API under `.defaultIsolation(MainActor.self)`: versioned schemas and plans
		// declared as top-level enums must compile there as they do with Apple's SDK.
		.testTarget(
			name: "SwiftDataMainActorTests",
			dependencies: ["SwiftData"],
			path: "Tests/SwiftDataMainActorTests",
			swiftSettings: [.defaultIsolation(MainActor.self)]
		),
		.testTarget(
			name: "SwiftDataMacrosTests",
			dependencies: ["SwiftDataMacros"],
			path: "Tests/SwiftDataMacrosTests"
		),
	]
)
