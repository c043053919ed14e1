// swift-tools-version:5.9
// Test-only: builds OpenCombine (from the machine's package copy) so that vmgen's tests can compile the Combine
// goldens against the real API and run them. vmgen itself depends on no package.
import PackageDescription

let package = Package(
    name: "CombineRuntime",
    products: [
        .library(name: "CombineRuntime", type: .dynamic, targets: ["CombineRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    ],
    targets: [
        .target(name: "CombineRuntime", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
    ]
)
