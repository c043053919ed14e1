import Foundation
import VMGenCore
import XCTest

/// `@call` inputs of the subject style beside a weak dependency (#32 audit), compiled: both features in two specs of a
/// project under its `vmgen.options`, in two styles of one module; every name and parameter a `@call` line takes; a
/// parameter named like the storage behind its input, in every style whose class declares input methods.
final class SubjectCallCompileTests: XCTestCase {
    /// Two specs of a project whose `vmgen.options` sets the main actor, `final: false` and public access, each with a
    /// weak dependency and `@call` inputs of the same names, both rendered in the subject and transform styles: all
    /// compile in one module with test support, Swift 6, in Combine and RxSwift.
    func testBothFeaturesInTwoSpecsCompileInOneModuleUnderTheProjectsOptions() throws {
        for framework in ["combine", "rxswift"] {
            let folder = try TestSupport.temporaryFolder(self).appendingPathComponent(framework)
            let files = FileManager.default
            try files.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try files.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
            try "options:\n  framework: \(framework)\n  styles: subject, transform\n  isolation: MainActor\n  final: false\n"
                .appending("  access: public\n")
                .write(to: folder.appendingPathComponent("Specs/vmgen.options"), atomically: true, encoding: .utf8)
            for name in ["Post", "Feed"] {
                try """
                    viewmodel \(name)ViewModel:
                      dependencies:
                        - service: AppService
                        - weak var coordinator: AppCoordinating
                      inputs:
                        - viewDidLoad
                        - @call select(row: Int, animated: Bool)
                        - @call reload
                        - @call var isEditing: Bool = false
                      outputs:
                        - title: String

                    """.write(to: folder.appendingPathComponent("Specs/\(name).vmspec"), atomically: true, encoding: .utf8)
            }
            let support = folder.appendingPathComponent("Support.swift")
            try """
                public protocol AppService {}
                public protocol AppCoordinating: AnyObject {}
                struct Service: AppService {}
                final class Coordinator: AppCoordinating {}
                @MainActor func callSites(_ coordinator: Coordinator) {
                    let post = PostViewModel(service: Service(), coordinator: coordinator)
                    post.select(row: 1, animated: true)
                    post.reload()
                    post.isEditing = true
                    _ = post.coordinator === coordinator
                    let feed = FeedTransformViewModel(service: Service(), coordinator: coordinator)
                    feed.select(row: 2, animated: false)
                    feed.isEditing = !feed.isEditing
                    feed.coordinator = nil
                    let probe = PostViewModelProbe(service: Service(), coordinator: coordinator)
                    probe.inputs.select(row: 0, animated: false)
                    probe.inputs.isEditing(true)
                    let fake = FeedTransformViewModelFake()
                    fake.reload()
                    fake.isEditing = true
                    fake.coordinator = coordinator
                    _ = fake.calls
                }

                """.write(to: support, atomically: true, encoding: .utf8)
            var paths = [support.path]
            for tests in [false, true] {
                let output = "Generated\(tests ? "-tests" : "")"
                let run = try Executable.run(
                    ["generate", "Specs", "--output", output, "--quiet", "--no-cache"] + (tests ? ["--tests"] : []), in: folder)
                XCTAssertEqual(run.status, 0, run.err)
                paths += try files.subpathsOfDirectory(atPath: folder.appendingPathComponent(output).path)
                    .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent(output + "/" + $0).path }
            }
            // One logic per view model, which both styles' classes run.
            for name in ["Post", "Feed"] {
                for style in ["subject"] {
                    let skeleton = try Executable.run(["skeleton", "Specs/\(name).vmspec", "--style", style], in: folder)
                    XCTAssertEqual(skeleton.status, 0, skeleton.err)
                    let logic = folder.appendingPathComponent("\(name).\(style).logic.swift")
                    try skeleton.out.replacingOccurrences(of: "<#[^#]*#>", with: "{ fatalError() }()", options: .regularExpression)
                        .write(to: logic, atomically: true, encoding: .utf8)
                    paths.append(logic.path)
                }
            }
            let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
            if let failure = compiler.check(paths, swiftVersion: "6", combine: framework == "combine") {
                XCTFail("\(framework):\n\(failure)")
            }
        }
    }

    /// What a line may hold and vmgen takes: Unicode names, keywords in backticks, unlabelled parameters, a label
    /// other than the name, a closure, an optional `@call var` without a value (nil), a parameter named like the
    /// stream behind it (before: the method sent the stream into itself, `self.postSubject.send((self.postSubject:
    /// ...))`, which does not compile) or like the fake's `calls`: the view model, probe and fake compile with call
    /// sites in Combine, RxSwift, RxCocoa and ReactiveSwift, Swift 5 and 6.
    func testEveryNameAndParameterALineTakesCompiles() throws {
        for framework in [Framework.combine, .rxswift, .rxcocoa, .reactiveswift] {
            for version in ["5", "6"] {
                try assertCompiles("""
                    options:
                      framework: \(framework.name)
                      styles: subject
                    viewmodel CartViewModel:
                      dependencies:
                        - weak var `protocol`: CartCoordinator
                      inputs:
                        - @call 名前(値: String)
                        - @call `default`(`for`: Int)
                        - @call move(_ from: Int, _ to: Int)
                        - @call pick(at index: Int, calls: Int)
                        - @call finish(completion: @escaping () -> Void)
                        - @call post(postSubject: Int, postRelay: Int, postInput: Int, postObserver: Int)
                        - @call var note: String?
                      outputs:
                        - total: Int
                    """, support: """
                    public protocol CartCoordinator: AnyObject {}
                    func callSites(_ viewModel: CartViewModel, _ fake: CartViewModelFake, _ probe: CartViewModelProbe) {
                        viewModel.名前(値: "a")
                        viewModel.default(for: 1)
                        viewModel.move(1, 2)
                        viewModel.pick(at: 0, calls: 1)
                        viewModel.finish {}
                        viewModel.post(postSubject: 1, postRelay: 2, postInput: 3, postObserver: 4)
                        viewModel.note = nil
                        _ = viewModel.protocol
                        fake.名前(値: "b")
                        fake.pick(at: 1, calls: 2)
                        fake.note = "c"
                        _ = fake.calls
                        probe.inputs.move(3, 4)
                        probe.inputs.note("d")
                    }

                    """, swiftVersion: version)
            }
        }
    }

    /// An input method's parameter named like the storage behind it, in every style whose class declares the method
    /// (the triplet's, the SwiftUI styles', `@call` in the subject and transform styles): the method sends the parameter
    /// into the storage, the storage alone qualified (`self.oneSubject.send(oneSubject)`), in each framework with
    /// streams and Swift concurrency, with test support, Swift 6.
    func testAParameterNamedLikeTheStorageBehindItIsWhatIsSent() throws {
        let storage: [(Framework, [String])] = [(.combine, ["Subject"]), (.rxswift, ["Relay", "Subject"]),
                                                (.rxcocoa, ["Relay", "Subject"]), (.reactiveswift, ["Input", "Observer", "Property"]),
                                                (.async, ["Stream", "Continuation"])]
        for (framework, suffixes) in storage {
            let parameters = suffixes.map { "one\($0): Int" }.joined(separator: ", ")
            let single = "last\(suffixes[0]): Int"
            // `@latest` in ReactiveSwift is a warning (its outputs are hot).
            let latest = framework == .reactiveswift ? "" : "@latest "
            for (styles, call) in [("triplet, observable, published", ""), ("subject, transform", "@call ")]
            where framework != .async || call.isEmpty {
                try assertCompiles("""
                    options:
                      framework: \(framework.name)
                      styles: \(styles)
                    viewmodel A:
                      inputs:
                        - \(call)one(\(parameters))
                        - \(call)last(\(single))
                        - \(call)\(latest)newest(\(single.replacingOccurrences(of: "last", with: "newest")))
                      outputs:
                        - total: Int
                    """, swiftVersion: "6")
            }
        }
        let text = TestSupport.render("options:\n  framework: combine\n  styles: subject\nviewmodel A:\n  inputs:\n"
            + "    - @call one(oneSubject: Int, other: Int)\n  outputs:\n    - total: Int\n", style: .subject)
        XCTAssertTrue(text.contains("self.oneSubject.send((oneSubject: oneSubject, other: other))"), text)
    }
}
