// swift-tools-version:6.2
import PackageDescription

// Test tooling only: a Linux stand-in for the part of Apple's Security framework that keychain code
// uses (SecItemAdd, SecItemCopyMatching, SecItemUpdate, SecItemDelete and their constants), so that
// scaffold-generated keychain code is type-checked and its tests run. It depends on nothing but the
// toolchain. See README.md.
let package = Package(
	name: "SecurityStandIn",
	platforms: [
		.macOS(.v14),
		.iOS(.v17),
	],
	products: [
		.library(name: "Security", targets: ["Security"]),
	],
	targets: [
		.target(
			name: "Security",
			path: "Sources/Security"
		),
		.testTarget(
			name: "SecurityTests",
			dependencies: ["Security"],
			path: "Tests/SecurityTests"
		),
	]
)
