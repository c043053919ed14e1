import Foundation
import VMGenCore
import XCTest

/// The triplet shapes the import carries for issue #32, run on the real OpenCombine: a type that is a typealias of the
/// groups' composition (`groups: typealias`), held as that typealias by the screen and by a stand-in conforming to the
/// two protocols alone, and an output declared implicitly unwrapped (`@unwrapped`), which the screen unwraps. The
/// program's output is what the screen saw.
final class TripletShapeBehaviorTests: XCTestCase {
    private let spec = """
        options:
          framework: combine
        viewmodel MealPlannerViewModel:
          protocols: MealPlannerViewModelInput, MealPlannerViewModelOutput, MealPlannerViewModelType
          type-refines: inputs, outputs
          groups: typealias
          inputs:
            - selectDay(_ day: String)
            - refresh
          outputs:
            - meals: [String]
            - @unwrapped isLoading: Bool
        """

    private let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        var logicSubscriptions = Set<AnyCancellable>()

        extension MealPlannerViewModelLogic {
            static func transform(_ input: Input) -> Output {
                let meals = PassthroughSubject<[String], Never>()
                let isLoading = PassthroughSubject<Bool, Never>()
                var day = "monday"
                input.selectDay.sink { day = $0; meals.send(["soup on \\(day)", "salad on \\(day)"]) }.store(in: &logicSubscriptions)
                input.refresh.sink {
                    isLoading.send(true)
                    meals.send(["soup on \\(day)", "salad on \\(day)"])
                    isLoading.send(false)
                }.store(in: &logicSubscriptions)
                return Output(meals: meals.eraseToAnyPublisher(), isLoading: isLoading.eraseToAnyPublisher())
            }
        }
        """

    private let scenario = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        final class Screen {
            let viewModel: MealPlannerViewModelType
            var seen: [String] = []
            var subscriptions: [AnyCancellable] = []
            init(viewModel: MealPlannerViewModelType) {
                self.viewModel = viewModel
                if let loading = viewModel.isLoading {
                    subscriptions.append(loading.sink { [unowned self] in self.seen.append("loading: \\($0)") })
                }
                subscriptions.append(viewModel.meals.sink { [unowned self] in self.seen.append("meals: \\($0.joined(separator: ", "))") })
            }
        }

        final class Preview: MealPlannerViewModelInput, MealPlannerViewModelOutput {
            func selectDay(_ day: String) {}
            func refresh() {}
            var meals: AnyPublisher<[String], Never> { Just(["preview"]).eraseToAnyPublisher() }
            var isLoading: AnyPublisher<Bool, Never>! = nil
        }

        let screen = Screen(viewModel: MealPlannerViewModel())
        screen.viewModel.refresh()
        screen.viewModel.selectDay("friday")
        print(screen.seen.joined(separator: "\\n"))
        print(Screen(viewModel: Preview()).seen.joined(separator: "\\n"))
        """

    func testTheTypealiasAndTheUnwrappedOutputBehaveAsTheScreenExpects() throws {
        let runtime = try CombineRuntime.shared.get()
        let folder = try TestSupport.temporaryFolder(self)
        let generated = Generator.generate([SpecSource(path: "MealPlanner.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        var files: [String] = []
        for (name, text) in [("Generated.swift", try XCTUnwrap(generated.files.first).contents),
                             ("Logic.swift", logic), ("main.swift", scenario)] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        let executable = folder.appendingPathComponent("program")
        let build = Compiler.swiftc(files + ["-module-name", "MealPlanner"] + runtime.compilerFlags + runtime.linkerFlags
            + ["-o", executable.path])
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        let run = Compiler.run(executable, [])
        XCTAssertEqual(run.output, """
            loading: true
            meals: soup on monday, salad on monday
            loading: false
            meals: soup on friday, salad on friday
            meals: preview

            """)
    }
}
