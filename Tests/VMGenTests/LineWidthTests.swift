import Foundation
import VMGenCore
import XCTest

/// Long names and types wrap the way swift-format would: no generated line is wider than 120 columns, in every
/// style of every framework and with every indentation, test support included, and the wrapped code still compiles.
final class LineWidthTests: XCTestCase {
    /// Names of 40 characters and more, a long dependency default, long tuple and generic types, public access.
    private func spec(_ framework: Framework, indent: String) -> String {
        let styles = framework == .closures ? "triplet" : "all, constructor"
        return """
            options:
              framework: \(framework.name)
              styles: \(styles)
              access: public
              indent: \(indent)
              header: // swiftlint:disable line_length type_body_length file_length function_body_length cyclomatic_complexity nesting
            /// A view model whose every name is long, as real ones are: this doc comment is long too, far longer than one line of one hundred and twenty columns can hold.
            viewmodel ProjectPamphletRewardsCarouselPledgeViewModel:
              dependencies:
                - projectRewardsAvailabilityService: ProjectRewardsAvailabilityServicing = ProjectRewardsAvailabilityService()
                - formatRewardAmountForDisplayInTheCarousel: @escaping (Int, String) -> String = { amount, currency in currency + String(amount) }
                - rewardsCatalogueService: RewardsCatalogueService = RewardsCatalogueService(name: "\\(describe("alpha, beta, gamma, delta, epsilon, zeta, eta, theta"))", other: 1)
                - rawCatalogueService: RewardsCatalogueService = RewardsCatalogueService(name: #"alpha", "beta, gamma, delta, epsilon, zeta, eta"#, other: 2)
              inputs:
                - @latest configureWith(projectWithRewards project: ProjectWithAllTheRewards, selectedRewardIdentifier: Int?)
                - selectRewardCardInTheCarouselAtIndex(_ rewardCardIndexInTheCarousel: Int)
              outputs:
                - @async reloadDataWithRewardsAndProjectAndRefTag: [(project: ProjectWithAllTheRewards, reward: RewardCardViewData)]
                - goToDeprecatedPledgeConfirmationScreenWithPledgeData: Result<PledgeConfirmationScreenData, PledgeConfirmationError>
                - pledgeSummaryByRewardAndShippingRegion: Dictionary<String, (alpha: Int, beta: Int, gamma: Int, delta: Int, epsilon: Int, zeta: Int, eta: Int)>
            """
    }

    private let support = """
        public struct ProjectWithAllTheRewards {}
        public struct RewardCardViewData {}
        public struct PledgeConfirmationScreenData {}
        public struct PledgeConfirmationError: Error {}
        public protocol ProjectRewardsAvailabilityServicing {}
        public struct ProjectRewardsAvailabilityService: ProjectRewardsAvailabilityServicing { public init() {} }
        public struct RewardsCatalogueService { public init(name: String, other: Int) {} }
        public func describe(_ text: String) -> String { text }

        """

    func testLongNamesWrapWithin120ColumnsInEveryStyleAndFrameworkAndCompile() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for framework in Framework.allCases {
            for indent in ["4", "tab"] {
                let source = SpecSource(path: "t.vmspec", bytes: Array(spec(framework, indent: indent).utf8))
                let resolved = try XCTUnwrap(Generator.resolve(source).resolved, "\(framework)")
                for style in resolved.options.styles {
                    let result = Generator.generate([source], overrides: OptionOverrides(styles: StyleSelection(styles: [style])))
                    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
                    let code = try XCTUnwrap(result.files.first).contents
                    // And its test support (`--tests`), compiled with it.
                    let tests = Generator.generate(
                        [source], overrides: OptionOverrides(
                            styles: StyleSelection(styles: [style]), testSupport: framework.hasTestSupport ? true : nil))
                    XCTAssertEqual(tests.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
                    let testCode = framework.hasTestSupport ? try XCTUnwrap(tests.files.first).contents : ""
                    XCTAssertTrue(code.contains("\n// swiftlint:disable line_length type_body_length file_length function_body_length"
                        + " cyclomatic_complexity nesting\n"), "a header line is one line, as written")
                    for (kind, text) in [("", code), (" tests", testCode)] {
                        for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("// ") {
                            let width = line.replacingOccurrences(of: "\t", with: "    ").count
                            XCTAssertLessThanOrEqual(
                                width, 120, "\(framework) \(style)\(kind) indent \(indent), line \(number + 1): \(line)")
                        }
                    }
                    guard indent == "4" else { continue }
                    let label = "\(framework.name)-\(style.name)"
                    let generated = folder.appendingPathComponent("\(label).swift")
                    let logic = folder.appendingPathComponent("\(label)+Logic.swift")
                    try code.write(to: generated, atomically: true, encoding: .utf8)
                    let testSupport = folder.appendingPathComponent("\(label).testing.swift")
                    try testCode.write(to: testSupport, atomically: true, encoding: .utf8)
                    try (support + StubLogic.file(
                        for: resolved.viewModels.map(\.viewModel), framework: framework, style: style)
                    ).write(to: logic, atomically: true, encoding: .utf8)
                    jobs.append(.init(
                        label: label, files: [generated.path, testSupport.path, logic.path],
                        combine: framework == .combine || style == .published))
                }
            }
        }
        XCTAssertEqual(jobs.count, 5 * 5 + 1)
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label) does not compile once wrapped:\n\(output)")
        }
    }
}
