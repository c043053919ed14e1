// How the app's meal plan screen uses the view model: it holds it as the typealias and reaches each input and output
// through it, and its previews hand it a stand-in that conforms to the inputs and the outputs alone, which is a
// `MealPlannerViewModelType` because that type is their composition.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class MealPlanScreen {
    private let viewModel: MealPlannerViewModelType
    private var cancellables = Set<AnyCancellable>()

    init(viewModel: MealPlannerViewModelType) {
        self.viewModel = viewModel
        viewModel.mealsPublisher.sink { print($0.map(\.title)) }.store(in: &cancellables)
        viewModel.isLoadingPublisher.sink { print($0) }.store(in: &cancellables)
    }

    func dayTapped(_ day: Weekday) {
        viewModel.selectDay(day)
    }

    func swipedToDelete(_ meal: Meal) {
        viewModel.removeMeal(meal)
        viewModel.refresh()
    }
}

final class PreviewMealPlanner: MealPlannerViewModelInput, MealPlannerViewModelOutput {
    func selectDay(_ day: Weekday) {}
    func removeMeal(_ meal: Meal) {}
    func refresh() {}
    var mealsPublisher: AnyPublisher<[Meal], Never> { Just([Meal(title: "Soup", calories: 180)]).eraseToAnyPublisher() }
    var isLoadingPublisher: AnyPublisher<Bool, Never> { Just(false).eraseToAnyPublisher() }
}

func makeMealPlanScreens() -> [MealPlanScreen] {
    [MealPlanScreen(viewModel: MealPlannerViewModel(planner: MealPlanService())),
     MealPlanScreen(viewModel: PreviewMealPlanner())]
}
