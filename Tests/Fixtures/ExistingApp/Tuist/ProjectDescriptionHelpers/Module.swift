import ProjectDescription

/// One module of the app: a framework built from `<path>/Sources/**`, optionally a mocks framework
/// from `<path>/Mocks/**`, and unit tests from `<path>/Tests/Unit/**` + `<path>/Tests/Shared/**`.
public struct Module {
    public static let bundleIdPrefix = "com.example.rickandmorty"
    public static let deploymentTargets: DeploymentTargets = .iOS("17.0")

    /// Every target starts from these; a module may override single keys (see `NetworkingModule`).
    public static let baseSettings: SettingsDictionary = [
        "SWIFT_VERSION": "6.0",
        "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor",
        "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
        "SWIFT_STRICT_CONCURRENCY": "complete",
        "ENABLE_USER_SCRIPT_SANDBOXING": "YES",
    ]

    public let name: String
    public let path: String
    public let hasMocks: Bool
    public let dependencies: [TargetDependency]
    public let testDependencies: [TargetDependency]
    public let settingsOverrides: SettingsDictionary

    public init(
        name: String,
        path: String,
        hasMocks: Bool = false,
        dependencies: [TargetDependency] = [],
        testDependencies: [TargetDependency] = [],
        settingsOverrides: SettingsDictionary = [:]
    ) {
        self.name = name
        self.path = path
        self.hasMocks = hasMocks
        self.dependencies = dependencies
        self.testDependencies = testDependencies
        self.settingsOverrides = settingsOverrides
    }

    public var settings: Settings {
        .settings(base: Module.baseSettings.merging(settingsOverrides) { _, override in override })
    }

    public var framework: Target {
        .target(
            name: name,
            destinations: .iOS,
            product: .framework,
            bundleId: "\(Module.bundleIdPrefix).\(name)",
            deploymentTargets: Module.deploymentTargets,
            sources: ["\(path)/Sources/**"],
            dependencies: dependencies,
            settings: settings
        )
    }

    public var mocks: Target {
        .target(
            name: "\(name)Mocks",
            destinations: .iOS,
            product: .framework,
            bundleId: "\(Module.bundleIdPrefix).\(name)Mocks",
            deploymentTargets: Module.deploymentTargets,
            sources: ["\(path)/Mocks/**"],
            dependencies: [.target(name: name), .xctest],
            settings: settings
        )
    }

    public var tests: Target {
        var testDependencies: [TargetDependency] = [.target(name: name)]
        if hasMocks {
            testDependencies.append(.target(name: "\(name)Mocks"))
        }
        return .target(
            name: "\(name)Tests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(Module.bundleIdPrefix).\(name)Tests",
            deploymentTargets: Module.deploymentTargets,
            sources: ["\(path)/Tests/Unit/**", "\(path)/Tests/Shared/**"],
            dependencies: testDependencies + self.testDependencies,
            settings: settings
        )
    }

    public var targets: [Target] {
        hasMocks ? [framework, mocks, tests] : [framework, tests]
    }
}
