// swift-tools-version:6.2
import Foundation
import PackageDescription

// scaffold's own tools, the benchmarks and the fuzzer, in a package of their own so that `swift
// test` in the repository does not build them: SwiftPM builds every target of the root package
// for the tests, and no test needs these (docs/performance.md, "The benchmarks and the fuzzer out
// of `swift test`'s build"). Build them from the repository's root into its `.build`, where the
// core is already built and they land where the docs name them (`.build/release/scaffold-bench`):
//
//     swift build -c release --package-path Tools --scratch-path .build
//     swift run -c release --package-path Tools --scratch-path .build scaffold-bench floor
//
// This package depends on the repository by path and on nothing else (zero package dependencies,
// as scaffold itself); nothing depends on it.

/// SwiftPM names a package depended on by path after its folder: the checkout's name, whatever it is.
let scaffold = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
	.lowercased()

/// The name the compiler gives scaffold's targets' `package` declarations (`-package-name`): the
/// folder's name as a C identifier, as SwiftPM spells it. The tools use the core's `package` API
/// (render jobs, the readers, SHA-256) that its public surface keeps out of other packages'
/// reach (Sources/ScaffoldCore/README.md, "Public surface"), so they join scaffold's package
/// rather than widen that surface: their targets opt out of this package's own name
/// (`packageAccess: false`) and take scaffold's. Were the spelling ever to differ, the build
/// fails at the first `package` symbol, never silently.
let scaffoldPackageName: String = {
	let name = String(scaffold.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
	return name.first?.isNumber == true ? "_" + name : name
}()

/// One of scaffold's products.
func scaffoldProduct(_ name: String) -> Target.Dependency { .product(name: name, package: scaffold) }

/// A tool: an executable in scaffold's package access, from `Sources/NAME`.
func tool(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
	.executableTarget(
		name: name, dependencies: dependencies, packageAccess: false,
		swiftSettings: [.unsafeFlags(["-package-name", scaffoldPackageName])])
}

let package = Package(
	name: "scaffold-tools",
	platforms: [.macOS(.v13)],
	products: [
		.executable(name: "scaffold-bench", targets: ["scaffold-bench"]),
		.executable(name: "scaffold-fuzz", targets: ["scaffold-fuzz"]),
	],
	dependencies: [.package(path: "..")],
	targets: [
		// Release-built benchmarks that print figures (never timed tests). The `scaffold` product is
		// built beside them, not linked: `check` and `floor` run that binary.
		tool("scaffold-bench", [scaffoldProduct("ScaffoldCore"), scaffoldProduct("scaffold")]),
		// The release-built fuzzer (`.ci/fuzz`): runs inputs in child processes to catch traps and hangs.
		tool("scaffold-fuzz", [scaffoldProduct("ScaffoldCore"), scaffoldProduct("ScaffoldFuzzing")]),
	],
	swiftLanguageModes: [.v6]
)
