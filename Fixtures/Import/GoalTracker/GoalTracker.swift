//
//  GoalTrackerViewModel.swift
//  Goals
//

import RxCocoa
import RxSwift

protocol GoalTrackerViewModelType: DismissibleViewModel, RefreshingViewModel {
  var goalTapped: AnyObserver<Int> { get }
  var goals: Driver<[Goal]> { get }
}

final class GoalTrackerViewModel: GoalTrackerViewModelType {
  let goalTapped: AnyObserver<Int>
  let goals: Driver<[Goal]>

  let dismiss: PublishRelay<Void>
  let refresh: AnyObserver<Void>
  let isLoading: Driver<Bool>

  init(store: GoalStore) {
    let tapped = PublishSubject<Int>()
    let refreshing = PublishSubject<Void>()
    let loading = BehaviorRelay<Bool>(value: false)
    goalTapped = tapped.asObserver()
    refresh = refreshing.asObserver()
    dismiss = PublishRelay()
    isLoading = loading.asDriver()
    goals = refreshing
      .do(onNext: { loading.accept(true) })
      .flatMapLatest { store.goals() }
      .do(onNext: { _ in loading.accept(false) })
      .asDriver(onErrorJustReturn: [])
  }
}
