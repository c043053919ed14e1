import Foundation

/// Runs the Swift compiler on generated code against the declaration-only stand-ins, with SIL diagnostics
/// (`-emit-sil`), which catch what `-typecheck` cannot: a property used before `init` assigns it.
final class Compiler {
    /// The folder with the compiled stand-in modules.
    let modules: URL

    /// Builds the stand-in modules once into `folder`.
    init(folder: URL) throws {
        modules = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let standIns = TestSupport.standIns
        for module in ["RxSwift", "UIKit", "RxRelay"] {
            let sources = try FileManager.default.contentsOfDirectory(
                at: standIns.appendingPathComponent(module), includingPropertiesForKeys: nil
            ).filter { $0.pathExtension == "swift" }.map(\.path)
            let result = Compiler.swiftc(
                ["-parse-as-library", "-emit-module", "-module-name", module, "-I", folder.path,
                 "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path] + sources)
            guard result.status == 0 else {
                throw NSError(domain: "Compiler", code: 1, userInfo: [NSLocalizedDescriptionKey: "stand-in \(module): \(result.output)"])
            }
        }
    }

    /// Compiles `files` as one module; returns the compiler's output when it fails, nil when it succeeds.
    func check(_ files: [String], swiftVersion: String = "5") -> String? {
        let result = Compiler.swiftc(
            ["-wmo", "-parse-as-library", "-emit-sil", "-o", "/dev/null", "-module-name", "App", "-package-name", "App",
             "-swift-version", swiftVersion, "-I", modules.path] + files)
        return result.status == 0 ? nil : result.output
    }

    /// Runs `swiftc` (from `SWIFTC`, or the one on the PATH) and returns its status and combined output.
    static func swiftc(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        if let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] {
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc"] + arguments
        }
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
