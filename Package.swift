// swift-tools-version:5.9
// vmgen depends on no packages: Foundation and the toolchain only.
import PackageDescription

let package = Package(
    name: "vmgen",
    products: [
        .executable(name: "vmgen", targets: ["vmgen"]),
        .library(name: "VMGenCore", targets: ["VMGenCore"]),
    ],
    targets: [
        /// Every stage of the pipeline: parse, validate, lower, render. Pure functions over values; no disk access.
        .target(name: "VMGenCore"),
        /// The command-line front end: reads specs, prints diagnostics, writes files.
        /// Reading, diagnostics and writing: everything `vmgen` does with the disk and the terminal.
        .target(name: "VMGenCLI", dependencies: ["VMGenCore"]),
        /// The executable: one line that hands the arguments to `VMGenCLI`.
        .executableTarget(name: "vmgen", dependencies: ["VMGenCLI"]),
        .testTarget(
            name: "VMGenTests",
            dependencies: ["VMGenCore", "VMGenCLI"],
            exclude: ["StandIns", "DocsContext"]
        ),
    ]
)
