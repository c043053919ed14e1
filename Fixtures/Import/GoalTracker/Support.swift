// The app's protocols that its screens' view models refine, each declaring a member or two, with the bindings
// their extensions give every view model that refines them; and the store the goals come from.
import RxCocoa
import RxSwift

protocol DismissibleViewModel {
  var dismiss: PublishRelay<Void> { get }
}

extension DismissibleViewModel {
  func bindDismiss(to tap: Signal<Void>) -> Disposable {
    tap.emit(to: dismiss)
  }
}

protocol LoadingViewModel {
  var isLoading: Driver<Bool> { get }
}

protocol RefreshingViewModel: LoadingViewModel {
  var refresh: AnyObserver<Void> { get }
}

struct Goal {
  var title: String
  var isDone: Bool
}

protocol GoalStore {
  func goals() -> Observable<[Goal]>
}
