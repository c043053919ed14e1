// An RxCocoa view model of the subject-bridged style as a meet-up app's tab bar writes it: it is made with a struct of
// what it depends on (the user, the tab to start on), and its initializer builds from it the view models of its tabs
// (a struct of its own, which the screen reads to make the tabs' screens), the state the screen starts with
// (`State(selectedIndex:)`) and the tracker its bindings log the taps with, which the screen reads too; `Input` holds
// observers bridged to private subjects, `Output` the drivers the screen binds.
import RxCocoa
import RxSwift

/// The tab bar: the list of hangouts and the user's profile.
final class HangoutTabsViewModel: ViewModelType {
    struct SubViewModels {
        let listViewModel: HangoutListViewModel
        let profileViewModel: ProfileCardViewModel
    }

    struct State {
        var selectedIndex: Int
    }

    struct Input {
        let listTapped: AnyObserver<Void>
        let profileTapped: AnyObserver<Void>
    }

    struct Output {
        let selectedIndex: Driver<Int>
    }

    let dependency: HangoutTabsDependency
    let input: Input
    let output: Output
    let subViewModels: SubViewModels
    private(set) var state: State
    let tracker: TabTracker

    private let selectedIndex$: BehaviorSubject<Int>
    private let listTapped$ = PublishSubject<Void>()
    private let profileTapped$ = PublishSubject<Void>()
    private let disposeBag = DisposeBag()

    init(dependency: HangoutTabsDependency) {
        self.dependency = dependency
        self.subViewModels = SubViewModels(
            listViewModel: HangoutListViewModel(),
            profileViewModel: ProfileCardViewModel(user: dependency.user, isEditable: true)
        )
        self.state = State(selectedIndex: dependency.selectedIndex)
        self.tracker = TabTracker(userID: dependency.user.id)

        let selectedIndex$ = BehaviorSubject<Int>(value: dependency.selectedIndex)
        self.input = Input(listTapped: listTapped$.asObserver(), profileTapped: profileTapped$.asObserver())
        self.output = Output(selectedIndex: selectedIndex$.asDriver(onErrorJustReturn: 0))
        self.selectedIndex$ = selectedIndex$

        listTapped$.map { 0 }.subscribe(selectedIndex$).disposed(by: disposeBag)
        listTapped$.subscribe(onNext: { [tracker] in tracker.log("list") }).disposed(by: disposeBag)
        profileTapped$.map { 1 }.subscribe(selectedIndex$).disposed(by: disposeBag)
    }
}
