import Foundation

/// Runs the Swift compiler on generated code against the declaration-only stand-ins, with SIL diagnostics
/// (`-emit-sil`), which catch what `-typecheck` cannot: a property used before `init` assigns it.
final class Compiler {
    /// The folder with the compiled stand-in modules.
    let modules: URL

    /// The stand-in modules, built once per test process (about two seconds each time, for every test that compiles)
    /// into `.build/standin-modules-<pid>`; the folders of runs over an hour old are removed.
    private static let sharedModules: Result<URL, NSError> = {
        let build = TestSupport.root.appendingPathComponent(".build")
        let folder = build.appendingPathComponent("standin-modules-\(ProcessInfo.processInfo.processIdentifier)")
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: build.path)) ?? [] where name.hasPrefix("standin-modules-") {
            let old = build.appendingPathComponent(name)
            let modified = (try? files.attributesOfItem(atPath: old.path)[.modificationDate] as? Date) ?? Date()
            if old != folder, modified < Date(timeIntervalSinceNow: -3600) { try? files.removeItem(at: old) }
        }
        do {
            try? files.removeItem(at: folder)
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            for module in ["RxSwift", "UIKit", "RxRelay", "RxCocoa", "ReactiveSwift"] {
                let sources = try files.contentsOfDirectory(
                    at: TestSupport.standIns.appendingPathComponent(module), includingPropertiesForKeys: nil
                ).filter { $0.pathExtension == "swift" }.map(\.path)
                let result = Compiler.swiftc(
                    ["-parse-as-library", "-emit-module", "-module-name", module, "-I", folder.path,
                     "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path] + sources)
                guard result.status == 0 else {
                    return .failure(NSError(domain: "Compiler", code: 1, userInfo: [NSLocalizedDescriptionKey: "stand-in \(module): \(result.output)"]))
                }
            }
            return .success(folder)
        } catch {
            return .failure(error as NSError)
        }
    }()

    /// The stand-in modules, built once per test process; `folder` is made for what the test writes beside them.
    init(folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        modules = try Self.sharedModules.get()
    }

    /// Compiles `files` as one module, with complete concurrency checking; returns the compiler's output when it fails,
    /// or when it warns in one of `strict` (the generated files, which must compile without warnings), nil otherwise.
    /// Combine code is compiled against the real OpenCombine.
    func check(
        _ files: [String], swiftVersion: String = "5", combine: Bool = false, strict: [String] = [], defines: [String] = []
    ) -> String? {
        var flags = ["-I", modules.path] + defines.flatMap { ["-D", $0] }
        if combine {
            switch CombineRuntime.shared {
            case .success(let runtime): flags += runtime.compilerFlags
            case .failure(let error): return "OpenCombine could not be built: \(error)"
            }
        }
        let result = Compiler.swiftc(
            ["-wmo", "-parse-as-library", "-emit-sil", "-o", "/dev/null", "-module-name", "App", "-package-name", "App",
             "-swift-version", swiftVersion, "-strict-concurrency=complete"] + flags + files)
        let warns = result.output.split(separator: "\n").contains { line in
            line.contains(": warning: ") && strict.contains { line.hasPrefix($0 + ":") }
        }
        return result.status == 0 && !warns ? nil : result.output
    }

    /// Runs `swiftc` (from `SWIFTC`, or the one on the PATH) and returns its status and combined output.
    static func swiftc(_ arguments: [String]) -> (status: Int32, output: String) {
        if let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] {
            return run(URL(fileURLWithPath: swiftc), arguments)
        }
        return run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
    }

    /// Runs a program and returns its status and combined output. Its temporary files go to a folder of its own,
    /// removed when it ends: the Swift driver leaves a `TemporaryDirectory.*` behind for every `-emit-sil` job.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vmgen-tmp-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path + "/"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "could not run swiftc: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A test-only package in `Tests/<name>` that builds a real framework as one shared library: its `.build` folder
/// once built, or why it could not be built.
enum RuntimePackage {
    static func build(_ name: String) -> Result<URL, NSError> {
        let package = TestSupport.root.appendingPathComponent("Tests/\(name)")
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let build = Compiler.run(env, ["swift", "build", "--package-path", package.path])
        guard build.status == 0 else {
            return .failure(NSError(domain: name, code: 1, userInfo: [NSLocalizedDescriptionKey: build.output]))
        }
        let bin = Compiler.run(env, ["swift", "build", "--package-path", package.path, "--show-bin-path"])
        return .success(URL(fileURLWithPath: bin.output.split(separator: "\n").last.map(String.init) ?? ""))
    }
}

/// The real OpenCombine, built once per test run by the test-only package in `Tests/CombineRuntime` (vmgen itself
/// depends on no package): its module for compiling Combine code, its shared library for running it.
struct CombineRuntime {
    let binPath: URL

    static let shared: Result<CombineRuntime, NSError> = RuntimePackage.build("CombineRuntime").map(CombineRuntime.init)

    /// Flags that let `swiftc` import OpenCombine (and its C helper module).
    var compilerFlags: [String] {
        ["-I", binPath.appendingPathComponent("Modules").path,
         "-Xcc", "-fmodule-map-file=" + binPath.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path]
    }

    /// Flags that link an executable against OpenCombine.
    var linkerFlags: [String] {
        ["-L", binPath.path, "-lCombineRuntime", "-Xlinker", "-rpath", "-Xlinker", binPath.path]
    }
}

/// The real ReactiveSwift, built by `Tests/ReactiveSwiftRuntime` where SwiftPM can resolve it (by URL, or through a
/// mirror set by hand and never committed); elsewhere the tests that need it are skipped.
struct ReactiveSwiftRuntime {
    let binPath: URL

    static let shared: Result<ReactiveSwiftRuntime, NSError> =
        RuntimePackage.build("ReactiveSwiftRuntime").map(ReactiveSwiftRuntime.init)

    var compilerFlags: [String] { ["-I", binPath.appendingPathComponent("Modules").path] }

    var linkerFlags: [String] {
        ["-L", binPath.path, "-lReactiveSwiftRuntime", "-Xlinker", "-rpath", "-Xlinker", binPath.path]
    }
}

/// The real RxSwift and RxRelay, built by `Tests/RxRuntime` where SwiftPM can resolve them (by URL, or through a
/// mirror set by hand and never committed); elsewhere the tests that need them are skipped.
struct RxRuntime {
    let binPath: URL

    static let shared: Result<RxRuntime, NSError> = RuntimePackage.build("RxRuntime").map(RxRuntime.init)

    var compilerFlags: [String] { ["-I", binPath.appendingPathComponent("Modules").path] }

    var linkerFlags: [String] { ["-L", binPath.path, "-lRxRuntime", "-Xlinker", "-rpath", "-Xlinker", binPath.path] }
}
