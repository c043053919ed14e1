// How the app's second listing step uses the view model: it makes it with the service and hands the first step's
// answers and the grid's height in the Input, beside the streams of the screen.
import Foundation
import RxSwift

final class ListingDraftScreen {
    let viewModel: ListingDraftViewModel
    let firstStep: ListingFirstStepDTO
    let disposeBag = DisposeBag()

    init(service: ListingService, firstStep: ListingFirstStepDTO) {
        viewModel = ListingDraftViewModel(listingService: service)
        self.firstStep = firstStep
    }

    func bind(title: Observable<String>, picked: Observable<Int>, next: Observable<Void>, height: Double) {
        let input = ListingDraftViewModel.Input(
            firstStep: firstStep, titleTyped: title, photoPicked: picked, gridHeight: height, nextTapped: next)
        let output = viewModel.transform(input: input)
        output.isNextEnabled.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        output.photoCount.subscribe(onNext: { print("\($0) photos") }).disposed(by: disposeBag)
        print(input.firstStep.category, input.gridHeight)
    }
}
