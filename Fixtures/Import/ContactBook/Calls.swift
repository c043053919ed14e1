// How the app's contact screen uses the view model: it binds the rows, sends the sample contacts again, adds one and
// filters them from its buttons and search bar, and shows how many fit a page.
import Foundation
import RxSwift

final class ContactBookScreen {
    private let viewModel: ContactBookViewModel
    private let disposeBag = DisposeBag()
    private(set) var rows: [String] = []

    init(viewModel: ContactBookViewModel, viewDidLoad: Observable<Void>) {
        self.viewModel = viewModel
        let output = viewModel.transform(input: ContactBookViewModel.Input(viewDidLoad: viewDidLoad))
        output.items.subscribe(onNext: { [weak self] in self?.rows = $0.map { $0.name } }).disposed(by: disposeBag)
        viewModel.list.subscribe(onNext: { print($0.count) }).disposed(by: disposeBag)
    }

    func resetTapped() {
        viewModel.fetchData()
    }

    func addTapped() {
        viewModel.newData()
        print("\(viewModel.contactData.count) contacts, \(viewModel.pageSize) a page")
    }

    func searchChanged(_ text: String) {
        viewModel.filterData(query: text)
    }
}
