import ProjectDescription
import ProjectDescriptionHelpers

let appTarget: Target = .target(
    name: "RickAndMorty",
    destinations: .iOS,
    product: .app,
    bundleId: "\(Module.bundleIdPrefix).app",
    deploymentTargets: Module.deploymentTargets,
    infoPlist: .extendingDefault(with: [
        "UILaunchScreen": [:],
    ]),
    sources: ["App/Sources/**"],
    dependencies: [
        .target(name: "RickAndMortyNetworking"),
        .target(name: "RickAndMortyCore"),
        .target(name: "RickAndMortyHome"),
    ],
    settings: .settings(base: Module.baseSettings)
)

let project = Project(
    name: "RickAndMorty",
    options: .options(
        disableBundleAccessors: true,
        disableSynthesizedResourceAccessors: true
    ),
    targets: [appTarget] + NetworkingModule.targets + CoreModule.targets + HomeModule.targets
)
