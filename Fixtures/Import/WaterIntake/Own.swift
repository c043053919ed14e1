// What the team keeps of its hand-written view model when the generated one replaces it: the state protocol the
// import says stays the app's, moved as written, and the class's members the import says stay its own (what satisfies
// the state protocol, the nested structs), moved into an extension of the generated class.
import RxSwift

protocol WaterIntakeViewModelState {
    var dailyGoal: Int { get }
}

extension WaterIntakeViewModel {
    var dailyGoal: Int {
        settings.dailyGoal
    }

    struct Input: WaterIntakeViewModelInput {
        let loggedGlass: AnyObserver<Int>
    }

    struct Output: WaterIntakeViewModelOutput {
        let remaining: Observable<Int>
    }
}
