// A Combine triplet as apps made from a Clean Architecture template write it: no type protocol, but a typealias of
// the inputs' and outputs' composition the screen holds, so it calls each input and reads each output through the
// view model itself (`viewModel.selectDay(_:)`); the class conforms to each protocol in an extension of its own.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

/// MealPlanner Input & Output
///
typealias MealPlannerViewModelType = MealPlannerViewModelInput & MealPlannerViewModelOutput

/// MealPlanner ViewModel Input
///
protocol MealPlannerViewModelInput {
    func selectDay(_ day: Weekday)
    func removeMeal(_ meal: Meal)
    func refresh()
}

/// MealPlanner ViewModel Output
///
protocol MealPlannerViewModelOutput {
    var mealsPublisher: AnyPublisher<[Meal], Never> { get }
    var isLoadingPublisher: AnyPublisher<Bool, Never> { get }
}

// MARK: MealPlannerViewModel

final class MealPlannerViewModel {
    private let planner: MealPlanService
    private let meals = CurrentValueSubject<[Meal], Never>([])
    private let isLoading = CurrentValueSubject<Bool, Never>(false)
    private var day = Weekday.monday

    init(planner: MealPlanService) {
        self.planner = planner
    }
}

// MARK: MealPlannerViewModelInput

extension MealPlannerViewModel: MealPlannerViewModelInput {
    func selectDay(_ day: Weekday) {
        self.day = day
        refresh()
    }

    func removeMeal(_ meal: Meal) {
        planner.remove(meal, on: day)
        meals.send(planner.meals(on: day))
    }

    func refresh() {
        isLoading.send(true)
        meals.send(planner.meals(on: day))
        isLoading.send(false)
    }
}

// MARK: MealPlannerViewModelOutput

extension MealPlannerViewModel: MealPlannerViewModelOutput {
    var mealsPublisher: AnyPublisher<[Meal], Never> {
        meals.eraseToAnyPublisher()
    }

    var isLoadingPublisher: AnyPublisher<Bool, Never> {
        isLoading.eraseToAnyPublisher()
    }
}
