// swift-tools-version:5.9
// Test-only: builds the real ReactiveSwift so that vmgen's behaviour tests can run the ReactiveSwift view models.
// It resolves only where SwiftPM can reach ReactiveSwift (or a mirror of it, set with
// `swift package --package-path Tests/ReactiveSwiftRuntime config set-mirror ...`, never committed); elsewhere the
// tests that need it are skipped with one line. vmgen itself depends on no package.
import PackageDescription

let package = Package(
    name: "ReactiveSwiftRuntime",
    products: [
        .library(name: "ReactiveSwiftRuntime", type: .dynamic, targets: ["ReactiveSwiftRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveCocoa/ReactiveSwift.git", from: "7.2.0"),
    ],
    targets: [
        .target(name: "ReactiveSwiftRuntime", dependencies: [.product(name: "ReactiveSwift", package: "ReactiveSwift")]),
    ]
)
