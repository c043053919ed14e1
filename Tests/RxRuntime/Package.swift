// swift-tools-version:5.9
// Test-only: builds the real RxSwift and RxRelay so that vmgen's behaviour tests can run the RxSwift view models. It
// resolves only where SwiftPM can reach RxSwift (or a mirror of it, set with
// `swift package --package-path Tests/RxRuntime config set-mirror ...`, never committed); elsewhere the tests that
// need it are skipped with one line. (RxCocoa builds on Apple platforms only.) vmgen itself depends on no package.
import PackageDescription

let package = Package(
    name: "RxRuntime",
    products: [
        .library(name: "RxRuntime", type: .dynamic, targets: ["RxRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: [
        .target(name: "RxRuntime", dependencies: [
            .product(name: "RxSwift", package: "RxSwift"), .product(name: "RxRelay", package: "RxSwift"),
        ]),
    ]
)
