//
//  BirthdayStepViewModel.swift
//  Onboarding
//

import Foundation

import RxCocoa
import RxSwift

protocol BirthdayStepViewModelType: BirthdayStepViewModel {
  // Input
  var dateSelected: AnyObserver<Date> { get }
  var nextTapped: AnyObserver<Void> { get }

  // Output
  var ageText: Driver<String> { get }
  var isNextEnabled: Driver<Bool> { get }
  var moveToNextStep: Signal<Int> { get }
}

final class BirthdayStepViewModel: BirthdayStepViewModelType {

  // Input
  let dateSelected: AnyObserver<Date>   // 날짜 선택
  let nextTapped: AnyObserver<Void>     // 다음 버튼 탭

  // Output
  let ageText: Driver<String>
  let isNextEnabled: Driver<Bool>
  let moveToNextStep: Signal<Int>

  init(calendar: Calendar) {
    let selectedDate = PublishSubject<Date>()
    let tappedNext = PublishSubject<Void>()
    dateSelected = selectedDate.asObserver()
    nextTapped = tappedNext.asObserver()

    let age = selectedDate.map { calendar.dateComponents([.year], from: $0, to: Date()).year ?? 0 }.share(replay: 1)
    ageText = age.map { "만 \($0)세" }.asDriver(onErrorJustReturn: "")
    isNextEnabled = age.map { $0 >= 14 }.asDriver(onErrorJustReturn: false)
    moveToNextStep = tappedNext.withLatestFrom(age).asSignal(onErrorSignalWith: .empty())
  }
}
