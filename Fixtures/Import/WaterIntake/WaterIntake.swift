// An RxSwift triplet with a third group: the type protocol hands the view model itself as a state protocol the class
// conforms to (`var state: WaterIntakeViewModelState { get }`, the class's `var state: ... { self }`), beside `input`
// and `output` kept in nested structs, as apps that split what the view reads at once from what it observes write
// every screen. The state protocol and the class's members that satisfy it stay the team's, moved as written to a
// file of its own (`Own.swift`), where call sites reach them through `viewModel.state` unchanged.
import RxSwift

protocol WaterIntakeViewModelInput {
    /// Sends each glass the user logs, in millilitres.
    var loggedGlass: AnyObserver<Int> { get }
}

protocol WaterIntakeViewModelOutput {
    /// Emits how much is left to drink after each glass.
    var remaining: Observable<Int> { get }
}

protocol WaterIntakeViewModelState {
    var dailyGoal: Int { get }
}

protocol WaterIntakeViewModelProtocol {
    var input: WaterIntakeViewModelInput { get }
    var output: WaterIntakeViewModelOutput { get }
    var state: WaterIntakeViewModelState { get }
}

final class WaterIntakeViewModel: WaterIntakeViewModelProtocol, WaterIntakeViewModelState {
    let input: WaterIntakeViewModelInput
    let output: WaterIntakeViewModelOutput
    var state: WaterIntakeViewModelState { self }

    // MARK: - State
    var dailyGoal: Int {
        settings.dailyGoal
    }

    private let settings: HydrationSettings

    init(settings: HydrationSettings) {
        self.settings = settings
        let loggedGlass = PublishSubject<Int>()
        input = Input(loggedGlass: loggedGlass.asObserver())
        output = Output(remaining: loggedGlass.map { settings.dailyGoal - $0 })
    }
}

extension WaterIntakeViewModel {
    struct Input: WaterIntakeViewModelInput {
        let loggedGlass: AnyObserver<Int>
    }

    struct Output: WaterIntakeViewModelOutput {
        let remaining: Observable<Int>
    }
}
