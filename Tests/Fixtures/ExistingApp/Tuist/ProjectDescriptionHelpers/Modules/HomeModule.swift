import ProjectDescription

public enum HomeModule {
    public static let module = Module(
        name: "HomeFeature",
        path: "Features/Home",
        dependencies: [
            .target(name: "Networking"),
            .target(name: "Core"),
        ],
        testDependencies: [
            .target(name: "Networking"),
            .target(name: "NetworkingMocks"),
            .target(name: "Core"),
            .target(name: "CoreMocks"),
        ]
    )

    public static var targets: [Target] { module.targets }
}
