// How the app's screen uses the view model: it holds the one protocol, binds the outputs and sends into the
// observers.
import Foundation
import RxCocoa
import RxSwift

final class BirthdayStepScreen {
  let viewModel: any BirthdayStepViewModelType
  let disposeBag = DisposeBag()
  var ageLabel = ""
  var steps: [SignUpStep] = []

  init(viewModel: any BirthdayStepViewModelType) {
    self.viewModel = viewModel
  }

  func bind(picked date: Date) {
    viewModel.ageText.drive(onNext: { [weak self] in self?.ageLabel = $0 }).disposed(by: disposeBag)
    viewModel.isNextEnabled.drive(onNext: { print($0) }).disposed(by: disposeBag)
    viewModel.moveToNextStep.emit(onNext: { [weak self] in self?.steps.append(SignUpStep(index: $0)) }).disposed(by: disposeBag)
    viewModel.dateSelected.onNext(date)
    viewModel.nextTapped.onNext(())
  }
}

